/**
 * An email whose address is said after its message, in a part of its own: "tell the babysitter
 * we'll be home by 11 — her email's chloe.b@…", "let Priya know that the keys are under the mat,
 * her address is p@…". Read only when whom it is for and the message part surely: one word of who
 * ("the babysitter", "my landlord", "Tom"), then "that", a pronoun opening the message, or "know";
 * "… about X" stays an email whose subject is X, which asks what it should say (telling someone
 * about a thing says no message; "email x@… about X" is one about X).
 * @module
 */
import { EMAIL } from "./_tool_text_links.ts";
import { type Shape, stepsOf, type Word, wordsOf } from "./_shapes.ts";

/** What says the address after the message: "her email's …", "his address is …", "email: …". */
const ADDRESS_SAID: readonly Shape[] = [
  [
    "?her|his|their|the|my",
    "?work|personal",
    "email|e-mail|email address|e-mail address|address",
    "?is|:",
  ],
  ["she|he|they", "?is|are", "at|on"],
];

/** What may stand between the message and the address said after it. */
const BREAKS = [",", ";", "—", "–", " - "];

/** Words opening a message said right after whom it is for: "we'll be home by 11". */
const OPENS_MESSAGE = new Set(
  [
    ..."i we you he she they it there".split(" "),
    ..."i'll we'll you'll he'll she'll they'll it'll".split(" "),
    ..."i'm we're you're he's she's they're it's there's".split(" "),
    ..."i've we've you've they've i'd we'd you'd".split(" "),
  ],
);

/** The requests an address said after may end: "tell …", "let … know …", "email … that …". */
const VERBS = ["tell", "email", "e-mail"];

/** Words before one word of who ("the babysitter", "my landlord"). */
const WHOSE = ["the", "my", "our"];

/** Where whom the email is for ends, after the verb at word 0 (one word, or a determiner and one). */
function whoEnd(ws: readonly Word[]): number {
  const first = ws[1];
  if (!first || first.punct) return -1;
  if (WHOSE.includes(first.w)) {
    const noun = ws[2];
    const letters = noun && [...noun.w].every((ch) => ch.toLowerCase() !== ch.toUpperCase());
    return letters ? 3 : -1;
  }
  // A name said with its capital, never a pronoun ("tell her …" names no one).
  return first.cap && !OPENS_MESSAGE.has(first.w) ? 2 : -1;
}

/** `s` without the signs of `signs` at its end. */
function withoutEnd(s: string, signs: string): string {
  let end = s.length;
  while (end > 0 && signs.includes(s.charAt(end - 1))) end--;
  return s.slice(0, end);
}

/** "email <address> saying <message>" for a request ending in its address, or null. */
export function addressSaidAfter(text: string): string | null {
  const t = withoutEnd(text.trim(), ".!");
  const ws = wordsOf(t);
  const last = ws.at(-1);
  const address = last ? EMAIL.exec(last.raw) : null;
  if (!last || !address || address[0] !== last.raw) return null;
  // The part saying the address: after the last break, and nothing else in it.
  let cut = -1;
  for (let k = ws.length - 2; k > 0; k--) {
    const gap = t.slice(ws[k - 1]!.end, ws[k]!.index) + (ws[k]!.punct ? ws[k]!.raw : "");
    if (BREAKS.some((b) => gap.includes(b.trim() === "-" ? b.trim() : b))) {
      cut = ws[k]!.punct ? k + 1 : k;
      break;
    }
  }
  if (cut < 3) return null;
  const tail = ws.slice(cut, -1).filter((w) => !w.punct);
  const said = ADDRESS_SAID.some((s) => stepsOf(tail, s, 0, (at) => at === tail.length));
  if (!said) return null;
  const head = ws.slice(0, cut).filter((w) => !w.punct || w.raw !== ",");
  const verb = head[0]?.w ?? "";
  const let_ = verb === "let";
  if (!let_ && !VERBS.includes(verb)) return null;
  const who = whoEnd(head);
  if (who < 0) return null;
  let at = who;
  if (let_) {
    if (head[at]?.w !== "know") return null;
    at++;
  }
  const opener = head[at];
  if (!opener) return null;
  const endAt = ws[cut - 1]!.end;
  const rest = (from: number) => withoutEnd(t.slice(head[from]!.index, endAt), ",;—–- ");
  if (opener.w === "about") {
    return head[at + 1] ? `email ${address[0]} subject ${rest(at + 1)}` : null;
  }
  if (opener.w === "that") {
    return head[at + 1] ? `email ${address[0]} saying ${rest(at + 1)}` : null;
  }
  if (!let_ && !OPENS_MESSAGE.has(opener.w)) return null;
  return `email ${address[0]} saying ${rest(at)}`;
}
