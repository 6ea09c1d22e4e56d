import { AppError, ERROR_CODE, proposalsSubjects, serve } from "@asst/shared";
import type { Stoppable } from "@asst/shared/bus";
import { migrateFrom, type OutboxRelay, startOutboxRelay } from "@asst/shared/db";
import {
  scrapeCount,
  scrapedGauge,
  type Service,
  type ServiceDeps,
  stopAll,
} from "@asst/shared/http";
import { Hono } from "hono";
import { ActionExecutor } from "./action_executor.ts";
import { ChatRouter } from "./channels/chat_router.ts";
import { ChatStore } from "./channels/chat_store.ts";
import type { ProposalsConfig } from "./config.ts";
import { startEventNotices } from "./event_notices.ts";
import { LocalOutbox } from "./local_outbox.ts";
import { createSmtpMailer, type Mailer } from "./mailer.ts";
import { ProposalMachine } from "./proposal_machine.ts";
import { ProposalStore } from "./proposal_store.ts";
import { createTelegram } from "./channels/telegram/telegram.ts";
import { webChatRoutes } from "./channels/web/web_chat.ts";

const proposalsPending = scrapedGauge(
  "proposals_pending",
  "Proposals waiting for the user's answer and not yet expired.",
);

const QUEUE = "proposals";

/** Options of {@link createProposals}. */
export interface ProposalsOptions {
  now?: () => Date;
}

/**
 * The proposals service: the proposal state machine and the actions confirmed proposals carry
 * out, the chat channels (the web chat, Telegram) and their buttons, and the chat notices of
 * fired reminders and price drops.
 */
export function createProposals(
  deps: ServiceDeps,
  config: ProposalsConfig,
  options: ProposalsOptions = {},
): Service {
  const log = deps.log.child({ component: "proposals" });
  const now = options.now ?? (() => new Date());
  const store = new ChatStore(deps.sql);
  const router = new ChatRouter({
    bus: deps.bus,
    store,
    log,
    timeoutMs: config.CHAT_REQUEST_TIMEOUT_MS,
  });
  const routes = new Hono();
  if (config.WEB_CHAT_ENABLED) routes.route("/", webChatRoutes({ router, store }));
  const telegram = config.TELEGRAM_BOT_TOKEN
    ? createTelegram({
      sql: deps.sql,
      router,
      log,
      token: config.TELEGRAM_BOT_TOKEN,
      apiBase: config.TELEGRAM_API_BASE,
      webhookUrl: config.TELEGRAM_WEBHOOK_URL ?? null,
      secret: config.TELEGRAM_WEBHOOK_SECRET ?? null,
      now,
    })
    : null;
  if (telegram) {
    router.addChannel(telegram.channel);
    routes.route("/", telegram.routes);
  }
  const proposals = new ProposalStore(deps.sql, now);
  const outbox = new LocalOutbox(deps.sql);
  const mailer: Mailer | null = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, { timeoutMs: config.SMTP_TIMEOUT_MS })
    : null;
  let relay: OutboxRelay | null = null;
  const machine = new ProposalMachine({
    store: proposals,
    executor: new ActionExecutor({
      outbox,
      bus: deps.bus,
      log,
      mailer,
      timeoutMs: config.CHAT_REQUEST_TIMEOUT_MS,
    }),
    send: (accountId, messages) => router.send(accountId, messages),
    wake: () => relay?.wake(),
    log,
    ttlMs: config.PROPOSAL_TTL_SECONDS * 1000,
    now,
  });
  router.addButtons(machine);
  const subscriptions: Stoppable[] = [];

  return {
    name: "proposals",
    routes,
    async start() {
      await migrateFrom(deps.sql, "proposals", new URL("../migrations/", import.meta.url), log);
      await deps.bus.ensureEventStream();
      relay = startOutboxRelay({ sql: deps.sql, schema: "proposals", bus: deps.bus, log });
      await telegram?.start();
      const opts = { queue: QUEUE, log };
      subscriptions.push(
        await startEventNotices({ bus: deps.bus, sql: deps.sql, router, log }),
        serve(deps.bus, proposalsSubjects.chatSend, opts, async (req) => ({
          delivered: await router.send(req.account_id, req.messages),
        })),
        serve(deps.bus, proposalsSubjects.getProposal, opts, async (req) => {
          const view = await proposals.get(req.account_id, req.id);
          if (view) return view;
          throw new AppError(ERROR_CODE.notFound, `No proposal with the id "${req.id}"`);
        }),
        serve(deps.bus, proposalsSubjects.createProposal, opts, (req) =>
          machine.propose({
            id: req.id,
            accountId: req.account_id,
            keyId: req.key_id,
            proposal: req.proposal,
            from: req.from,
            timezone: req.timezone,
          })),
        serve(deps.bus, proposalsSubjects.listOutbox, opts, async (req) => ({
          emails: await outbox.list(req.account_id, req.limit),
          smtp_configured: mailer !== null,
        })),
        // On the partial index `proposals_pending_by_expiry`.
        scrapeCount(proposalsPending, async () => {
          const [row] = await deps.sql<{ n: number }[]>`
            select count(*)::int as n from proposals.proposals
            where status = 'pending' and expires_at > now()
          `;
          return row?.n ?? 0;
        }),
      );
      machine.start(config.PROPOSAL_SWEEP_MS);
    },
    async stop() {
      await stopAll(subscriptions);
      await telegram?.stop();
      await machine.stop();
      await relay?.stop();
      await mailer?.close();
    },
  };
}
