import { assistantSubjects, broadcast, ContextCache, listen, serve, TOOLS } from "@asst/shared";
import type { Stoppable } from "@asst/shared/bus";
import { migrateFrom, type OutboxRelay, startOutboxRelay } from "@asst/shared/db";
import { type Service, type ServiceDeps, stopAll } from "@asst/shared/http";
import { ActionRunner } from "./actions/actions.ts";
import { ChatHandler } from "./chat/handler.ts";
import { ChatQuestions } from "./chat/questions.ts";
import { ChatTurns } from "./chat/chat_turns.ts";
import type { AssistantConfig } from "./config.ts";
import { Confirmations } from "./chat/confirmations.ts";
import { createIntegrationStore } from "./integrations/integrations.ts";
import { type AccountContext, MemoryStore } from "./memory/memory_store.ts";
import { LocalModel } from "./models/local_model.ts";
import type { Model } from "./models/model.ts";
import { meteredModel } from "./models/metered_model.ts";
import { createMailboxLoop } from "./mailbox/mailbox_loop.ts";
import { OperationStore } from "./actions/operations.ts";
import { createPriceChecker } from "./tools/prices/checker.ts";
import { createPageFetcher } from "./tools/prices/fetch_page.ts";
import { createFeedFetcher } from "./tools/calendar/feed_fetcher.ts";
import { createPriceHandlers } from "./tools/prices/price_handlers.ts";
import { reminderHandlers } from "./tools/reminders/reminder_handlers.ts";
import { createReminderScheduler } from "./tools/reminders/scheduler.ts";
import { SecretBox } from "@asst/shared";
import { createCalendarHandlers } from "./tools/calendar/calendar_handlers.ts";
import { addProposedEvent } from "./tools/calendar/proposed_event.ts";
import { createProposeHandlers } from "./tools/proposals/propose_handler.ts";
import { getBusinessMode, listHandlers, setBusinessMode } from "./tools/lists/mod.ts";
import { ToolRegistry } from "./tools/registry.ts";
import { createTaskHandlers } from "./tools/tasks/task_handlers.ts";

const QUEUE = "assistant";
/** How long the proposals service may take to store a proposal. */
const PROPOSAL_TIMEOUT_MS = 10_000;

/** Options of {@link createAssistant}. */
export interface AssistantOptions {
  /** The model of /actions and /messages. @default the embedded local model */
  model?: Model | null;
  now?: () => Date;
}

/**
 * The assistant: profile and memory, every permission group's tools, the model, the reminder
 * scheduler, the price checker and the mailbox loop, and the chat conversation.
 */
export function createAssistant(
  deps: ServiceDeps,
  config: AssistantConfig,
  options: AssistantOptions = {},
): Service {
  const log = deps.log.child({ component: "assistant" });
  const { sql } = deps;
  const now = options.now ?? (() => new Date());
  const secretBox = SecretBox.fromBase64Key(config.ASSISTANT_SECRET_KEY);
  const allowPrivate = config.PRICE_FETCH_ALLOW_PRIVATE;
  const fetchPage = createPageFetcher({ allowPrivate });
  const registry = new ToolRegistry({
    ...listHandlers,
    ...reminderHandlers,
    ...createPriceHandlers({
      fetchPage,
      checkIntervalSeconds: config.PRICE_CHECK_INTERVAL_SECONDS,
    }),
    ...createTaskHandlers({ secretBox, todoistBaseUrl: config.TODOIST_BASE_URL }),
    ...createCalendarHandlers({
      secretBox,
      allowPrivate,
      fetchFeed: createFeedFetcher({ allowPrivate }),
    }),
    ...createProposeHandlers({ bus: deps.bus, timeoutMs: PROPOSAL_TIMEOUT_MS }),
  });
  const missing = registry.missingHandlers(TOOLS);
  if (missing.length > 0) throw new Error(`Tools without a handler: ${missing.join(", ")}`);

  // Answers read the profile and memories from a cache that every change drops, on this replica
  // at once and on the others by broadcast.
  const contextCache = new ContextCache<AccountContext>();
  const store = new MemoryStore(sql, {
    cache: contextCache,
    onChange: (account_id) => broadcast(deps.bus, assistantSubjects.contextChanged, { account_id }),
  });
  const model = meteredModel(options.model ?? new LocalModel());
  // Business Mode (read by every /actions and MCP tool list) is cached and dropped the same way.
  const modeCache = new ContextCache<boolean>();
  const businessMode = {
    get: (accountId: string) => modeCache.get(accountId, () => getBusinessMode(sql, accountId)),
    set: async (accountId: string, on: boolean) => {
      await setBusinessMode(sql, accountId, on);
      modeCache.invalidate(accountId);
      broadcast(deps.bus, assistantSubjects.contextChanged, { account_id: accountId });
    },
  };
  const runner = new ActionRunner({
    sql,
    store,
    registry,
    model,
    businessMode: businessMode.get,
    maxToolCalls: config.MAX_TOOL_CALLS,
    now,
  });
  // The owner's chat runs its tool turns on the configured model; a message that looks like it
  // carries a secret stays on the embedded local model, which never leaves the service.
  const chatRunner = model.name === "local" ? runner : new ActionRunner({
    sql,
    store,
    registry,
    model: new LocalModel(),
    businessMode: businessMode.get,
    maxToolCalls: config.MAX_TOOL_CALLS,
    now,
  });
  const modelChat = model.name === "local" ? undefined : { runner, turns: new ChatTurns(sql) };
  const integrations = createIntegrationStore(sql, secretBox, { allowPrivate });
  const chat = new ChatHandler({
    bus: deps.bus,
    store,
    confirmations: new Confirmations(sql, config.CONFIRMATION_TTL_SECONDS * 1000),
    runner: chatRunner,
    ...(modelChat ? { modelChat } : {}),
    businessMode,
    integrations,
    questions: new ChatQuestions(sql),
    links: { sql, integrations, allowPrivate, now },
    now,
  });
  const mailboxes = createMailboxLoop({
    sql,
    log,
    secretBox,
    allowPrivate,
    checkIntervalSeconds: config.MAILBOX_CHECK_INTERVAL_SECONDS,
    now,
  });
  const scheduler = createReminderScheduler({ sql, log, now });
  const checker = createPriceChecker({
    sql,
    log,
    fetchPage,
    checkIntervalSeconds: config.PRICE_CHECK_INTERVAL_SECONDS,
    now,
  });
  // A request the gateway sends again after losing its reply gets the first run's reply.
  const operations = new OperationStore(sql, { now });
  const subscriptions: Stoppable[] = [];
  let relay: OutboxRelay | null = null;

  return {
    name: "assistant",
    async start() {
      await migrateFrom(sql, "assistant", new URL("../migrations/", import.meta.url), log);
      await deps.bus.ensureEventStream();
      relay = startOutboxRelay({ sql, schema: "assistant", bus: deps.bus, log });
      const opts = { queue: QUEUE, log };
      deps.bus.onReconnect(() => {
        contextCache.clear();
        modeCache.clear();
      });
      subscriptions.push(
        listen(deps.bus, assistantSubjects.contextChanged, log, ({ account_id }) => {
          contextCache.invalidate(account_id);
          modeCache.invalidate(account_id);
        }),
        serve(deps.bus, assistantSubjects.chatMessage, opts, async (req, ctx) => {
          const reply = await chat.message(req.account_id, req.text, ctx.requestId);
          return {
            messages: reply.messages,
            ...(reply.userTranscriptText ? { user_transcript_text: reply.userTranscriptText } : {}),
          };
        }),
        serve(deps.bus, assistantSubjects.chatButton, opts, async (req, ctx) => ({
          messages: await chat.button(req.account_id, req.data, ctx.requestId),
        })),
        serve(deps.bus, assistantSubjects.answer, opts, async (req) => {
          // Read-only: the profile and the non-private memories that match the question.
          const { profile, memories, total } = await store.answerContext(
            req.account_id,
            req.message,
          );
          return await model.answer({
            question: req.message,
            profile,
            memories,
            ...(total === undefined ? {} : { memoryCount: total }),
            now: now(),
          });
        }),
        serve(
          deps.bus,
          assistantSubjects.act,
          opts,
          (req, ctx) =>
            operations.once(
              req.account_id,
              req.operation,
              (calls) =>
                runner.act(req.account_id, req.permissions, req.message, ctx.requestId, {
                  keyId: req.key_id,
                  ...(calls ? { calls } : {}),
                }),
              (reply) => reply.actions.some((a) => a.ok),
            ),
        ),
        serve(deps.bus, assistantSubjects.tools, opts, async (req) => ({
          tools: await runner.tools(req.account_id, req.permissions),
        })),
        serve(deps.bus, assistantSubjects.tool, opts, (req, ctx) =>
          operations.once(
            req.account_id,
            req.operation,
            async (calls) => ({
              result: await runner.runTool(
                req.account_id,
                req.permissions,
                { name: req.tool, input: req.input },
                ctx.requestId,
                { keyId: req.key_id, ...(calls ? { calls } : {}) },
              ),
            }),
            (reply) => reply.result.ok,
          )),
        serve(
          deps.bus,
          assistantSubjects.addCalendarEvent,
          opts,
          (req) => addProposedEvent(sql, req, { secretBox, allowPrivate }, now()),
        ),
      );
      scheduler.start(config.REMINDER_TICK_MS);
      checker.start();
      mailboxes.start();
    },
    async stop() {
      await stopAll(subscriptions);
      await scheduler.stop();
      await checker.stop();
      await mailboxes.stop();
      await relay?.stop();
    },
  };
}
