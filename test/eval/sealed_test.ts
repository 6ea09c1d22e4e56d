/**
 * The sealed evaluation sets (`sealed/`, `sealed2/`, `sealed3/`, `sealed4/`, `sealed5/`,
 * `sealed18/`, `sealed19/`; the sixth to seventeenth became `corpus_dev6/`, `corpus_dev8/` … `corpus_dev18/`) are well-formed and unchanged since they were written: each one's SHA-256 is the
 * one recorded when it was committed (or when a data error was fixed, in a commit that says so),
 * so a change to one (tuning it to the parser) cannot pass unnoticed. Nothing here runs the model:
 * a sealed score is read only at the end of a change, as counts.
 * @module
 */
import assert from "node:assert/strict";
import { findTool, sha256Hex } from "@asst/shared";
import {
  CORPUS_FILES,
  NOTHING_FILE,
  readCorpus,
  SEALED18_DIR,
  SEALED19_DIR,
  SEALED2_DIR,
  SEALED3_DIR,
  SEALED4_DIR,
  SEALED5_DIR,
  SEALED_DIR,
} from "./corpus.ts";

/** Each set, with `cat $(ls <dir>/*.jsonl | sort) | sha256sum` and the least it holds. */
const SETS = [
  {
    name: "sealed/",
    dir: SEALED_DIR,
    sha256: "8bbbcdf0ae305cd0880df54996eb09e025ba4ea80df7e1272faf73ce30522a51",
    least: { cases: 250, perFile: 13, nothing: 20 },
  },
  {
    name: "sealed2/",
    dir: SEALED2_DIR,
    sha256: "239ddaff7a0e6183045d8c68ae4ff786f1928d9781925c6e507cb8b88b1edf30",
    least: { cases: 280, perFile: 14, nothing: 25 },
  },
  {
    name: "sealed3/",
    dir: SEALED3_DIR,
    sha256: "28d1bef84ee4f65bf1329ee93af4b8192dcb851aee9362b1451ac53ce8c61a15",
    least: { cases: 280, perFile: 14, nothing: 25 },
  },
  {
    name: "sealed4/",
    dir: SEALED4_DIR,
    sha256: "394857b82c2e2a95c66c5d43196b4b3c730bf9c65df9907096576c5ba8607ddc",
    least: { cases: 285, perFile: 15, nothing: 40 },
  },
  {
    name: "sealed5/",
    dir: SEALED5_DIR,
    sha256: "827f808815591d940627bf472b4a0ccf7427742efb6ca26645bcdb08f3d3b1dd",
    least: { cases: 285, perFile: 17, nothing: 45 },
  },
  {
    name: "sealed18/",
    dir: SEALED18_DIR,
    sha256: "c65f9277be141fafed75af334e330ab0544f5360c46c479571fda0931fc681d5",
    least: { cases: 290, perFile: 17, nothing: 48 },
  },
  {
    name: "sealed19/",
    dir: SEALED19_DIR,
    sha256: "3d00a7d84552fd18b09b0d9b2fb2496f028ef45c15b67bc3561763eade90f926",
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
