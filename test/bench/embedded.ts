/** The embedded mode's memory: a cold start, then the README's "First key in two minutes". @module */
import { api, chat, createKey, freePort } from "../_harness.ts";
import { spawnDeno, taskArgs, waitReady } from "./processes.ts";

/** Resident memory of `deno task start` after a cold start and after the walkthrough, in MB. */
export async function runEmbeddedWalkthrough(
  logDir: string,
  env: Record<string, string>,
): Promise<{ coldMb: number; afterMb: number }> {
  const dataDir = await Deno.makeTempDir({ prefix: "asst-bench-embedded-" });
  const port = freePort();
  const { DATABASE_URL: _d, NATS_URL: _n, ...rest } = env;
  const p = await spawnDeno("embedded", await taskArgs("start"), {
    ...rest,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  }, logDir);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitReady(p, `${base}/readyz`, 120_000);
    const coldMb = await p.rssMb();
    for (
      const text of [
        "my name is Ada",
        "my timezone is Europe/Paris",
        "remember that my dentist is Dr Lee",
      ]
    ) await chat(base, "ada", text);
    await createKey(base, "ada", "create an API key");
    const key = await createKey(
      base,
      "ada",
      "create an API key that can view and add to my shopping list and reminders",
    );
    const res = await api(base, "/messages", key, { message: "who is my dentist?" });
    if (res.status !== 200) throw new Error(`the walkthrough's /messages answered ${res.status}`);
    await res.body?.cancel();
    return { coldMb, afterMb: await p.rssMb() };
  } finally {
    await p.stop();
    await Deno.remove(dataDir, { recursive: true });
  }
}
