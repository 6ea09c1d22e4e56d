import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";
import { assertValid } from "./_intent_test_util.ts";

const at = (timezone: string): IntentContext => ({
  now: new Date("2027-03-13T12:30:00Z"),
  timezone,
});
const LONDON = at("Europe/London");
const ANCHORAGE = at("America/Anchorage");

function calls(text: string, ctx: IntentContext = LONDON): ToolCall[] {
  const out = parseToolIntent(text, ctx);
  assertValid(out);
  return out;
}

function record(
  amount: number,
  currency: string,
  description: string,
  supplier?: string,
): ToolCall[] {
  const input: Record<string, unknown> = { amount, currency, description };
  if (supplier) input.supplier = supplier;
  return [{ name: "expenses_record", input }];
}

Deno.test("who was paid said last in a sentence of its own: '…; X was the supplier'", () => {
  const cases: [string, ToolCall[]][] = [
    [
      "Please record a business expense of £42.60 for the train to Oxford to examine a thesis; Great Western Railway was the supplier.",
      record(42.6, "GBP", "train to Oxford to examine a thesis", "Great Western Railway"),
    ],
    [
      "record a business expense of £42.60 for the train to Oxford; Great Western Railway was the supplier.",
      record(42.6, "GBP", "train to Oxford", "Great Western Railway"),
    ],
    [
      "log £18 for printer ink. The vendor was Cartridge World",
      record(18, "GBP", "printer ink", "Cartridge World"),
    ],
    [
      "I spent £30 on lunch with a client; Pret was the supplier",
      record(30, "GBP", "lunch with a client", "Pret"),
    ],
    ["record £25 for parking; the supplier was NCP", record(25, "GBP", "parking", "NCP")],
    ["claim €60 for the hotel. Ibis was the vendor", record(60, "EUR", "hotel", "Ibis")],
    [
      "log €12 for a taxi to the station; Bolt was the supplier",
      record(12, "EUR", "taxi to the station", "Bolt"),
    ],
    [
      "record £9.99 for a domain renewal. Namecheap was the vendor",
      record(9.99, "GBP", "domain renewal", "Namecheap"),
    ],
    [
      "claim £140 for the hotel in Leeds; the seller was Premier Inn",
      record(140, "GBP", "hotel in Leeds", "Premier Inn"),
    ],
    ["I paid £55 for toner; Viking was the supplier", record(55, "GBP", "toner", "Viking")],
    ["log £40 for stationery. the supplier was Ryman", record(40, "GBP", "stationery", "Ryman")],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), want, text);
});

Deno.test("the amount quoted before, said beside the one paid, is none paid", () => {
  assert.deepEqual(
    calls(
      "Record the studded tire swap for the work truck, $165, not the $150 they quoted, from Alaska Tire Service",
      ANCHORAGE,
    ),
    record(165, "USD", "studded tire swap for the work truck", "Alaska Tire Service"),
  );
  assert.deepEqual(
    calls("log the brake pads, $90, not the $80 he quoted", ANCHORAGE),
    record(90, "USD", "brake pads"),
  );
  const cases: [string, ToolCall[]][] = [
    [
      "record the boiler service, £95, not the £80 they quoted",
      record(95, "GBP", "boiler service"),
    ],
    [
      "log the van hire, £120, not the £100 quoted, from Enterprise",
      record(120, "GBP", "van hire", "Enterprise"),
    ],
    ["claim the printing, €60, not the €50 it quoted", record(60, "EUR", "printing")],
    ["log the gutter repair, £75, not the £60 she quoted", record(75, "GBP", "gutter repair")],
    ["record the website fix, $200, not the $150 quoted", record(200, "USD", "website fix")],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), want, text);
});

Deno.test("a figure followed by a scale the money reader leaves unread writes nothing", () => {
  const bogota = at("America/Bogota");
  for (
    const text of [
      "expense: almuerzo con cliente, 86 mil pesos",
      "log 86 mil pesos for lunch with a client",
      "the lunch was 96 mil, not 86",
    ]
  ) assert.deepEqual(calls(text, bogota), [], text);
  assert.deepEqual(calls("log £2 mil for the new office"), []);
  // A scale it reads is the amount; words that only start alike are no scale.
  assert.deepEqual(
    calls("log 250 ribu for petrol", at("Asia/Jakarta")),
    record(250000, "IDR", "petrol"),
  );
  assert.deepEqual(calls("log £20 for a mile of cable"), record(20, "GBP", "mile of cable"));
  assert.deepEqual(calls("log £20 for milk"), record(20, "GBP", "milk"));
});

Deno.test("look-alikes of a supplier said last or an amount quoted write nothing", () => {
  for (
    const text of [
      "the meeting went well; Acme was the supplier",
      "who was the supplier; Acme was the supplier",
      "the quote was fine, not the $150 they quoted",
      "the report was late; Acme was the supplier",
      "Acme was the supplier",
    ]
  ) assert.deepEqual(calls(text), [], text);
});
