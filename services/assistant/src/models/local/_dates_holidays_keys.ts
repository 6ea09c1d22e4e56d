/**
 * Which holidays' names a text may say, told without their patterns: a name is looked for (its
 * pattern run, `_dates_phrases.ts`) only in a text holding its key, a run of letters it must say.
 * Thousands of texts are read against hundreds of holidays, and most name none.
 * @module
 */

/**
 * What a name must say: whole runs of letters of the text (the longest first), and runs starting
 * with these one to three letters.
 */
export interface NameKey {
  runs: readonly string[];
  starts: readonly string[];
}

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
 * whole run of any text saying the name; one with an apostrophe or another letter after it only
 * ("year" in "new year's") starts a run of the text.
 */
export function nameKey(name: string): NameKey | null {
  const chars = [...name].map((ch) => (ch >= "A" && ch <= "Z" ? ch.toLowerCase() : ch));
  const runs: string[] = [];
  const starts: string[] = [];
  const apart = (ch: string | undefined) =>
    ch === undefined || (ch.charCodeAt(0) < 128 && ch !== "'");
  let at = 0;
  while (at < chars.length) {
    if (!isLetter(chars[at]!)) {
      at++;
      continue;
    }
    let end = at;
    while (end < chars.length && isLetter(chars[end]!)) end++;
    const run = chars.slice(at, end).join("");
    if (apart(chars[at - 1]) && apart(chars[end])) runs.push(run);
    else if (apart(chars[at - 1])) starts.push(run.slice(0, 3));
    at = end;
  }
  if (runs.length === 0 && starts.length === 0) return null;
  return {
    runs: [...new Set(runs)].sort((a, b) => b.length - a.length),
    starts: [...new Set(starts)],
  };
}

/** True when a character has a case: a letter such as "é", "ſ" or "K" (the Kelvin sign). */
function cased(ch: string): boolean {
  return ch.toLowerCase() !== ch.toUpperCase();
}

/**
 * The runs of letters `text` holds (any case), or null when it holds a letter with a case outside
 * ASCII (which a pattern may read as one inside it).
 */
export function textRuns(text: string): TextRuns | null {
  const runs = new Set<string>();
  const starts = new Set<string>();
  let run = "";
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    // A letter outside ASCII may be one a pattern reads as one inside it ("ſ" as "s"): none is
    // told. A sign ("€", "’", a space) stands between runs, as in the patterns.
    if (code > 127 && cased(text.charAt(i))) return null;
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
  return key.runs.every((r) => said.runs.has(r)) && key.starts.every((s) => said.starts.has(s));
}

/** The keys of many names, by one run each must say (a key of null: any text). */
export interface KeySets {
  /** The keys by their longest whole run. */
  byRun: ReadonlyMap<string, readonly NameKey[]>;
  /** The keys with no whole run, by their first start. */
  byStart: ReadonlyMap<string, readonly NameKey[]>;
  always: boolean;
}

/** Many names' keys gathered, to be told at once whether a text may say one of them. */
export function keySets(keys: readonly (NameKey | null)[]): KeySets {
  const byRun = new Map<string, NameKey[]>();
  const byStart = new Map<string, NameKey[]>();
  for (const k of keys) {
    if (k === null) continue;
    const [map, at] = k.runs.length > 0 ? [byRun, k.runs[0]!] : [byStart, k.starts[0]!];
    const list = map.get(at);
    if (list) list.push(k);
    else map.set(at, [k]);
  }
  return { byRun, byStart, always: keys.includes(null) };
}

/** True when a text with these runs may say one of the names whose keys these are. */
export function mayHoldAny(said: TextRuns, keys: KeySets): boolean {
  if (keys.always) return true;
  for (const r of said.runs) if (keys.byRun.get(r)?.some((k) => mayHold(said, k))) return true;
  for (const s of said.starts) if (keys.byStart.get(s)?.some((k) => mayHold(said, k))) return true;
  return false;
}
