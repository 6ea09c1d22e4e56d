/**
 * The expenses group in plain words: how people name its items and its dashboard, the verbs that
 * ask for each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";
import { EXPENSES_SAID } from "./_expenses_rephrase.ts";

/** Currencies said by their names, beyond those every group knows (euros, pounds, dollars). */
export const CURRENCY_NAMES: readonly string[] = [
  ...["rupee", "rupees", "yen", "franc", "francs", "zloty", "zlotys", "kronor", "krona"],
  ...["kroner", "krone", "peso", "pesos", "reais", "yuan", "rmb", "sterling", "rand", "naira"],
  // Dollars said by their country ("in US dollars not kiwi"; `currencyNamed`).
  ...["kiwi", "aussie", "canadian", "australian", "american", "singapore", "singaporean"],
];

/**
 * What time is spent in, not money: "did I spend the night at Tom's?", "how much time did I spend
 * on the report?" ask nothing of the expenses.
 */
export const TIME_SPANS: readonly string[] = [
  ...["night", "day", "weekend", "afternoon", "morning", "evening", "time", "hours", "summer"],
  ...["holidays", "christmas", "minutes"],
];

/**
 * What takes one to a place, said in "£64 to Leeds for the train": "train to Leeds". Anything else
 * paid for is had there: "£120 to Manchester for the hotel" is "hotel in Manchester".
 */
export const JOURNEYS: readonly string[] = [
  ...["train", "trains", "taxi", "taxis", "cab", "uber", "bus", "coach", "tram", "flight"],
  ...["flights", "plane", "ferry", "ticket", "tickets", "fare", "fares", "petrol", "fuel", "gas"],
  ...["diesel", "toll", "tolls", "mileage", "ride", "lift", "transfer", "shuttle", "journey"],
  ...["travel", "trip", "drive", "railcard", "car", "van", "rental", "hire"],
];

/**
 * What the expenses were for said before the request ("for the business trip, …") or after it
 * ("₺380 taxi to airport, business trip"), and that they are the business's ("not personal, it's
 * for the business: …"): left out.
 */
function tripFirst(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const kind of ["business", "work"]) {
    out[`{x}, ${kind} trip`] = "{x}";
    for (const at of ["for", "on", "during"]) {
      for (const det of ["the", "my", "our", "this", "that", "a"]) {
        out[`${at} ${det} ${kind} trip {x}`] = "{x}";
        out[`${at} ${det} ${kind} trip, {x}`] = "{x}";
      }
    }
  }
  out["not personal, it's for the business: {x}"] = "{x}";
  out["it's for the business: {x}"] = "{x}";
  out["for the business: {x}"] = "{x}";
  return out;
}

/** The expenses group's description. */
export const EXPENSES: GroupWords = {
  kind: "expense",
  onlyYours: "show my expenses",
  nouns: [
    "expense(s)",
    "receipt(s)",
    "spending",
    "expenditure(s)",
    "dashboard",
    // "note de frais: 23,40€ déjeuner client": the French expense claim, no note.
    "note de frais",
    "notes de frais",
  ],
  verbs: {
    // Asking for one: "log an expense of ...", "record 30 EUR for parking".
    expenses_record: [
      "record",
      "log",
      "add",
      "track",
      "enter",
      "save",
      "note",
      "note down",
      "file",
      "put",
      "put in",
      "put down",
      "put through",
      "submit",
      "create",
      "register",
      "claim",
      "book",
      "expense",
      "jot down",
      "write down",
      // "stick down eighteen euro for the taxi": said of an amount of money only (a note's too).
      "stick down",
      "pop down",
      "bung down",
      // "chuck in an expense, $27.50 at the servo for fuel": said of an expense named.
      "chuck in",
      "bung in",
      "pop in",
      "keep",
    ],
    // What an expense noted without a verb starts with: "uber to the airport 32 euros", "train to
    // Leeds £64.20 on tuesday" (the things business trips and offices pay for).
    "expenses_record:bare": [
      "taxi",
      "uber",
      "bolt",
      "lyft",
      "cab",
      "train",
      "bus",
      "tram",
      "coach",
      "flight",
      "flights",
      "hotel",
      "parking",
      "fuel",
      "petrol",
      "diesel",
      "toll",
      "lunch",
      "dinner",
      "breakfast",
      "coffee",
      "drinks",
      // The rides of each place: "tuk fare to the client office 850 rupees", "matatu to town 100".
      "tuk",
      "tuk-tuk",
      "tuktuk",
      "rickshaw",
      "matatu",
      "jeepney",
      "boda",
      "okada",
      "keke",
      "dolmus",
      "metro",
      "subway",
      "ferry",
      "careem",
      "ola",
      "fare",
      "courier",
      "postage",
      "stamps",
      "stationery",
      "printing",
      "software",
      "subscription",
      "client lunch",
      "client dinner",
      "business lunch",
      "business dinner",
      "business breakfast",
      "business meal",
      // What a freelancer pays for besides travel: "coworking day pass €25", "catering R310".
      "coworking",
      "catering",
      "hosting",
      "mileage",
    ],
    // An expense said as a fact: "I spent 40 on lunch", "paid 12 for parking".
    expenses_spent: [
      "spent",
      "paid",
      "dropped",
      "shelled out",
      "forked out",
      "splashed out",
      "expensed",
      "charged",
      "blew",
      "laid out",
    ],
    // A purchase said as a fact, an expense when it has a price: "I bought a monitor for 199 EUR".
    expenses_bought: [
      "bought",
      "purchased",
      "got",
      "ordered",
      "paid for",
      "picked up",
      "booked",
      "rented",
      "hired",
      "renewed",
      "subscribed to",
      "took",
      "had",
    ],
    expenses_update: [
      "update",
      "change",
      "correct",
      "fix",
      "edit",
      "amend",
      "adjust",
      "set",
      "make",
      "move",
      "rename",
      "modify",
    ],
    expenses_dashboard: [
      "show",
      "open",
      "view",
      "display",
      "get",
      "give",
      "check",
      "pull up",
      "bring up",
      "see",
      "read",
      "list",
      "let me see",
      "what does",
      "how does",
      "what is on",
      "what is in",
      "take me to",
      "go to",
      // "tot up what the business has laid out in March".
      "tot up",
      "add up",
      "total up",
      "sum up",
    ],
    // What the dashboard is called besides "dashboard": "expense overview", "summary of spending".
    expenses_dashboard_view: [
      "dashboard",
      "overview",
      "summary",
      "total(s)",
      "report",
      "breakdown",
      "stats",
      "statistics",
      "rundown",
      "recap",
      "tally",
    ],
  },
  /** Indirect requests and the request they mean (see `GroupWords.rephrase`). */
  rephrase: {
    // "not 30 quid - the parking receipt was 13, fix it": the amount corrected away said first.
    "not {Amount} - {x}": "{x}",
    "not {Amount} quid - {x}": "{x}",
    "not {Amount} bucks - {x}": "{x}",
    // "the team lunch was 64, not 60": an amount put right, read as "the … was actually …", so
    // only of a thing an expense is said by ("the temperature was 30 not 40" is none).
    "{x} was {Amount}, not {Amount2}": "the {x} was actually {Amount}",
    "{x} was actually {Amount}, not {Amount2}": "the {x} was actually {Amount}",
    "{x} was actually {Amount}": "the {x} was actually {Amount}",
    "{x} cost {Amount}, not {Amount2}": "the {x} was actually {Amount}",
    // "that taxi was actually Bolt, not Uber": a supplier corrected, of a thing paid for alone.
    "that {x} was actually {Name}, not {Name2}": "that {x} was actually {Name}",
    "the {x} was actually {Name}, not {Name2}": "the {x} was actually {Name}",
    "that {x} was {Name}, not {Name2}": "that {x} was actually {Name}",
    // "the stock photos expense was Adobe Stock, not Shutterstock": named an expense, any thing.
    "the/that {x} expense was/is {Name}, not {Name2}": "change the {x} expense supplier to {Name}",
    "the/that {x} expense was/is actually {Name}, not {Name2}":
      "change the {x} expense supplier to {Name}",
    "the {x} was {Name}, not {Name2}": "the {x} was actually {Name}",
    // "the catering expense should say Spar not Woolies": a name put right by a name is who was
    // paid (a wording put right, "should say team lunch not lunch", is the description's).
    "the {x} should say {Name}, not {Name2}": "change the {x} supplier to {Name}",
    "that {x} should say {Name}, not {Name2}": "change the {x} supplier to {Name}",
    "the {x} should read {Name}, not {Name2}": "change the {x} supplier to {Name}",
    "that {x} should read {Name}, not {Name2}": "change the {x} supplier to {Name}",
    // "that lunch expense was at Tim Hortons not Starbucks": who was paid, said as where.
    "that {x} was at {Name}, not {Name2}": "that {x} was at {Name}",
    "the {x} was at {Name}, not {Name2}": "the {x} was at {Name}",
    "that {x} was actually at {Name}, not {Name2}": "that {x} was at {Name}",
    "the {x} was actually at {Name}, not {Name2}": "the {x} was at {Name}",
    // "for the business trip record $212 for the hotel and $38 for gas": what the expenses were
    // for, said first, is none of them.
    ...tripFirst(),
    "{Amount} for {x}": "record an expense: {x} for {Amount}",
    "{x}, {Amount} total": "record an expense: {x}, {Amount} total",
    "{x}, {Amount} in total": "record an expense: {x}, {Amount} in total",
    // Days put right as when a thing was bought, amounts said whole, what goes on the business.
    ...EXPENSES_SAID,
    "log {x} for {Amount}": "record an expense: {x} for {Amount}",
    // "log a taxi to the airport, €32, Uber": what, how much and who, dictated.
    "log {x}, {Amount}, {Name}": "record an expense: {x} for {Amount} from {Name}",
    "record {x}, {Amount}, {Name}": "record an expense: {x} for {Amount} from {Name}",
    "claim {x}, {Amount}, {Name}": "record an expense: {x} for {Amount} from {Name}",
    "{x} for {Amount} and {y} for {Amount2}":
      "record an expense: {x} for {Amount}. record an expense: {y} for {Amount2}",
    "{x} for {Amount} and {y} for {Amount2}, both on the company":
      "record an expense: {x} for {Amount}. record an expense: {y} for {Amount2}",
    "{x} for {Amount} and {y} for {Amount2}, both for work":
      "record an expense: {x} for {Amount}. record an expense: {y} for {Amount2}",
    "{x} for {Amount} and {y} for {Amount2}, both business expenses":
      "record an expense: {x} for {Amount}. record an expense: {y} for {Amount2}",
    "{x} for {Amount} and {y} for {Amount2}, both on expenses":
      "record an expense: {x} for {Amount}. record an expense: {y} for {Amount2}",
    "{x} for {Amount} and {y} for {Amount2}, both work expenses":
      "record an expense: {x} for {Amount}. record an expense: {y} for {Amount2}",
    "log {x} for {Amount} and {y} for {Amount2}":
      "record an expense: {x} for {Amount}. record an expense: {y} for {Amount2}",
    // "the courier for 45 and the stationery for 30, both in euros": the currency said once for
    // both, read with each.
    "{x} for {Amount} and {y} for {Amount2}, both in {c}":
      "record an expense: {x} for {Amount} in {c}. record an expense: {y} for {Amount2} in {c}",
    "log {x} for {Amount} and {y} for {Amount2}, both in {c}":
      "record an expense: {x} for {Amount} in {c}. record an expense: {y} for {Amount2} in {c}",
    // "put through the courier for 45 …": an expense put through the books.
    "put through {x} for {Amount} and {y} for {Amount2}, both in {c}":
      "record an expense: {x} for {Amount} in {c}. record an expense: {y} for {Amount2} in {c}",
    "put through {x} for {Amount} and {y} for {Amount2}":
      "record an expense: {x} for {Amount}. record an expense: {y} for {Amount2}",
  },
  /** Question phrases that ask for the expenses ("what did the business spend in january"). */
  // "what's my total for July on the business side?": what was spent, said as a total.
  questions: [
    ...["spend", "spent", "spending", "so far", "my total", "our total", "total spend"],
    // "what did February cost me?": what a month or a thing cost the user.
    ...["cost me", "cost us"],
  ],
  /** A total that is no money spent ("what's my total score?"). */
  notQuestions: [
    ...["total score", "total points", "total steps", "total distance", "total time"],
    // "did I spend the night at Tom's?", "where did we spend christmas?": time spent, no money.
    ...TIME_SPANS.flatMap((span) => [`spend the ${span}`, `spent the ${span}`]),
    ...["spend time", "spent time", "spend hours", "spent hours", "spend christmas"],
    ...["spent christmas", "how much time"],
  ],
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: [
    // Currencies said by their names after an amount ("1,850 rupees"; euros, pounds, dollars are
    // every group's).
    ...CURRENCY_NAMES,
    "cost",
    "costs",
    "spent",
    "paid",
    "pay",
    "bought",
    "on",
    "company",
    "business",
    "work",
    "office",
    "total",
    "receipt",
    "card",
    "cash",
    "charged",
    "charge",
    "amount",
    "debit",
    "credit",
    "with",
    // "change the taxi expense description to …": the field changed.
    "description",
    // "biz exp 9,90€ uber to client": an expense written short.
    "exp",
  ],
  examples: {
    expenses_record: [
      "I spent 42.50 EUR on lunch with a client",
      "record an expense of $120 for software from JetBrains",
      "taxi from the station €23.50, log it as a business expense",
    ],
    expenses_update: [
      "change the lunch expense to 45 EUR",
      "rename the lunch expense to 'lunch with Initech'",
    ],
    expenses_dashboard: [
      "show the business dashboard",
      "show the expenses dashboard",
      "give me a summary of my expenses",
    ],
  },
};
