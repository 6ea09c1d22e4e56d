/**
 * The rules the code's imports keep (checked over the repository by `architecture_test.ts`):
 *
 * - **A `_` file is private to its folder.** `tools/lists/_db.ts` may be imported from
 *   `tools/lists/` and the folders below it, and from the folder just above (`tools/`: a sub-folder
 *   is a part of the folder that holds it, as `models/local/groups/` is of `models/local/`), never
 *   from a sibling (`tools/calendar/`) or from further up (`src/`).
 * - **Nothing below the parser reads the parser.** A tool (`services/assistant/src/tools/`) or a
 *   reading of text (`text/`: `normalize.ts`, `sensitive.ts`, …) neither imports the local model's
 *   parser (`models/local/`) nor reaches it through another file: the parser turns messages into
 *   tool calls, the tools only carry them out.
 * - **A service imports no other service's code.** The services talk over NATS; `shared/` is the
 *   only code they have in common (by `@asst/shared` or a relative path).
 *
 * Imports are read from the text by regular expression (checked against `deno info` by the test),
 * so that the rules can be run on a few files written in the test as well as on the repository.
 * @module
 */
import { posix } from "node:path";

/** Source text by path from the repository root (`services/assistant/src/assistant.ts`). */
export type Sources = ReadonlyMap<string, string>;

/** The workspace's bare specifiers and the file each names (`@asst/shared/db` → `shared/db.ts`). */
export type Workspace = Readonly<Record<string, string>>;

const IMPORTS = [
  /\bfrom\s*["']([^"'\n]+)["']/g,
  /\bimport\s*["']([^"'\n]+)["']/g,
  /\bimport\s*\(\s*["']([^"'\n]+)["']\s*\)/g,
];
/** A module a file starts by its address (`new Worker(new URL("./_worker.ts", import.meta.url))`). */
const MODULE_URL = /\bnew\s+URL\(\s*["']([^"'\n]+\.ts)["']\s*,\s*import\.meta\.url/g;

/** The specifiers `source` imports (static, side-effect, dynamic, re-exports), in order. */
export function importsOf(source: string): string[] {
  return IMPORTS.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1]!));
}

/** What `source` imports, and the `.ts` modules it names by `new URL(…, import.meta.url)`. */
export function specifiersOf(source: string): string[] {
  return [...importsOf(source), ...[...source.matchAll(MODULE_URL)].map((m) => m[1]!)];
}

/** The repository path `specifier` in `file` leads to; null for a package (npm:, node:, …). */
export function resolveSpecifier(
  file: string,
  specifier: string,
  workspace: Workspace,
): string | null {
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    return posix.normalize(posix.join(posix.dirname(file), specifier));
  }
  return workspace[specifier] ?? null;
}

const PARSER = "services/assistant/src/models/local/";
const BELOW_PARSER = ["services/assistant/src/tools/", "services/assistant/src/text/"];

/** The service a path belongs to (`services/gateway/…` → `gateway`), or null. */
function serviceOf(path: string): string | null {
  return /^services\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** Whether a file in `dir` may import the `_` file `target`. */
function mayImportPrivate(dir: string, target: string): boolean {
  const own = posix.dirname(target);
  return dir === own || dir.startsWith(`${own}/`) || dir === posix.dirname(own);
}

/** The repository files each of `sources` imports or starts. */
function importGraph(sources: Sources, workspace: Workspace): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, source] of sources) {
    const targets = specifiersOf(source)
      .map((specifier) => resolveSpecifier(file, specifier, workspace))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

const belowParser = (path: string) => BELOW_PARSER.some((layer) => path.startsWith(layer));

/**
 * The chain of imports from `file` to a parser file, when there is one that passes through no file
 * below the parser (such a file's own imports are reported where it imports).
 */
function pathToParser(graph: Map<string, string[]>, file: string): string[] | null {
  const cameFrom = new Map<string, string>([[file, ""]]);
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.shift()!;
    if (current.startsWith(PARSER)) {
      const chain = [current];
      for (let at = cameFrom.get(current)!; at !== ""; at = cameFrom.get(at)!) chain.unshift(at);
      return chain;
    }
    for (const next of graph.get(current) ?? []) {
      if (!cameFrom.has(next) && !belowParser(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Every import of `sources` that breaks one of the rules above, one sentence each, sorted. */
export function layerViolations(sources: Sources, workspace: Workspace): string[] {
  const graph = importGraph(sources, workspace);
  const found: string[] = [];
  for (const [file, targets] of graph) {
    const dir = posix.dirname(file);
    for (const target of targets) {
      if (posix.basename(target).startsWith("_") && !mayImportPrivate(dir, target)) {
        found.push(`${file} imports ${target}, private to ${posix.dirname(target)}/`);
      }
      const from = serviceOf(file);
      const to = serviceOf(target);
      if (from !== null && to !== null && from !== to) {
        found.push(`${file} imports ${target}, the ${to} service's code`);
      }
      const chain = belowParser(file) && !belowParser(target) ? pathToParser(graph, target) : null;
      if (chain) found.push(`${file} imports the parser: ${chain.join(" → ")}`);
    }
  }
  return found.sort();
}
