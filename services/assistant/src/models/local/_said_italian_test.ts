/**
 * Requests said in Italian among English words: the request verbs, the words of days and times
 * and the names of what is kept, read as the English they say; the user's own words as written.
 * Sentences written for the kind, with English look-alikes that stay exactly as they were.
 */
import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { parseToolIntent } from "./tool_intent.ts";
import { italianWritten } from "./_said_italian.ts";
import { languagesWritten } from "./_said_languages.ts";

/** Saturday 30 October 2027, 20:10 UTC in Rome. */
const HERE = { now: new Date("2027-10-30T20:10:00Z"), timezone: "Europe/Rome" };
const calls = (text: string): ToolCall[] => parseToolIntent(text, HERE);

Deno.test("Italian is written as the English it says", () => {
  const cases: [string, string][] = [
    ["ricordami domani alle 10 to call the bank", "remind me tomorrow at 10 to call the bank"],
    ["Ricordami lunedì alle 9 to call the dentist", "remind me Monday at 9 to call the dentist"],
    [
      "aggiungi latte, uova, pane alla lista della spesa",
      "add latte, uova, pane to the shopping list",
    ],
    ["aggiungi del formaggio per favore!", "add some formaggio!"],
    ["ho già le uova, toglile", "I already have the uova, remove them"],
    ["viaggio a Roma dal 8 all'11 gennaio", "trip to Roma from 8 to 11 January"],
    ["ricordami alle 8:30 di mattina", "remind me at 8:30 in the morning"],
    ["ricordami di chiamare Domenica domenica", "remind me to chiamare Domenica Sunday"],
    ["ricordami domani alle, 10", "remind me tomorrow alle, 10"],
    ["segna: la cena è alle 8 domani", "note: la cena è alle 8 domani"],
    ["segna questo", "segna questo"],
    [
      "email chiara@x.example dicendo che arrivo domani",
      "email chiara@x.example dicendo che arrivo domani",
    ],
    ["aggiungi constructor alla lista", "add constructor to the list"],
    [
      "aggiungi toString, __proto__ e hasOwnProperty alla lista",
      "add toString, __proto__ e hasOwnProperty to the list",
    ],
  ];
  for (const [text, said] of cases) assert.equal(italianWritten(text), said, text);
});

Deno.test("English that looks like Italian stays exactly as it was", () => {
  const english = [
    "add pane and latte to the list",
    "I spent 20 euro in Paris",
    "10 euro per person for the tour",
    "remind me to call Di at 5",
    "note: la dolce vita at 8",
    "add a marzipan cake to the list",
    "trip to San Marino from 3 to 5 June",
    "remind me to call Sabato at 10",
    "remind me to visit Domenica on Monday",
    "save Marco's number 612 345 678",
    "add 2 salami and prosciutto to the list",
    "note: alle venue opens at 5",
    "remind me to buy Oggi magazine",
    "add calendario 2028 to my notes",
    "the salva lake trip from 3 to 5 June",
    "add penne, fusilli e farfalle to the list",
    "add gelato per kid to the list",
    "remind me the metti show at 7",
    "email Chiara at 5 saying ciao",
    "save the contact of Tra Vinh",
  ];
  for (const text of english) {
    assert.equal(italianWritten(text), text, text);
    assert.equal(languagesWritten(text), text, text);
  }
});

Deno.test("requests said in Italian among English are read as their English", () => {
  const cases: [string, ToolCall[]][] = [
    ["ricordami domani alle 10 to call the bank", [{
      "name": "reminders_create",
      "input": { "text": "call the bank", "at": "2027-10-31T10:00:00+01:00" },
    }]],
    ["Ricordami lunedì alle 9 to call the dentist", [{
      "name": "reminders_create",
      "input": { "text": "call the dentist", "at": "2027-11-01T09:00:00+01:00" },
    }]],
    ["ricordami di call the plumber venerdì alle 14", [{
      "name": "reminders_create",
      "input": { "text": "call the plumber", "at": "2027-11-05T14:00:00+01:00" },
    }]],
    ["ricordami dopodomani alle 7 to water the plants", [{
      "name": "reminders_create",
      "input": { "text": "water the plants", "at": "2027-11-01T07:00:00+01:00" },
    }]],
    ["ricordami il 5 novembre alle 10 to renew the passport", [{
      "name": "reminders_create",
      "input": { "text": "renew the passport", "at": "2027-11-05T10:00:00+01:00" },
    }]],
    ["ricordami tra 3 giorni to pay the rent", [{
      "name": "reminders_create",
      "input": { "text": "pay the rent", "at": "2027-11-02T09:00:00+01:00" },
    }]],
    ["ricordami domani alle 7 di sera to call mum", [{
      "name": "reminders_create",
      "input": { "text": "call mum", "at": "2027-10-31T19:00:00+01:00" },
    }]],
    ["ricordami la prossima settimana to renew the passport", [{
      "name": "reminders_create",
      "input": { "text": "renew the passport", "at": "2027-11-06T09:00:00+01:00" },
    }]],
    ["aggiungi latte, uova, pane alla lista della spesa", [{
      "name": "shopping_add",
      "input": { "items": ["latte", "uova", "pane"] },
    }]],
    ["aggiungi del formaggio to the shopping list per favore", [{
      "name": "shopping_add",
      "input": { "items": ["formaggio"] },
    }]],
    ["aggiungi cheese to the shopping list grazie", [{
      "name": "shopping_add",
      "input": { "items": ["cheese"] },
    }]],
    ["togli il latte dalla lista della spesa", [{
      "name": "shopping_remove",
      "input": { "items": ["latte"] },
    }]],
    ["ho già le uova, toglile", [{ "name": "shopping_remove", "input": { "items": ["uova"] } }]],
    ["save Giulia's compleanno, 2 novembre", [{
      "name": "birthdays_save",
      "input": { "name": "Giulia", "date": "--11-02" },
    }]],
    ["salva il compleanno di Marco, 3 marzo", [{
      "name": "birthdays_save",
      "input": { "name": "Marco", "date": "--03-03" },
    }]],
    ["viaggio a Roma dal 8 all'11 gennaio", [{
      "name": "trips_create",
      "input": { "destination": "Roma", "start_date": "2028-01-08", "end_date": "2028-01-11" },
    }]],
    ["viaggio a Napoli dal 3 al 9 dicembre", [{
      "name": "trips_create",
      "input": { "destination": "Napoli", "start_date": "2027-12-03", "end_date": "2027-12-09" },
    }]],
    ["quanto ho speso a ottobre?", [{
      "name": "expenses_dashboard",
      "input": { "month": "2027-10" },
    }]],
    ["mostrami le mie note", [{ "name": "notes_list", "input": {} }]],
    ["mostrami i miei promemoria", [{ "name": "reminders_list", "input": {} }]],
    ["cosa ho giovedì nel calendario?", [{
      "name": "calendar_list",
      "input": { "from": "2027-11-04", "to": "2027-11-04" },
    }]],
    ["metti nel calendario yoga martedì alle 7", [{
      "name": "propose_action",
      "input": {
        "calendar_event": {
          "title": "Yoga",
          "start": "2027-11-02T07:00:00+01:00",
          "end": "2027-11-02T08:00:00+01:00",
        },
      },
    }]],
    ["segna nel calendario dentista venerdì alle 15", [{
      "name": "propose_action",
      "input": {
        "calendar_event": {
          "title": "Dentista",
          "start": "2027-11-05T15:00:00+01:00",
          "end": "2027-11-05T16:00:00+01:00",
        },
      },
    }]],
    ["tieni d'occhio il prezzo di https://shop.example.it/sedia e avvisami se scende sotto 80", [{
      "name": "price_watches_start",
      "input": { "url": "https://shop.example.it/sedia", "target_price": 80 },
    }]],
    ["conto alla rovescia per il matrimonio di Anna, 12 giugno", [{
      "name": "countdowns_set",
      "input": { "title": "il matrimonio di Anna", "date": "2028-06-12" },
    }]],
    ["ho speso 25 euro di benzina", [{
      "name": "expenses_record",
      "input": { "amount": 25, "currency": "EUR", "description": "benzina" },
    }]],
    ["segna: la cena è alle 8", [{
      "name": "notes_create",
      "input": { "text": "la cena è alle 8" },
    }]],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), want, text);
});

Deno.test("Italian that cannot be read whole, or asks for nothing, runs nothing", () => {
  for (
    const text of [
      "non aggiungere vino alla lista",
      "non ricordarmi domani alle 10 to call Ana",
      "grazie mille!",
      "ciao, come stai oggi?",
      "cancella il promemoria di domani",
      "il compleanno di mia sorella Chiara è il 12 dicembre",
      "ricordami",
    ]
  ) assert.deepEqual(calls(text), [], text);
});
