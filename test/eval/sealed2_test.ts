/**
 * The second sealed evaluation set (`sealed2/`) is well-formed and unchanged since it was written:
 * its SHA-256 is the one recorded when it was committed, so a change to it (tuning it to the
 * parser) cannot pass unnoticed. Nothing here runs the model: its score is read only at the end of
 * a change, as counts.
 * @module
 */
import assert from "node:assert/strict";
import { findTool, sha256Hex } from "@asst/shared";
import { CORPUS_FILES, NOTHING_FILE, readCorpus, SEALED2_DIR } from "./corpus.ts";

/** `cat $(ls test/eval/sealed2/*.jsonl | sort) | sha256sum` when the set was committed. */
const SEALED2_SHA256 = "239ddaff7a0e6183045d8c68ae4ff786f1928d9781925c6e507cb8b88b1edf30";

Deno.test("the second sealed set is the one committed: same SHA-256, every file of the corpus's kinds", async () => {
  const names = [...Deno.readDirSync(SEALED2_DIR)].map((e) => e.name)
    .filter((n) => n.endsWith(".jsonl")).sort();
  assert.deepEqual(names, CORPUS_FILES.map((f) => `${f}.jsonl`).sort());
  const texts = await Promise.all(names.map((n) => Deno.readTextFile(new URL(n, SEALED2_DIR))));
  assert.equal(await sha256Hex(texts.join("")), SEALED2_SHA256);
});

Deno.test("the second sealed set is well-formed: at least 280 cases, 14 a file, known tools, valid given data", async () => {
  const cases = await readCorpus(CORPUS_FILES, SEALED2_DIR);
  assert.ok(cases.length >= 280, `${cases.length} cases`);
  for (const f of CORPUS_FILES) {
    const n = cases.filter((c) => c.file === f).length;
    assert.ok(n >= 14, `${f}: ${n} cases`);
  }
  const nothing = cases.filter((c) => c.file === NOTHING_FILE);
  assert.ok(nothing.length >= 25, `${nothing.length} must-run-nothing cases`);
  assert.ok(nothing.every((c) => c.expect.length === 0), "a must-run-nothing case expects a call");
  for (const c of cases) {
    for (const g of c.given ?? []) {
      if (!("tool" in g)) continue;
      const parsed = findTool(g.tool)!.input.safeParse(g.input);
      assert.ok(parsed.success, `${c.file}:${c.line} given ${g.tool}: ${parsed.error}`);
    }
  }
});
