/**
 * What the ledger check reads after a chaos run: the services' own tables (straight from Postgres,
 * schema by schema), the SMTP server's inbox, the webhook receiver's log, and the failed requests'
 * replays with their Idempotency-Key.
 * @module
 */
import type { Sql } from "@asst/shared/db";
import type { FakeSmtp } from "../../services/proposals/testing/fake_smtp.ts";
import { type ClientOptions, type Entry, send, succeeded } from "./client.ts";
import type { LedgerData, Replay } from "./ledger.ts";
import type { ShopPage, WebhookReceiver } from "./receivers.ts";

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends each failed request that had an effect again, with its body and Idempotency-Key, until it
 * gets an answer other than 409 or 503 (at most `ms` in all).
 */
export async function replayFailed(
  client: ClientOptions,
  entries: Entry[],
  ms = 60_000,
): Promise<Map<number, Replay>> {
  const out = new Map<number, Replay>();
  const end = performance.now() + ms;
  const failed = entries.filter((e) => e.kind !== "message" && !succeeded(e));
  await Promise.all(failed.map(async (e) => {
    let last: Entry | null = null;
    while (performance.now() < end) {
      last = await send(client, e);
      if (last.status !== null && last.status !== 409 && last.status !== 503) break;
      await wait(Math.max(1, Number(last.retryAfter ?? 1)) * 1000);
    }
    if (last) {
      out.set(e.seq, { status: last.status, replayed: last.replayed, applied: last.applied });
    }
  }));
  return out;
}

const TOKEN = /chaos[0-9a-z]+n\d+/i;

function tokenOf(text: string): string | null {
  return TOKEN.exec(text)?.[0]?.toLowerCase() ?? null;
}

/**
 * Reads what the ledger needs once everything the run set going has happened: every reminder of
 * the run fired, every fired reminder's and confirmed proposal's event received and delivered,
 * every confirmed proposal's email sent, the page's last price seen — or `ms` have passed (then
 * the check finds what is missing). The wait outlasts a price check's lease (120 s,
 * `createPriceChecker`): a check whose result could not be stored while the database's connections
 * were cut is taken again only once its lease runs out, as the checker promises.
 */
export async function readLedgerData(
  sql: Sql,
  runId: string,
  smtp: FakeSmtp,
  receiver: WebhookReceiver,
  shop: ShopPage,
  tapped: Set<string>,
  ms = 150_000,
): Promise<LedgerData> {
  const like = `%chaos${runId}n%`;
  const end = performance.now() + ms;
  while (true) {
    const data = await readOnce(sql, like, smtp, receiver, shop, tapped);
    const [pending] = await sql<{ n: number }[]>`
      select count(*)::int as n from assistant.reminders
      where text ilike ${like} and next_fire_at is not null`;
    const settled = pending!.n === 0 &&
      data.dueReminders.every((r) => r.firedCount > 0 && r.firedEvents > 0) &&
      data.confirmed.every((p) => p.sent > 0 && p.resolvedEvents > 0) &&
      data.tappedStatus.every((t) => t.status === "confirmed") &&
      data.events.every((e) => e.delivered) && data.price.watched === data.price.page;
    if (settled || performance.now() > end) return data;
    await wait(1000);
  }
}

async function readOnce(
  sql: Sql,
  like: string,
  smtp: FakeSmtp,
  receiver: WebhookReceiver,
  shop: ShopPage,
  tapped: Set<string>,
): Promise<LedgerData> {
  const rows = new Map<string, number>();
  const count = (texts: { text: string }[]) => {
    for (const { text } of texts) {
      const token = tokenOf(text);
      if (token) rows.set(token, (rows.get(token) ?? 0) + 1);
    }
  };
  count(await sql<{ text: string }[]>`select text from assistant.notes where text ilike ${like}`);
  const reminders = await sql<{ id: string; text: string; fired_count: number }[]>`
    select id, text, fired_count from assistant.reminders
    where text ilike ${like} and first_at < now()`;
  count(
    await sql<{ text: string }[]>`
    select text from assistant.reminders where text ilike ${like}`,
  );
  const proposals = (await sql<{ id: string; text: string; status: string }[]>`
    select id, payload::text as text, status from proposals.proposals
    where payload::text ilike ${like}`).map((p) => ({
    ...p,
    to: /p\d+@example\.com/.exec(p.text)?.[0] ?? null,
  }));
  count(proposals);
  const events = await sql<{ id: string; type: string; subject: string | null }[]>`
    select id, type, coalesce(payload->'data'->>'reminder_id', payload->'data'->>'proposal_id')
      as subject
    from notifier.received_events`;
  const delivered = new Set(receiver.deliveries.map((d) => d.id));
  const eventsOf = (type: string, subject: string) =>
    events.filter((e) => e.type === type && e.subject === subject).length;
  const [watch] = await sql<{ last_price: string }[]>`
    select last_price::text from assistant.price_watches limit 1`;
  const byRecipient = new Map(proposals.map((p) => [p.to, p]));
  return {
    rows,
    dueReminders: reminders.map((r) => ({
      token: tokenOf(r.text)!,
      firedCount: r.fired_count,
      firedEvents: eventsOf("reminder.fired", r.id),
    })),
    confirmed: proposals.filter((p) => p.status === "confirmed").map((p) => ({
      token: tokenOf(p.text)!,
      sent: smtp.received.filter((m) => m.messageId.includes(p.id)).length,
      resolvedEvents: eventsOf("proposal.resolved", p.id),
    })),
    tappedStatus: [...tapped].map((to) => {
      const p = byRecipient.get(to);
      return { token: p ? tokenOf(p.text)! : to, status: p?.status ?? null };
    }),
    events: events.map((e) => ({ id: e.id, type: e.type, delivered: delivered.has(e.id) })),
    price: { page: shop.price(), watched: watch ? Number(watch.last_price) : null },
  };
}
