/**
 * A message that points at a saved item by its own words and says it is over, without the words
 * of a request the parser reads: "not bothered about the oat milk any more", "Lisa isn't coming
 * any more", "Carlos finally got back to me re the quote", "picked up the bin bags on my way home".
 * The parser cannot tell which kind such an item is; the user's saved items can. The local model
 * lists the kinds the key may read and change (as context, never an action of the turn), and this
 * module finds the one item the message names: the call that removes it (or completes a task,
 * dismisses a follow-up) is made only when exactly one item of all of them is named best, and the
 * message is no question, no hypothesis and no "don't delete …". Otherwise nothing is made, and
 * the reply says the message was not understood, as before.
 * @module
 */
import { normalizeRequest, stem, STOP_WORDS, words } from "../../text/normalize.ts";
import { FILLER, namesAny } from "../../tools/resolve_item.ts";
import type { ToolCall } from "../../tools/types.ts";
import { type ListedKind, type SavedItem, savedItems } from "./saved_items.ts";
import { GROUP_WORDS } from "./groups/mod.ts";
import { REMOVE_VERBS } from "./groups/_remove_verbs.ts";
import { FOLLOWUP_ARRIVED, FOLLOWUP_DONE } from "./groups/email_followups.ts";
import { phraseIndex, saysAny, saysAt, tokenize } from "./_tokens.ts";
import { NO_LONGER, NOT_SAID_AS_DONE } from "./saved_over_words.ts";

/** Whether the message says the item is no longer wanted, or that it is done with. */
export type Over = "gone" | "done";

export { type ListedKind, readItems, type SavedItem, savedItems } from "./saved_items.ts";

/** A kind of saved item a message may point at: how it is listed and named, and what ends it. */
export interface PointableKind extends ListedKind {
  /** The call that ends an item no longer wanted, and the slot naming the item. */
  gone: { tool: string; ref: string };
  /**
   * The call that ends an item done with, when being done ends it, and the words that say so of
   * its kind ("paid" a task, "bought" a shopping item, "replied" a follow-up).
   */
  done?: { tool: string; ref: string; said: readonly string[] };
}

/** What says a task is done with: "i already paid the water bill", "the MOT's booked". */
const TASK_DONE: readonly string[] = [
  ...FOLLOWUP_DONE,
  "paid",
  "taken care of",
  "ticked off",
  "bought",
  "booked",
  "fixed",
  "renewed",
  "returned",
  "submitted",
  "posted",
];

/** What says a shopping item is done with: "picked up the bin bags on my way home". */
const BOUGHT: readonly string[] = ["bought", "picked up", "grabbed"];

/**
 * What says a follow-up is done with: its reply came ("Carlos got back to me re the quote", "the
 * plumber emailed back") or what was awaited did ("the bond refund came through").
 */
const ANSWERED: readonly string[] = [
  ...FOLLOWUP_DONE,
  ...FOLLOWUP_ARRIVED,
  "replied",
  "responded",
  "answered",
  "got back",
  // "the deposit came back in full": what was awaited came (never "came back from" a trip).
  "came back",
  "wrote back",
  "emailed back",
  "heard back",
  "rang",
  "phoned",
  "called back",
];

/** The kinds, each with what ends one of its items. Contacts are never deleted; expenses stay. */
export const POINTABLE: readonly PointableKind[] = [
  {
    kind: "reminder",
    list: "reminders_list",
    items: "reminders",
    label: ["text"],
    gone: { tool: "reminders_cancel", ref: "reminder" },
  },
  {
    kind: "task",
    list: "tasks_list",
    items: "tasks",
    label: ["content"],
    gone: { tool: "tasks_delete", ref: "task" },
    done: { tool: "tasks_complete", ref: "task", said: TASK_DONE },
  },
  {
    kind: "note",
    list: "notes_list",
    items: "notes",
    label: ["text"],
    gone: { tool: "notes_delete", ref: "note" },
  },
  {
    kind: "keepsake",
    list: "keepsakes_list",
    items: "keepsakes",
    label: ["text"],
    gone: { tool: "keepsakes_forget", ref: "keepsake" },
  },
  {
    kind: "shopping",
    list: "shopping_list",
    items: "items",
    label: ["name"],
    gone: { tool: "shopping_remove", ref: "items" },
    done: { tool: "shopping_remove", ref: "items", said: BOUGHT },
  },
  {
    kind: "birthday",
    list: "birthdays_list",
    items: "birthdays",
    label: ["name"],
    gone: { tool: "birthdays_remove", ref: "birthday" },
  },
  {
    kind: "trip",
    list: "trips_list",
    items: "trips",
    label: ["destination"],
    gone: { tool: "trips_delete", ref: "trip" },
  },
  {
    kind: "countdown",
    list: "countdowns_list",
    items: "countdowns",
    label: ["title"],
    gone: { tool: "countdowns_remove", ref: "countdown" },
  },
  {
    kind: "watch",
    list: "price_watches_list",
    items: "watches",
    label: ["title"],
    gone: { tool: "price_watches_stop", ref: "watch" },
  },
  {
    kind: "followup",
    list: "email_followups_list",
    items: "followups",
    label: ["subject", "correspondent"],
    gone: { tool: "email_followups_dismiss", ref: "followup" },
    done: { tool: "email_followups_dismiss", ref: "followup", said: ANSWERED },
  },
];

/**
 * Words that ask for something besides ending an item ("…, delete buy adapter and add pack
 * chargers", "forget Hugo's drawing and keep his new one"): such a message is more than this
 * reading accounts for, so nothing of it runs. After "to" ("no need to keep …") they ask nothing;
 * words that also name things ("the parking note", "the email", "the booking") are not here.
 */
export const ASKS_MORE: ReadonlySet<string> = new Set([
  "add",
  "put",
  "save",
  "keep",
  "remind",
  "set",
  "make",
  "create",
  "jot",
  "schedule",
  "send",
  "move",
  "change",
  "update",
  "push",
  "rename",
  "instead",
  "new",
]);

/** The words that open a question. */
export const ASKING: ReadonlySet<string> = new Set([
  "what",
  "when",
  "where",
  "who",
  "why",
  "how",
  "which",
  "did",
  "do",
  "does",
  "is",
  "are",
  "was",
  "were",
  "have",
  "has",
  "can",
  "could",
  "will",
  "would",
  "should",
  "any",
]);

function phrases(list: readonly string[]): string[][] {
  return list.map((p) => words(p));
}

const REMOVING = phrases(REMOVE_VERBS);
const NOT_WANTED = phrases(NO_LONGER);
const DONE_WORDS = phrases(POINTABLE.flatMap((k) => k.done?.said ?? []));
/** Each kind's words of being done with, as phrases, read once. */
const DONE_SAID = new Map(POINTABLE.map((k) => [k, phrases(k.done?.said ?? [])]));

/** Words said before a request's verb that ask nothing themselves: "so you can scrap that one". */
const BEFORE_ASKING = new Set(
  "please pls plz kindly simply abeg just you can could go ahead and so then also ok okay oh yeah actually now"
    .split(" "),
);

/**
 * Whether a verb that removes an item is said as a request: first in a clause, after words that
 * ask nothing ("forget the poem thing, …", "so you can scrap that one"), never in a statement
 * ("I'll drop the kids at school", "the sky is clear").
 */
function removalAsked(message: string): boolean {
  const tokens = tokenize(message);
  let start = true;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.punct || ["and", "so", "but", "then"].includes(t.w)) {
      start = true;
      continue;
    }
    if (!start) continue;
    if (BEFORE_ASKING.has(t.w)) continue;
    const rest = tokens.slice(i).map((x) => x.w);
    if (REMOVING.some((p) => p.length > 0 && saysAt(rest, 0, p))) return true;
    start = false;
  }
  return false;
}
const HELD_BACK = phrases(NOT_SAID_AS_DONE);

/** Each pointable kind's nouns, as runs of stems ("shopping list", "to do"). */
const NOUNS = new Map(
  POINTABLE.map((k) => {
    const described = GROUP_WORDS.find((g) => g.kind === k.kind);
    const nouns = (described?.nouns ?? []).map((n) =>
      words(n).filter((w) => w.length > 1).map(stem)
    );
    return [k.kind, nouns.filter((n) => n.length > 0)];
  }),
);

/** "don't need the Rotorua one anymore": "do" opening no question, said of no longer wanting. */
function saidNotWanted(ws: readonly string[]): boolean {
  return ws[0] === "do" && ws[1] === "not" && ["need", "want"].includes(ws[2] ?? "");
}

/** Whether the message says something is over, and how; null when it asks, wonders or forbids. */
export function overSaid(message: string): Over | null {
  const trimmed = message.trim();
  if (trimmed.endsWith("?")) return null;
  const ws = words(trimmed);
  if (ws.length === 0 || (ASKING.has(ws[0]!) && !saidNotWanted(ws))) return null;
  if (saysAny(ws, HELD_BACK)) return null;
  if (ws.some((w, i) => ASKS_MORE.has(w) && ws[i - 1] !== "to")) return null;
  if (saysAny(ws, NOT_WANTED) || removalAsked(normalizeRequest(trimmed))) return "gone";
  if (saysAny(ws, DONE_WORDS)) return "done";
  return null;
}

/** The stems a message may name an item by: no filler, no word of the phrases `saying` it. */
export function namingStems(
  ws: readonly string[],
  saying: readonly string[][] = [...REMOVING, ...NOT_WANTED, ...DONE_WORDS],
): Set<string> {
  const said = new Set(saying.filter((p) => phraseIndex(ws, p) >= 0).flat());
  return new Set(
    ws.filter((w) => w.length > 2 && !STOP_WORDS.has(w) && !FILLER.has(w) && !said.has(w))
      .map(stem),
  );
}

/** Whether `word` is a noun of `kind` said alone ("birthday", "trip"). */
export function namesKind(word: string, kind: string): boolean {
  return (NOUNS.get(kind) ?? []).some((n) => n.length === 1 && n[0] === stem(word));
}

/** The kinds whose nouns the message says ("bin that task"), each by its runs of stems. */
function kindsNamed(stems: readonly string[]): Set<string> {
  const named = new Set<string>();
  for (const [kind, nouns] of NOUNS) {
    if (nouns.some((n) => phraseIndex(stems, n) >= 0)) named.add(kind);
  }
  return named;
}

/** Words that say two items are meant: "forget both the Acme ones", "don't need either". */
const TWO = new Set(["both", "either"]);

/** The calls that end `chosen`: one per item, a list's items removed in one call. */
function endings(chosen: readonly SavedItem<PointableKind>[], over: Over): ToolCall[] {
  const calls: ToolCall[] = [];
  for (const item of chosen) {
    const end = over === "done" ? item.kind.done! : item.kind.gone;
    const same = calls.find((c) => c.name === end.tool && Array.isArray(c.input[end.ref]));
    if (same) (same.input[end.ref] as string[]).push(item.id);
    else {calls.push({
        name: end.tool,
        input: { [end.ref]: end.ref === "items" ? [item.id] : item.id },
      });}
  }
  return calls;
}

/**
 * The calls that end the item `message` names among `items`, or null: the item whose label shares
 * the most naming words with the message, of a kind the message names if it names any, that
 * `over` ends, when every other item sharing a word shares only words it shares too (the oat milk,
 * not the note about the milk frother; "print boarding passes … buy adapter" names two). A
 * message saying "both" or "either" names two: exactly two items must be named so.
 */
export function pointedCalls(
  message: string,
  over: Over,
  items: readonly SavedItem<PointableKind>[],
): ToolCall[] | null {
  const ws = words(message);
  const endable = items.filter((i) => over === "gone" || saysAny(ws, DONE_SAID.get(i.kind) ?? []));
  const named = namedBest(ws, namingStems(ws), endable);
  const wanted = ws.some((w) => TWO.has(w)) ? 2 : 1;
  if (named.length === wanted) return endings(named, over);
  // "bought the nappies and the wipes": things on the list, each named whole, said together.
  const stems = new Set(ws.map(stem));
  const whole = (i: SavedItem<PointableKind>) =>
    i.kind.kind === "shopping" &&
    words(i.label).every((w) => STOP_WORDS.has(w) || stems.has(stem(w)));
  return named.length > 1 && ws.includes("and") && named.every(whole) ? endings(named, over) : null;
}

/**
 * The items of `items` the words `ws` name best by the stems `naming`: of a kind the words name if
 * they name any, every item sharing a word that no other item sharing more shares too.
 */
export function namedBest<K extends ListedKind>(
  ws: readonly string[],
  naming: ReadonlySet<string>,
  items: readonly SavedItem<K>[],
): SavedItem<K>[] {
  // A stop word names no kind: "not" is no "note" once both are stems.
  const kinds = kindsNamed(ws.map((w) => STOP_WORDS.has(w) ? "" : stem(w)));
  const scored = items
    .filter((i) => kinds.size === 0 || kinds.has(i.kind.kind))
    .map((i) => {
      const own = new Set(words(i.label).filter((w) => !STOP_WORDS.has(w)).map(stem));
      const shared = [...naming].filter((s) => own.has(s));
      return { item: i, shared, score: shared.length };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  // An item named only by words that name another better is not named: "milk" of the note
  // about the milk frother, beside the oat milk.
  return scored.filter((s) =>
    !scored.some((o) => o.score > s.score && s.shared.every((w) => o.shared.includes(w)))
  ).map((s) => s.item);
}

/**
 * The kind a parser's call ends an item of, and the reference it names it by, when the reference
 * is one string ("the oat milk" read as a price watch to stop); null for any other call.
 */
export function endedRef(call: ToolCall): { kind: PointableKind; ref: string } | null {
  const kind = POINTABLE.find((k) => k.gone.tool === call.name || k.done?.tool === call.name);
  const end = kind?.gone.tool === call.name ? kind.gone : kind?.done;
  const ref = end ? call.input[end.ref] : undefined;
  return kind && typeof ref === "string" ? { kind, ref } : null;
}

/** Whether `ref` names none of a kind's items as its tool would find them. */
export function namesNone(kind: PointableKind, data: unknown, ref: string): boolean {
  return !namesAny(savedItems(kind, data), ref);
}
