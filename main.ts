import { exitOnConfigError, exitOnSignals } from "@asst/shared/http";
import { startSystem } from "./system.ts";

if (import.meta.main) {
  try {
    const system = await startSystem(Deno.env.toObject());
    exitOnSignals(system.shutdown);
    // Starting (initdb or recovery in PGlite, compiling the modules, migrating four schemas)
    // leaves garbage and a young generation grown to its largest that V8 gives back only after
    // some 30 s of idling: collect it once now, memory-reducing (`deno task start` exposes gc).
    (globalThis as { gc?: (options: object) => void }).gc?.({
      type: "major",
      execution: "sync",
      flavor: "last-resort",
    });
  } catch (err) {
    exitOnConfigError(err);
  }
}
