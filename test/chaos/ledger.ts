/**
 * The ledger check of a chaos run: from the client's log (each request's answer and, for one that
 * failed, the answer of its replay with the same Idempotency-Key) and the data the services wrote,
 * whether each request's work happened exactly once, each event reached the webhook at least once,
 * each request ended within the documented timeout — fault by fault.
 * @module
 */
import { type Entry, succeeded } from "./client.ts";
import type { FaultRecord } from "./faults.ts";

/** The answer to a failed request's replay (same body, same Idempotency-Key). */
export interface Replay {
  status: number | null;
  /** The gateway answered from its stored response: the first request had been applied. */
  replayed: boolean;
  applied: boolean | null;
}

/** What the services' data says, read after the run. */
export interface LedgerData {
  /** How many rows (notes, reminders, proposals) carry each token. */
  rows: Map<string, number>;
  /** Reminders of the load that fell due before the check. */
  dueReminders: { token: string; firedCount: number; firedEvents: number }[];
  /** Confirmed proposals: emails the SMTP server got for each, and its proposal.resolved events. */
  confirmed: { token: string; sent: number; resolvedEvents: number }[];
  /** Recipients whose proposal the client confirmed in the chat, and the status each has now. */
  tappedStatus: { token: string; status: string | null }[];
  /** Events the notifier received, and whether the webhook receiver got each (by id). */
  events: { id: string; type: string; delivered: boolean }[];
  /** The watched page's price now, and the price the watch last saw. */
  price: { page: number; watched: number | null };
}

/** One thing that went wrong. */
export interface Problem {
  what: "lost" | "doubled" | "hung";
  detail: string;
  /** The request it concerns; null for what no single request caused (an event, the price). */
  entry: Entry | null;
}

/** A row of the table. */
export interface Row {
  fault: string;
  /** Seconds since the run began, and how long until the system was whole. */
  when: string;
  affected: number;
  /** Error answers: 503, 409, no answer (connection lost), other. */
  errors: { unavailable: number; conflict: number; dropped: number; other: number };
  lost: number;
  doubled: number;
  hung: number;
  p99Ms: number;
}

/** What the check found. */
export interface Verdict {
  rows: Row[];
  problems: Problem[];
  /** Error answers other than 503 with Retry-After, 409 or a lost connection. */
  otherErrors: Entry[];
}

/** How long after a fault its effects are counted as its own, in ms. */
const SETTLE_MS = 5_000;

const EFFECTS = new Set(["action", "mcp", "reminder", "proposal"]);

/** The check itself, on data already read. */
export function judge(input: {
  entries: Entry[];
  replays: Map<number, Replay>;
  data: LedgerData;
  faults: FaultRecord[];
  /** The gateway's documented request timeout, in ms; a request open longer is hung. */
  timeoutMs: number;
  /** Slack on top of it for the request's own work around the wait (claim, admission). */
  slackMs?: number;
}): Verdict {
  const { entries, replays, data } = input;
  const problems: Problem[] = [];
  const byToken = new Map(entries.map((e) => [e.token, e]));
  const limit = input.timeoutMs + (input.slackMs ?? 2_000);
  for (const e of entries) {
    const tookMs = e.end - e.start;
    if (tookMs > limit || (e.status === null && /timeout|abort/i.test(e.error ?? ""))) {
      problems.push({
        what: "hung",
        detail: `${e.kind} #${e.seq} took ${tookMs.toFixed(0)} ms`,
        entry: e,
      });
    }
    if (!EFFECTS.has(e.kind)) continue;
    const rows = data.rows.get(e.token) ?? 0;
    let expected: number | null;
    if (succeeded(e)) {
      expected = e.applied ? 1 : 0;
    } else {
      const replay = replays.get(e.seq);
      // The replay ran it now, or answered the first run's stored response: either way once.
      expected = replay && replay.status !== null && replay.status >= 200 && replay.status < 300
        ? (replay.applied ? 1 : 0)
        : null;
    }
    const where = `${e.kind} #${e.seq} (${e.status ?? e.error}) ${e.token}`;
    if (rows > Math.max(1, expected ?? 1)) {
      problems.push({ what: "doubled", detail: `${where}: applied ${rows} times`, entry: e });
    } else if (expected === null) {
      problems.push({ what: "lost", detail: `${where}: its replay could not tell`, entry: e });
    } else if (rows !== expected) {
      problems.push({
        what: rows < expected ? "lost" : "doubled",
        detail: `${where}: applied ${rows} times, expected ${expected}`,
        entry: e,
      });
    }
  }
  for (const r of data.dueReminders) {
    const entry = byToken.get(r.token) ?? null;
    if (r.firedCount === 0 || r.firedEvents === 0) {
      problems.push({ what: "lost", detail: `reminder ${r.token} due but never fired`, entry });
    } else if (r.firedCount > 1 || r.firedEvents > 1) {
      problems.push({
        what: "doubled",
        detail: `reminder ${r.token} fired ${r.firedCount} times, ${r.firedEvents} events`,
        entry,
      });
    }
  }
  for (const p of data.confirmed) {
    const entry = byToken.get(p.token) ?? null;
    if (p.sent !== 1) {
      problems.push({
        what: p.sent === 0 ? "lost" : "doubled",
        detail: `confirmed proposal ${p.token} sent ${p.sent} times`,
        entry,
      });
    }
    if (p.resolvedEvents === 0) {
      problems.push({ what: "lost", detail: `proposal ${p.token}: no proposal.resolved`, entry });
    }
  }
  for (const t of data.tappedStatus) {
    if (t.status !== "confirmed") {
      problems.push({
        what: "lost",
        detail: `proposal ${t.token} confirmed in the chat is ${t.status ?? "missing"}`,
        entry: byToken.get(t.token) ?? null,
      });
    }
  }
  for (const ev of data.events.filter((x) => !x.delivered)) {
    problems.push({
      what: "lost",
      detail: `${ev.type} ${ev.id} never reached the webhook`,
      entry: null,
    });
  }
  if (data.price.watched !== data.price.page) {
    problems.push({
      what: "lost",
      detail: `the price watch saw ${data.price.watched}, the page says ${data.price.page}`,
      entry: null,
    });
  }
  const otherErrors = entries.filter((e) =>
    !succeeded(e) && e.status !== null && e.status !== 409 &&
    !(e.status === 503 && e.retryAfter !== null)
  );
  return { rows: rows(entries, problems, input.faults), problems, otherErrors };
}

function rows(entries: Entry[], problems: Problem[], faults: FaultRecord[]): Row[] {
  const windows = faults.map((f) => ({ f, from: f.at, to: f.until + SETTLE_MS }));
  const inWindow = (e: Entry, w: { from: number; to: number }) =>
    e.end >= w.from && e.start <= w.to;
  const row = (fault: string, when: string, of: (e: Entry) => boolean, all = false): Row => {
    const mine = entries.filter(of);
    const counted = problems.filter((p) => (p.entry ? of(p.entry) : all));
    const durations = mine.map((e) => e.end - e.start).sort((a, b) => a - b);
    const failed = mine.filter((e) => !succeeded(e));
    return {
      fault,
      when,
      affected: mine.length,
      errors: {
        unavailable: failed.filter((e) => e.status === 503).length,
        conflict: failed.filter((e) => e.status === 409).length,
        dropped: failed.filter((e) => e.status === null).length,
        other:
          failed.filter((e) => e.status !== null && e.status !== 503 && e.status !== 409).length,
      },
      lost: counted.filter((p) => p.what === "lost").length,
      doubled: counted.filter((p) => p.what === "doubled").length,
      hung: counted.filter((p) => p.what === "hung").length,
      p99Ms: durations.length
        ? durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.99))]!
        : 0,
    };
  };
  return [
    ...windows.map((w) =>
      row(
        w.f.name,
        `${(w.f.at / 1000).toFixed(0)} s, ${((w.f.until - w.f.at) / 1000).toFixed(1)} s`,
        (e) => inWindow(e, w),
      )
    ),
    row("(no fault)", "", (e) => !windows.some((w) => inWindow(e, w))),
    row("all", "", () => true, true),
  ];
}

/** The table as Markdown. */
export function formatTable(rows: Row[]): string {
  const lines = [
    "| fault | when (start, length) | requests affected | 503 / 409 / dropped / other | lost | doubled | hung | p99 ms |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map((r) =>
      `| ${r.fault} | ${r.when} | ${r.affected} | ${r.errors.unavailable} / ${r.errors.conflict} / ${r.errors.dropped} / ${r.errors.other} | ${r.lost} | ${r.doubled} | ${r.hung} | ${
        r.p99Ms.toFixed(0)
      } |`
    ),
  ];
  return lines.join("\n");
}
