import assert from "node:assert/strict";
import {
  assistantSubjects,
  EVENT_TYPES,
  gatewaySubjects,
  notifierSubjects,
  proposalsSubjects,
} from "@asst/shared";
import {
  CONTRACTS_COMMAND,
  renderSubjectTable,
  TABLE_END,
  TABLE_START,
  withSubjectTable,
} from "../shared/src/subject_table.ts";
import { importsOf, layerViolations, resolveSpecifier, type Workspace } from "./_layers.ts";

const architecture = Deno.readTextFileSync(new URL("../ARCHITECTURE.md", import.meta.url));

Deno.test("ARCHITECTURE.md's subject table is exactly the one generated from the code", () => {
  assert.ok(architecture.includes(TABLE_START), "the start marker is in ARCHITECTURE.md");
  assert.ok(
    architecture === withSubjectTable(architecture),
    `ARCHITECTURE.md's subject table is out of date: run \`${CONTRACTS_COMMAND}\` and commit it`,
  );
});

Deno.test("the subject table names every subject and every event once", () => {
  const table = renderSubjectTable();
  const subjects = [gatewaySubjects, assistantSubjects, proposalsSubjects, notifierSubjects]
    .flatMap((group) => Object.values(group).map((contract) => contract.subject))
    .concat(EVENT_TYPES.map((type) => `events.${type}`));
  assert.ok(subjects.includes("assistant.act"));
  for (const subject of subjects) {
    const rows = table.split("\n").filter((line) => line.startsWith(`| \`${subject}\` `));
    assert.equal(rows.length, 1, `one row for ${subject}`);
  }
  const body = table.split("\n").filter((line) => line.startsWith("| `"));
  assert.equal(body.length, subjects.length);
});

Deno.test("a request subject is sent again after its replica is lost exactly when its guarantee says running it twice is safe", () => {
  for (const group of [gatewaySubjects, assistantSubjects, proposalsSubjects, notifierSubjects]) {
    for (const contract of Object.values(group)) {
      if (!("request" in contract) || !contract.doc) continue;
      const safe = /read-only|idempotent/.test(contract.doc.guarantee);
      const resends = contract.resendIfLost?.({} as never) ?? false;
      assert.equal(resends, safe, `${contract.subject}: "${contract.doc.guarantee}"`);
    }
  }
  // Work run once by its operation id is sent again only with one.
  const act = assistantSubjects.act.resendIfLost!;
  assert.equal(act({ operation: { id: "x" } } as never), true);
});

Deno.test("a table edited by hand, or markers removed, is caught", () => {
  const edited = architecture.replace("| `assistant.act` ", "| `assistant.acts`");
  assert.notEqual(withSubjectTable(edited), edited);
  assert.throws(
    () => withSubjectTable(architecture.replace(TABLE_END, "")),
    /has no .* block/,
  );
});

interface DenoModule {
  specifier: string;
  dependencies?: { code?: { specifier: string }; type?: { specifier: string } }[];
}

const ROOT = new URL("..", import.meta.url);
const SERVICES = ["gateway", "assistant", "proposals", "notifier"];

/** The module graph of `entry` as `deno info --json` gives it. */
async function moduleGraph(entry: string): Promise<DenoModule[]> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", entry],
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
  return (JSON.parse(new TextDecoder().decode(out.stdout)) as { modules: DenoModule[] }).modules;
}

/** A `file:` URL in the repository as a path from its root; null for anything else. */
function repoPath(url: string): string | null {
  return url.startsWith(ROOT.href) ? url.slice(ROOT.href.length) : null;
}

/** The local modules `entry` loads, as paths from the repository root (`deno info`). */
async function localModules(entry: string): Promise<string[]> {
  return (await moduleGraph(entry)).map((m) => repoPath(m.specifier))
    .filter((path): path is string => path !== null);
}

Deno.test("each service loads none of another service's code; openapi.ts only the group descriptions", async () => {
  for (const service of SERVICES) {
    const foreign = (await localModules(`services/${service}/main.ts`))
      .filter((path) => path.startsWith("services/") && !path.startsWith(`services/${service}/`));
    assert.deepEqual(foreign, [], `${service} loads another service's code`);
  }
  // The generator of openapi.json reads the assistant's group descriptions, and only those.
  const generator = await localModules("openapi.ts");
  assert.ok(generator.includes("services/gateway/src/openapi/openapi_document.ts"));
  const assistant = generator.filter((path) => path.startsWith("services/assistant/"));
  assert.ok(assistant.includes("services/assistant/src/models/local/groups/mod.ts"));
  assert.deepEqual(
    assistant.filter((path) => !path.startsWith("services/assistant/src/models/local/groups/")),
    [],
  );
});

/** Every .ts file under `dir` (a path from the repository root), with its text. */
function readSources(dir: string, into = new Map<string, string>()): Map<string, string> {
  for (const entry of Deno.readDirSync(new URL(dir, ROOT))) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) readSources(path, into);
    else if (entry.isFile && path.endsWith(".ts")) {
      into.set(path, Deno.readTextFileSync(new URL(path, ROOT)));
    }
  }
  return into;
}

/** The workspace members' names and exports (`@asst/shared/db` → `shared/db.ts`), from deno.json. */
function readWorkspace(): Workspace {
  const json = (path: string) => JSON.parse(Deno.readTextFileSync(new URL(path, ROOT)));
  const workspace: Record<string, string> = {};
  for (const member of json("deno.json").workspace as string[]) {
    const dir = member.replace(/^\.\//, "");
    const { name, exports } = json(`${dir}/deno.json`) as {
      name: string;
      exports: string | Record<string, string>;
    };
    const entries = typeof exports === "string" ? { ".": exports } : exports;
    for (const [key, file] of Object.entries(entries)) {
      workspace[key === "." ? name : `${name}${key.slice(1)}`] = `${dir}/${file.slice(2)}`;
    }
  }
  return workspace;
}

Deno.test("no import breaks the layers: private files, the parser below the tools, one service's code", () => {
  const sources = readSources("services");
  readSources("shared", sources);
  assert.ok(sources.has("services/assistant/src/tools/registry.ts"));
  assert.ok(sources.has("shared/src/bus.ts"));
  assert.deepEqual(layerViolations(sources, readWorkspace()), []);
});

Deno.test("the layer rules catch each kind of import they forbid, and only those", () => {
  const src = "services/assistant/src";
  const example = new Map([
    [`${src}/tools/lists/_db.ts`, ""],
    [`${src}/tools/lists/notes.ts`, `import { lock } from "./_db.ts";`],
    [`${src}/tools/lists/sub/deep.ts`, `import "../_db.ts";`],
    [`${src}/tools/resolve.ts`, `export { lock } from "./lists/_db.ts";`],
    [`${src}/tools/calendar/events.ts`, `import {\n  lock,\n} from "../lists/_db.ts";`],
    [`${src}/assistant.ts`, `const db = await import("./tools/lists/_db.ts");`],
    [`${src}/tools/reminders/first.ts`, `new Worker(new URL("../lists/_db.ts", import.meta.url));`],
    [`${src}/text/sensitive.ts`, `import type { Intent } from "../models/local/tool_intent.ts";`],
    [`${src}/tools/prices/handlers.ts`, `import { turn } from "../../chat/turn.ts";`],
    [`${src}/chat/turn.ts`, `import { readIntent } from "../models/local/mod.ts";`],
    [`${src}/models/local/mod.ts`, `import type { ToolCall } from "../../tools/types.ts";`],
    ["services/gateway/src/app.ts", `import { MemoryStore } from "../../assistant/src/memory.ts";`],
    ["services/gateway/src/bus.ts", `import { createAssistant } from "@asst/assistant";`],
    ["services/gateway/src/db.ts", `import { connect } from "@asst/shared/db";\nimport "npm:zod";`],
  ]);
  const workspace = {
    "@asst/assistant": "services/assistant/mod.ts",
    "@asst/shared/db": "shared/db.ts",
  };
  assert.deepEqual(layerViolations(example, workspace), [
    `${src}/assistant.ts imports ${src}/tools/lists/_db.ts, private to ${src}/tools/lists/`,
    `${src}/text/sensitive.ts imports the parser: ${src}/models/local/tool_intent.ts`,
    `${src}/tools/calendar/events.ts imports ${src}/tools/lists/_db.ts, private to ${src}/tools/lists/`,
    `${src}/tools/prices/handlers.ts imports the parser: ${src}/chat/turn.ts → ${src}/models/local/mod.ts`,
    `${src}/tools/reminders/first.ts imports ${src}/tools/lists/_db.ts, private to ${src}/tools/lists/`,
    "services/gateway/src/app.ts imports services/assistant/src/memory.ts, the assistant service's code",
    "services/gateway/src/bus.ts imports services/assistant/mod.ts, the assistant service's code",
  ]);
});

Deno.test("the layer rules read the same imports as deno does", async () => {
  const workspace = readWorkspace();
  let compared = 0;
  for (const service of SERVICES) {
    for (const module of await moduleGraph(`services/${service}/main.ts`)) {
      const file = repoPath(module.specifier);
      if (file === null) continue;
      const deno = (module.dependencies ?? [])
        .map((d) => repoPath(d.code?.specifier ?? d.type?.specifier ?? ""))
        .filter((path): path is string => path !== null);
      const ours = importsOf(Deno.readTextFileSync(new URL(file, ROOT)))
        .map((specifier) => resolveSpecifier(file, specifier, workspace))
        .filter((path): path is string => path !== null);
      assert.deepEqual([...new Set(ours)].sort(), [...new Set(deno)].sort(), file);
      compared++;
    }
  }
  assert.ok(compared > 300, `${compared} modules compared`);
});
