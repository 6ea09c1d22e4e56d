/**
 * The docs name only files and folders that exist: a path from the repository's root (starting
 * with `services/`, `shared/`, `test/`, `helm/` or `deploy/`) in a Markdown file or a relative
 * link, so a move that leaves a doc behind fails here instead of misleading the next reader.
 */
import assert from "node:assert/strict";

const ROOT = new URL("../", import.meta.url);
const ROOTED = /`((?:services|shared|test|helm|deploy)\/[A-Za-z0-9_./-]+)`/g;
const LINK = /\]\((?!https?:|mailto:|#)([^)#\s]+)/g;

async function trackedMarkdown(): Promise<string[]> {
  const out = await new Deno.Command("git", {
    args: ["ls-files", "*.md"],
    cwd: ROOT,
    stdout: "piped",
  }).output();
  return new TextDecoder().decode(out.stdout).split("\n").filter((f) => f.length > 0);
}

function exists(url: URL): boolean {
  try {
    Deno.statSync(url);
    return true;
  } catch {
    return false;
  }
}

/** The paths `text` (the Markdown file `file`) names that do not exist. */
export function missingPaths(file: string, text: string, found = exists): string[] {
  const missing: string[] = [];
  for (const [, path] of text.matchAll(ROOTED)) {
    if (!/[<>*{}]|NNN/.test(path!) && !found(new URL(path!, ROOT))) missing.push(path!);
  }
  for (const [, path] of text.matchAll(LINK)) {
    if (!found(new URL(path!, new URL(file, ROOT)))) missing.push(path!);
  }
  return missing;
}

Deno.test("every path from the root and every relative link in the docs exists", async () => {
  const missing: string[] = [];
  for (const file of await trackedMarkdown()) {
    const text = await Deno.readTextFile(new URL(file, ROOT));
    missing.push(...missingPaths(file, text).map((p) => `${file}: ${p}`));
  }
  assert.deepEqual(missing, []);
});

Deno.test("missingPaths() reports a moved file, a broken link, and nothing else", () => {
  const present = new Set([
    new URL("services/a/src/x.ts", ROOT).href,
    new URL("docs/b.md", ROOT).href,
  ]);
  const found = (url: URL) => present.has(url.href);
  const text = [
    "`services/a/src/x.ts` and `services/a/src/gone.ts`,",
    "[b](b.md), [c](c.md), [web](https://example.org/) and [top](#top),",
    "`services/<name>/src/` and `test/eval/*.jsonl` are patterns.",
  ].join("\n");
  assert.deepEqual(missingPaths("docs/README.md", text, found), ["services/a/src/gone.ts", "c.md"]);
});
