/**
 * Requests said in French among English words: the request verbs, the words of days and times
 * and the names of what is kept, read as the English they say; the user's own words as written.
 * Sentences written for the kind, with English look-alikes that stay exactly as they were.
 */
import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { parseToolIntent } from "./tool_intent.ts";
import { frenchWritten } from "./_said_french.ts";
import { languagesWritten } from "./_said_languages.ts";

/** Saturday 30 October 2027, 20:10 UTC in Paris. */
const HERE = { now: new Date("2027-10-30T20:10:00Z"), timezone: "Europe/Paris" };
const calls = (text: string): ToolCall[] => parseToolIntent(text, HERE);

Deno.test("French is written as the English it says", () => {
  const cases: [string, string][] = [
    ["rappelle-moi demain à 10h to call the bank", "remind me tomorrow at 10h to call the bank"],
    ["Rappelle-moi lundi à 9h to call the dentist", "remind me Monday at 9h to call the dentist"],
    [
      "ajoute lait, oeufs et pain à la liste de courses",
      "add lait, oeufs et pain to the shopping list",
    ],
    ["ajoute du fromage s'il te plaît!", "add some fromage!"],
    ["j'ai déjà les œufs, supprime-les", "I already have the œufs, delete them"],
    ["voyage à Lyon du 8 au 11 janvier", "trip to Lyon from 8 to 11 January"],
    ["rappelle-moi à 8h30 du matin", "remind me at 8h30 in the morning"],
    ["save Chloé’s anniversaire, le 1er mai", "save Chloé’s birthday, on 1 May"],
    ["enregistre 2 mars bars", "save 2 mars bars"],
    ["rappelle-moi demain à, 10", "remind me tomorrow à, 10"],
    ["prends note: le dîner est à 8h demain", "note: le dîner est à 8h demain"],
    ["prends note", "prends note"],
    [
      "email lea@x.example en disant que j'arrive demain",
      "email lea@x.example en disant que j'arrive demain",
    ],
    ["ajoute constructor à la liste", "add constructor to the list"],
    [
      "ajoute toString, __proto__ et hasOwnProperty à la liste",
      "add toString, __proto__ et hasOwnProperty to the list",
    ],
  ];
  for (const [text, said] of cases) assert.equal(frenchWritten(text), said, text);
});

Deno.test("English that looks like French stays exactly as it was", () => {
  const english = [
    "add mars bars and pain au chocolat to the list",
    "add 2 mai tais to the list",
    "the Mardi Gras parade is on Tuesday at 5",
    "remind me to retire the old laptop on Monday",
    "note: le tour de France starts at 8",
    "remind me to buy Le Soir at 7",
    "remind me to watch Les Misérables at 8",
    "trip to Le Mans from 3 to 5 June",
    "add a la carte menus to my notes",
    "merci for the help, add milk",
    "remind me about the tache on the shirt",
    "save Avril's number 612 345 678",
    "add 10 de cecco pasta to the list",
    "email Dominique at 5 saying see you",
    "note: je ne sais quoi",
    "add croissants, brie et baguette to the list",
    "remind me to call Jules at 10",
    "the agenda for Monday: budget",
    "remind me to put the affiche up at 6",
    "add du jour soup to the list",
  ];
  for (const text of english) {
    assert.equal(frenchWritten(text), text, text);
    assert.equal(languagesWritten(text), text, text);
  }
});

Deno.test("requests said in French among English are read as their English", () => {
  const cases: [string, ToolCall[]][] = [
    ["rappelle-moi demain à 10h to call the bank", [{
      "name": "reminders_create",
      "input": { "text": "call the bank", "at": "2027-10-31T10:00:00+01:00" },
    }]],
    ["Rappelle-moi lundi à 9h to call the dentist", [{
      "name": "reminders_create",
      "input": { "text": "call the dentist", "at": "2027-11-01T09:00:00+01:00" },
    }]],
    ["rappelle-moi de call the plumber vendredi à 14h", [{
      "name": "reminders_create",
      "input": { "text": "call the plumber", "at": "2027-11-05T14:00:00+01:00" },
    }]],
    ["rappelle-moi après-demain à 7h to water the plants", [{
      "name": "reminders_create",
      "input": { "text": "water the plants", "at": "2027-11-01T07:00:00+01:00" },
    }]],
    ["rappelle-moi le 5 novembre à 10h to renew the passport", [{
      "name": "reminders_create",
      "input": { "text": "renew the passport", "at": "2027-11-05T10:00:00+01:00" },
    }]],
    ["rappelle-moi dans 3 jours to pay the rent", [{
      "name": "reminders_create",
      "input": { "text": "pay the rent", "at": "2027-11-02T09:00:00+01:00" },
    }]],
    ["rappelle-moi demain à 7h du soir to call mum", [{
      "name": "reminders_create",
      "input": { "text": "call mum", "at": "2027-10-31T19:00:00+01:00" },
    }]],
    ["rappelle-moi la semaine prochaine to renew the passport", [{
      "name": "reminders_create",
      "input": { "text": "renew the passport", "at": "2027-11-06T09:00:00+01:00" },
    }]],
    ["ajoute lait, oeufs et pain à la liste de courses", [{
      "name": "shopping_add",
      "input": { "items": ["lait", "oeufs", "pain"] },
    }]],
    ["ajoute du fromage to the shopping list s'il te plaît", [{
      "name": "shopping_add",
      "input": { "items": ["fromage"] },
    }]],
    ["ajoute cheese to the shopping list stp", [{
      "name": "shopping_add",
      "input": { "items": ["cheese"] },
    }]],
    ["supprime le lait de la liste de courses", [{
      "name": "shopping_remove",
      "input": { "items": ["lait"] },
    }]],
    ["j'ai déjà les oeufs, supprime-les", [{
      "name": "shopping_remove",
      "input": { "items": ["oeufs"] },
    }]],
    ["save Chloé's anniversaire, le 2 novembre", [{
      "name": "birthdays_save",
      "input": { "name": "Chloé", "date": "--11-02" },
    }]],
    ["enregistre l'anniversaire de Paul, le 3 mars", [{
      "name": "birthdays_save",
      "input": { "name": "Paul", "date": "--03-03" },
    }]],
    ["voyage à Lyon du 8 au 11 janvier", [{
      "name": "trips_create",
      "input": { "destination": "Lyon", "start_date": "2028-01-08", "end_date": "2028-01-11" },
    }]],
    ["tâche: appeler la banque vendredi", [{
      "name": "tasks_create",
      "input": { "content": "appeler la banque", "due": "2027-11-05" },
    }]],
    ["combien j'ai dépensé en octobre?", [{
      "name": "expenses_dashboard",
      "input": { "month": "2027-10" },
    }]],
    ["montre-moi mes notes", [{ "name": "notes_list", "input": {} }]],
    ["montre-moi mes rappels", [{ "name": "reminders_list", "input": {} }]],
    ["qu'est-ce que j'ai mardi dans mon calendrier?", [{
      "name": "calendar_list",
      "input": { "from": "2027-11-02", "to": "2027-11-02" },
    }]],
    ["mets dans mon agenda yoga mardi à 7h", [{
      "name": "propose_action",
      "input": {
        "calendar_event": {
          "title": "Yoga",
          "start": "2027-11-02T07:00:00+01:00",
          "end": "2027-11-02T08:00:00+01:00",
        },
      },
    }]],
    [
      "surveille le prix de https://shop.example.fr/chaise et préviens-moi si le prix descend sous 80",
      [{
        "name": "price_watches_start",
        "input": { "url": "https://shop.example.fr/chaise", "target_price": 80 },
      }],
    ],
    ["compte à rebours pour le mariage de Léa, le 12 juin", [{
      "name": "countdowns_set",
      "input": { "title": "le mariage de Léa", "date": "2028-06-12" },
    }]],
    ["j'ai dépensé 25 euros en essence", [{
      "name": "expenses_record",
      "input": { "amount": 25, "currency": "EUR", "description": "essence" },
    }]],
    ["prends note: le dîner est à 8h", [{
      "name": "notes_create",
      "input": { "text": "le dîner est à 8h" },
    }]],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), want, text);
});

Deno.test("French that cannot be read whole, or asks for nothing, runs nothing", () => {
  for (
    const text of [
      "n'ajoute pas de vin à la liste",
      "ne me rappelle pas demain à 10h to call Ana",
      "merci beaucoup!",
      "bonjour, ça va demain?",
      "supprime la note du wifi",
      "l'anniversaire de ma soeur Claire est le 12 décembre",
      "ne supprime pas le lait de la liste de courses",
      "rappelle-moi",
    ]
  ) assert.deepEqual(calls(text), [], text);
});
