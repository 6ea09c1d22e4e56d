import assert from "node:assert/strict";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";
import { currencyForZone } from "./_zone_currencies.ts";
import { CODES } from "./_tool_text_money_words.ts";

/** A day in a zone: the currency a bare amount or a money named alike is read in follows it. */
function at(timezone: string): IntentContext {
  return { now: new Date("2026-08-06T11:20:00Z"), timezone };
}

/** The currency of the one expense a message records in a zone. */
function currencyOf(text: string, zone: string): unknown {
  const calls = parseToolIntent(text, at(zone));
  assert.equal(calls.length, 1, `${text} (${zone}): ${JSON.stringify(calls)}`);
  return calls[0]!.input.currency;
}

Deno.test("a bare amount is in the money of the user's place, beyond Europe and the Americas' dollar", () => {
  const table: [string, string][] = [
    ["Asia/Tehran", "IRR"],
    ["Asia/Muscat", "OMR"],
    ["Asia/Amman", "JOD"],
    ["Asia/Baku", "AZN"],
    ["Asia/Almaty", "KZT"],
    ["Asia/Yangon", "MMK"],
    ["Africa/Addis_Ababa", "ETB"],
    ["Africa/Dakar", "XOF"],
    ["America/Guatemala", "GTQ"],
    ["America/Montevideo", "UYU"],
    ["America/Caracas", "VES"],
    ["Europe/Belgrade", "RSD"],
    ["Europe/Moscow", "RUB"],
    ["Pacific/Fiji", "FJD"],
    // Unchanged: the euro's places, the US, the dollar's own places.
    ["Europe/Madrid", "EUR"],
    // Bulgaria has paid in euros since 1 January 2026.
    ["Europe/Sofia", "EUR"],
    ["America/Chicago", "USD"],
    ["America/Puerto_Rico", "USD"],
    ["Asia/Dubai", "AED"],
  ];
  for (const [zone, code] of table) {
    assert.equal(currencyForZone(zone), code, zone);
    assert.ok(CODES.includes(code), `${code} is read as a code`);
    assert.equal(currencyOf("spent 300 on fuel", zone), code, zone);
  }
});

Deno.test("a money several places name alike (rial, riyal, dinar, pound, franc) is the user's own, else the first", () => {
  const table: [string, string, string][] = [
    ["record expense: 4,500,000 rial for printer toner", "Asia/Tehran", "IRR"],
    ["spent 12 rials on tea", "Asia/Muscat", "OMR"],
    ["spent 80 riyals on lunch", "Asia/Qatar", "QAR"],
    ["spent 80 riyals on lunch", "Europe/Paris", "SAR"],
    ["45 dinars for the taxi, log it", "Asia/Amman", "JOD"],
    ["45 dinars for the taxi, log it", "Africa/Tunis", "TND"],
    ["spent 40 pounds on a taxi", "Africa/Cairo", "EGP"],
    ["spent 40 pounds on a taxi", "Europe/London", "GBP"],
    ["spent 40 pounds on a taxi", "Europe/Paris", "GBP"],
    ["log 3000 francs for the hotel", "Africa/Dakar", "XOF"],
    ["log 30 francs for parking", "Europe/Zurich", "CHF"],
    ["spent 40 soles on a taxi", "America/Lima", "PEN"],
    ["spent 1500 taka on printing", "Asia/Dhaka", "BDT"],
    ["spent 2000 tenge on a taxi", "Asia/Almaty", "KZT"],
    ["paid 250 quetzales for the hotel, expense it", "America/Guatemala", "GTQ"],
  ];
  for (const [text, zone, code] of table) {
    assert.equal(currencyOf(text, zone), code, `${text} (${zone})`);
  }
});

Deno.test("a word of a money never stays in what was bought", () => {
  const calls = parseToolIntent(
    "record expense: 4,500,000 rial for printer toner",
    at("Asia/Tehran"),
  );
  assert.deepEqual(calls[0]?.input, {
    amount: 4500000,
    currency: "IRR",
    description: "printer toner",
  });
});
