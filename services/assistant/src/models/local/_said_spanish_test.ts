/**
 * Requests said in Spanish among English words: the request verbs, the words of days and times
 * and the names of what is kept, read as the English they say; the user's own words as written.
 * Sentences written for the kind, with English look-alikes that stay exactly as they were.
 */
import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { parseToolIntent } from "./tool_intent.ts";
import { spanishWritten } from "./_said_spanish.ts";

/** Saturday 30 October 2027, 22:10 in Madrid (UTC+2). */
const MADRID = { now: new Date("2027-10-30T20:10:00Z"), timezone: "Europe/Madrid" };
const calls = (text: string): ToolCall[] => parseToolIntent(text, MADRID);

Deno.test("Spanish is written as the English it says", () => {
  const cases: [string, string][] = [
    ["oye recuérdame mañana a las 10 to buy flowers", "remind me tomorrow at 10 to buy flowers"],
    ["recuerdame manana a las 10 to buy flowers", "remind me tomorrow at 10 to buy flowers"],
    ["añade leche, huevos y pan a la lista", "add leche, huevos y pan to the list"],
    ["save Diego's cumpleaños, 2 de noviembre 2015", "save Diego's birthday, 2 November 2015"],
    ["viaje a Oaxaca del 8 al 11 de enero", "trip to Oaxaca from 8 to 11 January"],
    ["recuérdame a las 8 y media de la mañana", "remind me at 8:30 in the morning"],
    ["¿cuánto gasté en noviembre?", "how much did I spend in November?"],
    ["gasto de negocio: S/ 45.90, taxi", "business expense: PEN 45.90, taxi"],
    ["agrega tortillas porfa!", "add tortillas!"],
    // A month or weekday that is a name too, written with a capital, is the name.
    ["recuérdame llamar a Julio el domingo", "remind me llamar a Julio on Sunday"],
    ["recuérdame el regalo de Domingo", "remind me el regalo de Domingo"],
    // A phrase broken by a mark is no phrase.
    ["recuérdame a las, 10", "remind me a las, 10"],
    // What follows a note's, a memory's or an email's opener is the user's own, as written.
    ["apunta: la cena es a las 8", "note: la cena es a las 8"],
    ["guárdame esto: la taquería el lunes", "keep this: la taquería el lunes"],
    ["note: la cena es a las 8", "note: la cena es a las 8"],
    [
      "email ana@x.example diciendo que llego el lunes",
      "email ana@x.example diciendo que llego el lunes",
    ],
    ["apunta esto", "apunta esto"],
    // Where an expense was paid, said after what it was for, is its supplier.
    [
      "gasté 1,850 pesos en papelería de Office Depot",
      "I spent 1,850 pesos on papelería at Office Depot",
    ],
    // A word of an object's own is no word of the tables.
    ["añade constructor a la lista", "add constructor to the list"],
    ["añade toString, __proto__ y hasOwnProperty", "add toString, __proto__ y hasOwnProperty"],
  ];
  for (const [text, said] of cases) assert.equal(spanishWritten(text), said, text);
});

Deno.test("English that looks like Spanish stays exactly as it was", () => {
  const english = [
    "add pan, milk and a sale item to the list",
    "remind me to call Julio at 5",
    "remind me on the 3rd of May to call Domingo",
    "a las vegas trip from 3 to 7 May",
    "add mayo and pan to the list",
    "note: de la Cruz family arrives at 5",
    "the agenda for Monday: budget",
    "remind me to go to the Hoy concert",
    "add 2 soles to the shopping list",
    "put el paso salsa on the list",
    "note: con man",
    "add tortillas y salsa",
    "que sera sera",
    "save the note: mis en place for Sunday",
    "remind me to pon the lights at 6",
    "add a la carte menus to my notes",
    "save Ayer's number 612 345 678",
    "trip to Los Angeles from 8 to 11 January",
    "add 10 de cecco pasta to the list",
    "remind me to email Mayo Clinic on Monday",
  ];
  for (const text of english) assert.equal(spanishWritten(text), text, text);
});

Deno.test("requests said in Spanish among English are read as their English", () => {
  const cases: [string, ToolCall[]][] = [
    ["recuerdame manana a las 9 to call the dentist", [{
      name: "reminders_create",
      input: { text: "call the dentist", at: "2027-10-31T09:00:00+01:00" },
    }]],
    ["Recuérdame el viernes a las 6 de la tarde to pick up the cake", [{
      name: "reminders_create",
      input: { text: "pick up the cake", at: "2027-11-05T18:00:00+01:00" },
    }]],
    ["recuérdame pasado mañana a las 7 to water the plants", [{
      name: "reminders_create",
      input: { text: "water the plants", at: "2027-11-01T07:00:00+01:00" },
    }]],
    ["recuérdame el 5 de noviembre a las 10 to renew the passport", [{
      name: "reminders_create",
      input: { text: "renew the passport", at: "2027-11-05T10:00:00+01:00" },
    }]],
    ["añade tortillas y aguacates a la lista", [{
      name: "shopping_add",
      input: { items: ["tortillas", "aguacates"] },
    }]],
    ["agrega queso to the shopping list porfa", [{
      name: "shopping_add",
      input: { items: ["queso"] },
    }]],
    ["agenda una cena con Sofía el sábado a las 9pm", [{
      name: "propose_action",
      input: {
        calendar_event: {
          title: "Cena con Sofía",
          start: "2027-11-06T21:00:00+01:00",
          end: "2027-11-06T22:00:00+01:00",
        },
      },
    }]],
    ["pon en mi calendario yoga el martes a las 7", [{
      name: "propose_action",
      input: {
        calendar_event: {
          title: "Yoga",
          start: "2027-11-02T07:00:00+01:00",
          end: "2027-11-02T08:00:00+01:00",
        },
      },
    }]],
    ["bloquea en mi calendario del 2 al 4 de diciembre, congreso en Bilbao", [{
      name: "propose_action",
      input: {
        calendar_event: { title: "Congreso en Bilbao", start: "2027-12-02", end: "2027-12-04" },
      },
    }]],
    ["qué tengo el lunes en el calendario?", [{
      name: "calendar_list",
      input: { from: "2027-11-01", to: "2027-11-01" },
    }]],
    ["guarda el cumpleaños de Pablo, 3 de marzo", [{
      name: "birthdays_save",
      input: { name: "Pablo", date: "--03-03" },
    }]],
    ["save Lucía's cumpleaños, 14 de febrero 2019", [{
      name: "birthdays_save",
      input: { name: "Lucía", date: "2019-02-14" },
    }]],
    ["viaje a Lima del 3 al 9 de diciembre", [{
      name: "trips_create",
      input: { destination: "Lima", start_date: "2027-12-03", end_date: "2027-12-09" },
    }]],
    ["tarea: llamar al banco el jueves", [{
      name: "tasks_create",
      input: { content: "llamar al banco", due: "2027-11-04" },
    }]],
    ["vigila el precio de https://shop.example.es/silla y avísame si baja de 80", [{
      name: "price_watches_start",
      input: { url: "https://shop.example.es/silla", target_price: 80 },
    }]],
    ["gasté 25 euros en gasolina", [{
      name: "expenses_record",
      input: { amount: 25, currency: "EUR", description: "gasolina" },
    }]],
    ["gasto de negocio: S/ 120, almuerzo con el cliente", [{
      name: "expenses_record",
      input: { amount: 120, currency: "PEN", description: "almuerzo con el cliente" },
    }]],
    ["ya tengo las tortillas, quítalas", [{
      name: "shopping_remove",
      input: { items: ["tortillas"] },
    }]],
    ["cuenta regresiva para la boda de Ana, 12 de junio", [{
      name: "countdowns_set",
      input: { title: "la boda de Ana", date: "2028-06-12" },
    }]],
    ["¿cuánto gasté en octubre?", [{
      name: "expenses_dashboard",
      input: { month: "2027-10" },
    }]],
    ["guarda a Pedro Gómez, pedro@example.es", [{
      name: "contacts_create",
      input: { name: "Pedro Gómez", email: "pedro@example.es" },
    }]],
    ["muéstrame mis notas", [{ name: "notes_list", input: {} }]],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), want, text);
});

Deno.test("Spanish that cannot be read whole runs nothing", () => {
  for (
    const text of [
      // Where it was said the birthday is is no name: nothing, not "Hermana Lupita es".
      "el cumple de mi hermana Lupita es el 12 de diciembre",
      "borra la nota del wifi",
      // Said not to: no verb of the tables is said, and nothing runs.
      "no pongas vino en la lista",
      "no me recuerdes mañana a las 10 to call Ana",
      "ya no añadas leche a la lista",
      "no guardes a Marta Ruiz, marta@correo.es",
    ]
  ) assert.deepEqual(calls(text), [], text);
});
