/**
 * When a statement beside a request is only its aside: it gives context, a reason or a feeling
 * ("we have guests on Saturday" beside a shopping list, "the hotel cancelled on us") and holds no
 * datum the request's tool could take. A statement that holds one ("Great Western Railway was the
 * supplier", "it's due on Friday", "not the red one") must be read with the request, never dropped.
 * @module
 */
import { findTool } from "@asst/shared";
import type { ToolCall } from "../../tools/types.ts";
import { STOP_WORDS, words } from "../../text/normalize.ts";
import { countOf, MONTHS, ordinalOf } from "./_dates_words.ts";
import { DAY_CODES } from "./_tool_recurrence_words.ts";
import { hasDigit } from "./_tokens.ts";
import { findMoney } from "./_tool_text_money.ts";
import { EMAIL, findUrl } from "./_tool_text_links.ts";
import { isApology, isStatement } from "./_clause_statements.ts";
import { BREAK, VERB_STEMS } from "./_coverage.ts";

/**
 * The words that name a slot, by the slot's key in the tools' inputs: "the supplier was …", "it's
 * due …", "my budget is …" say a value of that slot.
 */
const SLOT_NAMES: Readonly<Record<string, readonly string[]>> = {
  supplier: ["supplier", "vendor", "merchant", "payee", "seller"],
  amount: ["amount", "cost", "price", "total", "fee"],
  currency: ["currency"],
  date: ["date", "birthday"],
  due: ["due", "deadline"],
  at: ["time"],
  recurrence: ["recurrence", "repeat", "repeats"],
  target_price: ["target", "price", "budget", "maximum"],
  url: ["link", "url"],
  email: ["email", "e-mail"],
  phone: ["phone", "number", "mobile", "cell"],
  destination: ["destination"],
};
/** The slots whose values are days or times: a date word is a datum for their tools alone. */
const WHEN_SLOTS = new Set([
  "date",
  "due",
  "at",
  "recurrence",
  "start_date",
  "end_date",
  "calendar_event",
  "month",
  "from",
  "to",
]);

/** The slots whose values are amounts of money. */
const MONEY_SLOTS = new Set(["amount", "target_price"]);

/** Words that say when, besides weekdays, months and ordinals. */
const WHEN_WORDS = new Set(
  (
    "today tomorrow tonight yesterday tmrw tmr tomoz morning afternoon evening night noon " +
    "midnight midday weekend week weeks fortnight month months year years am pm o'clock oclock " +
    "half quarter next hour hours minute minutes"
  ).split(" "),
);

/**
 * Words that correct, negate or weigh the request rather than tell why: "not the red one",
 * "actually the 9th", "instead", "it's urgent".
 */
const CORRECTING = new Set(
  (
    "not no never instead actually meant correction " +
    "urgent urgently important asap priority critical"
  ).split(" "),
);

/** The words after a negation that make it a correction of what is asked: "not the red one". */
const NEGATED_VALUE = new Set(
  "the a an that this those these one ones it them on at in for by from to until".split(" "),
);

/** Negations that, before a verb not asked of the assistant, only tell: "we don't talk any more". */
const NEGATION = new Set(["not", "dont", "didnt", "never", "no", "doesnt", "cant", "wont"]);

/** The words that name a slot of `tools`: "supplier", "deadline", "budget". */
function slotNames(tools: readonly string[]): Set<string> {
  return new Set([...slotsOf(tools)].flatMap((s) => SLOT_NAMES[s] ?? []));
}

/** Words before a slot's name that say it is left empty: "no deadline", "without a budget". */
const EMPTY_SAID = new Set(["no", "not", "without", "any"]);

/** The slot keys of the named tools' inputs. */
function slotsOf(tools: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const name of tools) {
    const shape = (findTool(name)?.input as { shape?: Record<string, unknown> } | undefined)
      ?.shape;
    for (const key of Object.keys(shape ?? {})) out.add(key);
  }
  return out;
}

/** True when a word says a day or a time: "friday", "march", "3rd", "tomorrow". */
function saysWhen(w: string): boolean {
  return WHEN_WORDS.has(w) || w in DAY_CODES || w in MONTHS ||
    (ordinalOf(w) !== undefined && w !== "last");
}

/**
 * True when a negation or correction in `ws` bears on the request: a correcting word ("instead",
 * "actually"), or "not"/"no"/"don't" before a value or a verb the assistant is asked with ("not
 * the red one", "don't remind me"); "we don't talk any more" only tells.
 */
function corrects(ws: readonly string[]): boolean {
  return ws.some((w, i) => {
    if (!CORRECTING.has(w) && !NEGATION.has(w)) return false;
    if (!NEGATION.has(w)) return true;
    const next = ws[i + 1] ?? "";
    // "no longer", "not any more": said of the request when nothing else is said.
    if (next === "" || next === "longer") return true;
    return NEGATED_VALUE.has(next) || VERB_STEMS.has(next) || hasDigit(next);
  });
}

/**
 * True when `text` holds a datum one of `tools` could take: a digit, an amount, a link or an email
 * address, a word naming one of its slots, a day or time where it takes one, or a correction.
 */
export function holdsDatum(text: string, tools: readonly string[]): boolean {
  if (hasDigit(text) || EMAIL.test(text) || findUrl(text) !== null) return true;
  const slots = slotsOf(tools);
  const ws = words(text);
  if (corrects(ws)) return true;
  const when = [...slots].some((s) => WHEN_SLOTS.has(s));
  const money = [...slots].some((s) => MONEY_SLOTS.has(s));
  if (money && findMoney(text).length > 0) return true;
  const names = slotNames(tools);
  return ws.some((w) =>
    names.has(w) || (when && saysWhen(w)) ||
    (money && w !== "one" && countOf(w) !== undefined && !WHEN_WORDS.has(w))
  );
}

/**
 * True when `text`, said beside a request of `tools`, is only its aside: it states or apologises
 * (no request, no question) and holds no datum those tools could take.
 */
export function isAsideOf(text: string, tools: readonly string[]): boolean {
  const t = text.trim();
  if (t.length === 0 || t.endsWith("?")) return false;
  return (isStatement(t) || isApology(t)) && !holdsDatum(t, tools);
}

/**
 * True when `part` says a value a slot could take: a digit, an address, a day, or a name
 * ("Great Western Railway"); "the deadline is tight" says none.
 */
function saysValue(part: string): boolean {
  if (hasDigit(part) || EMAIL.test(part) || findUrl(part) !== null) return true;
  if (words(part).some(saysWhen)) return true;
  return part.split(" ").some((w) => {
    const first = w.charAt(0);
    return first !== first.toLowerCase() && !STOP_WORDS.has(w.toLowerCase()) && w !== "I";
  });
}

/**
 * True when `part` names a slot that every call of its tool left empty: "Great Western Railway was
 * the supplier" beside an expense read with no supplier says a value no call took. A slot filled
 * ("…, I'll buy when it's below KSh 15,000" beside a watch with its target) was read; a name a
 * call holds ("a coffee with a supplier") or a tool is named by ("save Grab as a supplier") is
 * what was asked.
 */
export function namesEmptySlot(part: string, calls: readonly ToolCall[]): boolean {
  const held = new Set(
    calls.flatMap((c) => [...words(JSON.stringify(c.input)), ...c.name.split("_")]),
  );
  // "…, no deadline": a slot said to be empty is read empty.
  const ws = words(part).filter((w, i, all) =>
    !held.has(w) && !held.has(`${w}s`) && !EMPTY_SAID.has(all[i - 1] ?? "")
  );
  if (ws.length === 0 || !saysValue(part)) return false;
  const tools = new Set(calls.map((c) => c.name));
  return [...tools].some((tool) => {
    const same = calls.filter((c) => c.name === tool);
    return [...slotsOf([tool])].some((slot) =>
      same.every((c) => c.input[slot] === undefined) &&
      (SLOT_NAMES[slot] ?? []).some((n) => ws.includes(n))
    );
  });
}

/**
 * The parts of a message (between its breaks) that name a slot its calls left empty: a reading
 * said otherwise that dropped "Great Western Railway was the supplier" lost the expense's supplier.
 */
export function emptySlotsNamed(message: string, calls: readonly ToolCall[]): string[] {
  const parts = message.split(BREAK).filter((p) => p.trim().length > 0);
  if (parts.length < 2) return [];
  return parts.filter((p) => namesEmptySlot(p, calls)).map((p) => p.trim());
}
