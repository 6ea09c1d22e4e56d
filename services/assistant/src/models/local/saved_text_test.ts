import assert from "node:assert/strict";
import { CHANGEABLE } from "./saved_changed.ts";
import { POINTABLE, savedItems } from "./saved_pointed.ts";
import { TEXT_KINDS, textChangedCalls } from "./saved_text.ts";

function kind(name: string) {
  return POINTABLE.find((k) => k.kind === name)!;
}

/** The saved items of a user with notes, keepsakes, shopping and a few dated things. */
const ITEMS = [
  ...savedItems(kind("note"), {
    notes: [
      { id: "n1", text: "Aoife's shoe size is 6" },
      { id: "n2", text: "The pool guy comes on Tuesdays" },
      { id: "n3", text: "Surgery is on Baker Lane, open 8 to 6" },
      { id: "n4", text: "Locker 112 at the gym" },
      { id: "n5", text: "Recycling: blue bin on tuesdays, black bin on fridays" },
      { id: "n6", text: "Wifi password is Sunflower22" },
    ],
  }),
  ...savedItems(kind("keepsake"), {
    keepsakes: [
      { id: "k1", text: "Nain's bara brith: soak the fruit in 1 cup of tea overnight" },
      { id: "k2", text: "Ben's first steps were on the 3rd of May" },
      { id: "k3", text: "Mia lost her first tooth on 3 March" },
      { id: "k4", text: "our wedding song was Yellow by Coldplay" },
      { id: "k5", text: "Olu's first dance: At Last" },
    ],
  }),
  ...savedItems(kind("shopping"), {
    items: [
      { id: "s1", name: "2kg rice" },
      { id: "s2", name: "oat milk" },
    ],
  }),
  ...savedItems(TEXT_KINDS.find((k) => k.listed.kind === "contact")!.listed, {
    contacts: [
      { id: "p1", name: "Thibaut Marchand", email: "t.marchand@example.fr" },
      { id: "p2", name: "Ana Lima" },
    ],
  }),
  ...savedItems(CHANGEABLE.find((k) => k.kind.kind === "countdown")!.kind, {
    countdowns: [{ id: "c1", title: "Rugby final", date: "2026-04-18" }],
  }),
];

function calls(message: string) {
  return textChangedCalls(message, ITEMS);
}

Deno.test("a note's words put right as news: the old note goes, its text saved with the new", () => {
  const cases: [string, string, string][] = [
    ["Aoife's shoe size is a 7 now, not a 6", "n1", "Aoife's shoe size is 7"],
    ["the pool guy comes Thursdays now, not Tuesdays", "n2", "The pool guy comes on Thursdays"],
    [
      "that note's wrong, the surgery is on Barker Lane not Baker Lane",
      "n3",
      "Surgery is on Barker Lane, open 8 to 6",
    ],
    ["my locker is 121 not 112", "n4", "Locker 121 at the gym"],
    ["the pool guy comes Thursdays instead of Tuesdays", "n2", "The pool guy comes on Thursdays"],
    ["My locker's 121, sorry no, 211 not 112. Fix the note.", "n4", "Locker 211 at the gym"],
    ["My locker's 121 not 112, sorry no, 211. Fix the note.", "n4", "Locker 211 at the gym"],
    [
      "the pool guy comes Thursdays now, not Tuesdays, sorry, Wednesdays",
      "n2",
      "The pool guy comes on Wednesdays",
    ],
    [
      "the recycling note's wrong, it's the green bin on tuesdays not the blue one. fix it",
      "n5",
      "Recycling: green bin on tuesdays, black bin on fridays",
    ],
    [
      "the wifi password is actually Sunflower23, not Sunflower22",
      "n6",
      "Wifi password is Sunflower23",
    ],
  ];
  for (const [message, id, text] of cases) {
    assert.deepEqual(calls(message), [
      { name: "notes_delete", input: { note: id } },
      { name: "notes_create", input: { text } },
    ], message);
  }
});

Deno.test("a keepsake's and a shopping item's words put right as news", () => {
  assert.deepEqual(calls("the bara brith one is wrong, it's 2 cups of tea not 1"), [
    { name: "keepsakes_forget", input: { keepsake: "k1" } },
    {
      name: "keepsakes_save",
      input: { text: "Nain's bara brith: soak the fruit in 2 cups of tea overnight" },
    },
  ]);
  assert.deepEqual(calls("Ben's first steps were the 4th not the 3rd"), [
    { name: "keepsakes_forget", input: { keepsake: "k2" } },
    { name: "keepsakes_save", input: { text: "Ben's first steps were on the 4th of May" } },
  ]);
  assert.deepEqual(
    calls("it was the 4th of march mia lost her tooth not the 3rd can u fix that keepsake"),
    [
      { name: "keepsakes_forget", input: { keepsake: "k3" } },
      { name: "keepsakes_save", input: { text: "Mia lost her first tooth on 4 March" } },
    ],
  );
  assert.deepEqual(calls("the wedding song keepsake is wrong, it was Fix You, not Yellow"), [
    { name: "keepsakes_forget", input: { keepsake: "k4" } },
    { name: "keepsakes_save", input: { text: "our wedding song was Fix You by Coldplay" } },
  ]);
  assert.deepEqual(calls("Olu's first dance is wrong, it was Thinking Out Loud not At Last"), [
    { name: "keepsakes_forget", input: { keepsake: "k5" } },
    { name: "keepsakes_save", input: { text: "Olu's first dance: Thinking Out Loud" } },
  ]);
  assert.deepEqual(calls("the rice should be 5kg not 2kg"), [
    { name: "shopping_remove", input: { items: ["s1"] } },
    { name: "shopping_add", input: { items: ["5kg rice"] } },
  ]);
});

Deno.test("a contact's name spelled again is updated", () => {
  const update = [{ name: "contacts_update", input: { contact: "p1", name: "Thibault Marchand" } }];
  assert.deepEqual(calls("I spelled it wrong — it's Thibault not Thibaut"), update);
  assert.deepEqual(calls("typo in the name, Thibault not Thibaut"), update);
  for (
    const message of [
      "I'm meeting Ana not Thibaut",
      "it's Ana not Thibaut, I spelled it wrong",
      "it's Thibault not Thibaut?",
      "maybe I spelled it wrong, Thibault not Thibaut",
      "Thibault not Thibaut",
    ]
  ) {
    assert.equal(calls(message), null, message);
  }
});

Deno.test("look-alikes put nothing right", () => {
  for (
    const message of [
      // A question, a hedge, a request.
      "is Aoife's shoe size a 7 now, not a 6?",
      "I think Aoife's shoe size is a 7 now, not a 6",
      "maybe the pool guy comes Thursdays now, not Tuesdays",
      "add a note that the pool guy comes Thursdays now, not Tuesdays",
      "remind me the surgery is on Barker Lane not Baker Lane",
      // The old value is not the item's own.
      "Aoife's shoe size is a 7 now, not a 5",
      "the pool guy comes Thursdays now, not Mondays",
      "my locker is 121 not 113",
      "the rice should be 5kg not 3kg",
      // No old value said, or no new one of its shape.
      "Aoife's shoe size is a 7 now",
      "the pool guy comes Thursdays now",
      "the surgery is on Barker Lane not Baker Lane, right?",
      "the locker is not 112",
      "my locker is the blue one not 112",
      // More said after the old value than is read here.
      "My locker's 121 not 112, sorry no, 211 on the top row. Fix the note.",
      "the pool guy comes Thursdays now, not Tuesdays, and the gardener on Fridays",
      "the surgery is not on Baker Lane",
      "my locker is not 112",
      // Nothing named, or another kind named better.
      "it's 121 not 112",
      "the rugby final is Saturday not Tuesdays",
      "my bike lock code is 121 not 112",
      // More said after the old value, or a new value of another shape.
      "Aoife's shoe size is 7 not 6, that's Orla's",
      "the pool guy comes Thursdays instead of Tuesdays to clean the filter",
      "the pool guy comes later now, not 6",
      "the pool guy isn't coming Tuesdays",
      "the wedding song was by Coldplay, not Yellow",
      // Said of something else, not a change.
      "the bus is not on Tuesdays",
      "I'm not going to Baker Lane",
      "the oat milk is not for me",
    ]
  ) {
    assert.equal(calls(message), null, message);
  }
});

Deno.test("a task's words put right as news are updated; of several named alike, the one holding the old words", () => {
  const tasks = savedItems(kind("task"), {
    tasks: [
      { id: "t1", content: "buy gift for Sara", due: "2026-03-20" },
      { id: "t2", content: "wrap the gift for Tom" },
      { id: "t3", content: "pick up the new hockey skates" },
    ],
  });
  assert.deepEqual(textChangedCalls("the gift is for Shirin actually, not Sara", tasks), [
    { name: "tasks_update", input: { task: "t1", content: "buy gift for Shirin" } },
  ]);
  assert.deepEqual(textChangedCalls("the gift task is for Shirin not Sara", tasks), [
    { name: "tasks_update", input: { task: "t1", content: "buy gift for Shirin" } },
  ]);
  // Old words no task holds, or held by none of those named, change nothing.
  assert.equal(textChangedCalls("the gift is for Shirin not Ben", tasks), null);
  assert.equal(textChangedCalls("the skates are for Liam not Sara", tasks), null);
  assert.equal(textChangedCalls("the gift is for Shirin", tasks), null);
});
