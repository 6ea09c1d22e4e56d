import { loadConfig } from "@asst/shared";
import { bootService } from "@asst/shared/http";
import { proposalsConfigSchema } from "./src/config.ts";
import { createProposals } from "./src/proposals.ts";

if (import.meta.main) {
  await bootService(
    "proposals",
    (deps, env) => createProposals(deps, loadConfig(proposalsConfigSchema, env)),
  );
}
