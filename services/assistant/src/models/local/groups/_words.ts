/**
 * How a group's description is written and compiled: plain words and phrases, each form written
 * out, turned once into the regular-expression sources the group's parser matches with. Adding a
 * synonym is one more string in a group's description (`groups/<group>.ts`), nothing else.
 *
 * Notation, kept small on purpose: words are matched case-insensitively with any run of spaces
 * between them; `(s)` or `(es)` at the end of a word marks an optional plural ("reminder(s)"); `-`
 * inside a word also matches a space or nothing ("to-do" matches "to do" and "todo").
 * @module
 */

/** One group's words: how people name its items and how they ask for each of its tools. */
export interface GroupWords {
  /** The kind of item, as the parsers and other groups name it ("shopping", "supplier"). */
  kind: string;
  /** The names of its items ("shopping list", "groceries"). */
  nouns: readonly string[];
  /**
   * Per tool: the verbs and phrases that ask for it, at the start of a request. A key may also be
   * `tool:shape` for the verbs of a second sentence shape of the same tool ("trips_create:going":
   * "flying to Lisbon on…"); the parser names the key it reads.
   */
  verbs?: Readonly<Record<string, readonly string[]>>;
  /**
   * How the user asks for the group's list ("show my shopping list"), for a group whose items are
   * the user's alone: asked of someone else ("what's on my husband's reminders?"), nothing is read
   * and this is offered instead (`_others_lists.ts`).
   */
  onlyYours?: string;
  /**
   * Per tool: the question asked when a request names the tool but lacks what it needs ("When
   * should I remind you?"), so nothing runs and the user can answer.
   */
  asks?: Readonly<Record<string, string>>;
  /**
   * Phrases that, in a question, ask about the group's items without naming them ("fly out" in
   * "when do I fly out to Lisbon?", "written back" in "who hasn't written back?"): such a question
   * lists the group's items. Its nouns count too.
   */
  questions?: readonly string[];
  /**
   * Indirect requests said as the request they mean, read when a message was not read whole: a
   * template of the whole message and what it is said as ("stop reminding me about {x}" is
   * "cancel the reminder about {x}"). In a template `{x}`, `{y}`, `{z}` stand for any words,
   * `{Name}`/`{Name2}` for a capitalised name, `{Amount}` for an amount, `{Email}` and `{Phone}`
   * for an address and a number, `{Items}` for two things or more joined ("flour + sugar"), `{Time}` for words that say a
   * time of day ("friday at 3", not "friday"); "," and "-" allow
   * spaces around them. In what it means, `{y:z}` is the day `{y}` says in the month of the day
   * `{z}` says when `{y}` names none ("the 17th", said after "not 11 july", is "the 17th of july").
   */
  rephrase?: Readonly<Record<string, string>>;
  /** Phrases that make a question about the user, not the group's items ("my birthday"). */
  notQuestions?: readonly string[];
  /**
   * Words a request of this group may hold that fill no slot ("born" in "Ava was born on 2 May",
   * "due" in "due Friday"): a reading that leaves them out still accounts for the whole request.
   */
  filler?: readonly string[];
  /**
   * Things said where an item goes that are never one of the group's items: "I need a break" or
   * "we need more sleep" asks for nothing to buy. A slot starting with one is not read.
   */
  notItems?: readonly string[];
  /**
   * What the group's items may be for, said after them ("… for the party", "… for bonfire night",
   * "… for next time"): a phrase of "for" holding one is a purpose, no part of an item.
   */
  occasions?: readonly string[];
  /**
   * Verbs that start a doing said where an item goes ("call mum", "pay the window cleaner"): an
   * item of two words or more starting with one is a request misread, and nothing is read.
   */
  doings?: readonly string[];
  /** Requests the group's parser must understand, one per tool at least: tested, and shown in docs. */
  examples: Readonly<Record<string, readonly string[]>>;
}

/** A group's words compiled: regular-expression sources, each a non-capturing group. */
export interface CompiledWords {
  kind: string;
  /** Any of the group's nouns. */
  noun: string;
  /** Per tool: any of its verbs (a pattern that never matches when the tool lists none). */
  verb: (tool: string) => string;
  asks: Readonly<Record<string, string>>;
  /** Any of the things that are never its items (a pattern that never matches when none). */
  notItem: string;
}

const NEVER = String.raw`(?!)`;

/** A regular expression's source matching `text` as it is written. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
}

/** One written form as a regular-expression source. */
function form(phrase: string): string {
  return phrase.trim().toLowerCase().split(/\s+/u).map((word) => {
    const plural = /\((e?s)\)$/u.exec(word);
    const stem = plural ? word.slice(0, -plural[0].length) : word;
    const body = stem.split("-").map(escapeRegExp).join(String.raw`[\s-]?`);
    return plural ? `${body}(?:${plural[1]})?` : body;
  }).join(String.raw`\s+`);
}

/**
 * Any of the phrases, as one non-capturing group, longest first so "shopping list" wins over
 * "shopping". Throws on an empty phrase: a description with one is a programming error.
 */
export function anyOf(phrases: readonly string[]): string {
  if (phrases.length === 0) return NEVER;
  const forms = phrases.map((p) => {
    if (p.trim().length === 0) throw new Error("a group's words hold an empty phrase");
    return form(p);
  });
  const unique = [...new Set(forms)].sort((a, b) => b.length - a.length);
  return `(?:${unique.join("|")})`;
}

/** Compiles a group's description once. */
export function compileWords(words: GroupWords): CompiledWords {
  const verbs = new Map<string, string>();
  for (const [tool, list] of Object.entries(words.verbs ?? {})) verbs.set(tool, anyOf(list));
  return {
    kind: words.kind,
    noun: anyOf(words.nouns),
    verb: (tool) => verbs.get(tool) ?? NEVER,
    asks: words.asks ?? {},
    notItem: anyOf(words.notItems ?? []),
  };
}

/**
 * The words of a noun of a description, each form written out: "reminder(s)" is ["reminder"] and
 * ["reminders"], "price watch(es)" ["price", "watch"] and ["price", "watches"].
 */
export function nounForms(noun: string): string[][] {
  const ending = ["(s)", "(es)"].find((e) => noun.endsWith(e));
  const one = ending ? noun.slice(0, -ending.length) : noun;
  const said = ending ? [one, one + ending.slice(1, -1)] : [noun];
  return said.map((s) => s.split(" "));
}

/**
 * The tools a group's description names, in its verbs or its examples, each once and without its
 * shape ("trips_create:going" is `trips_create`).
 */
export function toolsNamed(g: GroupWords): string[] {
  const keys = [...Object.keys(g.verbs ?? {}), ...Object.keys(g.examples)];
  return [...new Set(keys.map((t) => t.split(":")[0]!))];
}
