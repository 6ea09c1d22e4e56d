/**
 * The words of a request said in Italian among English ones, each as the English the readers read
 * (`italianWritten` in `_said_italian.ts`, through `phrasesWritten` in `_said_phrases.ts`): request
 * verbs with their pronouns and politeness ("ricordami di", "aggiungi", "segna", "cancellali", "per
 * favore"), words of days and times ("domani", "lunedì prossimo", "alle 10", "il 28 luglio", "dal 8
 * all'11 gennaio", "di mattina"), the names of what the assistant keeps ("lista della spesa",
 * "calendario", "compleanno", "promemoria") and the small words around them ("nel calendario",
 * "alla lista"). Keys are written without accents ("lunedi" is "lunedì" as well) and "#" stands
 * for a number ("alle #" is "alle 10", "alle 8:30"). The user's own words (items, names, places,
 * what a note says) are in no table: they stay as written.
 * @module
 */
import { ENGLISH_OPENERS } from "./_said_phrases.ts";
import { type PhraseTables, phraseTables } from "./_said_phrases.ts";

/** Italian months, each as its English name. */
const MONTHS_IT: Readonly<Record<string, string>> = {
  gennaio: "January",
  febbraio: "February",
  marzo: "March",
  aprile: "April",
  maggio: "May",
  giugno: "June",
  luglio: "July",
  agosto: "August",
  settembre: "September",
  ottobre: "October",
  novembre: "November",
  dicembre: "December",
};

/** Italian weekdays (without accents), each as its English name. */
const WEEKDAYS_IT: Readonly<Record<string, string>> = {
  lunedi: "Monday",
  martedi: "Tuesday",
  mercoledi: "Wednesday",
  giovedi: "Thursday",
  venerdi: "Friday",
  sabato: "Saturday",
  domenica: "Sunday",
};

/** Words that are names too ("Domenica", the "Oggi" magazine): written with a capital, names. */
const NAMES_TOO: ReadonlySet<string> = new Set(["sabato", "domenica", "oggi"]);

/** Requests, times and the names of what is kept, said in Italian, with the English they say. */
const SAID: Readonly<Record<string, string>> = {
  // Request verbs, with the pronouns and the forms a request is said with.
  "ricordami": "remind me",
  "ricordami di": "remind me to",
  "ricordarmi": "remind me",
  "ricordarmi di": "remind me to",
  "mi ricordi di": "remind me to",
  "avvisami": "tell me",
  "avvisami se": "tell me if",
  "e avvisami": "and tell me",
  "e avvisami se": "and tell me if",
  "avvisami quando": "tell me when",
  "aggiungi": "add",
  "aggiungere": "add",
  "aggiungimi": "add",
  "metti": "put",
  "mettimi": "put",
  "metti nel calendario": "put on the calendar",
  "metti nel mio calendario": "put in my calendar",
  "metti in calendario": "put on the calendar",
  "segna": "note",
  "segna nel calendario": "put on the calendar",
  "segna in calendario": "put on the calendar",
  "segna nel mio calendario": "put in my calendar",
  "segnami in calendario": "put on the calendar",
  "segnami nel calendario": "put on the calendar",
  "segnami": "note",
  "annota": "note",
  "annotami": "note",
  "segna questo": "note",
  "annota questo": "note",
  "segna una spesa": "record an expense",
  "registra una spesa": "record an expense",
  "registra una spesa di": "record an expense of",
  "salva": "save",
  "salvami": "save",
  "salva il contatto di": "save the contact of",
  "salva questo": "save this",
  "conserva questo ricordo": "keep this",
  "tienimi questo ricordo": "keep this",
  "cancella": "delete",
  "cancellalo": "delete it",
  "cancellala": "delete it",
  "cancellali": "delete them",
  "cancellale": "delete them",
  "elimina": "delete",
  "eliminalo": "delete it",
  "eliminala": "delete it",
  "eliminali": "delete them",
  "eliminale": "delete them",
  "togli": "remove",
  "toglilo": "remove it",
  "toglila": "remove it",
  "toglili": "remove them",
  "togline": "remove them",
  "toglile": "remove them",
  "mostrami": "show me",
  "fammi vedere": "show me",
  "tieni d'occhio il prezzo di": "watch the price of",
  "controlla il prezzo di": "watch the price of",
  "monitora il prezzo di": "watch the price of",
  "se scende sotto": "if it drops below",
  "scende sotto": "it drops below",
  "se scende sotto i": "if it drops below",
  "ho speso": "I spent",
  "ho gia": "I already have",
  "ho gia il": "I already have the",
  "ho gia la": "I already have the",
  "ho gia i": "I already have the",
  "ho gia le": "I already have the",
  "cosa ho": "what do I have",
  "che cosa ho": "what do I have",
  "quanto ho speso": "how much did I spend",
  "fissa un": "schedule",
  "fissa una": "schedule",
  // The article of the first thing said after a verb: "aggiungi del latte" is "add some latte".
  "aggiungi del": "add some",
  "aggiungi della": "add some",
  "aggiungi dei": "add some",
  "aggiungi delle": "add some",
  "aggiungi degli": "add some",
  "aggiungi il": "add the",
  "aggiungi lo": "add the",
  "aggiungi la": "add the",
  "aggiungi i": "add the",
  "aggiungi gli": "add the",
  "aggiungi le": "add the",
  "cancella del": "delete some",
  "cancella della": "delete some",
  "cancella dei": "delete some",
  "cancella delle": "delete some",
  "cancella degli": "delete some",
  "cancella il": "delete the",
  "cancella lo": "delete the",
  "cancella la": "delete the",
  "cancella i": "delete the",
  "cancella gli": "delete the",
  "cancella le": "delete the",
  "elimina del": "delete some",
  "elimina della": "delete some",
  "elimina dei": "delete some",
  "elimina delle": "delete some",
  "elimina degli": "delete some",
  "elimina il": "delete the",
  "elimina lo": "delete the",
  "elimina la": "delete the",
  "elimina i": "delete the",
  "elimina gli": "delete the",
  "elimina le": "delete the",
  "togli del": "remove some",
  "togli della": "remove some",
  "togli dei": "remove some",
  "togli delle": "remove some",
  "togli degli": "remove some",
  "togli il": "remove the",
  "togli lo": "remove the",
  "togli la": "remove the",
  "togli i": "remove the",
  "togli gli": "remove the",
  "togli le": "remove the",
  // Politeness: said for no word.
  "per favore": "",
  "per piacere": "",
  "perfavore": "",
  "grazie": "",
  // What the assistant keeps.
  "compleanno": "birthday",
  "il compleanno di": "the birthday of",
  "un promemoria": "a reminder",
  "viaggio a": "trip to",
  "un viaggio a": "a trip to",
  "conto alla rovescia": "countdown",
  "conto alla rovescia per": "countdown to",
  "un conto alla rovescia per": "a countdown to",
  "calendario": "calendar",
  "nel calendario": "on the calendar",
  "in calendario": "on the calendar",
  "nel mio calendario": "in my calendar",
  "al calendario": "to the calendar",
  "i miei eventi": "my events",
  "le mie note": "my notes",
  "i miei contatti": "my contacts",
  "i miei viaggi": "my trips",
  "le mie spese": "my expenses",
  "i miei promemoria": "my reminders",
  "i miei compleanni": "my birthdays",
  "alla lista": "to the list",
  "nella lista": "to the list",
  "dalla lista": "from the list",
  "lista della spesa": "shopping list",
  "alla lista della spesa": "to the shopping list",
  "nella lista della spesa": "to the shopping list",
  "dalla lista della spesa": "from the shopping list",
  // Days and times.
  "domani": "tomorrow",
  "dopodomani": "the day after tomorrow",
  "domani mattina": "tomorrow morning",
  "domattina": "tomorrow morning",
  "domani pomeriggio": "tomorrow afternoon",
  "domani sera": "tomorrow night",
  "oggi": "today",
  "ieri": "yesterday",
  "stamattina": "this morning",
  "oggi pomeriggio": "this afternoon",
  "stasera": "tonight",
  "di mattina": "in the morning",
  "del mattino": "in the morning",
  "di pomeriggio": "in the afternoon",
  "del pomeriggio": "in the afternoon",
  "di sera": "at night",
  "questa settimana": "this week",
  "la prossima settimana": "next week",
  "settimana prossima": "next week",
  "questo weekend": "this weekend",
  "questo fine settimana": "this weekend",
  "alle #": "at #",
  "all'una": "at 1",
  "a mezzogiorno": "at noon",
  "a mezzanotte": "at midnight",
  "tra # giorni": "in # days",
  "fra # giorni": "in # days",
  "tra # ore": "in # hours",
  "fra # ore": "in # hours",
  "tra # minuti": "in # minutes",
  "fra # minuti": "in # minutes",
  "dal # al #": "from # to #",
  "euro di": "euros on",
};

/** The days of the month said with an apostrophe before them ("l'8", "all'11"). */
const VOWEL_DAYS: readonly number[] = [1, 8, 11];

/** Every phrase of {@link SAID}, with the days and months each is said with. */
function phrases(): Record<string, string> {
  const out: Record<string, string> = { ...SAID };
  for (const [it, en] of Object.entries(WEEKDAYS_IT)) {
    out[it] = en;
    out[`${it} prossimo`] = `next ${en}`;
    out[`${it} prossima`] = `next ${en}`;
    out[`questo ${it}`] = `this ${en}`;
    out[`questa ${it}`] = `this ${en}`;
    out[`per ${it}`] = `for ${en}`;
    out[`entro ${it}`] = `by ${en}`;
  }
  for (const [it, en] of Object.entries(MONTHS_IT)) {
    out[`# ${it}`] = `# ${en}`;
    out[`il # ${it}`] = `on # ${en}`;
    // A month French says too ("novembre") is said in English before: "il 5 November".
    out[`il # ${en.toLowerCase()}`] = `on # ${en}`;
    out[`dal # al # ${it}`] = `from # to # ${en}`;
    // "all'8", "all'11", "l'8": the days said with an apostrophe.
    for (const day of VOWEL_DAYS) {
      out[`dal # all'${day} ${it}`] = `from # to ${day} ${en}`;
      out[`l'${day} ${it}`] = `on ${day} ${en}`;
      out[`dall'${day} al # ${it}`] = `from ${day} to # ${en}`;
    }
    out[`a ${it}`] = `in ${en}`;
    out[`ad ${it}`] = `in ${en}`;
    out[`in ${it}`] = `in ${en}`;
  }
  return out;
}

/**
 * Phrases after which the user's own text follows, written as said: a note, a memory kept, an
 * email's message. The English ones are read as they are, the text after them as well.
 */
const TEXT_OPENERS: ReadonlySet<string> = new Set([
  "segna",
  "segnami",
  "annota",
  "annotami",
  "segna questo",
  "annota questo",
  "conserva questo ricordo",
  "tienimi questo ricordo",
  "dicendo che",
  "per dirle che",
  "per dirgli che",
  // English words a text follows.
  ...ENGLISH_OPENERS,
]);

/** Single words of the tables English says too: never a marker ("salva", "calendario"). */
const ENGLISH_TOO: ReadonlySet<string> = new Set(["salva", "calendario", "metti"]);

/** Letters with an accent, each as the letter a key is written with. */
const PLAIN: Readonly<Record<string, string>> = {
  "à": "a",
  "è": "e",
  "é": "e",
  "ì": "i",
  "ò": "o",
  "ù": "u",
};

/**
 * Italian said among English, each phrase as the English it says; its single words but
 * `ENGLISH_TOO` say a message is Italian, as no English sentence says them.
 */
export const ITALIAN: PhraseTables = phraseTables({
  said: SAID,
  phrases: phrases(),
  englishToo: ENGLISH_TOO,
  textOpeners: TEXT_OPENERS,
  namesToo: NAMES_TOO,
  plain: PLAIN,
});
