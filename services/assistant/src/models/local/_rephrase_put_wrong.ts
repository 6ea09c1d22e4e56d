/**
 * A detail the user says they put down wrong, then what it is: "I put Mum's birthday as the 22nd
 * but it's the 21st of June", "I saved Graham's email wrong, it's g@… not .co.uk". Said as the
 * correction the groups read already ("Mum's birthday is the 21st of June, not the 22nd"), so the
 * item is found by its words as then, and a detail of nothing the user keeps reads as nothing. One
 * of the ways a message is read again when not read whole (`readUnfiltered` in `tool_intent.ts`).
 * @module
 */
import { GROUP_WORDS } from "./groups/mod.ts";
import { read, shapes } from "./_shapes.ts";
import { words } from "../../text/normalize.ts";

/** How the user says they put a detail down. */
const PUT = "put|put down|saved|wrote|wrote down|typed|entered|had|had down|got|put in|filled in";

/** How the right value is said after the detail put down wrong. */
const IT_IS = [
  ...["it is|it's|its|it should be|it should have been|it is actually|it's actually"],
  "actually it is|actually it's|when it is|when it's|it was|the right one is",
].join("|");

/** The detail put down wrong, then as what, then what is right. */
const PUT_WRONG = shapes([
  ["i|we", PUT, "{x}", "?in|down", "as", "{z}", "?but|and|when", IT_IS, "{y}"],
  [
    "i|we",
    PUT,
    "{x}",
    "?in|down",
    "wrong|incorrectly|in wrong|down wrong",
    "?but|and",
    IT_IS,
    "{y}",
  ],
]);

/** The details of a saved item a correction may name, said of someone: "Mum's birthday". */
const DETAILS = new Set([
  ...["birthday", "email", "e-mail", "address", "number", "phone", "mobile", "surname", "name"],
  ...["date", "day", "time", "cell"],
]);

/** A kind's own word naming the item put down wrong: "the dentist reminder". */
const KINDS = new Set(GROUP_WORDS.map((g) => g.kind.toLowerCase()));

/**
 * The correction a detail put down wrong means, or null when the text says none; `asSaid` when the
 * value put down is said ("as the 22nd"), so the correction says it wrong ("…, not the 22nd").
 */
export function putWrong(text: string): { said: string; asSaid: boolean } | null {
  const found = read(text, PUT_WRONG);
  if (!found) return null;
  // The first shape says the value put down; the second only that it was wrong.
  const [x, wrong, right] = found.length === 3 ? found : [found[0], undefined, found[1]];
  if (!x || !right) return null;
  const said = words(x);
  const last = said.at(-1) ?? "";
  const whose = said.length > 1 && x.includes("'");
  if (!KINDS.has(last) && !(whose && DETAILS.has(last))) return null;
  // "… as the 22nd but it's the 21st": what was put is the value said wrong.
  if (!wrong) return { said: `${x} is ${right}`, asSaid: false };
  const not = words(right).includes("not");
  return { said: not ? `${x} is ${right}` : `${x} is ${right}, not ${wrong}`, asSaid: true };
}
