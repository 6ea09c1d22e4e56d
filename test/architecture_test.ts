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

Deno.test("a table edited by hand, or markers removed, is caught", () => {
  const edited = architecture.replace("| `assistant.act` ", "| `assistant.acts`");
  assert.notEqual(withSubjectTable(edited), edited);
  assert.throws(
    () => withSubjectTable(architecture.replace(TABLE_END, "")),
    /has no .* block/,
  );
});

/** The local modules `entry` loads, as paths from the repository root (`deno info`). */
async function localModules(entry: string): Promise<string[]> {
  const root = new URL("..", import.meta.url);
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", entry],
    cwd: root,
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
  const graph = JSON.parse(new TextDecoder().decode(out.stdout)) as {
    modules: { specifier: string }[];
  };
  return graph.modules.map((m) => m.specifier).filter((s) => s.startsWith(root.href))
    .map((s) => s.slice(root.href.length));
}

Deno.test("each service loads none of another service's code; openapi.ts only the group descriptions", async () => {
  const services = ["gateway", "assistant", "proposals", "notifier"];
  for (const service of services) {
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
