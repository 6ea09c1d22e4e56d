/**
 * A person pointed at by "him" or "her" in a thing to do, named in another request of the same
 * message by what of theirs it keeps ("note the address of the notario, Calle Serrano 41, and
 * remind me monday at 9 to call him": "call the notario"; "note the plumber's number 0612 345 678
 * and remind me friday to ring him": "ring the plumber"; "note that the plumber charges 65 an hour,
 * and remind me … to call him": "call the plumber"). Only one person so named counts; with
 * none or several, the words are as read. Pure.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { tokenOf } from "./_said_dates_forms.ts";
import { ROLES } from "./groups/_people.ts";

/** The roles a person is kept by ("plumber", "notario"): one said first in a note is its subject. */
const ROLE_WORDS: ReadonlySet<string> = new Set(ROLES);

/** What of a person's a note keeps: "the address of the notario", "the plumber's number". */
const DETAILS = new Set(
  "address number phone mobile email e-mail details contact card name office whatsapp"
    .split(" "),
);
/** Words that open a person's name by their role: "the notario", "my dentist". */
const OWNERS = new Set(["the", "my", "our"]);
/** The pronouns that point at one person. */
const PRONOUNS = new Set(["him", "her"]);
/** The slots of a thing to do, by tool. */
const DOING: Readonly<Record<string, string>> = {
  reminders_create: "text",
  tasks_create: "content",
};

/** The people a text names by what of theirs it keeps, as "the notario", "my dentist". */
function peopleKept(text: string): string[] {
  const ts = text.split(" ").filter((w) => w.length > 0).map(tokenOf);
  const out: string[] = [];
  // "the plumber charges 65 an hour": a note told of one person by their role, said first.
  const [owner, role] = ts;
  // Only when no other role is said ("the plumber and the electrician both quoted").
  const roles = ts.filter((t) => ROLE_WORDS.has(t.word)).length;
  if (
    owner && role && OWNERS.has(owner.word) && owner.tail === "" && roles === 1 &&
    ROLE_WORDS.has(role.word)
  ) {
    out.push(`${owner.word} ${role.word}`);
  }
  for (let i = 0; i < ts.length; i++) {
    const w = ts[i]!;
    // "the address of the notario": a detail, "of", the owner and one word.
    if (DETAILS.has(w.word) && w.tail === "" && ts[i + 1]?.word === "of") {
      const owner = ts[i + 2];
      const role = ts[i + 3];
      if (owner && role && owner.tail === "" && OWNERS.has(owner.word)) {
        out.push(`${owner.word} ${role.word}`);
      }
    }
    // "the plumber's number": the owner, one word with "'s", then a detail.
    if (OWNERS.has(w.word) && w.tail === "") {
      const role = ts[i + 1];
      const detail = ts[i + 2];
      const own = role?.word.replace("’", "'").endsWith("'s") ? role.word.slice(0, -2) : null;
      if (own && role!.tail === "" && detail && DETAILS.has(detail.word)) {
        out.push(`${w.word} ${own}`);
      }
    }
  }
  return out;
}

/** `calls` with a thing to do's "him" or "her" said as the one person another call keeps. */
export function personPointed(calls: readonly ToolCall[]): ToolCall[] {
  if (calls.length < 2) return [...calls];
  return calls.map((call, at) => {
    const slot = Object.hasOwn(DOING, call.name) ? DOING[call.name]! : null;
    const doing = slot === null ? null : call.input[slot];
    if (typeof doing !== "string") return call;
    const said = doing.split(" ");
    const pronouns = said.filter((w) => PRONOUNS.has(tokenOf(w).word));
    if (pronouns.length !== 1) return call;
    const people = new Set(
      calls.filter((_, i) => i !== at).flatMap((c) =>
        Object.values(c.input).filter((v): v is string => typeof v === "string").flatMap(peopleKept)
      ),
    );
    if (people.size !== 1) return call;
    const person = [...people][0]!;
    const text = said.map((w) => PRONOUNS.has(tokenOf(w).word) ? person + tokenOf(w).tail : w)
      .join(" ");
    return { ...call, input: { ...call.input, [slot!]: text } };
  });
}
