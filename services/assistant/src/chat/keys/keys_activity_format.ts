/**
 * The chat's answer to "what did my keys do?": per key, its calls (allowed and refused), the
 * endpoints, the tools used and the refusals, short enough to read on a phone.
 * @module
 */
import { ACTIVITY_ALLOWED, type ActivityEndpoint, type KeyActivityReply } from "@asst/shared";
import { MAX_DAYS_BACK } from "./keys_activity_parse.ts";

const ENDPOINT_NAME: Record<ActivityEndpoint, string> = {
  messages: "/messages",
  actions: "/actions",
  mcp: "MCP",
  proposal_status: "proposal status",
};

/** Refusals as a person reads them; any other code reads as itself. */
const REFUSAL: Record<string, string> = {
  forbidden: "not allowed (403)",
  rate_limited: "over the rate limit (429)",
  spending_cap_reached: "spending cap reached (402)",
  no_authorized_action: "no tool it may use (422)",
  invalid_body: "unreadable request (422)",
  empty_message: "empty message (400)",
  message_too_long: "message too long (400)",
  bad_request: "bad request (400)",
  unsupported_media_type: "not JSON (415)",
  payload_too_large: "body too large (413)",
  conflict: "same request still running (409)",
  unauthorized: "key refused (401)",
  key_expired: "after the key's end (401)",
  ip_not_allowed: "from a network it may not be used from (403)",
  not_found: "no such proposal (404)",
  service_unavailable: "service unavailable (503)",
  timeout: "timed out (503)",
  internal_error: "failed on our side (500)",
  tool_not_allowed: "a tool it may not use",
  tool_refused: "the tool refused or failed",
};

type KeyReport = KeyActivityReply["keys"][number];

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** Counts by name, most first, as "a ×2, b ×1" (or "a 2, b 1" with `times` ""). */
function tally(counts: Map<string, number>, times = "×"): string {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, n]) => `${name} ${times}${n}`).join(", ");
}

function add(counts: Map<string, number>, name: string, n: number): void {
  counts.set(name, (counts.get(name) ?? 0) + n);
}

function keyName(k: KeyReport): string {
  if (k.last4 === null) return `app ${k.label}${k.revoked ? " (disconnected)" : ""}`;
  return `${k.label} (…${k.last4}${k.revoked ? ", revoked" : ""})`;
}

/** The lines of one key that made calls. */
function keyLines(k: KeyReport): string[] {
  let allowed = 0;
  let refused = 0;
  const endpoints = new Map<string, number>();
  const tools = new Map<string, number>();
  const refusals = new Map<string, number>();
  for (const row of k.activity) {
    add(endpoints, ENDPOINT_NAME[row.endpoint], row.calls);
    if (row.outcome === ACTIVITY_ALLOWED) {
      allowed += row.calls;
      for (const tool of row.tool.split("+").filter((t) => t !== "")) add(tools, tool, row.calls);
    } else {
      refused += row.calls;
      const why = REFUSAL[row.outcome] ?? row.outcome;
      const tool = row.tool !== "" && row.endpoint === "mcp" ? ` (${row.tool})` : "";
      add(refusals, `${why}${tool} on ${ENDPOINT_NAME[row.endpoint]}`, row.calls);
    }
  }
  const counts = [`${allowed} allowed`, ...(refused > 0 ? [`${refused} refused`] : [])];
  return [
    `• ${keyName(k)}: ${plural(allowed + refused, "call")}, ${counts.join(", ")}`,
    `  via ${tally(endpoints, "")}`,
    ...(tools.size > 0 ? [`  tools: ${tally(tools)}`] : []),
    ...(refusals.size > 0 ? [`  refused: ${tally(refusals)}`] : []),
  ];
}

/**
 * The answer about every key, or about the one asked for.
 * @param when how the range reads: "today (Thu 26 Nov)"
 * @param zone the owner's time zone, said so that the day's bounds are clear
 * @param key the key asked about, as the owner wrote it; null for every key
 */
export function activityReply(
  report: KeyActivityReply,
  when: string,
  zone: string,
  key: string | null,
): string {
  if (key !== null && !report.key_found) {
    return `You have no API key called ${
      JSON.stringify(key)
    } or ending in those characters. "list my API keys" shows each key's name and last 4 characters.`;
  }
  const used = report.keys.filter((k) => k.activity.length > 0);
  const idle = report.keys.filter((k) => k.activity.length === 0);
  const span = `${when}, ${zone} time`;
  if (used.length === 0) {
    if (key !== null) return `Your key ${JSON.stringify(key)} made no calls ${span}.`;
    if (report.keys.length === 0) {
      return `You had no API keys ${span}. Say "create an API key" to get one.`;
    }
    return `None of your API keys made a call ${span}.`;
  }
  const lines = [`What your ${key !== null ? "key" : "API keys"} did ${span}:`];
  for (const k of used) lines.push(...keyLines(k));
  if (idle.length > 0) lines.push(`No calls: ${idle.map(keyName).join(", ")}.`);
  return lines.join("\n");
}

/** The answer when the time range could not be read. */
export function unreadableRangeReply(said: string): string {
  const shown = said.length > 40 ? `${said.slice(0, 40)}…` : said;
  return `I can't read the time ${
    JSON.stringify(shown)
  }. Ask about today, yesterday, this week, last week, this month, or the last N days (up to ${MAX_DAYS_BACK}), e.g. "what did my keys do this week?".`;
}

/** The answer when the key's name cannot be a key's. */
export function badKeyReply(said: string): string {
  const shown = said.length > 40 ? `${said.slice(0, 40)}…` : said;
  return `${
    JSON.stringify(shown)
  } can't be a key's name: names have at most 40 letters, digits, spaces, dots, dashes or underscores. Name a key by its name or its last 4 characters, e.g. "what did key shopping do today?".`;
}
