/**
 * The words of a request said in French among English ones, each as the English the readers read
 * (`frenchWritten` in `_said_french.ts`, through `phrasesWritten` in `_said_phrases.ts`): request
 * verbs with their pronouns and politeness ("rappelle-moi", "ajoute", "enregistre", "supprime-les",
 * "s'il te plaît"), words of days and times ("demain", "lundi prochain", "à 10h", "le 28 juillet",
 * "du 8 au 11 janvier", "du matin"), the names of what the assistant keeps ("liste de courses",
 * "calendrier", "anniversaire", "dépense") and the small words around them ("dans mon calendrier",
 * "à la liste"). Keys are written without accents but "à" ("a" is English), and "#" stands for a
 * number ("à #" is "à 10", "à 10h", "à 8h30"). The user's own words (items, names, places, what a
 * note says) are in no table: they stay as written.
 * @module
 */
import { ENGLISH_OPENERS } from "./_said_phrases.ts";
import { type PhraseTables, phraseTables } from "./_said_phrases.ts";

/** French months (without accents), each as its English name. */
const MONTHS_FR: Readonly<Record<string, string>> = {
  janvier: "January",
  fevrier: "February",
  mars: "March",
  avril: "April",
  mai: "May",
  juin: "June",
  juillet: "July",
  aout: "August",
  septembre: "September",
  octobre: "October",
  novembre: "November",
  decembre: "December",
};

/** Months said after a number only with "le" before: "2 mars bars", "2 mai tais" are English. */
const MONTHS_ENGLISH_TOO: ReadonlySet<string> = new Set(["mars", "mai", "avril"]);

/** French weekdays, each as its English name. */
const WEEKDAYS_FR: Readonly<Record<string, string>> = {
  lundi: "Monday",
  mardi: "Tuesday",
  mercredi: "Wednesday",
  jeudi: "Thursday",
  vendredi: "Friday",
  samedi: "Saturday",
  dimanche: "Sunday",
};

/** Requests, times and the names of what is kept, said in French, with the English they say. */
const SAID: Readonly<Record<string, string>> = {
  ...WEEKDAYS_FR,
  // Request verbs, with the pronouns and the forms a request is said with.
  "rappelle-moi": "remind me",
  "rappelle-moi de": "remind me to",
  "rappelle-moi d'": "remind me to",
  "rappelle moi": "remind me",
  "rappelle moi de": "remind me to",
  "rappelez-moi": "remind me",
  "rappelez-moi de": "remind me to",
  "fais-moi penser à": "remind me to",
  "previens-moi": "tell me",
  "previens-moi si": "tell me if",
  "previens-moi quand": "tell me when",
  "avertis-moi si": "tell me if",
  "et previens-moi si": "and tell me if",
  "le prix descend sous": "it drops below",
  "descend sous": "drops below",
  "passe sous": "drops below",
  "ajoute": "add",
  "ajoutez": "add",
  "ajouter": "add",
  "rajoute": "add",
  "ajoute-moi": "add",
  "mets": "put",
  "mets dans mon calendrier": "put in my calendar",
  "mets dans mon agenda": "put in my calendar",
  "enregistre": "save",
  "enregistrez": "save",
  "sauvegarde": "save",
  "enregistre le contact de": "save the contact of",
  "garde ca": "keep this",
  "garde ce souvenir": "keep this",
  "prends note": "note",
  "note ca": "note",
  "note ceci": "note",
  "note une depense": "record an expense",
  "enregistre une depense": "record an expense",
  "enregistre une depense de": "record an expense of",
  "supprime": "delete",
  "supprimez": "delete",
  "supprime-le": "delete it",
  "supprime-la": "delete it",
  "supprime-les": "delete them",
  "efface": "delete",
  "efface-le": "delete it",
  "efface-la": "delete it",
  "efface-les": "delete them",
  "enleve": "remove",
  "enleve-le": "remove it",
  "enleve-la": "remove it",
  "enleve-les": "remove them",
  "retire": "remove",
  "retire-le": "remove it",
  "retire-la": "remove it",
  "retire-les": "remove them",
  "montre-moi": "show me",
  "affiche": "show",
  "affiche-moi": "show me",
  "surveille": "watch",
  "surveille le prix de": "watch the price of",
  "si le prix descend sous": "if it drops below",
  "s'il descend sous": "if it drops below",
  "s'il passe sous": "if it drops below",
  "j'ai depense": "I spent",
  "j'ai deja": "I already have",
  "j'ai deja les": "I already have the",
  "j'ai deja le": "I already have the",
  "j'ai deja la": "I already have the",
  "qu'est-ce que j'ai": "what do I have",
  "combien j'ai depense": "how much did I spend",
  "planifie": "schedule",
  "planifie un": "schedule",
  "planifie une": "schedule",
  // The article of the first thing said after a verb: "ajoute du lait" is "add some lait".
  "ajoute du": "add some",
  "ajoute de la": "add some",
  "ajoute des": "add some",
  "ajoute le": "add the",
  "ajoute la": "add the",
  "ajoute les": "add the",
  "rajoute du": "add some",
  "rajoute de la": "add some",
  "rajoute des": "add some",
  "rajoute le": "add the",
  "rajoute la": "add the",
  "rajoute les": "add the",
  "supprime du": "delete some",
  "supprime de la": "delete some",
  "supprime des": "delete some",
  "supprime le": "delete the",
  "supprime la": "delete the",
  "supprime les": "delete the",
  "efface du": "delete some",
  "efface de la": "delete some",
  "efface des": "delete some",
  "efface le": "delete the",
  "efface la": "delete the",
  "efface les": "delete the",
  "enleve du": "remove some",
  "enleve de la": "remove some",
  "enleve des": "remove some",
  "enleve le": "remove the",
  "enleve la": "remove the",
  "enleve les": "remove the",
  "retire du": "remove some",
  "retire de la": "remove some",
  "retire des": "remove some",
  "retire le": "remove the",
  "retire la": "remove the",
  "retire les": "remove the",
  // Politeness: said for no word.
  "s'il te plait": "",
  "s'il vous plait": "",
  "stp": "",
  "merci": "",
  // What the assistant keeps.
  "anniversaire": "birthday",
  "l'anniversaire de": "the birthday of",
  "l'anniversaire d'": "the birthday of",
  "l'anniv de": "the birthday of",
  "tache": "task",
  "une tache": "a task",
  "un rappel": "a reminder",
  "voyage à": "trip to",
  "un voyage à": "a trip to",
  "depense": "expense",
  "une depense": "an expense",
  "depense pro": "business expense",
  "compte à rebours": "countdown",
  "compte à rebours pour": "countdown to",
  "un compte à rebours pour": "a countdown to",
  "calendrier": "calendar",
  "dans le calendrier": "on the calendar",
  "dans mon calendrier": "in my calendar",
  "dans mon agenda": "in my calendar",
  "au calendrier": "to the calendar",
  "à mon calendrier": "to my calendar",
  "mes evenements": "my events",
  "mes notes": "my notes",
  "mes taches": "my tasks",
  "mes contacts": "my contacts",
  "mes voyages": "my trips",
  "mes depenses": "my expenses",
  "mes rappels": "my reminders",
  "mes anniversaires": "my birthdays",
  "à la liste": "to the list",
  "sur la liste": "to the list",
  "de la liste": "from the list",
  "liste de courses": "shopping list",
  "liste des courses": "shopping list",
  "à la liste de courses": "to the shopping list",
  "à la liste des courses": "to the shopping list",
  "sur la liste de courses": "to the shopping list",
  "sur la liste des courses": "to the shopping list",
  "de la liste de courses": "from the shopping list",
  "de la liste des courses": "from the shopping list",
  "ma liste de courses": "my shopping list",
  // Days and times.
  "demain": "tomorrow",
  "apres-demain": "the day after tomorrow",
  "demain matin": "tomorrow morning",
  "demain apres-midi": "tomorrow afternoon",
  "demain soir": "tomorrow night",
  "aujourd'hui": "today",
  "hier": "yesterday",
  "ce matin": "this morning",
  "cet apres-midi": "this afternoon",
  "ce soir": "tonight",
  "du matin": "in the morning",
  "de l'apres-midi": "in the afternoon",
  "l'apres-midi": "in the afternoon",
  "du soir": "at night",
  "cette semaine": "this week",
  "la semaine prochaine": "next week",
  "semaine prochaine": "next week",
  "ce week-end": "this weekend",
  "à #": "at #",
  "à # heures": "at #",
  "à # heure": "at #",
  "à midi": "at noon",
  "à minuit": "at midnight",
  "dans # jours": "in # days",
  "dans # heures": "in # hours",
  "dans # minutes": "in # minutes",
  "du # au #": "from # to #",
};

/** Every phrase of {@link SAID}, with the days and months each is said with. */
function phrases(): Record<string, string> {
  const out: Record<string, string> = { ...SAID };
  for (const [fr, en] of Object.entries(WEEKDAYS_FR)) {
    out[`ce ${fr}`] = `this ${en}`;
    out[`${fr} prochain`] = `next ${en}`;
    out[`pour ${fr}`] = `for ${en}`;
    out[`d'ici ${fr}`] = `by ${en}`;
  }
  for (const [fr, en] of Object.entries(MONTHS_FR)) {
    if (!MONTHS_ENGLISH_TOO.has(fr)) out[`# ${fr}`] = `# ${en}`;
    if (!MONTHS_ENGLISH_TOO.has(fr)) out[`1er ${fr}`] = `1 ${en}`;
    out[`le # ${fr}`] = `on # ${en}`;
    out[`le 1er ${fr}`] = `on 1 ${en}`;
    out[`du # au # ${fr}`] = `from # to # ${en}`;
    out[`en ${fr}`] = `in ${en}`;
    out[`au mois de ${fr}`] = `in ${en}`;
  }
  return out;
}

/**
 * Phrases after which the user's own text follows, written as said: a note, a memory kept, an
 * email's message. The English ones are read as they are, the text after them as well.
 */
const TEXT_OPENERS: ReadonlySet<string> = new Set([
  "prends note",
  "note ca",
  "note ceci",
  "garde ca",
  "garde ce souvenir",
  "en disant que",
  "pour dire que",
  "pour lui dire que",
  // English words a text follows.
  ...ENGLISH_OPENERS,
]);

/** Single words of the tables English says too, never a marker: "Mardi Gras", "retire", "merci". */
const ENGLISH_TOO: ReadonlySet<string> = new Set([
  "mardi",
  "retire",
  "affiche",
  "merci",
  "tache",
  "mets",
]);

/** Letters with an accent, each as the letter a key is written with; "à" said alone is kept. */
const PLAIN: Readonly<Record<string, string>> = {
  "à": "a",
  "â": "a",
  "é": "e",
  "è": "e",
  "ê": "e",
  "ë": "e",
  "î": "i",
  "ï": "i",
  "ô": "o",
  "û": "u",
  "ù": "u",
  "ü": "u",
  "ç": "c",
};

/**
 * French said among English, each phrase as the English it says; its single words but
 * `ENGLISH_TOO` say a message is French, as no English sentence says them.
 */
export const FRENCH: PhraseTables = phraseTables({
  said: SAID,
  phrases: phrases(),
  englishToo: ENGLISH_TOO,
  textOpeners: TEXT_OPENERS,
  namesToo: new Set(),
  plain: PLAIN,
  kept: new Set(["à"]),
});
