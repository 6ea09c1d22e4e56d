/**
 * `POST /telegram/webhook`: the secret token checked in constant time before the body is read,
 * and each `update_id` handled once (`proposals.telegram_updates`), even across replicas.
 * @module
 */
import {
  AppError,
  constantTimeEqual,
  ERROR_CODE,
  hmacSha256,
  type Logger,
  sha256,
  toBase64Url,
} from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import { problemResponse } from "@asst/shared/http";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";

/** Where Telegram POSTs updates. */
export const TELEGRAM_WEBHOOK_PATH = "/telegram/webhook";
/** The header that carries the webhook's secret token. */
export const TELEGRAM_SECRET_HEADER = "x-telegram-bot-api-secret-token";

/** Largest update body the webhook reads. */
const MAX_BODY_BYTES = 1024 * 1024;
/** How long handled update ids are remembered (Telegram stops redelivering long before). */
const UPDATE_RETENTION_MS = 3 * 24 * 3600 * 1000;
/** How often old update ids are pruned. */
const PRUNE_EVERY_MS = 3600 * 1000;

const SECRET_PATTERN = /^[A-Za-z0-9_-]{1,256}$/;

/**
 * The webhook's secret token: `configured` when given, else base64url of
 * HMAC-SHA256(token, "telegram-webhook-secret"), so every replica derives the same one.
 */
export async function telegramSecret(token: string, configured: string | null): Promise<string> {
  if (configured !== null) {
    if (!SECRET_PATTERN.test(configured)) {
      throw new Error(
        "The Telegram webhook secret must be 1 to 256 of A-Z a-z 0-9 _ -: fix TELEGRAM_WEBHOOK_SECRET",
      );
    }
    return configured;
  }
  return toBase64Url(await hmacSha256(token, "telegram-webhook-secret"));
}

const updateSchema = z.looseObject({
  update_id: z.number().int().nonnegative(),
  message: z.unknown().optional(),
  callback_query: z.unknown().optional(),
});

/** An update whose id was taken: its `message` and `callback_query` are not yet read. */
export type RawUpdate = z.infer<typeof updateSchema>;

/** `proposals.telegram_updates`: the update ids taken, handled, and pruned after three days. */
export class TelegramUpdateLedger {
  #lastPrune = Number.NEGATIVE_INFINITY;

  /** @param staleMs how long an unfinished update blocks its redelivery */
  constructor(
    private readonly sql: Sql,
    private readonly now: () => Date,
    private readonly staleMs: number,
  ) {}

  /** Takes an update id; false when it was taken before (handled, or being handled). */
  async take(updateId: number): Promise<boolean> {
    const now = this.now();
    const rows = await this.sql`
      insert into proposals.telegram_updates (update_id, received_at)
      values (${updateId}, ${now})
      on conflict (update_id) do update set received_at = excluded.received_at
        where proposals.telegram_updates.done_at is null
          and proposals.telegram_updates.received_at <
            ${new Date(now.getTime() - this.staleMs)}
      returning update_id
    `;
    return rows.length > 0;
  }

  /** Frees an update id whose handling failed, so its redelivery is handled. */
  async free(updateId: number): Promise<void> {
    await this.sql`delete from proposals.telegram_updates where update_id = ${updateId}`;
  }

  /** Marks an update handled. */
  async done(updateId: number): Promise<void> {
    await this.sql`
      update proposals.telegram_updates set done_at = ${this.now()} where update_id = ${updateId}
    `;
  }

  /** Deletes ids older than the retention, at most once an hour. */
  async prune(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.#lastPrune < PRUNE_EVERY_MS) return;
    this.#lastPrune = now;
    await this.sql`
      delete from proposals.telegram_updates
      where received_at < ${new Date(now - UPDATE_RETENTION_MS)}
    `;
  }
}

/** Options of {@link telegramWebhookRoutes}. */
export interface TelegramWebhookOptions {
  /** The secret token's SHA-256 (a rejection fails every request). */
  secretDigest: Promise<Uint8Array>;
  ledger: TelegramUpdateLedger;
  log: Logger;
  /** Handles an update taken for the first time; a throw frees it and answers 500. */
  handle: (update: RawUpdate, requestId: string, log: Logger) => Promise<void>;
}

const problem = (
  c: Context,
  code: typeof ERROR_CODE[keyof typeof ERROR_CODE],
  msg: string,
) => problemResponse(c, new AppError(code, msg));

/** The webhook route: 401 without the secret, 413 over 1 MiB, 400 for what is not an update. */
export function telegramWebhookRoutes(o: TelegramWebhookOptions): Hono {
  const { ledger, log } = o;
  const routes = new Hono();
  routes.post(
    TELEGRAM_WEBHOOK_PATH,
    async function checkSecret(c, next) {
      const given = c.req.header(TELEGRAM_SECRET_HEADER);
      const ok = given !== undefined &&
        constantTimeEqual(await sha256(given), await o.secretDigest);
      if (!ok) {
        return problem(
          c,
          ERROR_CODE.unauthorized,
          `The "X-Telegram-Bot-Api-Secret-Token" header is missing or wrong: set the webhook with the service's secret`,
        );
      }
      await next();
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => problem(c, ERROR_CODE.payloadTooLarge, "The update is larger than 1 MiB"),
    }),
    async (c) => {
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        return problem(c, ERROR_CODE.badRequest, "The body is not valid JSON");
      }
      const parsed = updateSchema.safeParse(raw);
      if (!parsed.success) {
        return problem(
          c,
          ERROR_CODE.badRequest,
          `The body is not a Telegram update: "update_id" must be a non-negative integer`,
        );
      }
      const updateId = parsed.data.update_id;
      const requestId = c.get("requestId") ?? crypto.randomUUID();
      const rlog = (c.get("log") ?? log).child({ update_id: updateId });
      if (!(await ledger.take(updateId))) {
        rlog.info("telegram update delivered again; already handled");
        return c.body(null, 200);
      }
      try {
        await o.handle(parsed.data, requestId, rlog);
      } catch (err) {
        await ledger.free(updateId).catch(
          (e) => rlog.warn("telegram update id could not be freed", { err: e }),
        );
        rlog.warn("telegram update failed; Telegram will deliver it again", { err });
        return problem(
          c,
          ERROR_CODE.internal,
          "The update could not be handled now; deliver it again",
        );
      }
      await ledger.done(updateId).catch((err) =>
        rlog.warn("telegram update not marked done", { err })
      );
      return c.body(null, 200);
    },
  );
  return routes;
}
