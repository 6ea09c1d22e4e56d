/**
 * The words of a request said in Portuguese (of Brazil or of Portugal) among English ones, each as
 * the English the readers read (`portugueseWritten` in `_said_portuguese.ts`, through
 * `phrasesWritten` in `_said_phrases.ts`): request verbs with their pronouns and politeness ("me
 * lembra de", "lembra-me de", "adiciona", "anota", "apaga", "por favor"), words of days and times
 * ("amanhã", "na segunda", "às 10", "dia 28 de julho", "de 8 a 11 de janeiro", "de manhã"), the
 * names of what the assistant keeps ("lista de compras", "agenda", "aniversário", "despesa") and
 * the small words around them ("na minha agenda", "na lista"). Keys are written without accents
 * but "à" ("as 10" is English), and "#" stands for a number ("às #" is "às 10", "às 8h30"). The
 * user's own words (items, names, places, what a note says) are in no table: they stay as written.
 * @module
 */
import { ENGLISH_OPENERS } from "./_said_phrases.ts";
import { type PhraseTables, phraseTables } from "./_said_phrases.ts";

/** Portuguese months (without accents), each as its English name. */
const MONTHS_PT: Readonly<Record<string, string>> = {
  janeiro: "January",
  fevereiro: "February",
  marco: "March",
  abril: "April",
  maio: "May",
  junho: "June",
  julho: "July",
  agosto: "August",
  setembro: "September",
  outubro: "October",
  novembro: "November",
  dezembro: "December",
};

/** Portuguese weekdays said after "na", "no" or "próxima" (without accents), as English. */
const WEEKDAYS_PT: Readonly<Record<string, string>> = {
  "segunda": "Monday",
  "segunda-feira": "Monday",
  "terca": "Tuesday",
  "terca-feira": "Tuesday",
  "quarta": "Wednesday",
  "quarta-feira": "Wednesday",
  "quinta": "Thursday",
  "quinta-feira": "Thursday",
  "sexta": "Friday",
  "sexta-feira": "Friday",
  "sabado": "Saturday",
  "domingo": "Sunday",
};

/** The article a weekday is said with: "na segunda", "no sábado". */
const WEEKDAY_ON = (day: string) => (day === "sabado" || day === "domingo" ? "no" : "na");

/** Requests, times and the names of what is kept, said in Portuguese, with the English they say. */
const SAID: Readonly<Record<string, string>> = {
  // Request verbs, with the pronouns and the forms a request is said with.
  "me lembra": "remind me",
  "me lembra de": "remind me to",
  "me lembre": "remind me",
  "me lembre de": "remind me to",
  "lembra-me": "remind me",
  "lembra-me de": "remind me to",
  "lembre-me": "remind me",
  "lembre-me de": "remind me to",
  "me avisa": "tell me",
  "me avisa se": "tell me if",
  "e me avisa": "and tell me",
  "e me avisa se": "and tell me if",
  "me avise se": "tell me if",
  "avisa-me se": "tell me if",
  "me avisa quando": "tell me when",
  "adiciona": "add",
  "adicione": "add",
  "adicionar": "add",
  "acrescenta": "add",
  "acrescente": "add",
  "coloca": "put",
  "coloque": "put",
  "coloca na agenda": "put in my calendar",
  "coloca na minha agenda": "put in my calendar",
  "marca na agenda": "put in my calendar",
  "marca na minha agenda": "put in my calendar",
  "anota": "note",
  "anote": "note",
  "anota ai": "note",
  "anota isso": "note",
  "anota uma despesa": "record an expense",
  "registra uma despesa": "record an expense",
  "registra uma despesa de": "record an expense of",
  "guarda": "save",
  "guarde": "save",
  "salva o contato de": "save the contact of",
  "guarda o contato de": "save the contact of",
  "guarda isso": "keep this",
  "guarda essa lembranca": "keep this",
  "apaga": "delete",
  "apague": "delete",
  "apaga isso": "delete it",
  "exclui": "delete",
  "exclua": "delete",
  "deleta": "delete",
  "tira": "remove",
  "tira eles": "remove them",
  "tira-os": "remove them",
  "tira-as": "remove them",
  "apaga eles": "delete them",
  "apaga-os": "delete them",
  "apaga-as": "delete them",
  "tire": "remove",
  "me mostra": "show me",
  "mostra-me": "show me",
  "me mostre": "show me",
  "monitora": "watch",
  "monitore": "watch",
  "monitora esse": "watch this",
  "monitora isso": "watch this",
  "monitora o preco de": "watch the price of",
  "fica de olho no preco de": "watch the price of",
  "se baixar de": "if it drops below",
  "baixar de": "it drops below",
  "cair abaixo de": "it drops below",
  "se cair abaixo de": "if it drops below",
  "gastei": "I spent",
  "ja tenho": "I already have",
  "ja tenho o": "I already have the",
  "ja tenho a": "I already have the",
  "ja tenho os": "I already have the",
  "ja tenho as": "I already have the",
  "o que eu tenho": "what do I have",
  "o que tenho": "what do I have",
  "quanto gastei": "how much did I spend",
  "agenda uma": "schedule",
  "marca uma": "schedule",
  // The article of the first thing said after a verb: "adiciona o leite" is "add the leite".
  "adiciona o": "add the",
  "adiciona os": "add the",
  "adiciona as": "add the",
  "adicione o": "add the",
  "adicione os": "add the",
  "adicione as": "add the",
  "coloca o": "put the",
  "coloca os": "put the",
  "coloca as": "put the",
  "apaga o": "delete the",
  "apaga os": "delete the",
  "apaga as": "delete the",
  "tira o": "remove the",
  "tira os": "remove the",
  "tira as": "remove the",
  "exclui o": "delete the",
  "exclui os": "delete the",
  "exclui as": "delete the",
  // Politeness: said for no word.
  "por favor": "",
  "pfv": "",
  "por gentileza": "",
  "pra mim": "",
  "para mim": "",
  "obrigado": "",
  "obrigada": "",
  // What the assistant keeps.
  "aniversario": "birthday",
  "o aniversario de": "the birthday of",
  "o aniversario do": "the birthday of",
  "o aniversario da": "the birthday of",
  "aniversario do": "birthday of",
  "aniversario da": "birthday of",
  "tarefa": "task",
  "uma tarefa": "a task",
  "lembrete": "reminder",
  "um lembrete": "a reminder",
  "viagem para": "trip to",
  "viagem a": "trip to",
  "uma viagem para": "a trip to",
  "despesa": "expense",
  "uma despesa": "an expense",
  "contagem regressiva": "countdown",
  "contagem regressiva para": "countdown to",
  "uma contagem regressiva para": "a countdown to",
  "calendario": "calendar",
  "no calendario": "on the calendar",
  "no meu calendario": "in my calendar",
  "na agenda": "in my calendar",
  "na minha agenda": "in my calendar",
  "meus eventos": "my events",
  "minhas notas": "my notes",
  "minhas tarefas": "my tasks",
  "meus contatos": "my contacts",
  "meus contactos": "my contacts",
  "minhas viagens": "my trips",
  "minhas despesas": "my expenses",
  "meus lembretes": "my reminders",
  "na lista": "to the list",
  "à lista": "to the list",
  "da lista": "from the list",
  "lista de compras": "shopping list",
  "na lista de compras": "to the shopping list",
  "à lista de compras": "to the shopping list",
  "da lista de compras": "from the shopping list",
  // "lista de compras" is Spanish too, said in English before: "na shopping list".
  "na shopping list": "to the shopping list",
  "à shopping list": "to the shopping list",
  "da shopping list": "from the shopping list",
  // Days and times.
  "amanha": "tomorrow",
  "depois de amanha": "the day after tomorrow",
  "amanha de manha": "tomorrow morning",
  "amanha à tarde": "tomorrow afternoon",
  "amanha à noite": "tomorrow night",
  "hoje": "today",
  "ontem": "yesterday",
  "hoje de manha": "this morning",
  "hoje à tarde": "this afternoon",
  "hoje à noite": "tonight",
  "de manha": "in the morning",
  "da manha": "in the morning",
  "pela manha": "in the morning",
  "à tarde": "in the afternoon",
  "da tarde": "in the afternoon",
  "à noite": "at night",
  "da noite": "at night",
  "esta semana": "this week",
  "essa semana": "this week",
  "semana que vem": "next week",
  "na semana que vem": "next week",
  "proxima semana": "next week",
  "na proxima semana": "next week",
  "este fim de semana": "this weekend",
  "neste fim de semana": "this weekend",
  "às #": "at #",
  "à #": "at #",
  "ao meio-dia": "at noon",
  "à meia-noite": "at midnight",
  "daqui a # dias": "in # days",
  "em # dias": "in # days",
  "daqui a # horas": "in # hours",
  "em # horas": "in # hours",
  "daqui a # minutos": "in # minutes",
  "em # minutos": "in # minutes",
  "de # a #": "from # to #",
  "do dia # ao dia #": "from # to #",
};

/** The ordinal of a day of the month in English: 1 "1st", 2 "2nd", 11 "11th". */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

/** Every phrase of {@link SAID}, with the days and months each is said with. */
function phrases(): Record<string, string> {
  const out: Record<string, string> = { ...SAID };
  for (const [pt, en] of Object.entries(WEEKDAYS_PT)) {
    out[`${WEEKDAY_ON(pt)} ${pt}`] = `on ${en}`;
    out[`${WEEKDAY_ON(pt)} proxima ${pt}`] = `next ${en}`;
    out[`${WEEKDAY_ON(pt)} proximo ${pt}`] = `next ${en}`;
    out[`proxima ${pt}`] = `next ${en}`;
    out[`proximo ${pt}`] = `next ${en}`;
    out[`${pt} que vem`] = `next ${en}`;
    out[`para ${pt}`] = `for ${en}`;
    if (pt.endsWith("-feira")) out[pt] = en;
  }
  for (const [pt, en] of Object.entries(MONTHS_PT)) {
    out[`# de ${pt}`] = `# ${en}`;
    out[`dia # de ${pt}`] = `# ${en}`;
    out[`no dia # de ${pt}`] = `on # ${en}`;
    out[`em # de ${pt}`] = `on # ${en}`;
    out[`# de ${pt} de`] = `# ${en}`;
    out[`de # a # de ${pt}`] = `from # to # ${en}`;
    out[`do dia # ao dia # de ${pt}`] = `from # to # ${en}`;
    out[`em ${pt}`] = `in ${en}`;
    // A month Spanish says too ("abril", "agosto") is said in English before: "dia 3 April".
    out[`dia # ${en.toLowerCase()}`] = `# ${en}`;
    out[`no dia # ${en.toLowerCase()}`] = `on # ${en}`;
  }
  // What an amount in reais was spent on: "50 reais em gasolina", "R$ 45,90 no almoço".
  for (const on of ["em", "no", "na", "com"]) out[`# reais ${on}`] = `# reais on`;
  for (let day = 1; day <= 31; day++) {
    out[`dia ${day}`] = `the ${ordinal(day)}`;
    out[`no dia ${day}`] = `on the ${ordinal(day)}`;
  }
  return out;
}

/**
 * Phrases after which the user's own text follows, written as said: a note, a memory kept, an
 * email's message. The English ones are read as they are, the text after them as well.
 */
const TEXT_OPENERS: ReadonlySet<string> = new Set([
  "anota",
  "anote",
  "anota ai",
  "anota isso",
  "guarda isso",
  "guarda essa lembranca",
  "dizendo que",
  "falando que",
  // English words a text follows.
  ...ENGLISH_OPENERS,
]);

/** Single words of the tables English says too: never a marker ("guarda", "calendario"). */
const ENGLISH_TOO: ReadonlySet<string> = new Set([
  "guarda",
  "tira",
  "tire",
  "calendario",
  "coloca",
]);

/** Letters with an accent, each as the letter a key is written with; "à", "às" alone are kept. */
const PLAIN: Readonly<Record<string, string>> = {
  "à": "a",
  "á": "a",
  "â": "a",
  "ã": "a",
  "é": "e",
  "ê": "e",
  "í": "i",
  "ó": "o",
  "ô": "o",
  "õ": "o",
  "ú": "u",
  "ç": "c",
};

/**
 * Portuguese said among English, each phrase as the English it says; its single words but
 * `ENGLISH_TOO` say a message is Portuguese, as no English sentence says them.
 */
export const PORTUGUESE: PhraseTables = phraseTables({
  said: SAID,
  phrases: phrases(),
  englishToo: ENGLISH_TOO,
  textOpeners: TEXT_OPENERS,
  namesToo: new Set(["domingo", "quinta", "hoje"]),
  plain: PLAIN,
  kept: new Set(["à", "às"]),
});
