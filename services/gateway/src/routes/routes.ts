import { AppError, ERROR_CODE } from "@asst/shared";
import type { Bus } from "@asst/shared/bus";
import { problemResponse, requestDeadline } from "@asst/shared/http";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { authenticated, type Authenticator } from "../keys/authenticator.ts";
import { docsRoutes } from "../openapi/docs.ts";
import type { KeyPrincipal } from "../keys/key_store.ts";
import type { KeyToolCache } from "../mcp/key_tool_cache.ts";
import type { ActivityCall } from "../activity/key_activity.ts";
import { recordActivity } from "../activity/key_activity_http.ts";
import { mcpRoutes } from "../mcp/mcp.ts";
import { metadataRoutes, publicOrigin, resourceChallenge } from "../oauth/metadata.ts";
import type { IdempotencyStore } from "../idempotency/idempotency.ts";
import type { Charge } from "../usage/spend_ledger.ts";
import {
  chargeAccount,
  guardUsage,
  guardUsageAlongside,
  mcpBeforeCall,
  type UsageGuardDeps,
} from "../usage/usage_guard.ts";
import { postActions } from "./actions.ts";
import { postMessages } from "./messages.ts";
import { answerWrongMethods } from "./method_not_allowed.ts";
import { getProposalStatus } from "./proposal_status.ts";

declare module "hono" {
  interface ContextVariableMap {
    principal: KeyPrincipal;
  }
}

/** The API's path prefix. */
export const API_BASE = "/api/assistant/v1";

/** What the public routes need. */
export interface RoutesDeps {
  bus: Bus;
  authenticator: Authenticator;
  /** How long a request of the API may take, in milliseconds: past it, 503 `timeout`. */
  requestTimeoutMs: number;
  /** Largest request body, in bytes. */
  maxBodyBytes: number;
  /**
   * Browser origins allowed to call the MCP endpoint; when empty, loopback origins and the
   * request's own host (requests without an Origin header always pass).
   */
  mcpAllowedOrigins: string[];
  /** Rate limits, the spending cap and its ledger. */
  usage: UsageGuardDeps;
  /** Idempotency of POST /actions (Idempotency-Key and duplicate message text). */
  idempotency: IdempotencyStore<Charge>;
  /** The MCP endpoint's tool lists per key, kept between calls. */
  toolCache?: KeyToolCache;
  /** Per-key activity: every call of a known key is counted here. */
  activity?: { record(call: ActivityCall): void };
  /** The public origin of the OAuth authorization server; unset: each request's origin. */
  oauthIssuer?: string | undefined;
  /** The OAuth authorization server's routes (registration, the page, tokens, revocation). */
  oauth?: Hono;
}

/**
 * Authenticates the bearer key (and, for a key limited to networks, the client's address) and
 * puts its principal on the context: a known key's refusal too, so that it counts as that key's.
 */
export function requireKey(
  authenticator: Authenticator,
  clientAddress: (c: Context) => string,
): MiddlewareHandler {
  return async function requireKey(c, next) {
    c.set("principal", await authenticated(c, authenticator, () => clientAddress(c)));
    await next();
  };
}

/** The gateway's public HTTP API. */
export function gatewayRoutes(deps: RoutesDeps): Hono {
  const app = new Hono();
  // First, so that it sees every call's outcome, whichever route or check answered.
  if (deps.activity) app.use(`${API_BASE}/*`, recordActivity(deps.activity, API_BASE));
  // A request is answered within the timeout whatever it waits for (503 `timeout` past it).
  app.use(`${API_BASE}/*`, requestDeadline(deps.requestTimeoutMs));
  app.route("/", docsRoutes());
  app.route("/", metadataRoutes(deps.oauthIssuer));
  if (deps.oauth) app.route("/", deps.oauth);
  app.route(
    "/",
    mcpRoutes({
      ...deps,
      ...(deps.mcpAllowedOrigins.length > 0 ? { allowedOrigins: deps.mcpAllowedOrigins } : {}),
      clientAddress: deps.usage.clientAddress,
      challenge: (c, challenge) => resourceChallenge(publicOrigin(c, deps.oauthIssuer), challenge),
      beforeCall: mcpBeforeCall(deps.usage),
      afterCall: (principal, requestId, usage, log) =>
        chargeAccount(deps.usage.ledger, principal.accountId, requestId, "mcp", usage, log),
      chargeOf: (principal, requestId, usage) =>
        deps.usage.ledger.chargeOf(principal.accountId, requestId, "mcp", usage),
    }),
  );

  const limitBody = bodyLimit({
    maxSize: deps.maxBodyBytes,
    onError: (c) =>
      problemResponse(
        c,
        new AppError(
          ERROR_CODE.payloadTooLarge,
          `The body is larger than ${deps.maxBodyBytes} bytes; a message has at most 4000 characters`,
        ),
      ),
  });

  // Key (401), then limits (429) and the spending cap (402), then the body (415, 413, 422, 400).
  const withKey = requireKey(deps.authenticator, deps.usage.clientAddress);
  const guardMessages = guardUsage(deps.usage, "messages");
  // The claim of the duplicate protection is made while the admission is decided.
  const guardActions = guardUsageAlongside(deps.usage, "actions");

  app.post(`${API_BASE}/messages`, withKey, guardMessages, limitBody, postMessages(deps));
  app.post(`${API_BASE}/actions`, withKey, guardActions, limitBody, postActions(deps));
  // Any valid key of the owning account may read a proposal's status.
  app.get(`${API_BASE}/actions/requests/:request_id`, withKey, getProposalStatus(deps));

  // Last: a known path asked with another method answers 405, not 404.
  answerWrongMethods(app, API_BASE);
  return app;
}
