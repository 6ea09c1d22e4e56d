import { loadConfig } from "@asst/shared";
import { bootService } from "@asst/shared/http";
import { gatewayConfigSchema } from "./src/config.ts";
import { createGateway } from "./src/gateway.ts";

if (import.meta.main) {
  await bootService(
    "gateway",
    (deps, env) => createGateway(deps, loadConfig(gatewayConfigSchema, env)),
    // Every statement of the gateway finds its rows by key, its batches over arrays included. Its
    // hot path has at most three statements in the database at once (admissions, claims,
    // settlements: one batch each), so three connections serve it, each backend kept warm.
    { genericPlans: true, poolSize: 3 },
  );
}
