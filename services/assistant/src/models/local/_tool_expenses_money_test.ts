import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent, readToolIntent } from "./tool_intent.ts";
import { CODES, CURRENCY_WORDS, SIGNS } from "./_tool_text_money_words.ts";
import { amountsAsNumbers, findMoney, namedAmounts } from "./_tool_text_money.ts";

/** Saturday 31 October 2026, 11:00, in a zone: the currency of a bare amount follows it. */
function at(timezone: string): IntentContext {
  return { now: new Date("2026-10-31T11:00:00Z"), timezone };
}

function record(input: Record<string, unknown>): ToolCall[] {
  return [{ name: "expenses_record", input }];
}

Deno.test("every currency a sign or a word names is an ISO 4217 code the reader knows", () => {
  for (const code of [...Object.values(SIGNS), ...Object.values(CURRENCY_WORDS)]) {
    assert.ok(CODES.includes(code), code);
    assert.match(code, /^[A-Z]{3}$/u);
  }
});

Deno.test("the signs of many countries' money are read before an amount", () => {
  const table: [string, number, string][] = [
    ["RM 18", 18, "MYR"],
    ["RM1.2k", 1200, "MYR"],
    ["TT$450", 450, "TTD"],
    ["J$2,500", 2500, "JMD"],
    ["KSh 1,200", 1200, "KES"],
    ["₱750", 750, "PHP"],
    ["Rs 450", 450, "INR"],
    ["Rp 150.000", 150000, "IDR"],
    ["฿900", 900, "THB"],
    ["₩12000", 12000, "KRW"],
    ["CA$42", 42, "CAD"],
    ["NZ$19.90", 19.9, "NZD"],
    ["R210", 210, "ZAR"],
    ["CHF 80", 80, "CHF"],
    ["AED 120", 120, "AED"],
    ["249,99 EUR", 249.99, "EUR"],
    ["300 zł", 300, "PLN"],
    ["45 ringgit", 45, "MYR"],
  ];
  for (const [said, amount, currency] of table) {
    const m = findMoney(`log ${said} for it`)[0];
    assert.deepEqual([m?.amount, m?.currency], [amount, currency], said);
  }
  // A sign of letters written small is none: a room, a droid, a road.
  for (const said of ["meet in rm 4", "the r2d2 toy", "rs 450", "the rp 20 road"]) {
    assert.deepEqual(findMoney(said), [], said);
  }
  // "kr" said bare is the krone of the user's place.
  assert.equal(findMoney("300 kr", "Europe/Oslo")[0]?.currency, "NOK");
  assert.equal(findMoney("300 kr", "Europe/Stockholm")[0]?.currency, "SEK");
  // A sign said apart is said as its code, the word the call's currency holds.
  assert.equal(amountsAsNumbers("expense RM 18 parking"), "expense MYR 18 parking");
});

Deno.test("expenses are recorded in the money of the signs said", () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ["Asia/Manila", "spent ₱750 on a grab to the client", {
      amount: 750,
      currency: "PHP",
      description: "grab to the client",
    }],
    ["Africa/Nairobi", "log KSh 1,200 for a matatu to the office", {
      amount: 1200,
      currency: "KES",
      description: "matatu to the office",
    }],
    ["Asia/Bangkok", "spent ฿900 on the hotel in Phuket", {
      amount: 900,
      currency: "THB",
      description: "hotel in Phuket",
    }],
    ["America/Jamaica", "record J$2,500 for printer paper", {
      amount: 2500,
      currency: "JMD",
      description: "printer paper",
    }],
  ];
  for (const [zone, text, input] of cases) {
    assert.deepEqual(parseToolIntent(text, at(zone)), record(input), text);
  }
  // Lowercase letters before a number are no sign: nothing is recorded in them.
  assert.deepEqual(parseToolIntent("spent 2 rm on nothing", at("Asia/Kuala_Lumpur")), []);
});

Deno.test("amounts said by a name are their numbers: a tenner, a fiver, half a grand", () => {
  assert.equal(namedAmounts("put a tenner down"), "put 10 quid down");
  assert.equal(namedAmounts("put a tenner down", "Europe/Dublin"), "put 10 EUR down");
  assert.equal(namedAmounts("expense half a grand for the booth"), "expense 500 for the booth");
  assert.equal(namedAmounts("log two grand for the server"), "log 2000 for the server");
  assert.equal(namedAmounts("log 1.2 grand."), "log 1200.");
  // A grand hotel, a grand total, a score of people, keeping score: no amount.
  for (const said of ["a grand hotel", "a grand total of 300", "a score of people", "keep score"]) {
    assert.equal(namedAmounts(said), said);
  }
  const toronto = at("America/Toronto");
  assert.deepEqual(
    parseToolIntent("log two grand for the new server", toronto),
    record({ amount: 2000, currency: "CAD", description: "new server" }),
  );
  assert.deepEqual(
    parseToolIntent("spent a fiver on parking at the station", at("Europe/London")),
    record({ amount: 5, currency: "GBP", description: "parking at the station" }),
  );
  assert.deepEqual(
    parseToolIntent("log 200 for a grand hotel room", toronto),
    record({ amount: 200, currency: "CAD", description: "grand hotel room" }),
  );
  // A price watch's target said by a name is never dropped: it is its number.
  const watch = "watch https://shop.example/tv and ping me when it's under half a grand";
  assert.deepEqual(parseToolIntent(watch, toronto), [
    { name: "price_watches_start", input: { url: "https://shop.example/tv", target_price: 500 } },
  ]);
});

Deno.test("an amount 'stuck', 'put' or 'popped' down for a thing is an expense", () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ["Europe/Dublin", "stick down twelve euro for the parking at the hospital", {
      amount: 12,
      currency: "EUR",
      description: "parking at the hospital",
    }],
    ["Europe/London", "put a fiver down for the car park", {
      amount: 5,
      currency: "GBP",
      description: "car park",
    }],
    ["Europe/London", "pop down 30 quid for the printer toner", {
      amount: 30,
      currency: "GBP",
      description: "printer toner",
    }],
  ];
  for (const [zone, text, input] of cases) {
    assert.deepEqual(parseToolIntent(text, at(zone)), record(input), text);
  }
  // Without an amount of money it is no expense.
  const note = parseToolIntent("stick down that the gate code is 4411", at("Europe/London"));
  assert.ok(note.every((c) => c.name !== "expenses_record"));
});

Deno.test("where and when a thing paid for was got, said after it, is the expense's", () => {
  const la = at("America/Los_Angeles");
  assert.deepEqual(
    parseToolIntent("log 60 dollars for the printer, picked it up from Staples on Monday", la),
    record({
      amount: 60,
      currency: "USD",
      description: "printer",
      date: "2026-10-26",
      supplier: "Staples",
    }),
  );
  assert.deepEqual(
    parseToolIntent("log 300 for the monitor, ordered it from Dell yesterday", la),
    record({
      amount: 300,
      currency: "USD",
      description: "monitor",
      date: "2026-10-30",
      supplier: "Dell",
    }),
  );
  // A day said in a clause that can't be read whole is never dropped: nothing is written.
  for (
    const text of [
      "log 1.2k USD for the new laptop, mum got it at Best Buy yesterday",
      "spent 40 on lunch, it was yesterday",
      "record $25 for the cables, the courier dropped them off on Thursday",
    ]
  ) {
    const read = readToolIntent(text, la);
    assert.deepEqual(read.calls, [], text);
    assert.ok(read.unread && read.unread.length > 0, text);
  }
  // A day another request holds, or a reason's, is not the expense's.
  assert.equal(
    parseToolIntent(
      "record €120 for the summit ticket and remind me Monday at 9 to send the receipt",
      la,
    ).length,
    2,
  );
});

Deno.test("an amount put right with its thousands set apart by commas is the expense's", () => {
  const ctx = at("Europe/Paris");
  assert.deepEqual(parseToolIntent("the Uber one was 2,540 not 2,450", ctx), [{
    name: "expenses_update",
    input: { expense: "Uber", amount: 2540 },
  }]);
  assert.deepEqual(parseToolIntent("the hotel was 1,250.50, not 1,205.50", ctx), [{
    name: "expenses_update",
    input: { expense: "hotel", amount: 1250.5 },
  }]);
  // No keepsake is forgotten and written again for an amount said wrong.
  const mistake = readToolIntent("the Uber one was a mistake it was 2,540 not 2,450", ctx);
  assert.ok(!mistake.calls.some((c) => c.name.startsWith("keepsakes_")), JSON.stringify(mistake));
});

Deno.test("counts of money said by their names: lakh and crore anywhere, lucas where the peso is Chile's", () => {
  const santiago = at("America/Santiago");
  const cases: [string, IntentContext, number, string][] = [
    ["add an expense of 25 lucas for the printing at the copy shop", santiago, 25_000, "CLP"],
    ["spent 25 lucas on the printing", santiago, 25_000, "CLP"],
    ["spent 2 lakh on the car repair", at("Asia/Kolkata"), 200_000, "INR"],
    ["paid 1.5 lakh for the wedding hall", at("Asia/Kolkata"), 150_000, "INR"],
    ["spent 2 crore on the office fit-out", at("Asia/Kolkata"), 20_000_000, "INR"],
  ];
  for (const [text, ctx, amount, currency] of cases) {
    const { calls } = readToolIntent(text, ctx);
    assert.equal(calls.length, 1, `${text}: ${JSON.stringify(calls)}`);
    assert.equal(calls[0]!.input.amount, amount, text);
    assert.equal(calls[0]!.input.currency, currency, text);
    assert.doesNotMatch(String(calls[0]!.input.description), /lucas|lakh|crore/u, text);
  }
  // "Lucas" elsewhere is a name, and never a thousand of anything.
  assert.equal(namedAmounts("paid 25 lucas", "Europe/Paris"), "paid 25 lucas");
  const { calls } = readToolIntent("I paid Lucas 25 for the printing", santiago);
  assert.ok(calls.every((c) => c.input.amount !== 25_000), JSON.stringify(calls));
});

Deno.test("a code that is an English word is a currency in capitals, or small where it is the money", () => {
  const nairobi = { now: new Date("2026-11-28T10:00:00Z"), timezone: "Africa/Nairobi" };
  const istanbul = { now: new Date("2026-11-28T10:00:00Z"), timezone: "Europe/Istanbul" };
  const table: [string, typeof nairobi, string, string][] = [
    ["log 15 for the mop and bucket", nairobi, "KES", "mop and bucket"],
    ["paid 12 for a top at Primark", nairobi, "KES", "top"],
    ["spent 12 on a cup of coffee and cake", nairobi, "KES", "cup of coffee and cake"],
    ["paid 30 for hair gel and shampoo", nairobi, "KES", "hair gel and shampoo"],
    ["I spent 20 on a pen", nairobi, "KES", "pen"],
    ["spent 40 TRY on a kebab", nairobi, "TRY", "kebab"],
    ["spent 300 MAD on a rug in Marrakech", nairobi, "MAD", "rug in Marrakech"],
    ["spent 40 try on dinner", istanbul, "TRY", "dinner"],
  ];
  for (const [text, ctx, currency, description] of table) {
    const input = readToolIntent(text, ctx).calls[0]?.input;
    assert.equal(input?.currency, currency, text);
    assert.equal(input?.description, description, text);
  }
});
