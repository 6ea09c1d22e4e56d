/**
 * The sealed evaluation sets (`sealed20/`; the first to fifth became `corpus_dev19/` …
 * `corpus_dev23/`, the sixth to seventeenth `corpus_dev6/`, `corpus_dev8/` … `corpus_dev18/`, the
 * eighteenth and nineteenth `corpus_dev24/` and `corpus_dev25/`) are well-formed and unchanged since they were written: each one's
 * SHA-256 is the one recorded when it was committed (or when a data error was fixed, in a commit
 * that says so), so a change to one (tuning it to the parser) cannot pass unnoticed. Nothing here
 * runs the model: a sealed score is read only at the end of a change, as counts.
 * @module
 */
import assert from "node:assert/strict";
import { findTool, sha256Hex } from "@asst/shared";
import { CORPUS_FILES, NOTHING_FILE, readCorpus, SEALED20_DIR } from "./corpus.ts";

/** Each set, with `cat $(ls <dir>/*.jsonl | sort) | sha256sum` and the least it holds. */
const SETS = [
  {
    name: "sealed20/",
    dir: SEALED20_DIR,
    sha256: "606137c50edbd07d84cebb11b4adbf007667c14e3d6f5196e060a94a718b8667",
    least: { cases: 290, perFile: 17, nothing: 48 },
  },
];

for (const set of SETS) {
  Deno.test(`${set.name} is the set committed: same SHA-256, every file of the corpus's kinds`, async () => {
    const names = [...Deno.readDirSync(set.dir)].map((e) => e.name)
      .filter((n) => n.endsWith(".jsonl")).sort();
    assert.deepEqual(names, CORPUS_FILES.map((f) => `${f}.jsonl`).sort());
    const texts = await Promise.all(names.map((n) => Deno.readTextFile(new URL(n, set.dir))));
    assert.equal(await sha256Hex(texts.join("")), set.sha256);
  });

  Deno.test(`${set.name} is well-formed: enough cases, known tools, valid given data`, async () => {
    const cases = await readCorpus(CORPUS_FILES, set.dir);
    assert.ok(cases.length >= set.least.cases, `${cases.length} cases`);
    for (const f of CORPUS_FILES) {
      const n = cases.filter((c) => c.file === f).length;
      assert.ok(n >= set.least.perFile, `${f}: ${n} cases`);
    }
    const nothing = cases.filter((c) => c.file === NOTHING_FILE);
    assert.ok(nothing.length >= set.least.nothing, `${nothing.length} must-run-nothing cases`);
    assert.ok(
      nothing.every((c) => c.expect.length === 0),
      "a must-run-nothing case expects a call",
    );
    for (const c of cases) {
      for (const g of c.given ?? []) {
        if (!("tool" in g)) continue;
        const parsed = findTool(g.tool)!.input.safeParse(g.input);
        assert.ok(parsed.success, `${c.file}:${c.line} given ${g.tool}: ${parsed.error}`);
      }
    }
  });
}
