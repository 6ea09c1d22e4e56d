import { bootService, loadConfig } from "@asst/shared";
import { createAssistant } from "./src/assistant.ts";
import { assistantConfigSchema } from "./src/config.ts";

if (import.meta.main) {
  await bootService(
    "assistant",
    (deps, env) => createAssistant(deps, loadConfig(assistantConfigSchema, env)),
  );
}
