/**
 * Requests said in Indonesian or Malay mixed with English ("remind me besok jam 6 pagi to buy the
 * PLN token", "tambahin ke list belanja: indomie, kecap", "catat pengeluaran kantor: ATK 150rb di
 * Gramedia"), written as the English they say before anything is read: the words of
 * `_said_indonesian_words.ts` (request verbs, the nouns of what is kept, days, months, words of
 * time, small words; particles are said for none), a clock after "jam" or "pukul" with its part of
 * the day ("jam 6 pagi" is "at 6 am", "jam 2 siang" "at 2 pm"), a day after "tanggal" ("tanggal
 * 10" is "the 10th"), and an amount in thousands or millions ("150rb", "400 ribu", "Rp 45.000") as
 * rupiah ("IDR 150000"). Read only in a message that says a word no English message says; any
 * other text is as it was, and so are addresses, links, what follows "note:" or "keepsake:", and
 * every word of the tables' none. A message with an hour its part of the day cannot say ("jam 8
 * siang") is as it was, and so is an amount said in rupiah in a message of ringgit, so neither
 * is read.
 * Pure.
 * @module
 */
import { type Token, tokenOf } from "./_said_dates_forms.ts";
import { digitsOnly } from "./_tokens.ts";
import { ownEntry } from "../../text/normalize.ts";
import { monthNumber, ordinalWord } from "./_dates_words.ts";
import {
  FREE_TEXT,
  MARKERS,
  MONTHS_SAID,
  RINGGIT,
  RUPIAH,
  SAID,
  SCALES,
} from "./_said_indonesian_words.ts";

/** Parts of the day said after an hour, each with the hours it says and what they are. */
const DAY_PARTS: Readonly<Record<string, (h: number) => string | null>> = {
  pagi: (h) => (h >= 1 && h <= 11 ? `${h} am` : null),
  siang: (
    h,
  ) => (h >= 10 && h <= 11 ? `${h} am` : h === 12 ? "12 pm" : h >= 1 && h <= 3 ? `${h} pm` : null),
  sore: (h) => (h >= 2 && h <= 7 ? `${h} pm` : null),
  malam: (h) => (h >= 6 && h <= 11 ? `${h} pm` : null),
};

/** Units counted before "lagi" (from now): "2 jam lagi" is "in 2 hours". */
const LATER: Readonly<Record<string, string>> = { jam: "hours", menit: "minutes", hari: "days" };

/** A plain number written with a decimal comma or point ("1,5", "2.5", "150"), or null. */
function decimalOf(text: string): number | null {
  const cut = Math.max(text.indexOf(","), text.indexOf("."));
  if (cut < 0) return digitsOnly(text) ? Number(text) : null;
  const whole = text.slice(0, cut);
  const part = text.slice(cut + 1);
  if (!digitsOnly(whole) || !digitsOnly(part) || part.length > 2) return null;
  return Number(`${whole}.${part}`);
}

/** Digits grouped in thousands by points or commas ("45.000", "1,250,000", "45000"), or null. */
function groupedOf(text: string): number | null {
  if (digitsOnly(text)) return Number(text);
  const sep = text.includes(".") ? "." : ",";
  const groups = text.split(sep);
  const [first, ...rest] = groups;
  if (!first || !digitsOnly(first) || first.length > 3 || rest.length === 0) return null;
  return rest.every((g) => g.length === 3 && digitsOnly(g)) ? Number(groups.join("")) : null;
}

/** The number a word with its scale says ("150rb", "1,5jt"), or null. */
function scaledOf(word: string): number | null {
  for (const scale of Object.keys(SCALES)) {
    if (!word.endsWith(scale) || word.length === scale.length) continue;
    const n = decimalOf(word.slice(0, -scale.length));
    if (n !== null) return Math.round(n * SCALES[scale]!);
  }
  return null;
}

/** Whether a word says thousands or millions ("ribu", "150rb", "5,123jt"; not "150k"). */
function unreadScale(word: string): boolean {
  if (word === "k" || word.endsWith("k")) return false;
  if (Object.hasOwn(SCALES, word)) return true;
  return digitsOnly(word.charAt(0)) && Object.keys(SCALES).some((s) => word.endsWith(s));
}

/** A word of rupiah before an amount, and what of the word is left ("rp45.000" is "45.000"). */
function rupiahLead(word: string): string | null {
  for (const lead of RUPIAH) if (word.startsWith(lead)) return word.slice(lead.length);
  return null;
}

/**
 * The amount in rupiah said from `tokens[i]` on, with the count of tokens it takes: "150rb",
 * "400 ribu", "Rp 45.000", "Rp45rb", "IDR 5 juta". Null when there is none or it cannot be read.
 */
function rupiahAt(tokens: readonly Token[], i: number): { value: number; taken: number } | null {
  const t = tokens[i]!;
  const lead = rupiahLead(t.word);
  const first = lead === null ? t : lead === "" ? tokens[i + 1] : { ...t, word: lead };
  if (!first || (lead === "" && t.tail !== "" && t.tail !== ".")) return null;
  const at = lead === "" ? i + 1 : i;
  const scaled = scaledOf(first.word);
  if (scaled !== null) return { value: scaled, taken: at - i + 1 };
  const next = tokens[at + 1];
  const n = decimalOf(first.word);
  if (
    n !== null && first.tail === "" && next && Object.hasOwn(SCALES, next.word) && next.word !== "k"
  ) {
    return { value: Math.round(n * SCALES[next.word]!), taken: at - i + 2 };
  }
  if (lead === null) return null;
  const whole = groupedOf(first.word);
  return whole === null ? null : { value: whole, taken: at - i + 1 };
}

/** The hour a word says, with its minutes ("6", "6.30", "6:30"), or null. */
function clockOf(word: string): { hour: number; text: string } | null {
  if (digitsOnly(word)) return { hour: Number(word), text: word };
  const cut = word.indexOf(".") >= 0 ? word.indexOf(".") : word.indexOf(":");
  const h = word.slice(0, cut);
  const m = word.slice(cut + 1);
  if (cut < 1 || !digitsOnly(h) || !digitsOnly(m) || m.length !== 2 || Number(m) > 59) return null;
  return { hour: Number(h), text: `${Number(h)}:${m}` };
}

/** Whether a word is a day of a month in digits ("23", "7"). */
function isDay(word: string | undefined): boolean {
  return word !== undefined && word.length <= 2 && digitsOnly(word) && Number(word) >= 1 &&
    Number(word) <= 31;
}

/** Whether a message says a word of Indonesian or Malay no English message says. */
function saysIndonesian(tokens: readonly Token[]): boolean {
  return tokens.some((t) =>
    MARKERS.has(t.word) || (scaledOf(t.word) !== null && !t.word.endsWith("k"))
  );
}

/** The words `tokens[i]` on say that a table says, longest first, or null. */
function phraseAt(tokens: readonly Token[], i: number): { said: string; taken: number } | null {
  for (let n = 4; n >= 1; n--) {
    const part = tokens.slice(i, i + n);
    if (part.length < n || part.slice(0, -1).some((t) => t.tail !== "")) continue;
    const key = part.map((t) => t.word).join(" ");
    // "Dan" with a capital is a name.
    if (key === "dan" && part[0]!.raw.charAt(0) !== "d") continue;
    if (Object.hasOwn(SAID, key)) return { said: SAID[key]!, taken: n };
  }
  return null;
}

/** `text` with its Indonesian or Malay said in English, when it says a word of either. */
export function indonesianWritten(text: string): string {
  const tokens = text.split(" ").map(tokenOf);
  if (!saysIndonesian(tokens)) return text;
  const ringgit = tokens.some((t) => RINGGIT.has(t.word) || t.word.startsWith("rm"));
  const out: string[] = [];
  const put = (said: string, tail: string) => {
    if (said !== "") out.push(said + tail);
    // A word said for none keeps what ends it on the word before ("catat ya: …").
    else if (tail !== "" && out.length > 0) out[out.length - 1] += tail;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    const last = out[out.length - 1] ?? "";
    // What follows "note:" or "keepsake:" is the user's own, as written.
    if (last.endsWith(":") && FREE_TEXT.has(tokenOf(last).word.split(" ").pop() ?? "")) {
      out.push(...tokens.slice(i).map((x) => x.raw));
      break;
    }
    if (t.raw.includes("@") || t.raw.includes("://")) {
      out.push(t.raw);
      continue;
    }
    const amount = ringgit ? null : rupiahAt(tokens, i);
    if (amount !== null) {
      out.push(`IDR ${amount.value}${tokens[i + amount.taken - 1]!.tail}`);
      i += amount.taken - 1;
      continue;
    }
    // "jam 6 pagi", "pukul 14.00", "6 pagi": a clock, with its part of the day.
    const clockWord = (t.word === "jam" || t.word === "pukul") && t.tail === "" ? next : undefined;
    const clock = clockOf((clockWord ?? t).word);
    if (
      clock !== null &&
      (clockWord || (t.tail === "" && next && Object.hasOwn(DAY_PARTS, next.word)))
    ) {
      const c = clockWord ?? t;
      const part = tokens[i + (clockWord ? 2 : 1)];
      const parted = c.tail === "" && part && Object.hasOwn(DAY_PARTS, part.word);
      const said = parted
        ? DAY_PARTS[part.word]!(clock.hour)
        : clock.hour <= 24
        ? clock.text
        : null;
      // An hour its part of the day cannot say: the message is not read.
      if (said === null) return text;
      const hour = parted && clock.text.includes(":")
        ? said.replace(`${clock.hour}`, clock.text)
        : said;
      out.push(`${clockWord ? "at " : ""}${hour}${parted ? part.tail : c.tail}`);
      i += (clockWord ? 1 : 0) + (parted ? 1 : 0);
      continue;
    }
    // "2 jam lagi": that long from now.
    const unit = next && Object.hasOwn(LATER, next.word) ? LATER[next.word]! : null;
    if (
      digitsOnly(t.word) && t.tail === "" && unit && next!.tail === "" &&
      tokens[i + 2]?.word === "lagi"
    ) {
      out.push("in", t.word, `${unit}${tokens[i + 2]!.tail}`);
      i += 2;
      continue;
    }
    // "tanggal 10" is "the 10th"; "tanggal 15 Agustus" is "15 Agustus".
    if (t.word === "tanggal" && t.tail === "" && next && isDay(next.word)) {
      const named = tokens[i + 2];
      const said = !named
        ? ""
        : ownEntry(MONTHS_SAID, named.word) ?? phraseAt(tokens, i + 2)?.said ?? named.word;
      const dated = next.tail === "" && (monthNumber(said) !== undefined || said === "to");
      out.push(dated ? next.raw : `the ${ordinalWord(Number(next.word))}${next.tail}`);
      i++;
      continue;
    }
    // "23 juli", "Agustus 17": a month next to its day.
    const before = tokens[i - 1];
    if (Object.hasOwn(MONTHS_SAID, t.word) && (isDay(before?.word) || isDay(next?.word))) {
      out.push(MONTHS_SAID[t.word]! + t.tail);
      continue;
    }
    const phrase = phraseAt(tokens, i);
    if (phrase !== null) {
      put(phrase.said, tokens[i + phrase.taken - 1]!.tail);
      i += phrase.taken - 1;
      continue;
    }
    // "Coldplay-nya": the word, without the clitic.
    if (t.word.endsWith("-nya") && t.word.length > 4) {
      out.push(t.raw.slice(0, t.raw.length - t.tail.length - 4) + t.tail);
      continue;
    }
    out.push(t.raw);
  }
  // An amount in thousands or millions that was not read as rupiah is read by none.
  const unread = out.some((w) => unreadScale(tokenOf(w).word));
  return unread ? text : out.join(" ");
}
