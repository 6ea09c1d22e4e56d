import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, PARIS);
}

Deno.test("a watched item's price asked for in other words lists the watches", () => {
  for (
    const text of [
      "how much are the hiking boots now?",
      "what does the standing desk cost these days?",
      "what's the latest price of my drone?",
      "what is the kettle's price at the moment?",
      "is the lamp any cheaper yet?",
      "did the price of the drone drop?",
      "have the boots come down in price?",
      "what's the noon fridge price now",
      "whats the ikea desk price at the moment",
      "how much is the dyson price today?",
    ]
  ) {
    assert.deepEqual(calls(text), [{ name: "price_watches_list", input: {} }], text);
  }
});

Deno.test("a general price or knowledge question is no watch", () => {
  for (
    const text of [
      "how much does a return ticket to Madrid cost?",
      "what is the meaning of life?",
      "what's the time in Tokyo?",
      "how much is a pint in London?",
      "what's the petrol price now",
      "whats the gold price today?",
      "what is the price now",
      "what's the bitcoin price at the moment",
    ]
  ) {
    assert.ok(!calls(text).some((c) => c.name.startsWith("price_watches")), text);
  }
});

Deno.test("the price the user would pay is the target", () => {
  assert.deepEqual(calls("I would get https://shop.example/p/kayak for 400, keep an eye on it"), [
    {
      name: "price_watches_start",
      input: { url: "https://shop.example/p/kayak", target_price: 400 },
    },
  ]);
  assert.deepEqual(calls("we'd buy the red kayak at 350 euros, tell us"), [
    { name: "price_watches_set_target", input: { watch: "red kayak", target_price: 350 } },
  ]);
  assert.deepEqual(calls("I'd happily pay $80 for the drone - ping me"), [
    { name: "price_watches_set_target", input: { watch: "drone", target_price: 80 } },
  ]);
});

Deno.test("a target named by any of its words is set", () => {
  assert.deepEqual(calls("raise the threshold for the drone to 500"), [
    { name: "price_watches_set_target", input: { watch: "drone", target_price: 500 } },
  ]);
  assert.deepEqual(calls("drop the price limit on the boots to 90 pounds"), [
    { name: "price_watches_set_target", input: { watch: "boots", target_price: 90 } },
  ]);
  assert.deepEqual(calls("just notify me about the drone once it dips below 299"), [
    { name: "price_watches_set_target", input: { watch: "drone", target_price: 299 } },
  ]);
});

Deno.test("an item named in the reason for stopping is the one stopped", () => {
  assert.deepEqual(calls("we already ordered the sofa, so stop watching it"), [
    { name: "price_watches_stop", input: { watch: "sofa" } },
  ]);
  assert.deepEqual(calls("I found the drone elsewhere - you can unwatch it"), [
    { name: "price_watches_stop", input: { watch: "drone" } },
  ]);
  assert.deepEqual(calls("I no longer need to watch the boots"), [
    { name: "price_watches_stop", input: { watch: "boots" } },
  ]);
});

Deno.test("a target said as the item's, or with the price before the item", () => {
  assert.deepEqual(calls("the kayak's target should be 240"), [
    { name: "price_watches_set_target", input: { watch: "kayak", target_price: 240 } },
  ]);
  assert.deepEqual(calls("make the threshold 99 for the toaster"), [
    { name: "price_watches_set_target", input: { watch: "toaster", target_price: 99 } },
  ]);
});

Deno.test("a reason about an item, then stop watching it, stops that item", () => {
  assert.deepEqual(calls("we went off the idea of the kayak, stop tracking it"), [
    { name: "price_watches_stop", input: { watch: "kayak" } },
  ]);
  assert.deepEqual(calls("are any of the tracked products cheaper?"), [
    { name: "price_watches_list", input: {} },
  ]);
});

Deno.test("a watch stopped by an interest withdrawn, or by 'the watch on' its item", () => {
  const cases: [string, string][] = [
    ["I'm not bothered about the blender any more", "blender"],
    ["not fussed about my camping chair anymore", "camping chair"],
    ["we're no longer interested in the sofa", "sofa"],
    ["forget the watch on the air fryer", "air fryer"],
    ["drop the watch for the hiking boots", "hiking boots"],
  ];
  for (const [text, watch] of cases) {
    assert.deepEqual(calls(text), [{ name: "price_watches_stop", input: { watch } }], text);
  }
  // A doing is no watched thing.
  assert.deepEqual(calls("I'm not bothered about painting the fence any more"), []);
  assert.deepEqual(calls("I'm not bothered about the gutter cleaning any more"), []);
  assert.deepEqual(calls("no longer interested in the car washing"), []);
});

Deno.test("a watched item's price asked as where it is at", () => {
  for (const text of ["what's the blender at now?", "what are the boots at these days"]) {
    assert.deepEqual(calls(text), [{ name: "price_watches_list", input: {} }], text);
  }
});

Deno.test("the most the user would pay, said after the amount, is the target", () => {
  assert.deepEqual(calls("watch https://shop.example/tv, 300 max"), [
    { name: "price_watches_start", input: { url: "https://shop.example/tv", target_price: 300 } },
  ]);
  assert.deepEqual(calls("watch https://shop.example/desk, £90 or less"), [
    { name: "price_watches_start", input: { url: "https://shop.example/desk", target_price: 90 } },
  ]);
  assert.deepEqual(calls("keep an eye on https://shop.example/bike, i'd pay 140 tops"), [
    { name: "price_watches_start", input: { url: "https://shop.example/bike", target_price: 140 } },
  ]);
});

Deno.test("a wish to know when a price falls is a watch; the prices of what is watched list them", () => {
  assert.deepEqual(calls("would be great to know when https://shop.example/lamp goes under 40"), [
    { name: "price_watches_start", input: { url: "https://shop.example/lamp", target_price: 40 } },
  ]);
  assert.deepEqual(
    calls("it would be nice to know when https://shop.example/rug drops below £60"),
    [
      { name: "price_watches_start", input: { url: "https://shop.example/rug", target_price: 60 } },
    ],
  );
  assert.deepEqual(calls("would be great to know when the parcel arrives"), []);
  for (
    const text of [
      "list the prices of what im watching",
      "tell me the prices of what we are tracking",
    ]
  ) {
    assert.deepEqual(calls(text), [{ name: "price_watches_list", input: {} }], text);
  }
  assert.notDeepEqual(calls("list the prices of the shopping"), [{
    name: "price_watches_list",
    input: {},
  }]);
});

Deno.test("a target said with its currency's code or the rand's sign is read", () => {
  assert.deepEqual(calls("follow https://gear.example/tent, alert me under AUD 320"), [
    { name: "price_watches_start", input: { url: "https://gear.example/tent", target_price: 320 } },
  ]);
  assert.deepEqual(calls("watch https://shop.example/lamp for me, I want it below R1,200"), [
    {
      name: "price_watches_start",
      input: { url: "https://shop.example/lamp", target_price: 1200 },
    },
  ]);
  assert.deepEqual(calls("lower the target for the drone to 450 SEK, not 500"), [
    { name: "price_watches_set_target", input: { watch: "drone", target_price: 450 } },
  ]);
  assert.deepEqual(calls("set the target on the rowing machine to CAD 900"), [
    { name: "price_watches_set_target", input: { watch: "rowing machine", target_price: 900 } },
  ]);
  // A rand amount spaced in thousands after a price word is read whole, never cut to its first digit.
  assert.deepEqual(calls("watch https://shop.example/lamp under R1 200"), [
    {
      name: "price_watches_start",
      input: { url: "https://shop.example/lamp", target_price: 1200 },
    },
  ]);
});

Deno.test("'not arsed about X anymore' stops its watch; the lowest price of what is watched lists", () => {
  const stop = (watch: string) => [{ name: "price_watches_stop", input: { watch } }];
  assert.deepEqual(
    calls("ah I'm not arsed about the Switch price anymore, drop it"),
    stop("Switch"),
  );
  assert.deepEqual(calls("I'm not arsed about the tent anymore"), stop("tent"));
  assert.deepEqual(calls("we're not arsed about the drone any more"), stop("drone"));
  // A doing is no product.
  assert.deepEqual(calls("not arsed about repainting the hall anymore"), []);
  for (
    const text of [
      "what's the lowest price so far on the stuff I'm watching",
      "what is the cheapest price yet for the things I am watching",
      "what are the latest prices of the products I'm watching",
    ]
  ) {
    assert.deepEqual(calls(text), [{ name: "price_watches_list", input: {} }], text);
  }
  // A price of something not watched is no list of the watches.
  assert.deepEqual(calls("what's the lowest price on flights to Rome"), []);
});

Deno.test("a target in a foreign money: a dollar's country letters, a rand's spaced thousands", () => {
  const jhb: IntentContext = { ...PARIS, timezone: "Africa/Johannesburg" };
  for (
    const [text, price] of [
      ["watch https://shop.example/phone and tell me when it's below R19 999", 19999],
      ["track https://shop.example/tv, alert me under R1 250", 1250],
      ["watch this https://shop.example/sg/airwrap below S$600", 600],
      ["keep an eye on https://shop.example/ca/boots under C$180 pls", 180],
    ] as const
  ) {
    assert.deepEqual(parseToolIntent(text, jhb), [{
      name: "price_watches_start",
      input: {
        url: text.split(" ").find((w) => w.startsWith("https"))!.replace(/,$/u, ""),
        target_price: price,
      },
    }], text);
  }
  // a sign said apart from its amount is no word of the request: nothing runs.
  assert.deepEqual(parseToolIntent("track https://shop.example/a under C$ 90 or 100", jhb), []);
});

Deno.test("a target said with a currency's name from the shop's country is its number", () => {
  const cases: [string, string, number][] = [
    [
      "track https://shop.example/rice-cooker and tell me when it drops below 450 riyals",
      "https://shop.example/rice-cooker",
      450,
    ],
    [
      "watch https://shop.example/tv and ping me under 1200 ringgit",
      "https://shop.example/tv",
      1200,
    ],
    [
      "watch https://shop.example/kettle, alert me under 89 dirhams",
      "https://shop.example/kettle",
      89,
    ],
  ];
  for (const [text, url, target_price] of cases) {
    assert.deepEqual(
      calls(text),
      [{ name: "price_watches_start", input: { url, target_price } }],
      text,
    );
  }
  // A word that is no currency is not read as one.
  assert.deepEqual(calls("watch https://shop.example/tv and ping me under 1200 bananas"), []);
});

Deno.test("a target said as what it should be sets it; a word that is no amount or a limit does not", () => {
  const set = (watch: string, target_price: number) => [
    { name: "price_watches_set_target", input: { watch, target_price } },
  ];
  assert.deepEqual(calls("the tent threshold should be 120"), set("tent", 120));
  assert.deepEqual(calls("the drone target should be 400, not 450"), set("drone", 400));
  assert.deepEqual(calls("I want the threshold on the kettle to be 25 euros"), set("kettle", 25));
  assert.deepEqual(calls("the target for the bike must be £300"), set("bike", 300));
  for (
    const text of [
      "the kettle target should be fine",
      "the team target should be 280 sales",
      "I want the limit on the credit card to be 2000",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
});
