/**
 * The sealed evaluation set (`sealed/`) is well-formed and unchanged since it was written: its
 * SHA-256 is the one recorded when it was committed, so a change to it (tuning it to the parser)
 * cannot pass unnoticed. Nothing here runs the model: its score is read only at the end of a change.
 * @module
 */
import assert from "node:assert/strict";
import { findTool, sha256Hex } from "@asst/shared";
import { CORPUS_FILES, NOTHING_FILE, readCorpus, SEALED_DIR } from "./corpus.ts";

/** `cat $(ls test/eval/sealed/*.jsonl | sort) | sha256sum` when the set was committed. */
const SEALED_SHA256 = "8bbbcdf0ae305cd0880df54996eb09e025ba4ea80df7e1272faf73ce30522a51";

Deno.test("the sealed set is the one committed: same SHA-256, every file of the corpus's kinds", async () => {
  const names = [...Deno.readDirSync(SEALED_DIR)].map((e) => e.name)
    .filter((n) => n.endsWith(".jsonl")).sort();
  assert.deepEqual(names, CORPUS_FILES.map((f) => `${f}.jsonl`).sort());
  const texts = await Promise.all(names.map((n) => Deno.readTextFile(new URL(n, SEALED_DIR))));
  assert.equal(await sha256Hex(texts.join("")), SEALED_SHA256);
});

Deno.test("the sealed set is well-formed: at least 250 cases, known tools, valid given data", async () => {
  const cases = await readCorpus(CORPUS_FILES, SEALED_DIR);
  assert.ok(cases.length >= 250, `${cases.length} cases`);
  assert.ok(cases.filter((c) => c.file === NOTHING_FILE).length >= 20);
  for (const c of cases) {
    for (const g of c.given ?? []) {
      if (!("tool" in g)) continue;
      const parsed = findTool(g.tool)!.input.safeParse(g.input);
      assert.ok(parsed.success, `${c.file}:${c.line} given ${g.tool}: ${parsed.error}`);
    }
  }
});
