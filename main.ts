import { exitOnConfigError, exitOnSignals } from "@asst/shared/http";
import { startSystem } from "./system.ts";

if (import.meta.main) {
  try {
    const system = await startSystem(Deno.env.toObject());
    exitOnSignals(system.shutdown);
  } catch (err) {
    exitOnConfigError(err);
  }
}
