import assert from "node:assert/strict";
import { parseArgs } from "./options.ts";

Deno.test("the bench's options: --repeat takes a whole positive count, and a wrong one is refused", () => {
  assert.equal(parseArgs([]).repeat, 1);
  const o = parseArgs(["--only", "actions", "--repeat", "5", "--seconds", "4"]);
  assert.deepEqual([o.only, o.repeat, o.seconds], ["actions", 5, 4]);
  for (const bad of ["0", "-1", "2.5", "many", ""]) {
    assert.throws(() => parseArgs(["--repeat", bad]), /positive numbers/, bad);
  }
  assert.throws(() => parseArgs(["--repeat"]), /positive numbers/);
  assert.equal(parseArgs(["--only", "memories"]).only, "memories");
  assert.throws(() => parseArgs(["--only", "everything"]), /--only takes/);
  assert.throws(() => parseArgs(["--fast"]), /unknown option --fast/);
});
