import { loadConfig } from "@asst/shared";
import { bootService } from "@asst/shared/http";
import { createAssistant } from "./src/assistant.ts";
import { assistantConfigSchema } from "./src/config.ts";
import { createProviderModel, modelConfigSchema } from "./src/models/provider_config.ts";

if (import.meta.main) {
  await bootService(
    "assistant",
    (deps, env) =>
      createAssistant(deps, loadConfig(assistantConfigSchema, env), {
        model: createProviderModel(loadConfig(modelConfigSchema, env)),
      }),
  );
}
