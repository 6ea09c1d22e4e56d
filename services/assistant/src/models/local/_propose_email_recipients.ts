/**
 * Whom an email is for, as said after its verb: addresses, names, "him", and "cc …" for copies
 * ("bob@example.com and Ana, cc jo@example.com", "the landlord at landlord@flats.example").
 * @module
 */
import { MAX_RECIPIENTS, type NamedRecipient } from "./_propose_drafts.ts";
import { prefixLength, restStart, template } from "./_templates.ts";
import { wordSet } from "./_tool_words.ts";
import { EMAIL } from "./_tool_text_links.ts";
import { words as textWords } from "../../text/normalize.ts";

/** Words that end a list of recipients: they start the subject or the message. */
const NOT_A_NAME = new Set(
  (
    "saying say says said that about regarding re concerning with subject titled entitled headed " +
    "called to telling tell informing inform advising advise asking ask and or cc copy copying " +
    "by via over the a an this these " +
    "tomorrow today tonight now later at on in for from back again please me it if whether body " +
    "message text quickly asap letting let i we you my our your his their its be is are was " +
    "followup followups follow follow-up follow-ups address addresses list inbox account " +
    "something someone somebody everyone everybody all of here there what when how why who which " +
    "email e-mail mail emails mails note line know " +
    // A greeting after the address opens the message ("…, hi Mary, …"), as a modal does.
    "hi hello hey hiya heya howdy dear greetings morning afternoon evening yo " +
    "can could would will shall should may might do does did"
  ).split(" "),
);

/** What joins two recipients: ", ", "and", "as well as", "also". */
const SEPARATOR = template("[,/;/&/+/and/plus/as_well_as] [also] …");
/** What makes the next recipients copies: "cc", "copying in", "with a copy to". */
export const CC_MARK = template(
  "[,] [and] cc/cc-ing/cc'ing/ccd/cc'd/copy/copying/copy_in/copying_in/with_copy_to/with_a_copy_to/in_cc [:] …",
);
const ADDRESS = new RegExp(String.raw`^<?(${EMAIL.source})>?`, "u");
const NAME = /^(?:my\s+)?(\p{L}[\p{L}'.-]*)(?:\s+(\p{Lu}[\p{L}'-]*))?/u;
const PRONOUN = template("him/her/them/me/myself …");
const NAMED_ADDRESS = new RegExp(
  String
    .raw`^\s*(?:(?:at|on|via)\s+<?(${EMAIL.source})>?|[(<]\s*(${EMAIL.source})\s*[)>]|,\s*<?(${EMAIL.source})>?\s*,)`,
  "u",
);
/**
 * "the landlord at landlord@flats.example", "my manager boss@work.example", "the secretary,
 * margaret@…": who, then the address (after a comma only right after who).
 */
const DESCRIBED_ADDRESS = new RegExp(
  String
    .raw`^(?:(?:the|my|our|his|her|their)\s+)(?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+(?:\s*,\s*|\s+(?:(?:at|on)\s+)?)[(<]?(${EMAIL.source})[)>]?`,
  "u",
);

/** The recipients read, and where they end. */
export interface Recipients {
  to: string[];
  cc: string[];
  names: NamedRecipient[];
  pronoun: boolean;
  /** Where the recipients end in the text read. */
  end: number;
}

/**
 * The address said at the start of `text` for whom it follows ("at bob@…", "(bob@…)", "…, bob@…,"
 * between commas), or null.
 */
export function addressAt(text: string): { address: string; length: number } | null {
  const own = NAMED_ADDRESS.exec(text);
  const address = own?.[1] ?? own?.[2] ?? own?.[3];
  return own && address ? { address, length: own[0].length } : null;
}

/** `address` added to `list` unless it is there already, in any case. */
function addOnce(list: string[], address: string): void {
  if (!list.some((a) => a.toLowerCase() === address.toLowerCase())) list.push(address);
}

/** What opens a message said after whom it is for ("… to say", "… saying", "… that …"). */
const MESSAGE_OPENERS = wordSet("to saying that about asking telling re letting");

/**
 * "email rachel moore to say …": a name written in lower case takes a second word as its surname
 * when the message opens right after it; the surname (with the space before it), or undefined.
 */
function lowerSurname(first: string, after: string): string | undefined {
  if (first !== first.toLowerCase()) return undefined;
  const [second, opener] = textWords(after);
  if (!second || !opener || NOT_A_NAME.has(second) || !MESSAGE_OPENERS.has(opener)) {
    return undefined;
  }
  return [...second].every((ch) => ch.toLowerCase() !== ch.toUpperCase() || ch === "-")
    ? second
    : undefined;
}

/**
 * "…, cc jo@…, requesting the updated quote": a word in lower case ending in "-ing" opens the
 * message ("requesting", "confirming", "chasing"), never a name.
 */
function doing(word: string): boolean {
  return word === word.toLowerCase() && word.length >= 6 && word.endsWith("ing");
}

/** The recipients at the start of `s`: addresses, names, "him"; "cc …" for copies. */
export function readRecipients(s: string): Recipients {
  const out: Recipients = { to: [], cc: [], names: [], pronoun: false, end: 0 };
  let at = 0;
  let field: "to" | "cc" = "to";
  for (let n = 0; n < MAX_RECIPIENTS * 2; n++) {
    const rest = s.slice(at);
    const cc = n > 0 ? prefixLength(rest, CC_MARK) : -1;
    const sep = cc >= 0
      ? cc
      : n > 0
      ? prefixLength(rest, SEPARATOR)
      : rest.length - rest.trimStart().length;
    const from = at + Math.max(sep, 0);
    const next = s.slice(from);
    const address = ADDRESS.exec(next);
    const nextField: "to" | "cc" = cc >= 0 ? "cc" : field;
    if (address?.[1]) {
      const list = nextField === "to" ? out.to : out.cc;
      if (!list.some((a) => a.toLowerCase() === address[1]!.toLowerCase())) list.push(address[1]);
      field = nextField;
      at = from + address[0].length;
      out.end = at;
      continue;
    }
    const described = DESCRIBED_ADDRESS.exec(next);
    if (described?.[1]) {
      const list = nextField === "to" ? out.to : out.cc;
      if (!list.some((a) => a.toLowerCase() === described[1]!.toLowerCase())) {
        list.push(described[1]);
      }
      field = nextField;
      at = from + described[0].length;
      out.end = at;
      continue;
    }
    const pronoun = PRONOUN.exec(next);
    // "cc me at me@example.com": the user, only with the address they are reached at.
    const self = pronoun && ["me", "myself"].includes(firstWordOf(next));
    if (pronoun && (!self || addressAt(s.slice(from + restStart(pronoun))))) {
      field = nextField;
      at = from + restStart(pronoun);
      // "email him at julien@… to confirm": the one pointed at is reached at that address.
      const own = addressAt(s.slice(at));
      if (own) {
        addOnce(nextField === "to" ? out.to : out.cc, own.address);
        at += own.length;
      } else out.pronoun = true;
      out.end = at;
      continue;
    }
    // "email kev@… happy new year": a word in lower case after a recipient, with no separator
    // between, opens the message; a capitalised one may be one more ("… sam@… Ana and Raj").
    const opening = next.trimStart().charAt(0);
    const lower = opening !== opening.toUpperCase();
    if (n > 0 && cc < 0 && s.slice(at, from).trim().length === 0 && lower) break;
    const name = NAME.exec(next);
    const first = name?.[1] ?? "";
    // "email team@…, great job on the launch": a word in lower case after a comma that no list
    // of names goes on from opens the message (not a request to the assistant: "…, remind me").
    if (
      n > 0 && lower && name && !listGoesOn(next.slice(name[0].length)) &&
      !ASKS_ME.has(first.toLowerCase())
    ) break;
    if (name && first.length > 1 && !NOT_A_NAME.has(first.toLowerCase()) && !doing(first)) {
      const capital = name[2] && !NOT_A_NAME.has(name[2].toLowerCase()) ? name[2] : undefined;
      const lower = name[2] ? undefined : lowerSurname(first, next.slice(name[0].length));
      const second = capital ?? lower;
      const full = second ? `${first} ${second}` : first;
      const length = lower
        ? next.indexOf(lower, name[0].length) + lower.length
        : capital
        ? name[0].length
        : name[0].length - (name[2]?.length ?? 0);
      const nameEnd = from + next.slice(0, length).trimEnd().length;
      // "Bob Smith at bob@smith.example", "Bob (bob@smith.example)": the address is the recipient.
      const own = addressAt(s.slice(nameEnd));
      if (own) {
        addOnce(nextField === "to" ? out.to : out.cc, own.address);
        at = nameEnd + own.length;
      } else {
        out.names.push({ name: full.replace(/['.]+$/u, ""), field: nextField });
        at = nameEnd;
      }
      field = nextField;
      out.end = at;
      continue;
    }
    break;
  }
  return out;
}

/** The first word of `s`, in lower case. */
function firstWordOf(s: string): string {
  return s.trimStart().split(" ")[0]?.toLowerCase() ?? "";
}

/** Verbs of a request to the assistant, after an address: "email bob@…, remind me …" is no message. */
const ASKS_ME = wordSet(
  "remind add put set create make book schedule note save delete remove cancel jot log track",
);

/** What may follow a name in a list of recipients: the end, a separator, "cc", an opener. */
const LIST_GOES_ON = wordSet("and plus cc at to saying that about asking telling re letting");

/** True when `rest`, said after a name, goes on as a list of recipients would. */
function listGoesOn(rest: string): boolean {
  const s = rest.trimStart();
  if (s.length === 0 || [",", ";", "&", "+", "/", "(", "<", ":"].includes(s.charAt(0))) return true;
  return LIST_GOES_ON.has(firstWordOf(s));
}
