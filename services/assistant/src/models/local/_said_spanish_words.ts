/**
 * The words of a request said in Spanish among English ones, each as the English the readers read
 * (`spanishWritten` in `_said_spanish.ts`): request verbs with their clitics ("recuérdame",
 * "quítalos", "guárdame"), words of days and times ("mañana", "el lunes", "a las 10", "28 de julio",
 * "del 8 al 11 de enero", "8 y media de la mañana"), the names of what the assistant keeps ("lista
 * de la compra", "calendario", "cumpleaños", "gasto") and the small words around them ("en el
 * calendario", "a la lista"). Keys are written without accents ("recuerdame" is "recuérdame" as
 * well) and "#" stands for a number ("a las #" is "a las 10", "a las 4pm", "a las 8:30"). The
 * user's own words (items, names, places, what a note says) are in no table: they stay as written.
 * @module
 */
import { ENGLISH_OPENERS } from "./_said_phrases.ts";
import { type PhraseTables, phraseTables } from "./_said_phrases.ts";

/** Spanish months (without accents), each as its English name. */
const MONTHS_ES: Readonly<Record<string, string>> = {
  enero: "January",
  febrero: "February",
  marzo: "March",
  abril: "April",
  mayo: "May",
  junio: "June",
  julio: "July",
  agosto: "August",
  septiembre: "September",
  setiembre: "September",
  octubre: "October",
  noviembre: "November",
  diciembre: "December",
};

/** Spanish weekdays (without accents), each as its English name. */
const WEEKDAYS_ES: Readonly<Record<string, string>> = {
  lunes: "Monday",
  martes: "Tuesday",
  miercoles: "Wednesday",
  jueves: "Thursday",
  viernes: "Friday",
  sabado: "Saturday",
  domingo: "Sunday",
};

/** Month and weekday names that are people's names too: written with a capital, they are names. */
const NAMES_TOO: ReadonlySet<string> = new Set(["julio", "mayo", "abril", "domingo"]);

/** The hours said in words after "a las" ("a las dos" is "at 2"). */
const HOURS: readonly string[] = [
  "una dos tres cuatro cinco seis siete ocho nueve diez once doce",
].join(" ").split(" ");

/** Requests, times and the names of what is kept, said in Spanish, with the English they say. */
const SAID: Readonly<Record<string, string>> = {
  // Request verbs, with the clitics and the infinitives a request is said with.
  "recuerdame": "remind me",
  "recordarme": "remind me",
  "recuerdame que": "remind me to",
  "avisame": "tell me",
  "avisame si": "tell me if",
  "avisame cuando": "tell me when",
  "anade": "add",
  "anadir": "add",
  "anademe": "add",
  "agrega": "add",
  "agregar": "add",
  "agregame": "add",
  "pon": "put",
  "ponme": "set",
  "pon en el calendario": "put on the calendar",
  "pon en mi calendario": "put in my calendar",
  "bloquea en mi calendario": "block my calendar",
  "guarda el contacto de": "save the contact of",
  "guarda el contacto de mi": "save the contact of my",
  "apunta": "note",
  "apuntame": "note",
  "anota": "note",
  "anotame": "note",
  // "apunta esto: …": a note of what follows, as the notes reader reads it.
  "apunta esto": "note",
  "apunta eso": "note",
  "anota esto": "note",
  "anota eso": "note",
  "apuntame esto": "note",
  "anotame esto": "note",
  "apunta un gasto": "record an expense",
  "anota un gasto": "record an expense",
  "guarda": "save",
  "guardame": "save",
  "guarda a": "save",
  "guarda esto": "save this",
  // A memory kept: "keep this", as the keepsakes reader reads it.
  "guardame esto": "keep this",
  "guardame eso": "keep this",
  "guardamelo": "keep this",
  "guardame este recuerdo": "keep this",
  "guardame ese recuerdo": "keep this",
  "guarda este recuerdo": "keep this",
  "guarda ese recuerdo": "keep this",
  "guarda esto para siempre": "save this forever",
  "bloquea": "block",
  "agenda una": "schedule",
  "agenda un": "schedule",
  "agendame una": "schedule",
  "agendame un": "schedule",
  "vigila": "watch",
  "vigila el precio de": "watch the price of",
  "registra": "record",
  "registra un gasto de": "record an expense of",
  "gaste": "I spent",
  "quita": "remove",
  "quitalo": "remove it",
  "quitala": "remove it",
  "quitalos": "remove them",
  "quitalas": "remove them",
  "borra": "delete",
  "borralo": "delete it",
  "borrala": "delete it",
  "borralos": "delete them",
  "borralas": "delete them",
  "elimina": "delete",
  "eliminalo": "delete it",
  "eliminala": "delete it",
  "muestrame": "show me",
  "ensename": "show me",
  "ya tengo": "I already have",
  "ya tengo los": "I already have the",
  "ya tengo las": "I already have the",
  "ya tengo el": "I already have the",
  "ya tengo la": "I already have the",
  "que tengo": "what do I have",
  "que hay en": "what is on",
  "cuanto gaste": "how much did I spend",
  // Politeness and openers: said for no word.
  "oye": "",
  "porfa": "",
  "porfis": "",
  "por favor": "",
  // What the assistant keeps.
  "cumpleanos": "birthday",
  "cumple": "birthday",
  "el cumple de": "the birthday of",
  "el cumpleanos de": "the birthday of",
  "tarea": "task",
  "una tarea": "a task",
  "viaje a": "trip to",
  "un viaje a": "a trip to",
  "gasto": "expense",
  "un gasto": "an expense",
  "gasto de negocio": "business expense",
  "cuenta regresiva": "countdown",
  "cuenta regresiva para": "countdown to",
  "una cuenta regresiva para": "a countdown to",
  "una cuenta atras para": "a countdown to",
  "cuenta atras para": "countdown to",
  "en el calendario": "on the calendar",
  "en mi calendario": "in my calendar",
  "al calendario": "to the calendar",
  "a mi calendario": "to my calendar",
  "mis eventos": "my events",
  "mis notas": "my notes",
  "mis tareas": "my tasks",
  "mis contactos": "my contacts",
  "mis viajes": "my trips",
  "mis gastos": "my expenses",
  "mis recordatorios": "my reminders",
  "mis cumpleanos": "my birthdays",
  "a la lista": "to the list",
  "de la lista": "from the list",
  "a la lista de la compra": "to the shopping list",
  "a la lista de compras": "to the shopping list",
  "de la lista de la compra": "from the shopping list",
  "de la lista de compras": "from the shopping list",
  "lista de la compra": "shopping list",
  "lista de compras": "shopping list",
  "el precio de": "the price of",
  "si baja de": "if it drops below",
  "baja de": "drops below",
  "baje de": "drops below",
  "y avisame": "and tell me",
  "mis": "my",
  "s/ #": "PEN #",
  "pesos en": "pesos on",
  "euros en": "euros on",
  "soles en": "soles on",
  // Where an expense was paid, said after what it was for: "en papelería de Office Depot".
  "pesos en * de ^": "pesos on * at ^",
  "euros en * de ^": "euros on * at ^",
  "soles en * de ^": "soles on * at ^",
  "fue ayer": "yesterday",
  "fue hoy": "today",
  "cuando baje de": "when it drops below",
  // Days and times.
  "manana": "tomorrow",
  "pasado manana": "the day after tomorrow",
  "manana por la manana": "tomorrow morning",
  "manana por la tarde": "tomorrow afternoon",
  "manana por la noche": "tomorrow night",
  "por la manana": "in the morning",
  "de la manana": "in the morning",
  "por la tarde": "in the afternoon",
  "de la tarde": "in the afternoon",
  "por la noche": "at night",
  "de la noche": "at night",
  "hoy": "today",
  "ayer": "yesterday",
  "esta tarde": "this afternoon",
  "esta noche": "tonight",
  "esta semana": "this week",
  "la proxima semana": "next week",
  "la semana que viene": "next week",
  "este fin de semana": "this weekend",
  "a las #": "at #",
  "a la #": "at #",
  "# y media": "#:30",
  "a las # y media": "at #:30",
  "a las # y cuarto": "at #:15",
  "# y cuarto": "#:15",
  "a mediodia": "at noon",
  "en # dias": "in # days",
  "dentro de # dias": "in # days",
  "en # horas": "in # hours",
  "en # minutos": "in # minutes",
  "del # al #": "from # to #",
};

/** Every phrase of {@link SAID}, with the days, months and hours each is said with. */
function phrases(): Record<string, string> {
  const out: Record<string, string> = { ...SAID };
  for (const [es, en] of Object.entries(WEEKDAYS_ES)) {
    out[`el ${es}`] = `on ${en}`;
    out[`este ${es}`] = `this ${en}`;
    out[`el proximo ${es}`] = `next ${en}`;
    out[`el ${es} que viene`] = `next ${en}`;
    out[`para el ${es}`] = `for ${en}`;
  }
  for (const [es, en] of Object.entries(MONTHS_ES)) {
    out[`# de ${es}`] = `# ${en}`;
    out[`el # de ${es}`] = `on # ${en}`;
    out[`# de ${es} de`] = `# ${en}`;
    out[`el # de ${es} de`] = `on # ${en}`;
    out[`del # al # de ${es}`] = `from # to # ${en}`;
    out[`en ${es}`] = `in ${en}`;
    out[`semana de ${es}`] = `week of ${en}`;
    out[`es el # de ${es}`] = `is # ${en}`;
    out[`la primera semana de ${es}`] = `the first week of ${en}`;
    out[`de la primera semana de ${es}`] = `of the first week of ${en}`;
    out[`la ultima semana de ${es}`] = `the last week of ${en}`;
    out[`de la ultima semana de ${es}`] = `of the last week of ${en}`;
  }
  HOURS.forEach((word, i) => {
    out[`a las ${word}`] = `at ${i + 1}`;
  });
  out["a la una"] = "at 1";
  return out;
}

/**
 * Phrases after which the user's own text follows, written as said: a note, a memory kept, an
 * email's message ("apunta: la cena es a las 8" keeps "a las 8"). The English ones are read as
 * they are ("note: …", "keep this: …", "email Ana saying …"), the text after them as well.
 */
const TEXT_OPENERS: ReadonlySet<string> = new Set([
  "apunta",
  "apuntame",
  "anota",
  "anotame",
  "apunta esto",
  "apunta eso",
  "anota esto",
  "anota eso",
  "apuntame esto",
  "anotame esto",
  "guarda esto",
  "guarda esto para siempre",
  "guardame esto",
  "guardame eso",
  "guardamelo",
  "guardame este recuerdo",
  "guardame ese recuerdo",
  "guarda este recuerdo",
  "guarda ese recuerdo",
  "diciendo que",
  "diciendole que",
  "que diga",
  "que dice",
  // English words a text follows.
  ...ENGLISH_OPENERS,
]);

/** Single words of the tables English says too: Caribbean "pon" is "on", "Ayer", "Hoy" names, "MIS". */
const ENGLISH_TOO: ReadonlySet<string> = new Set(["pon", "ayer", "hoy", "mis"]);

/** Letters with an accent, each as the letter a key is written with. */
const PLAIN: Readonly<Record<string, string>> = {
  "á": "a",
  "é": "e",
  "í": "i",
  "ó": "o",
  "ú": "u",
  "ü": "u",
  "ñ": "n",
};

/**
 * Spanish said among English, each phrase (its words without accents) as the English it says;
 * its single words but `ENGLISH_TOO` say a message is Spanish, as no English sentence says them.
 */
export const SPANISH: PhraseTables = phraseTables({
  said: SAID,
  phrases: phrases(),
  englishToo: ENGLISH_TOO,
  textOpeners: TEXT_OPENERS,
  namesToo: NAMES_TOO,
  plain: PLAIN,
});
