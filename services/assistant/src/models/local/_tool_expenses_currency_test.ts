import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";
import {
  amountsAsNumbers,
  currencyForZone,
  currencyNamed,
  dollarForZone,
  findMoney,
} from "./_tool_text_money.ts";

/** A day in a zone: the currency a bare amount or a bare dollar is read in follows it. */
function at(timezone: string): IntentContext {
  return { now: new Date("2026-08-06T11:20:00Z"), timezone };
}

function record(input: Record<string, unknown>): ToolCall[] {
  return [{ name: "expenses_record", input }];
}

function update(input: Record<string, unknown>): ToolCall[] {
  return [{ name: "expenses_update", input }];
}

Deno.test("a dollar said bare is the dollar of the user's zone, when it has one", () => {
  const table: [string, string, string][] = [
    ["America/Toronto", "CAD", "CAD"],
    ["America/Vancouver", "CAD", "CAD"],
    ["America/New_York", "USD", "USD"],
    ["Australia/Sydney", "AUD", "AUD"],
    ["Pacific/Auckland", "NZD", "NZD"],
    ["Asia/Singapore", "SGD", "SGD"],
    ["Asia/Hong_Kong", "HKD", "HKD"],
    // A zone with no dollar of its own: "$" is the US dollar.
    ["Europe/Paris", "EUR", "USD"],
    ["Europe/London", "GBP", "USD"],
    ["Africa/Johannesburg", "ZAR", "USD"],
  ];
  for (const [zone, own, dollar] of table) {
    assert.equal(currencyForZone(zone), own, zone);
    assert.equal(dollarForZone(zone), dollar, zone);
  }
  assert.equal(findMoney("$40", "Australia/Perth")[0]?.currency, "AUD");
  assert.equal(findMoney("40 bucks", "America/Winnipeg")[0]?.currency, "CAD");
  // Without a zone, and with a dollar said by its country, it is what it says.
  assert.equal(findMoney("$40")[0]?.currency, "USD");
  assert.equal(findMoney("US$40", "America/Toronto")[0]?.currency, "USD");
  assert.equal(findMoney("A$40", "America/Toronto")[0]?.currency, "AUD");
});

Deno.test("expenses in bare dollars are recorded in the zone's dollar", () => {
  assert.deepEqual(
    parseToolIntent("log 30 bucks for a cab to the airport", at("America/Winnipeg")),
    record({ amount: 30, currency: "CAD", description: "cab to the airport" }),
  );
  assert.deepEqual(
    parseToolIntent("I spent $12.50 on printing", at("Australia/Melbourne")),
    record({ amount: 12.5, currency: "AUD", description: "printing" }),
  );
  assert.deepEqual(
    parseToolIntent("record 64 dollars for a train ticket", at("America/Chicago")),
    record({ amount: 64, currency: "USD", description: "train ticket" }),
  );
  // Said in a zone with no dollar, "$" stays the US dollar.
  assert.deepEqual(
    parseToolIntent("record $20 for stamps", at("Europe/Berlin")),
    record({ amount: 20, currency: "USD", description: "stamps" }),
  );
});

Deno.test("a dollar said with its country's letters is that country's", () => {
  assert.deepEqual(
    parseToolIntent("log S$14 for a cab and S$9.80 for coffee", at("Asia/Singapore")),
    [
      ...record({ amount: 14, currency: "SGD", description: "cab" }),
      ...record({ amount: 9.8, currency: "SGD", description: "coffee" }),
    ],
  );
  assert.deepEqual(
    parseToolIntent("record C$45 for parking", at("Europe/London")),
    record({ amount: 45, currency: "CAD", description: "parking" }),
  );
  assert.deepEqual(
    parseToolIntent("record NZ$80 for the coworking desk", at("America/Toronto")),
    record({ amount: 80, currency: "NZD", description: "coworking desk" }),
  );
  // The sign's letters are no word of the request; a letter said alone still is.
  assert.equal(amountsAsNumbers("log S$14 for a cab"), "log 14 for a cab");
  assert.deepEqual(parseToolIntent("log s for a cab", at("Asia/Singapore")), []);
});

Deno.test("a name said last, apart, is who was paid; a place or a day is not", () => {
  assert.deepEqual(
    parseToolIntent("expense R480 for printing, Minuteman Press", at("Africa/Johannesburg")),
    record({ amount: 480, currency: "ZAR", description: "printing", supplier: "Minuteman Press" }),
  );
  assert.deepEqual(
    parseToolIntent("log €40 for lunch, Uber Eats", at("Europe/Paris")),
    record({ amount: 40, currency: "EUR", description: "lunch", supplier: "Uber Eats" }),
  );
  // A known place says where, not who: nothing is read rather than a wrong supplier.
  assert.deepEqual(parseToolIntent("record 25 euros for a taxi, Paris", at("Europe/Paris")), []);
  assert.deepEqual(
    parseToolIntent("log €40 for lunch, thanks", at("Europe/Paris")),
    record({
      amount: 40,
      currency: "EUR",
      description: "lunch",
    }),
  );
});

Deno.test("a name put right by a name in an expense's wording is who was paid", () => {
  const jhb = at("Africa/Johannesburg");
  assert.deepEqual(
    parseToolIntent("the printing expense should say Pick n Pay, not Checkers", jhb),
    update({ expense: "printing", supplier: "Pick n Pay" }),
  );
  assert.deepEqual(
    parseToolIntent("that hotel expense should read Ibis, not Hilton", jhb),
    update({ expense: "hotel", supplier: "Ibis" }),
  );
  // A wording put right keeps none of the wording corrected away.
  assert.deepEqual(
    parseToolIntent("the taxi expense should say taxi to Orly not taxi to Lyon", jhb),
    [],
  );
  assert.deepEqual(parseToolIntent("the winner should say Chelsea not Arsenal", jhb), []);
  assert.deepEqual(
    parseToolIntent("the lunch expense should say team lunch", jhb),
    update({ expense: "lunch", description: "team lunch" }),
  );
});

Deno.test("a currency put right by its country's dollar", () => {
  const akl = at("Pacific/Auckland");
  assert.equal(currencyNamed("US dollars"), "USD");
  assert.equal(currencyNamed("kiwi"), "NZD");
  assert.equal(currencyNamed("dollars", "America/Toronto"), "CAD");
  assert.equal(currencyNamed("green dollars"), null);
  assert.deepEqual(
    parseToolIntent("the hosting expense was in Canadian dollars, not US", akl),
    update({ expense: "hosting", currency: "CAD" }),
  );
  assert.deepEqual(
    parseToolIntent("the taxi expense was in aussie dollars not kiwi", akl),
    update({ expense: "taxi", currency: "AUD" }),
  );
  assert.deepEqual(parseToolIntent("the trip was in aussie dollars", akl), []);
});

Deno.test("a day put right of what a freelancer pays for", () => {
  const akl = at("Pacific/Auckland");
  assert.deepEqual(
    parseToolIntent("the catering was on the 3rd not the 4th", akl),
    update({ expense: "catering", date: "2026-08-03" }),
  );
  assert.deepEqual(
    parseToolIntent("that hosting was actually on the 2nd, not the 1st", akl),
    update({ expense: "hosting", date: "2026-08-02" }),
  );
  assert.deepEqual(parseToolIntent("the meeting was actually on the 16th, not the 17th", akl), []);
});

Deno.test("the biggest costs of a month are the dashboard's", () => {
  const to = at("America/Toronto");
  assert.deepEqual(parseToolIntent("what were our main work costs in june", to), [
    { name: "expenses_dashboard", input: { month: "2026-06" } },
  ]);
  assert.deepEqual(parseToolIntent("what are the largest expenses this month", to), [
    { name: "expenses_dashboard", input: { month: "2026-08" } },
  ]);
  assert.deepEqual(parseToolIntent("what were my biggest regrets last month", to), []);
});

Deno.test("an amount said in words next to its currency is read as its digits", () => {
  const paris = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
  const read = (text: string) => parseToolIntent(text, paris);
  assert.deepEqual(read("spent twelve euros eighty on lunch"), [
    { name: "expenses_record", input: { amount: 12.8, currency: "EUR", description: "lunch" } },
  ]);
  assert.deepEqual(read("spent five pounds fifty on coffee"), [
    { name: "expenses_record", input: { amount: 5.5, currency: "GBP", description: "coffee" } },
  ]);
  assert.deepEqual(read("paid eighty quid for the train"), [
    { name: "expenses_record", input: { amount: 80, currency: "GBP", description: "train" } },
  ]);
  assert.deepEqual(read("spent seventy five euros on a dinner"), [
    { name: "expenses_record", input: { amount: 75, currency: "EUR", description: "dinner" } },
  ]);
  // A weight is no amount.
  assert.deepEqual(read("I bought one pound of cherries"), []);
});

Deno.test("the naira: its sign, its name and its code, and the currency of Lagos", () => {
  const lagos = at("Africa/Lagos");
  assert.equal(currencyForZone("Africa/Lagos"), "NGN");
  assert.deepEqual(
    parseToolIntent("log ₦8,500 for the generator diesel", lagos),
    record({ amount: 8500, currency: "NGN", description: "generator diesel" }),
  );
  assert.deepEqual(
    parseToolIntent("record 2,000 naira for printing", lagos),
    record({ amount: 2000, currency: "NGN", description: "printing" }),
  );
  assert.deepEqual(
    parseToolIntent("spent 3500 on a cab to the client", lagos),
    record({ amount: 3500, currency: "NGN", description: "cab to the client" }),
  );
  // Said in Paris, the sign still names the naira.
  assert.deepEqual(
    parseToolIntent("expense NGN 12000 for airtime", at("Europe/Paris")),
    record({ amount: 12000, currency: "NGN", description: "airtime" }),
  );
});

Deno.test("a rupee, a peso or a shilling said bare is the one of the user's place", () => {
  const table: [string, string, string][] = [
    ["Please record Rs 2,400 for momos with the client yesterday.", "Asia/Kathmandu", "NPR"],
    ["record a business expense of 500 rupees for a taxi", "Asia/Karachi", "PKR"],
    ["record a business expense of Rs 18,500 for the laptop bag", "Asia/Kolkata", "INR"],
    ["record a business expense of 900 rupees for a taxi", "Asia/Colombo", "LKR"],
    ["record an expense of 1,250 pesos for stationery", "America/Santiago", "CLP"],
    ["record an expense of 1,250 pesos for stationery", "America/Mexico_City", "MXN"],
    ["record an expense of 1,250 pesos for stationery", "Asia/Manila", "PHP"],
    ["record an expense of 1,250 pesos for stationery", "America/Bogota", "COP"],
    // Where the peso is the money, "$" is its sign.
    ["record a business expense of $40 for lunch with a client", "America/Mexico_City", "MXN"],
    ["record a business expense of $40 for lunch with a client", "America/New_York", "USD"],
    ["record a business expense of 200 shillings for airtime", "Africa/Kampala", "UGX"],
    ["record a business expense of 200 shillings for airtime", "Africa/Nairobi", "KES"],
    // A place with another money: the first of the family, as before.
    ["record an expense of 1,250 pesos for stationery", "Europe/Paris", "MXN"],
    ["record a business expense of 500 rupees for a taxi", "Europe/London", "INR"],
    ["record a business expense of $40 for lunch with a client", "Europe/Paris", "USD"],
  ];
  for (const [text, zone, currency] of table) {
    const [call] = parseToolIntent(text, at(zone));
    assert.equal(call?.input.currency, currency, `${zone}: ${text}`);
  }
  // An amount said with no money at all is in the money of the user's place.
  const own: [string, string][] = [
    ["Asia/Colombo", "LKR"],
    ["Asia/Kathmandu", "NPR"],
    ["America/Santiago", "CLP"],
    ["America/Argentina/Buenos_Aires", "ARS"],
    ["Africa/Cairo", "EGP"],
    ["Europe/Kyiv", "UAH"],
    ["America/Chicago", "USD"],
  ];
  for (const [zone, code] of own) assert.equal(currencyForZone(zone), code, zone);
});
