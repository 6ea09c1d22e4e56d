/** A service with no routes of its own, booted as a separately deployed service (boot_test.ts). */
import { bootService } from "../src/boot.ts";

if (import.meta.main) {
  const name = Deno.env.get("PROBE_NAME") ?? "probe";
  const poolSize = Deno.env.get("PROBE_POOL_SIZE");
  await bootService(
    name,
    () => ({ name, start: async () => {}, stop: async () => {} }),
    poolSize ? { poolSize: Number(poolSize) } : {},
  );
}
