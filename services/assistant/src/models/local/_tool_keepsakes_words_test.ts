import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

const saved = (text: string) => [{ name: "keepsakes_save", input: { text } }];

Deno.test("someone's words quoted, with a request to keep them, keep the words and who said them", () => {
  const cases: [string, string][] = [
    [
      "save this one, abuela said 'el que no llora no mama' when i complained about my schedule lol keep it",
      "abuela said 'el que no llora no mama' when i complained about my schedule",
    ],
    [
      "nani's advice about marriage, 'never sleep angry', save it for me",
      "nani's advice about marriage, 'never sleep angry'",
    ],
    ["dad's motto, 'measure twice, cut once', keep it", "dad's motto, 'measure twice, cut once'"],
    ["keep this one, dad said 'measure twice cut once'", "dad said 'measure twice cut once'"],
    [
      "grandma always said 'a stitch in time saves nine', treasure this",
      "grandma always said 'a stitch in time saves nine'",
    ],
    [
      "my coach's words before the final, 'play for the badge', keep it forever",
      "my coach's words before the final, 'play for the badge'",
    ],
  ];
  for (const [text, kept] of cases) {
    assert.deepEqual(readToolIntent(text, PARIS).calls, saved(kept), text);
  }
});

Deno.test("what someone always said, kept after a comma or colon, is kept with who said it", () => {
  const cases: [string, string][] = [
    [
      "keep what my mother always said, one spoon of sugar in the tomato sauce, never more",
      "my mother always said, one spoon of sugar in the tomato sauce, never more",
    ],
    [
      "keep what my grandpa used to say: never trust a man who doesn't eat bread",
      "my grandpa used to say: never trust a man who doesn't eat bread",
    ],
    [
      "save what my teacher told me, you are braver than you think",
      "my teacher told me, you are braver than you think",
    ],
  ];
  for (const [text, kept] of cases) {
    assert.deepEqual(readToolIntent(text, PARIS).calls, saved(kept), text);
  }
});

Deno.test("a fact about the user's own, kept with 'keep that', is kept whole", () => {
  const cases: [string, string][] = [
    [
      "keep that my grandad's watch was made in 1962 in Besançon",
      "my grandad's watch was made in 1962 in Besançon",
    ],
    ["keep that our first date was at the pier in 2009", "our first date was at the pier in 2009"],
    [
      "treasure that her first tooth was out on a Sunday morning",
      "her first tooth was out on a Sunday morning",
    ],
  ];
  for (const [text, kept] of cases) {
    assert.deepEqual(readToolIntent(text, PARIS).calls, saved(kept), text);
  }
});

Deno.test("a dear thing said with 'for me', or its name, is kept", () => {
  const cases: [string, string][] = [
    [
      "save for me the words my dede said at the wedding: patience is bitter but its fruit is sweet",
      "the words my dede said at the wedding: patience is bitter but its fruit is sweet",
    ],
    [
      "save for me the poem Maya wrote at camp about the lake",
      "the poem Maya wrote at camp about the lake",
    ],
    [
      "save the name of the song from our first dance it was la vie en rose",
      "the name of the song from our first dance it was la vie en rose",
    ],
    [
      "save the name of our song, it was at last by etta james",
      "the name of our song, it was at last by etta james",
    ],
  ];
  for (const [text, kept] of cases) {
    assert.deepEqual(readToolIntent(text, PARIS).calls, saved(kept), text);
  }
});

Deno.test("a note declined first, then a keepsake asked for, keeps the keepsake", () => {
  assert.deepEqual(
    readToolIntent(
      "dont note it, keep it as keepsake: my papa last words to me were 'take care of your mama'",
      PARIS,
    ).calls,
    saved("my papa last words to me were 'take care of your mama'"),
  );
  assert.deepEqual(
    readToolIntent("not a note, keep this: the first snow at the cabin", PARIS).calls,
    saved("the first snow at the cabin"),
  );
});

Deno.test("a kept thing named by 'one' and no longer needed saved is the keepsake forgotten", () => {
  const cases: [string, string][] = [
    ["hmm ok don't need the drawing one saved, i got the real thing framed on the wall", "drawing"],
    ["we dont need the beach photo one saved anymore", "beach photo"],
  ];
  for (const [text, keepsake] of cases) {
    assert.deepEqual(readToolIntent(text, PARIS).calls, [
      { name: "keepsakes_forget", input: { keepsake } },
    ], text);
  }
});

Deno.test("when something happened, put right, with the keepsake named, is the keepsake kept again", () => {
  const cases: [string, string, string][] = [
    [
      "it was 1978 we married not 1979, my wife corrected me, fix the keepsake",
      "we married",
      "it was 1978 we married",
    ],
    ["it was in 2019 we met, not 2018 - update the keepsake", "we met", "it was in 2019 we met"],
  ];
  for (const [text, keepsake, kept] of cases) {
    assert.deepEqual(readToolIntent(text, PARIS).calls, [
      { name: "keepsakes_forget", input: { keepsake } },
      { name: "keepsakes_save", input: { text: kept } },
    ], text);
  }
});

Deno.test("Nigerian Pidgin's 'what I have kept' lists the keepsakes", () => {
  for (const text of ["abeg list wetin I don keep for memory", "show wetin we don keep"]) {
    assert.deepEqual(
      readToolIntent(text, PARIS).calls,
      [{ name: "keepsakes_list", input: {} }],
      text,
    );
  }
});

Deno.test("look-alikes of kept words keep nothing", () => {
  for (
    const text of [
      "save what she said earlier as a keepsake",
      "the plumber said 'the boiler needs replacing', save it",
      "the teacher said 'bring a packed lunch', save it for me",
      "the wifi password is 'dragon42', save it",
      "dad's advice, save it for me",
      "keep what you said, it was funny",
      "keep what she always said",
      "keep what you need",
      "keep that in mind",
      "keep that for later",
      "keep that my secret",
      "keep that my mum is coming",
      "save that my grandad's watch was made in 1962",
      "save the name of the plumber",
      "save the name of the song",
      "save for me the link to the recipe",
      "don't note it, i'll remember",
      "dont save it, the gate code is 4471",
      "Arlo's birthday is May 2, don't save it",
      "don't need the drawing one",
      "it was 1978 we married not 1979",
      "it was june we moved not july, fix the note",
      "abeg list wetin I don buy",
      "list wetin i don save",
    ]
  ) {
    const calls = readToolIntent(text, PARIS).calls;
    assert.ok(
      !calls.some((c) => c.name.startsWith("keepsakes_")),
      `${text}: ${JSON.stringify(calls)}`,
    );
    assert.ok(
      !["save what she said earlier as a keepsake", "dad's advice, save it for me"].includes(
        text,
      ) ||
        calls.length === 0,
      text,
    );
  }
});
