/**
 * The load of a chaos run: a steady rate of mixed requests for a fixed time (POST /messages,
 * /actions that add notes, MCP `notes_create` calls, reminders due some seconds later, emails
 * proposed and then confirmed in the web chat), each with its own unique word and (where the API
 * takes one) its own Idempotency-Key.
 * @module
 */
import { type ChatMessage, tap } from "../_harness.ts";
import { type ClientOptions, type Entry, type Kind, type Request, send } from "./client.ts";

/** How long after its request a reminder of the load falls due, in seconds. */
export const REMINDER_DELAY_SECONDS = 15;

/** What the load shares with the run. */
export interface LoadOptions {
  client: ClientOptions;
  /** Requests a second. */
  rate: number;
  /** How long the load runs, in ms. */
  durationMs: number;
  /** A short word of this run, in every token. */
  runId: string;
  /** Most requests open at once (beyond it a tick's request is skipped, and counted). */
  maxInFlight?: number;
  /** Past `durationMs`, the load goes on while this says so (at most as long again). */
  keepGoing?: () => boolean;
}

/** The share of each kind in the mix, out of 20. */
const MIX: [Kind, number][] = [
  ["message", 7],
  ["action", 6],
  ["mcp", 4],
  ["reminder", 2],
  ["proposal", 1],
];

function kindOf(seq: number): Kind {
  let slot = seq % 20;
  for (const [kind, share] of MIX) {
    if (slot < share) return kind;
    slot -= share;
  }
  return "message";
}

/** The request number `seq` of the load. */
export function requestOf(seq: number, runId: string): Request {
  const kind = kindOf(seq);
  const token = `chaos${runId}n${seq}`;
  const idempotencyKey = crypto.randomUUID();
  switch (kind) {
    case "message":
      return {
        seq,
        kind,
        token,
        path: "/messages",
        body: { message: "what is my name?" },
        idempotencyKey: null,
      };
    case "action":
      return {
        seq,
        kind,
        token,
        path: "/actions",
        body: { message: `jot down that ${token} happened` },
        idempotencyKey,
      };
    case "mcp":
      return {
        seq,
        kind,
        token,
        path: "/mcp",
        body: {
          jsonrpc: "2.0",
          id: seq,
          method: "tools/call",
          params: { name: "notes_create", arguments: { text: `${token} via mcp` } },
        },
        idempotencyKey: null,
      };
    case "reminder":
      return {
        seq,
        kind,
        token,
        path: "/actions",
        body: { message: `remind me to ${token} in ${REMINDER_DELAY_SECONDS} seconds` },
        idempotencyKey,
      };
    case "proposal":
      return {
        seq,
        kind,
        token,
        path: "/actions",
        body: { message: `send an email to p${seq}@example.com saying ${token}` },
        idempotencyKey,
      };
  }
}

/** Runs the load; resolves with the log once every request has ended. */
export async function runLoad(
  options: LoadOptions,
): Promise<{ entries: Entry[]; skipped: number }> {
  const entries: Entry[] = [];
  const open = new Set<Promise<void>>();
  const total = Math.round(options.rate * options.durationMs / 1000);
  const maxInFlight = options.maxInFlight ?? 400;
  const begin = performance.now();
  let skipped = 0;
  const more = (seq: number) =>
    seq < total || (seq < 2 * total && (options.keepGoing?.() ?? false));
  for (let seq = 0; more(seq); seq++) {
    const due = begin + (seq * 1000) / options.rate;
    const lag = due - performance.now();
    if (lag > 0) await new Promise((r) => setTimeout(r, lag));
    if (open.size >= maxInFlight) {
      skipped++;
      continue;
    }
    const p = send(options.client, requestOf(seq, options.runId)).then((e) => void entries.push(e));
    open.add(p);
    p.finally(() => open.delete(p));
  }
  await Promise.allSettled([...open]);
  return { entries, skipped };
}

/**
 * Taps Confirm on every proposal the load made, in the web chat of a proposals replica (the
 * next one when a replica does not answer), until `stopped()`; a tap is repeated until the chat
 * says the proposal is confirmed. @returns the proposals' recipients whose tap was answered so
 */
export async function confirmProposals(
  chatUrls: () => string[],
  user: string,
  stopped: () => boolean,
): Promise<Set<string>> {
  const confirmed = new Set<string>();
  const tapped = new Set<string>();
  const taps: Promise<void>[] = [];
  let after = "0";
  let turn = 0;
  while (!stopped()) {
    const urls = chatUrls();
    const url = urls[turn++ % urls.length]!;
    try {
      const res = await fetch(`${url}/chat/api/messages?user=${user}&after=${after}`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (res.status === 200) {
        const { messages } = await res.json() as { messages: ChatMessage[] };
        for (const m of messages) {
          after = BigInt(m.id) > BigInt(after) ? m.id : after;
          const to = /p\d+@example\.com/.exec(m.text)?.[0];
          const confirm = m.buttons.find((b) => b.label === "Confirm");
          if (to && confirm && !tapped.has(to)) {
            tapped.add(to);
            taps.push(
              confirmOne(urls, user, confirm.data).then((ok) => void (ok && confirmed.add(to))),
            );
          }
        }
      } else {
        await res.body?.cancel();
      }
    } catch { /* this replica is down: the next one */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  await Promise.all(taps);
  return confirmed;
}

async function confirmOne(urls: string[], user: string, data: string): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const replies = await tap(urls[attempt % urls.length]!, user, data);
      if (replies.some((r) => /^Confirmed\.|already confirmed/.test(r.text))) return true;
    } catch { /* down or busy: again */ }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return false;
}
