import { loadConfig } from "@asst/shared";
import { bootService } from "@asst/shared/http";
import { notifierConfigSchema } from "./src/config.ts";
import { createNotifier } from "./src/notifier.ts";

if (import.meta.main) {
  await bootService(
    "notifier",
    (deps, env) => createNotifier(deps, loadConfig(notifierConfigSchema, env)),
  );
}
