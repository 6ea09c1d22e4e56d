/**
 * Which holidays' names a text may say, told without their patterns: a name is looked for (its
 * pattern run, `_dates_phrases.ts`) only in a text holding its key, a run of letters it must say.
 * Thousands of texts are read against hundreds of holidays, and most name none.
 * @module
 */

/**
 * What a name must say: whole runs of letters of the text (each of them, the longest first), or
 * the start of one.
 */
export type NameKey = { runs: readonly string[] } | { starts: string };

/** The runs of letters a text holds, whole and their first one to three letters, lower-cased. */
export interface TextRuns {
  runs: ReadonlySet<string>;
  starts: ReadonlySet<string>;
}

const isLetter = (ch: string): boolean => ch >= "a" && ch <= "z";

/**
 * The key of a holiday's name (lower-cased, its words spaced), or null when it has none. A name is
 * found only as a whole ("\b" before it, no letter after it), its words apart, an apostrophe
 * maybe left out: a run of plain letters with no letter or apostrophe beside it in the name is a
 * whole run of any text saying the name (all such runs are kept); a name starting with plain
 * letters, with an apostrophe or another letter after them ("valentine's"), starts a run.
 */
export function nameKey(name: string): NameKey | null {
  const chars = [...name].map((ch) => (ch >= "A" && ch <= "Z" ? ch.toLowerCase() : ch));
  const whole: string[] = [];
  let first: string | null = null;
  let at = 0;
  while (at < chars.length) {
    if (!isLetter(chars[at]!)) {
      at++;
      continue;
    }
    let end = at;
    while (end < chars.length && isLetter(chars[end]!)) end++;
    const run = chars.slice(at, end).join("");
    const before = chars[at - 1];
    const after = chars[end];
    const apart = (ch: string | undefined) =>
      ch === undefined || (ch.charCodeAt(0) < 128 && ch !== "'");
    if (at === 0) first = run;
    if (apart(before) && apart(after) && !whole.includes(run)) whole.push(run);
    at = end;
  }
  if (whole.length > 0) return { runs: whole.sort((a, b) => b.length - a.length) };
  return first === null ? null : { starts: first.slice(0, 3) };
}

/**
 * The runs of letters `text` holds (any case), or null when it holds a character outside ASCII
 * (whose case and spaces a pattern reads otherwise).
 */
export function textRuns(text: string): TextRuns | null {
  const runs = new Set<string>();
  const starts = new Set<string>();
  let run = "";
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    if (code > 127) return null;
    const lower = code >= 65 && code <= 90 ? code + 32 : code;
    if (lower >= 97 && lower <= 122) {
      run += String.fromCharCode(lower);
      if (run.length <= 3) starts.add(run);
    } else if (run !== "") {
      runs.add(run);
      run = "";
    }
  }
  return { runs, starts };
}

/** True when a text with these runs may say a name of this key (a name with no key: always). */
export function mayHold(said: TextRuns, key: NameKey | null): boolean {
  if (key === null) return true;
  return "runs" in key ? key.runs.every((r) => said.runs.has(r)) : said.starts.has(key.starts);
}

/** The keys of many names, as two sets (a key of null: any text). */
export interface KeySets {
  /** The names' whole runs, by the longest of each name's. */
  runs: ReadonlyMap<string, readonly (readonly string[])[]>;
  starts: ReadonlySet<string>;
  always: boolean;
}

/** Many names' keys gathered, to be told at once whether a text may say one of them. */
export function keySets(keys: readonly (NameKey | null)[]): KeySets {
  const runs = new Map<string, (readonly string[])[]>();
  const starts = new Set<string>();
  for (const k of keys) {
    if (k !== null && "runs" in k) runs.set(k.runs[0]!, [...(runs.get(k.runs[0]!) ?? []), k.runs]);
    else if (k !== null) starts.add(k.starts);
  }
  return { runs, starts, always: keys.includes(null) };
}

/** True when a text with these runs may say one of the names whose keys these are. */
export function mayHoldAny(said: TextRuns, keys: KeySets): boolean {
  if (keys.always) return true;
  for (const r of said.runs) {
    if (keys.runs.get(r)?.some((all) => all.every((w) => said.runs.has(w)))) return true;
  }
  for (const s of said.starts) if (keys.starts.has(s)) return true;
  return false;
}
