import {
  assistantSubjects,
  migrateFrom,
  type OutboxRelay,
  serve,
  type Service,
  type ServiceDeps,
  startOutboxRelay,
  stopAll,
  type Stoppable,
} from "@asst/shared";
import { ChatHandler } from "./chat.ts";
import type { AssistantConfig } from "./config.ts";
import { Confirmations } from "./confirmations.ts";
import { MemoryStore } from "./memory_store.ts";
import { type AnswerModel, LocalModel } from "./model.ts";

const QUEUE = "assistant";

/** The assistant: profile and memory, the chat conversation, and answers to API keys. */
export function createAssistant(
  deps: ServiceDeps,
  config: AssistantConfig,
  options: { model?: AnswerModel; now?: () => Date } = {},
): Service {
  const log = deps.log.child({ component: "assistant" });
  const now = options.now ?? (() => new Date());
  const store = new MemoryStore(deps.sql);
  const confirmations = new Confirmations(deps.sql, config.CONFIRMATION_TTL_SECONDS * 1000);
  const chat = new ChatHandler({ bus: deps.bus, store, confirmations, now });
  const model = options.model ?? new LocalModel();
  const subscriptions: Stoppable[] = [];
  let relay: OutboxRelay | null = null;

  return {
    name: "assistant",
    async start() {
      await migrateFrom(deps.sql, "assistant", new URL("../migrations/", import.meta.url), log);
      await deps.bus.ensureEventStream();
      relay = startOutboxRelay({ sql: deps.sql, schema: "assistant", bus: deps.bus, log });
      const opts = { queue: QUEUE, log };
      subscriptions.push(
        serve(deps.bus, assistantSubjects.chatMessage, opts, async (req, ctx) => ({
          messages: await chat.message(req.account_id, req.text, ctx.requestId),
        })),
        serve(deps.bus, assistantSubjects.chatButton, opts, async (req, ctx) => ({
          messages: await chat.button(req.account_id, req.data, ctx.requestId),
        })),
        serve(deps.bus, assistantSubjects.answer, opts, async (req) => {
          // Read-only: profile and non-private memories; nothing is written.
          const [profile, memories] = await Promise.all([
            store.profile(req.account_id),
            store.memories(req.account_id, false),
          ]);
          return await model.answer({ question: req.message, profile, memories, now: now() });
        }),
      );
    },
    async stop() {
      await stopAll(subscriptions);
      await relay?.stop();
    },
  };
}
