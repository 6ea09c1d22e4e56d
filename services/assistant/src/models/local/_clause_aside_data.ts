/**
 * A statement beside a request that names a slot the request left empty and says its value
 * ("Great Western Railway was the supplier" beside an expense read with no supplier) is no aside:
 * it must be read with the request, never dropped, so the message is left unread.
 * @module
 */
import { findTool } from "@asst/shared";
import type { ToolCall } from "../../tools/types.ts";
import { STOP_WORDS, words } from "../../text/normalize.ts";
import { MONTHS, ordinalOf } from "./_dates_words.ts";
import { DAY_CODES } from "./_tool_recurrence_words.ts";
import { hasDigit } from "./_tokens.ts";
import { EMAIL, findUrl } from "./_tool_text_links.ts";

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
/** Words that say when, besides weekdays, months and ordinals. */
const WHEN_WORDS = new Set(
  (
    "today tomorrow tonight yesterday tmrw tmr tomoz morning afternoon evening night noon " +
    "midnight midday weekend week weeks fortnight month months year years am pm o'clock oclock " +
    "half quarter next hour hours minute minutes"
  ).split(" "),
);

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
