/**
 * A statement beside a request that names a slot the request left empty and says its value
 * ("Great Western Railway was the supplier" beside an expense read with no supplier) is no aside:
 * it must be read with the request, never dropped, so the message is left unread. What is told
 * with no subject ("Heading up to the bach", "clocks go back tonight") is an aside only when it
 * holds no value the request could take (`isTelling`, `holdsNoneBeside`).
 * @module
 */
import { findTool } from "@asst/shared";
import type { ToolCall } from "../../tools/types.ts";
import { STOP_WORDS } from "../../text/normalize.ts";
import { words } from "./_words_said.ts";
import { MONTHS, ordinalOf } from "./_dates_words.ts";
import { DAY_CODES } from "./_tool_recurrence_words.ts";
import { hasDigit } from "./_tokens.ts";
import { EMAIL, findUrl } from "./_tool_text_links.ts";
import { ANY_TIME, findDates } from "./_dates_find.ts";
import { COMMON_WORDS } from "./_tool_contacts_common_words.ts";

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
 * Words that open what is told with no subject, said of where one is going or how one is doing
 * ("Heading up to the bach", "off to the coast", "trying to be good"): each before a word that
 * goes on with it, never a thing ("running shoes", "baking powder").
 */
const UNDER_WAY = new Set(
  (
    "heading going leaving flying driving travelling traveling off trying hoping running working " +
    "staying visiting moving popping nipping"
  ).split(" "),
);
/** Words that go on with an opener of {@link UNDER_WAY}: "heading up", "going to", "off to". */
const GOES_ON = new Set(
  (
    "up out off back down away home over to into by for at in on through late low early the a " +
    "an my our"
  ).split(" "),
);
/** Verbs of now said of things, after a subject with no determiner: "clocks go back tonight". */
const OF_THINGS = new Set(
  (
    "go goes shut shuts close closes open opens start starts end ends finish finishes change " +
    "changes run runs leave leaves arrive arrives"
  ).split(" "),
);
/** Words said with a day or a time after a thing's "'s": "flight's at 6", "party's on friday". */
const WITH_WHEN = new Set(["at", "on", "the", "this", "next", "by"]);

/** The words of a part as written, in lower case, without the marks that end them. */
function plainWords(part: string): string[] {
  return part.toLowerCase().split(" ").map((w) => {
    let end = w.length;
    while (end > 0 && ",.!?;:".includes(w.charAt(end - 1))) end--;
    return w.slice(0, end);
  }).filter((w) => w.length > 0);
}

/**
 * True when a part only tells something said without a subject or a determiner: "Heading up to
 * the bach", "clocks go back tonight so dont mess it up", "deadline's midnight" (a thing's "'s"
 * before only when). What it holds is for {@link holdsNoneBeside}.
 * @param verb whether a word is a request's verb ("close the tab" asks)
 */
export function isTelling(part: string, verb: (word: string) => boolean): boolean {
  const ws = plainWords(part);
  const [a = "", b = ""] = ws;
  if (ws.length >= 3 && UNDER_WAY.has(a) && GOES_ON.has(b) && (a !== "off" || b === "to")) {
    return true;
  }
  // Written in lower case, or a common word: "James leaves at 6" names someone.
  const initial = part.trim().charAt(0);
  const lower = initial === initial.toLowerCase();
  // "clocks go back tonight", "shops shut sunday": a thing in the plural, then what it does.
  const plural = a.length > 3 && a.endsWith("s") && words(a).join(" ") === a &&
    (lower || COMMON_WORDS.has(a));
  if (ws.length >= 3 && OF_THINGS.has(b) && plural && !verb(a) && !STOP_WORDS.has(a)) return true;
  // "deadline's midnight", "party's on friday": when a thing is ("Tom's at 6" names someone).
  const rest = ws.slice(1);
  return lower && a.endsWith("'s") && !verb(a.slice(0, -2)) &&
    rest.some((w) => saysWhen(w) || hasDigit(w)) &&
    rest.every((w) => saysWhen(w) || hasDigit(w) || WITH_WHEN.has(w));
}

/**
 * True when what a part told beside a request holds no value a slot could take: no name, no
 * address, no amount, and a day or a time only beside a request that says its own day and time
 * ("remind me at 8 tomorrow …, clocks go back tonight"); "…, it's about the bins at 7" is read.
 * @param beside the rest of the message, the request; none given, no day or time is forgiven
 */
export function holdsNoneBeside(part: string, beside = ""): boolean {
  const hits = findDates(part, ANY_TIME);
  let rest = part;
  for (const h of [...hits].reverse()) rest = rest.slice(0, h.index) + rest.slice(h.end);
  const when = hits.length > 0 || words(part).some(saysWhen);
  if (saysValueOutside(rest)) return false;
  return !when || findDates(beside, ANY_TIME).some((h) => h.dayCertain && h.time !== null);
}

/** A value besides days and times: a digit, an address, a name after the first word. */
function saysValueOutside(rest: string): boolean {
  if (hasDigit(rest) || EMAIL.test(rest) || findUrl(rest) !== null) return true;
  return rest.trim().split(" ").some((w, i) => {
    const first = w.charAt(0);
    const plain = words(w)[0] ?? "";
    return i > 0 && first !== first.toLowerCase() && !STOP_WORDS.has(plain) && w !== "I" &&
      !saysWhen(plain);
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
