import { loadConfig } from "@asst/shared";
import { bootService } from "@asst/shared/http";
import { notifierConfigSchema } from "./src/config.ts";
import { createNotifier } from "./src/notifier.ts";

if (import.meta.main) {
  await bootService(
    "notifier",
    (deps, env) => createNotifier(deps, loadConfig(notifierConfigSchema, env)),
  );
  // Starting (compiling the modules, migrating) leaves garbage and a grown young generation
  // that V8 gives back only after some 30 s of idling: collect it once now, memory-reducing.
  // `deno task start:*` exposes gc (--expose-gc); without it this does nothing.
  (globalThis as { gc?: (options: object) => void }).gc?.({
    type: "major",
    execution: "sync",
    flavor: "last-resort",
  });
}
