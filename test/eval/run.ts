/**
 * Runs corpus cases against the assistant in-process: its real tools on a fresh database, an
 * in-process bus with a stand-in proposals service, and the configured model wrapped so every
 * tool call it makes is recorded with its arguments. Requests go through `assistant.act` with a
 * key allowed everything, exactly as /actions sends them.
 * @module
 */
import {
  assistantSubjects,
  call,
  everything,
  loadConfig,
  proposalsSubjects,
  serve,
  silentLogger,
} from "@asst/shared";
import { MemoryBus } from "@asst/shared/bus";
import { connectPostgres, type Sql } from "@asst/shared/db";
import { freshDatabaseUrl } from "@asst/shared/testing";
import {
  assistantConfigSchema,
  createAssistant,
  createProviderModel,
  modelConfigSchema,
} from "@asst/assistant";
import { MemoryStore } from "../../services/assistant/src/memory/memory_store.ts";
import { LocalModel } from "../../services/assistant/src/models/local_model.ts";
import type { ActRequest, Model } from "../../services/assistant/src/models/model.ts";
import { PriceWatchStore } from "../../services/assistant/src/tools/prices/price_watch_store.ts";
import { addFollowup } from "../../services/assistant/src/tools/lists/followups_store.ts";
import { setBusinessMode } from "../../services/assistant/src/tools/lists/mod.ts";
import {
  type CorpusCase,
  DEFAULT_NOW,
  DEFAULT_TIMEZONE,
  type Given,
  needsBusinessMode,
} from "./corpus.ts";
import type { MadeCall } from "./judge.ts";

/** The key every request is sent with; it is allowed everything a key can be. */
const KEY_ID = "0b7c9d2e-4f1a-4c3b-8d5e-6f7a8b9c0d1e";
/** The address proposed emails would be sent from. */
const SENDER = "me@example.org";

/**
 * Wraps a model so that every tool call it makes during a turn is recorded, by the turn's
 * message (the corpus has no two cases with the same text, so cases can run side by side).
 */
class RecordingModel implements Model {
  readonly name: string;
  readonly #inner: Model;
  readonly #calls = new Map<string, MadeCall[]>();

  constructor(inner: Model) {
    this.#inner = inner;
    this.name = inner.name;
  }

  answer(req: Parameters<Model["answer"]>[0]) {
    return this.#inner.answer(req);
  }

  act(req: ActRequest) {
    const calls = this.#calls.get(req.message);
    return this.#inner.act({
      ...req,
      execute: async (c) => {
        const result = await req.execute(c);
        calls?.push({ call: c, result });
        return result;
      },
    });
  }

  /** Starts recording the calls of turns whose message is `message`. */
  record(message: string): MadeCall[] {
    const calls: MadeCall[] = [];
    this.#calls.set(message, calls);
    return calls;
  }

  /** Stops recording them. */
  forget(message: string): void {
    this.#calls.delete(message);
  }
}

/** What one case did: the calls made and the reply. */
export interface CaseRun {
  calls: MadeCall[];
  reply: string;
  /** Set when the request itself failed (a broken model, a refused request). */
  error?: string;
}

/** A running assistant that cases are sent to. */
export interface EvalSystem {
  /** The model's name, as replies report it. */
  model: string;
  /**
   * Runs one case on an account of its own. Cases may run side by side when they share the same
   * clock (`now`) and differ in text.
   */
  run(c: CorpusCase): Promise<CaseRun>;
  stop(): Promise<void>;
}

/** The model the environment configures (`MODEL_PROVIDER` etc.); the local one by default. */
export function configuredModel(env: Record<string, string> = Deno.env.toObject()): Model {
  return createProviderModel(loadConfig(modelConfigSchema, env)) ?? new LocalModel();
}

async function setUp(sql: Sql, bus: MemoryBus, accountId: string, given: Given): Promise<void> {
  if ("followup" in given) {
    const f = given.followup;
    await addFollowup(sql, accountId, { ...f, due_date: f.due_date ?? null });
    return;
  }
  if ("price_watch" in given) {
    const w = given.price_watch;
    await new PriceWatchStore(sql).create(accountId, {
      url: w.url,
      title: w.title,
      currency: w.currency,
      price: w.price,
      targetPrice: w.target_price ?? null,
      checkedAt: new Date(DEFAULT_NOW),
      checkIntervalSeconds: 365 * 24 * 3600,
    });
    return;
  }
  const { result } = await call(bus, assistantSubjects.tool, {
    account_id: accountId,
    key_id: KEY_ID,
    permissions: everything(),
    tool: given.tool,
    input: given.input,
  });
  if (!result.ok) throw new Error(`given ${given.tool} failed: ${result.error}`);
}

/** Starts the assistant on a fresh database; each case then runs on an account of its own. */
export async function startEvalSystem(model: Model = configuredModel()): Promise<EvalSystem> {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 4 });
  const bus = new MemoryBus();
  const recorder = new RecordingModel(model);
  let now = new Date(DEFAULT_NOW);
  const config = loadConfig(assistantConfigSchema, {
    ASSISTANT_SECRET_KEY: btoa("e".repeat(32)),
    REMINDER_TICK_MS: String(24 * 3600_000),
    PRICE_CHECK_INTERVAL_SECONDS: String(365 * 24 * 3600),
  });
  const assistant = createAssistant({ sql, bus, log: silentLogger }, config, {
    model: recorder,
    now: () => now,
  });
  const proposals = serve(
    bus,
    proposalsSubjects.createProposal,
    { queue: "proposals", log: silentLogger },
    (req) =>
      Promise.resolve({
        proposal: {
          id: req.id,
          status: "pending" as const,
          summary: req.proposal.email
            ? `Send an email to ${req.proposal.email.to.join(", ")}`
            : `Add “${req.proposal.calendar_event?.title}” to your calendar`,
          created_at: now.toISOString(),
          resolved_at: null,
          expires_at: new Date(now.getTime() + 72 * 3600_000).toISOString(),
        },
        delivery: req.proposal.email ? "local_outbox" as const : null,
      }),
  );
  const store = new MemoryStore(sql);
  try {
    await assistant.start();
  } catch (err) {
    await proposals.stop();
    await sql.end();
    await db.drop();
    throw err;
  }
  return {
    model: model.name,
    async run(c) {
      const accountId = crypto.randomUUID();
      now = new Date(c.now ?? DEFAULT_NOW);
      await store.setProfile(accountId, "timezone", c.timezone ?? DEFAULT_TIMEZONE);
      await store.setProfile(accountId, "email", SENDER);
      if (needsBusinessMode(c)) await setBusinessMode(sql, accountId, true);
      try {
        for (const g of c.given ?? []) await setUp(sql, bus, accountId, g);
      } catch (err) {
        // A case whose data cannot be made (a countdown dated before its clock) fails on its own,
        // as a request that failed outright, and the rest of the part still runs.
        return { calls: [], reply: "", error: (err as Error).message };
      }
      const calls = recorder.record(c.text);
      try {
        const turn = await call(bus, assistantSubjects.act, {
          account_id: accountId,
          key_id: KEY_ID,
          permissions: everything(),
          message: c.text,
        });
        return { calls, reply: turn.reply };
      } catch (err) {
        return { calls, reply: "", error: (err as Error).message };
      } finally {
        recorder.forget(c.text);
      }
    },
    async stop() {
      await proposals.stop();
      await assistant.stop();
      await sql.end();
      await db.drop();
    },
  };
}
