import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Saturday 24 October 2026, 23:40 in Helsinki (UTC+3 until the clocks go back on Sunday). */
const HELSINKI: IntentContext = {
  now: new Date("2026-10-24T20:40:00Z"),
  timezone: "Europe/Helsinki",
};

function only(text: string) {
  const read = readToolIntent(text, HELSINKI);
  assert.equal(read.calls.length, 1, `${text}: ${JSON.stringify(read)}`);
  return read.calls[0]!;
}

Deno.test("an address keeps every letter as written: a shorthand word in it is no word", () => {
  // "fi" is Caribbean shorthand for "for", and "u" for "you": never inside an address.
  const email = only("email Mikko at mikko.laine@example.fi and tell him the sauna is moved");
  assert.deepEqual((email.input.email as { to: string[] }).to, ["mikko.laine@example.fi"]);
  const to = only("email u.virtanen@fi.example.com saying the sauna is moved to Friday");
  assert.deepEqual((to.input.email as { to: string[] }).to, ["u.virtanen@fi.example.com"]);
  const watch = only("watch https://www.verkkokauppa.com/fi/product/12345 and tell me under 199");
  assert.equal(watch.input.url, "https://www.verkkokauppa.com/fi/product/12345");
  assert.equal(watch.input.target_price, 199);
  // The same word outside an address is still read as the word it stands for.
  assert.equal(only("Put down saltfish pon di list fi me").name, "shopping_add");
});

Deno.test("a time said as minutes to an hour is in the half of the day of the hour said", () => {
  const cases: [string, string][] = [
    // "seven" alone is 07:00, so "quarter to seven" is 06:45.
    ["remind me Monday quarter to seven to book the sauna", "2026-10-26T06:45:00+02:00"],
    ["remind me Monday at quarter to 7 to book the sauna", "2026-10-26T06:45:00+02:00"],
    ["remind me Monday at ten to eight to book the sauna", "2026-10-26T07:50:00+02:00"],
    // "six" alone is 18:00, so the minutes before and after it are evening too.
    ["remind me Monday at quarter to six to book the sauna", "2026-10-26T17:45:00+02:00"],
    ["remind me Monday at quarter past six to book the sauna", "2026-10-26T18:15:00+02:00"],
    ["remind me Monday at quarter to one to book the sauna", "2026-10-26T12:45:00+02:00"],
    ["remind me Monday at quarter to twelve to book the sauna", "2026-10-26T11:45:00+02:00"],
    // Said with its half of the day, that half.
    ["remind me Monday at quarter to seven pm to book the sauna", "2026-10-26T18:45:00+02:00"],
    ["remind me Monday at quarter to six am to book the sauna", "2026-10-26T05:45:00+02:00"],
  ];
  for (const [text, at] of cases) {
    const call = only(text);
    assert.equal(call.name, "reminders_create", text);
    assert.equal(call.input.at, at, text);
  }
});

Deno.test("minutes to an hour said with a part of the day are in it, on the day said or the next", () => {
  const paris: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
  const cases: [string, string][] = [
    ["remind me at twenty to seven this evening to ring Aunt Carol", "2026-03-11T18:40:00+01:00"],
    ["remind me at ten to nine tomorrow morning to call the bank", "2026-03-12T08:50:00+01:00"],
    ["remind me at quarter to eight tonight to call the bank", "2026-03-11T19:45:00+01:00"],
    // At 09:30, 07:40 has passed, but the evening's 19:40 has not: today's.
    ["remind me at twenty to eight to book dinner for the evening", "2026-03-11T19:40:00+01:00"],
  ];
  for (const [text, at] of cases) {
    const read = readToolIntent(text, paris);
    assert.equal(read.calls.length, 1, `${text}: ${JSON.stringify(read)}`);
    assert.equal(read.calls[0]!.input.at, at, text);
  }
});
