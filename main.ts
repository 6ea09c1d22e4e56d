import { exitOnConfigError, exitOnSignals } from "@asst/shared/http";
import { startSystem } from "./system.ts";

if (import.meta.main) {
  try {
    const system = await startSystem(Deno.env.toObject());
    exitOnSignals(system.shutdown, system.log);
  } catch (err) {
    exitOnConfigError(err);
  }
}
