/**
 * A reminder about the item just made beside it: "add a task to book the boiler service by Friday
 * and remind me about it tomorrow at 9", "note that the car is due a service and remind me to do it
 * on Monday". The "it" is the thing the request before made, said in its words.
 * @module
 */
import { isAsk, type Parsed } from "./_ask.ts";
import { dayOf, said } from "./_clause_days.ts";

/** The tools that make an item a reminder may be about, and the field that says what it is. */
const MADE_FIELD: Readonly<Record<string, string>> = {
  tasks_create: "content",
  notes_create: "text",
};

/** The ways a reminder names the thing said before: "about it", "to do it". */
const POINTERS = [" about it", " to do it", " of it"];

/** The words that ask for a reminder: only such a request is read about the item made. */
const REMINDING = ["remind ", "ping ", "nudge "];

/**
 * `instruction` with its "it" said as the item the request `before` makes ("remind me about book
 * the boiler service tomorrow at 9"), when that reads as a request by itself; else null.
 */
export function aboutMade(
  read: (text: string) => Parsed | null,
  before: string,
  instruction: string,
): string | null {
  const lower = instruction.toLowerCase();
  if (!REMINDING.some((r) => lower.startsWith(r))) return null;
  const made = read(before);
  if (!made || isAsk(made)) return null;
  const field = MADE_FIELD[made.name];
  const thing = field ? made.input[field] : undefined;
  if (typeof thing !== "string" || thing.trim().length === 0) {
    return doneTo(read, made, instruction);
  }
  for (const pointer of POINTERS) {
    const at = lower.indexOf(pointer);
    const end = at + pointer.length;
    if (at < 0 || (end < lower.length && lower.charAt(end) !== " ")) continue;
    const word = pointer === " of it" ? " of " : " about ";
    const text = instruction.slice(0, at) + word + thing.trim() + instruction.slice(end);
    const reading = read(text);
    return reading && !isAsk(reading) ? text : null;
  }
  return doneTo(read, made, instruction) ?? aboutUnsaid(read, before, made, instruction);
}

/**
 * "put renew car tax on my tasks for the 31st and remind me the day before at 9am": a reminder
 * that says when and nothing of what, beside a task made, is about that task ("remind me about it
 * the day before at 9am"); else null. Only a reminder that lacks nothing but what it is of.
 */
function aboutUnsaid(
  read: (text: string) => Parsed | null,
  before: string,
  made: Parsed,
  instruction: string,
): string | null {
  if (isAsk(made) || made.name !== "tasks_create") return null;
  const alone = read(instruction);
  if (!alone || !isAsk(alone) || alone.ask !== "reminders_create:what") return null;
  const ws = instruction.trim().split(" ");
  if (!["me", "us"].includes(ws[1]?.toLowerCase() ?? "")) return null;
  return aboutMade(read, before, [...ws.slice(0, 2), "about it", ...ws.slice(2)].join(" "));
}

/**
 * The words after which a note's text says what its subject must be ("the tyre pressure should be
 * 36 psi", "the rego for the ute is due 14 August"); one that only says where a thing is ("the bike
 * is in the shed") names nothing to do.
 */
const SAYING = [["should"], ["must"], ["needs"], ["need"], ["is", "due"], ["are", "due"]];

/** Where in `ws` (lower case) a row of {@link SAYING} starts, or -1. */
function sayingAt(ws: readonly string[]): number {
  return ws.findIndex((_, i) => SAYING.some((row) => row.every((w, n) => ws[i + n] === w)));
}

/** Words a keepsake's own name may open with ("the line from Amélie's speech '…'"). */
const NAMED_BY = new Set(["the", "my", "our"]);

/**
 * What a keepsake is called: its words before the words it quotes or a comma ("the message Léa
 * wrote on my card"), or all of them ("my first marathon medal"), when they open with "the", "my"
 * or "our"; else null.
 */
function keepsakeNamed(text: string): string | null {
  const ws: string[] = [];
  for (const w of text.trim().split(" ")) {
    if (w.startsWith("'") || w.startsWith('"')) break;
    ws.push(w);
    if (w.endsWith(",")) break;
  }
  const named = ws.join(" ");
  const first = ws[0]?.toLowerCase() ?? "";
  return NAMED_BY.has(first) && ws.length >= 2 && ws.length <= 8
    ? (named.endsWith(",") ? named.slice(0, -1) : named)
    : null;
}

/**
 * A reminder ending "… to check them" beside the request `before`, with the thing that request is
 * about in place of "them" ({@link doneTo}), or null.
 */
export function doneAfter(
  read: (text: string) => Parsed | null,
  before: string,
  instruction: string,
): string | null {
  const lower = instruction.trim().toLowerCase();
  if (!REMINDING.some((r) => lower.startsWith(r))) return null;
  const made = read(before);
  if (!made || isAsk(made)) return null;
  return doneTo(read, made, instruction);
}

/**
 * What "it" or "them" said at a reminder's end is ("… to check them"): a note's subject (its words
 * before "should", "needs", "is due" and the like: "the tyre pressure"; with what is due, "the car
 * service" for "the car is due a service"), a follow-up dismissed
 * ("phone them instead": the one it was about), a keepsake's name said before what it quotes, the
 * page a new watch is of, or a new trip's place.
 */
function thingOf(made: Parsed): string | null {
  if (isAsk(made)) return null;
  const { input } = made;
  if (made.name === "email_followups_dismiss" && typeof input.followup === "string") {
    return input.followup.toLowerCase().startsWith("the ")
      ? input.followup
      : `the ${input.followup}`;
  }
  // "save the line from Amélie's speech '…' and remind me … to buy a frame for it".
  if (made.name === "keepsakes_save" && typeof input.text === "string") {
    return keepsakeNamed(input.text);
  }
  // "watch <link> under 60 and remind me … to check it": the page watched.
  if (made.name === "price_watches_start" && typeof input.url === "string") return input.url;
  // "put Lisbon on my trips …, and remind me … to pack for it".
  if (made.name === "trips_create" && typeof input.destination === "string") {
    return input.destination;
  }
  if (made.name !== "notes_create" || typeof input.text !== "string") return null;
  const ws = input.text.trim().split(" ");
  const lower = ws.map((w) => w.toLowerCase());
  const at = sayingAt(lower);
  if (at < 1 || at > 6) return null;
  // "the car is due a service in may": what is due is the thing done ("book the car service").
  const due = lower[at + 1] === "due" && ["a", "an"].includes(lower[at + 2] ?? "");
  let what = due ? lower[at + 3] ?? "" : "";
  while (",.;!?".includes(what.slice(-1)) && what.length > 0) what = what.slice(0, -1);
  return [...ws.slice(0, at), ...(what.length > 1 ? [what] : [])].join(" ");
}

/**
 * "remind me sunday at 10 to check them" after "note that the tyre pressure should be 36 psi": the
 * reminder with the thing said in place of its last "it" or "them" ("… to check the tyre
 * pressure"), an "instead" after it dropped; null when that does not read.
 */
function doneTo(
  read: (text: string) => Parsed | null,
  made: Parsed,
  instruction: string,
): string | null {
  const ws = instruction.trim().split(" ");
  if (ws[ws.length - 1]?.toLowerCase() === "instead") ws.pop();
  const last = ws[ws.length - 1]?.toLowerCase() ?? "";
  if (!["it", "them"].includes(last) || !ws.some((w) => w.toLowerCase() === "to")) return null;
  const thing = thingOf(made);
  if (!thing) return null;
  const text = [...ws.slice(0, -1), thing].join(" ");
  const reading = read(text);
  // The thing is said whole in what the reminder writes ("check https://…/kettle-x" had lost "-x").
  const whole = reading !== null && !isAsk(reading) &&
    Object.values(reading.input).some((v) => typeof v === "string" && v.includes(thing));
  return whole ? text : null;
}

/** Words said last that only add one more request to the one before: "… for it too". */
const ALSO = ["too", "as well", "also"];

/** Words (lower case) without a last "too", "as well" or "also" ("a countdown for it too"). */
export function withoutAlso(ws: readonly string[]): string[] {
  const also = ALSO.find((a) => ws.slice(-a.split(" ").length).join(" ") === a);
  return also && ws.length > also.split(" ").length
    ? ws.slice(0, -also.split(" ").length)
    : [...ws];
}

/**
 * True when words (lower case) say a request is one more beside another: "please also set …",
 * "… for it as well", "… too".
 */
export function saysAlso(ws: readonly string[]): boolean {
  return ws.includes("also") || withoutAlso(ws).length < ws.length;
}

/**
 * Typed `text` without a last "too", "as well" or "also": "call mum too" is "call mum"; "too" alone
 * names nothing and is "".
 */
export function typedWithoutAlso(text: string): string {
  const ws = text.trim().split(" ");
  const lower = ws.map((w) => w.toLowerCase());
  if (ALSO.includes(lower.join(" "))) return "";
  return ws.slice(0, withoutAlso(lower).length).join(" ");
}

/** The tools that make an item with a day a countdown may be to, and what it is called. */
const COUNTED: Readonly<Record<string, (input: Record<string, unknown>) => unknown>> = {
  trips_create: (i) => i.destination,
  birthdays_save: (i) => typeof i.name === "string" ? `${i.name}'s birthday` : undefined,
};

/**
 * "add a trip to Tokyo 1-12 April and a countdown to it" (or "for it"): the countdown to the item the request
 * `before` makes, on its day ("start a countdown to Tokyo on 1 April 2026"), when that reads as a
 * countdown; else null.
 */
export function countdownToMade(
  read: (text: string) => Parsed | null,
  before: string,
  instruction: string,
): string | null {
  // "… set a countdown for it as well.": the stop that ends the message is none of its words.
  let typed = instruction.trim().toLowerCase();
  while (typed.endsWith(".") || typed.endsWith("!")) typed = typed.slice(0, -1);
  const ws = withoutAlso(typed.split(" "));
  const toIt = ["to it", "for it"].includes(ws.slice(-2).join(" "));
  if (!ws.includes("countdown") || !toIt || ws.length > 6) return null;
  const made = read(before);
  if (!made || isAsk(made)) return null;
  const name = COUNTED[made.name]?.(made.input);
  const day = dayOf(made);
  if (typeof name !== "string" || !name.trim() || day === null) return null;
  const text = `start a countdown to ${name.trim()} on ${said(day, 0)}`;
  const reading = read(text);
  return reading && !isAsk(reading) && reading.name === "countdowns_set" ? text : null;
}

/**
 * Words that say one more of what was said before: "and another one sunday at 6pm" (a reminder,
 * here), "and one more …" (an item of the kind made before, `anotherOfKind` in `_clause_groups.ts`).
 */
export const ANOTHER: ReadonlySet<string> = new Set(["another one", "one more", "another"]);
/** Words after its time that say it is of the same thing: "… for the same thing", "… too". */
const SAME_THING = [
  ["for", "the", "same", "thing"],
  ["for", "the", "same"],
  ["for", "that", "too"],
  ["for", "that"],
  ["too"],
  ["as", "well"],
];

/**
 * "remind me friday at 6pm to water the plants, and another one sunday 6pm for the same thing": one
 * more reminder of what the reminder `before` is of, at the time `instruction` says ("remind me
 * sunday 6pm to water the plants"), when that reads as a reminder; else null.
 */
export function anotherOfMade(
  read: (text: string) => Parsed | null,
  before: string,
  instruction: string,
): string | null {
  let typed = instruction.trim();
  while (typed.endsWith(".") || typed.endsWith("!")) typed = typed.slice(0, -1);
  let ws = typed.split(" ");
  if (["and", "then", "also", "plus"].includes(ws[0]?.toLowerCase() ?? "")) ws = ws.slice(1);
  const lower = ws.map((w) => w.toLowerCase());
  const open = [2, 1].find((n) => ANOTHER.has(lower.slice(0, n).join(" ")));
  if (!open) return null;
  const end = SAME_THING.find((s) => s.every((w, i) => lower[lower.length - s.length + i] === w));
  const when = ws.slice(open, ws.length - (end?.length ?? 0));
  if (when.length === 0 || when.length > 5) return null;
  const made = read(before);
  if (!made || isAsk(made) || made.name !== "reminders_create") return null;
  const text = made.input.text;
  if (typeof text !== "string" || text.trim().length === 0) return null;
  const said = `remind me ${when.join(" ")} to ${text.trim()}`;
  const reading = read(said);
  if (!reading || isAsk(reading) || reading.name !== "reminders_create") return null;
  // The time said must be all the new reminder is told: its text is the one before's.
  return reading.input.text === text.trim() && reading.input.at !== made.input.at ? said : null;
}
