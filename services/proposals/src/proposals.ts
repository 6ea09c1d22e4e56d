import {
  AppError,
  ERROR_CODE,
  migrateFrom,
  type OutboxRelay,
  proposalsSubjects,
  serve,
  type Service,
  type ServiceDeps,
  startOutboxRelay,
  stopAll,
  type Stoppable,
} from "@asst/shared";
import { Hono } from "hono";
import { ChatRouter } from "./chat_router.ts";
import { ChatStore } from "./chat_store.ts";
import type { ProposalsConfig } from "./config.ts";
import { startEventNotices } from "./event_notices.ts";
import { ProposalStore } from "./proposal_store.ts";
import { webChatRoutes } from "./web_chat.ts";

const QUEUE = "proposals";

/**
 * The proposals service: the chat channels (the web chat so far), the notices of fired reminders
 * and price drops, and, later, proposals.
 */
export function createProposals(deps: ServiceDeps, config: ProposalsConfig): Service {
  const log = deps.log.child({ component: "proposals" });
  const store = new ChatStore(deps.sql);
  const router = new ChatRouter({
    bus: deps.bus,
    store,
    log,
    timeoutMs: config.CHAT_REQUEST_TIMEOUT_MS,
  });
  const routes = config.WEB_CHAT_ENABLED ? webChatRoutes({ router, store }) : new Hono();
  const proposals = new ProposalStore(deps.sql);
  const subscriptions: Stoppable[] = [];
  let relay: OutboxRelay | null = null;

  return {
    name: "proposals",
    routes,
    async start() {
      await migrateFrom(deps.sql, "proposals", new URL("../migrations/", import.meta.url), log);
      await deps.bus.ensureEventStream();
      relay = startOutboxRelay({ sql: deps.sql, schema: "proposals", bus: deps.bus, log });
      subscriptions.push(
        await startEventNotices({ bus: deps.bus, sql: deps.sql, router, log }),
        serve(deps.bus, proposalsSubjects.chatSend, { queue: QUEUE, log }, async (req) => ({
          delivered: await router.send(req.account_id, req.messages),
        })),
        serve(deps.bus, proposalsSubjects.getProposal, { queue: QUEUE, log }, async (req) => {
          const view = await proposals.get(req.account_id, req.id);
          if (view) return view;
          throw new AppError(ERROR_CODE.notFound, `No proposal with the id "${req.id}"`, {
            status: 404,
          });
        }),
      );
    },
    async stop() {
      await stopAll(subscriptions);
      await relay?.stop();
    },
  };
}
