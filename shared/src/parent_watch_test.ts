import assert from "node:assert/strict";

const PROBE = new URL("../testing/parent_watch_probe.ts", import.meta.url).pathname;

Deno.test("a process whose parent ends without passing a signal on notices within a second or two", async () => {
  // The shell starts the probe in the background and ends at once, as a shell killed by a
  // supervisor does; the probe, now an orphan, keeps the pipe open until it ends.
  const started = Date.now();
  const out = await new Deno.Command("sh", {
    args: ["-c", '"$0" run --quiet "$1" & sleep 0.5', Deno.execPath(), PROBE],
    stdin: "null",
    stdout: "piped",
    stderr: "inherit",
  }).output();
  const text = new TextDecoder().decode(out.stdout);
  assert.match(text, /watching\nparent gone\n/);
  assert.ok(Date.now() - started < 10_000, `it noticed in ${Date.now() - started} ms`);
});

Deno.test("a process whose parent is still there keeps running", async () => {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--quiet", PROBE],
    stdin: "null",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  await new Promise((r) => setTimeout(r, 1000)); // ten looks of the probe's
  child.kill("SIGTERM");
  const text = new TextDecoder().decode((await child.output()).stdout);
  assert.equal(text, "watching\n");
});
