/**
 * The chat command that rotates an API key without a gap ("rotate API key home-bot", "… and keep
 * the old one for 2 hours"): a new key with the same permissions, shown once, while the old one
 * keeps working for the overlap.
 * @module
 */
import { call, type ChatOut, gatewaySubjects } from "@asst/shared";
import type { Bus } from "@asst/shared/bus";
import { readDuration } from "./key_expiry_parse.ts";
import { byIntent, type ChatCommand, type IntentOf, secretShownOnce } from "../types.ts";

const HOUR_MS = 3_600_000;
/** How long the old key keeps working when nothing is said. */
export const DEFAULT_OVERLAP_MS = 24 * HOUR_MS;
/** The longest overlap a rotation may keep. */
export const MAX_OVERLAP_MS = 7 * 24 * HOUR_MS;
const MIN_OVERLAP_MS = 60_000;
const NOTHING = "Nothing was changed.";

function utc(iso: string): string {
  return `${iso.slice(0, 16).replace("T", " ")} UTC`;
}

function quoted(text: string): string {
  const line = text.replace(/\s+/gu, " ").trim();
  return `"${line.length > 60 ? `${line.slice(0, 59)}…` : line}"`;
}

/** How long the old key should keep working, or the reply that refuses the request. */
export function overlapOf(keep: string | null): number | { refuse: string } {
  if (keep === null) return DEFAULT_OVERLAP_MS;
  const ms = readDuration(keep);
  if (ms === null) {
    return {
      refuse: `I could not read ${quoted(keep)} as a span of time; say for example "rotate API ` +
        `key home-bot and keep the old one for 2 hours" (at most 7 days). ${NOTHING}`,
    };
  }
  if (ms < MIN_OVERLAP_MS || ms > MAX_OVERLAP_MS) {
    return {
      refuse: `The old key can keep working for 1 minute to 7 days; ${quoted(keep)} is ` +
        `${ms < MIN_OVERLAP_MS ? "shorter" : "longer"}. To stop a key at once, say "revoke ` +
        `API key <name>". ${NOTHING}`,
    };
  }
  return ms;
}

/** "rotate API key home-bot", "rotate key 7f3a and keep the old one for 2 hours". */
export const rotateKeyCommand: ChatCommand<IntentOf<"rotate_key">> = {
  name: "rotate_key",
  recognise: byIntent("rotate_key"),
  async handle({ selector, keep }, ctx) {
    return { messages: await rotate(ctx.deps.bus, ctx.accountId, selector, keep, ctx.requestId) };
  },
};

async function rotate(
  bus: Bus,
  accountId: string,
  selector: string,
  keep: string | null,
  requestId: string,
): Promise<ChatOut[]> {
  if (selector === "" || selector === "all") {
    return [{
      text: 'Which key? Say "rotate API key <name or last 4 characters>"; "list my API keys" ' +
        `shows them. ${NOTHING}`,
    }];
  }
  const overlap = overlapOf(keep);
  if (typeof overlap !== "number") return [{ text: overlap.refuse }];
  const result = await call(bus, gatewaySubjects.rotateKey, {
    account_id: accountId,
    selector,
    overlap_seconds: Math.round(overlap / 1000),
  }, { requestId });
  if (result.outcome === "not_found") {
    return [{
      text: `You have no working API key called ${quoted(selector)} or ending in ` +
        `${quoted(selector)}; "list my API keys" shows them. ${NOTHING}`,
    }];
  }
  if (result.outcome === "ambiguous") {
    return [{
      text: `Several keys match ${quoted(selector)}: ${
        result.candidates.map((k) => `${k.label} (…${k.last4})`).join(", ")
      }. Say which one by its last 4 characters. ${NOTHING}`,
    }];
  }
  if (result.outcome === "already_rotating" || !result.key || !result.record || !result.old) {
    const old = result.old;
    return [{
      text: old
        ? `The key "${old.label}" (…${old.last4}) is already being rotated: it stops working at ` +
          `${utc(old.expires_at ?? "")}, and its replacement works now. To end it sooner, say ` +
          `"revoke API key ${old.last4}". ${NOTHING}`
        : `That key could not be rotated. ${NOTHING}`,
    }];
  }
  const { key, record, old } = result;
  const ends = record.expires_at ? ` The new key stops working at ${utc(record.expires_at)}.` : "";
  const body = (shown: string) =>
    `Your new API key "${record.label}" replaces …${old.last4}, with the same permissions:` +
    `\n\n${shown}\n\nCopy it now: this is the only time it is shown. The old key (…${old.last4}) ` +
    `keeps working until ${utc(old.expires_at ?? "")}, then stops.${ends}`;
  return [secretShownOnce(body, key, `asst_…${record.last4}`)];
}
