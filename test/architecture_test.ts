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
