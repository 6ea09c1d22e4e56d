/**
 * Kinds of wrong write in the shopping, expenses, contacts and price-watch groups read from fresh
 * everyday requests: a thing of two words whose first may be a verb ("sun cream on the list"), a
 * supplier said in lowercase ("from officeworks"), a contact's old detail said before its new one
 * ("isn't … anymore, it's …"), a note added to a contact after a colon, a watch named by its kind;
 * each with look-alikes that must read as before.
 */
import assert from "node:assert/strict";
import { readCalls as read } from "./_intent_test_util.ts";

Deno.test("a thing of two words whose first may be a verb keeps both on the list", () => {
  const table: [string, string][] = [
    ["sun cream on the list please", "sun cream"],
    ["sun cream on the list", "sun cream"],
    ["dish soap on the list", "dish soap"],
    ["sun hat on the list", "sun hat"],
    ["paint brushes on the list", "paint brushes"],
    ["fly spray on the shopping list", "fly spray"],
    ["light bulbs on my shopping list", "light bulbs"],
    ["hand soap on the shopping list", "hand soap"],
  ];
  for (const [text, item] of table) {
    assert.equal(read(text), `shopping_add ${JSON.stringify({ items: [item] })}`, text);
  }
  // Look-alikes: a verb that puts, before the same things, is still the verb.
  const verbs: [string, string][] = [
    ["chuck milk on the list", "milk"],
    ["bung bananas on my shopping list", "bananas"],
    ["pop sun cream on the list", "sun cream"],
    ["stick tea bags on the list", "tea bags"],
    ["bung a sun hat on my shopping list", "sun hat"],
    ["add sun cream", "sun cream"],
    ["put sun cream on the shopping list", "sun cream"],
    ["we need salt and vinegar crisps", "salt and vinegar crisps"],
  ];
  for (const [text, item] of verbs) {
    assert.equal(read(text), `shopping_add ${JSON.stringify({ items: [item] })}`, text);
  }
  assert.equal(read("whip milk off my list"), `shopping_remove {"items":["milk"]}`);
  assert.equal(read("rice on the list"), "");
});

Deno.test("a supplier said in lowercase after 'from' or 'at' is the supplier, not the description", () => {
  const table: [string, string, string][] = [
    ["$89.95 on a new keyboard for work from officeworks", "new keyboard", "Officeworks"],
    ["spent £12.40 at tesco on lunch", "lunch", "Tesco"],
    ["log 45 dollars for petrol at shell", "petrol", "Shell"],
    ["spent $23.50 on groceries at woolies", "groceries", "Woolies"],
    ["log €15 coffee with client at starbucks", "coffee with client", "Starbucks"],
    ["spent fifty pounds on a gift at john lewis", "gift", "John Lewis"],
    ["spent 12 bucks on sandwiches from subway for the team", "sandwiches for the team", "Subway"],
    ["spent 5000 naira on suku suku at shoprite", "suku suku", "Shoprite"],
    ["i paid 1,200 rupees for a taxi from uber", "taxi", "Uber"],
    ["spent 9 quid on a book from amazon", "book", "Amazon"],
  ];
  for (const [text, description, supplier] of table) {
    const got = read(text);
    assert.match(got, new RegExp(`"description":"${description}"`), text);
    assert.match(got, new RegExp(`"supplier":"${supplier}"`), text);
  }
  // Look-alikes: where, or with whom, is no supplier.
  const kept: [string, string][] = [
    ["paid 15 for lunch at work", "lunch at work"],
    ["spent 40 on lunch at home", "lunch at home"],
    ["spent 12 on parking at the hospital", "parking at the hospital"],
    ["spent 20 on a taxi from heathrow", "taxi from heathrow"],
    ["taxi from the station 20 quid", "taxi from the station"],
    ["spent 30 on dinner at leeds", "dinner at leeds"],
    ["paid £60 for flowers from mum", "flowers from mum"],
    ["spent 25 on a haircut at toni and guy", "haircut at toni and guy"],
    ["spent 20 on a taxi from gatwick to the office", "taxi from gatwick to the office"],
  ];
  for (const [text, description] of kept) {
    const got = read(text);
    assert.match(got, new RegExp(`"description":"${description}"`), text);
    assert.doesNotMatch(got, /supplier/, text);
  }
  assert.match(read("record $30 for printer paper from Staples"), /"supplier":"Staples"/);
});

Deno.test("a contact's detail said to be no longer right is never written; the new one is", () => {
  const table: [string, string][] = [
    [
      "Sarah's email isn't sarah@old.com anymore, it's sarah.k@new.com",
      `{"contact":"Sarah","email":"sarah.k@new.com"}`,
    ],
    [
      "Sarah's number isn't 07700 900111 anymore, it's 07700 900222",
      `{"contact":"Sarah","phone":"07700 900222"}`,
    ],
    [
      "Tunde's mobile is no longer 0803 111 2222 - it's 0803 333 4444 now",
      `{"contact":"Tunde","phone":"0803 333 4444"}`,
    ],
    [
      "Priya's email changed from p@a.in to priya@b.in",
      `{"contact":"Priya","email":"priya@b.in"}`,
    ],
    [
      "Sarah's mobile isnt 07700 900111 anymore its 07700 900222",
      `{"contact":"Sarah","phone":"07700 900222"}`,
    ],
    [
      "Sarah's email isn't s@old.com anymore it's s@new.com",
      `{"contact":"Sarah","email":"s@new.com"}`,
    ],
  ];
  for (const [text, input] of table) assert.equal(read(text), `contacts_update ${input}`, text);
  // Only the old one said: nothing is written.
  assert.equal(read("Sarah's phone isn't 07700 900111"), "");
  // Look-alikes: the new one said first, or said alone.
  const same: [string, string][] = [
    [
      "Sarah's email is sarah.k@new.com, not sarah@old.com",
      `{"contact":"Sarah","email":"sarah.k@new.com"}`,
    ],
    ["Ravi's new number is 98765 43210", `{"contact":"Ravi","phone":"98765 43210"}`],
    ["update mum's number to 07711 223344", `{"contact":"mum","phone":"07711 223344"}`],
    ["Sarah's email is now sarah.k@new.com", `{"contact":"Sarah","email":"sarah.k@new.com"}`],
  ];
  for (const [text, input] of same) assert.equal(read(text), `contacts_update ${input}`, text);
});

Deno.test("what is added to a contact after a colon is its note, or its detail", () => {
  const table: [string, string][] = [
    [
      "add to Ama's contact: prefers calls after 6",
      `{"contact":"Ama","notes":"prefers calls after 6"}`,
    ],
    [
      "add to Ama's contact - she's the new landlord",
      `{"contact":"Ama","notes":"she's the new landlord"}`,
    ],
    ["put in Ama's contact, 07700 900123", `{"contact":"Ama","phone":"07700 900123"}`],
    ["add to Ama's contact: ama@work.example", `{"contact":"Ama","email":"ama@work.example"}`],
    [
      "add to Ama's contact that she prefers calls",
      `{"contact":"Ama","notes":"she prefers calls"}`,
    ],
    [
      "add a note to Kemi's contact: prefers WhatsApp",
      `{"contact":"Kemi","notes":"prefers WhatsApp"}`,
    ],
  ];
  for (const [text, input] of table) assert.equal(read(text), `contacts_update ${input}`, text);
});

Deno.test("a watch named by its kind takes the target said after it", () => {
  const table: [string, string, number][] = [
    ["change the ps5 watch to $380", "ps5", 380],
    ["update the kettle watch to 25 euros", "kettle", 25],
    ["set the drone tracker to 200", "drone", 200],
  ];
  for (const [text, watch, target_price] of table) {
    assert.equal(
      read(text),
      `price_watches_set_target ${JSON.stringify({ watch, target_price })}`,
      text,
    );
  }
  assert.equal(read("change the ps5 watch"), "");
  assert.equal(read("watch the ps5"), "");
  assert.equal(read("change my watch to 8pm"), "");
});

Deno.test("'the number for X: …' saves X with the number", () => {
  const table: [string, string][] = [
    [
      "store the number for the school office: 01632 960 441",
      `contacts_create {"name":"the school office","phone":"01632 960 441"}`,
    ],
    [
      "save the number for the dentist: 01632 960 441",
      `contacts_create {"name":"the dentist","phone":"01632 960 441"}`,
    ],
    [
      "save the number for Dr Patel: 01632 960 441",
      `contacts_create {"name":"Dr Patel","phone":"01632 960 441"}`,
    ],
    [
      "keep the email for the landlord: rent@lettings.example",
      `contacts_create {"name":"the landlord","email":"rent@lettings.example"}`,
    ],
    [
      "save a number for the plumber 07700 900123",
      `contacts_create {"name":"the plumber","phone":"07700 900123"}`,
    ],
  ];
  for (const [text, call] of table) assert.equal(read(text), call, text);
  // Look-alikes: no number said, or another place named.
  assert.equal(read("save the number for later"), "");
  assert.match(read("add the number for the plumber to my tasks"), /^tasks_create/);
});

Deno.test("watches named together ('both the …', 'all the …') are stopped by none", () => {
  assert.equal(read("stop watching both the lego sets, the kids lost interest"), "");
  assert.equal(read("stop tracking all the headphones"), "");
  assert.equal(read("stop watching the lego set"), `price_watches_stop {"watch":"lego set"}`);
  assert.equal(read("stop watching it"), `price_watches_stop {"watch":"the last one"}`);
  assert.match(read("stop tracking both the blender and the tent"), /blender.*tent/);
});

Deno.test("peppers and greens of two words are one thing each", () => {
  const table: [string, string[]][] = [
    ["put some plantain and scotch bonnet pepper pon di list fi me", [
      "plantain",
      "scotch bonnet pepper",
    ]],
    ["add yam, scotch bonnet peppers and garden eggs", [
      "yam",
      "scotch bonnet peppers",
      "garden eggs",
    ]],
    ["add rice and scotch bonnet", ["rice", "scotch bonnet"]],
    ["add onions and scotch bonnets", ["onions", "scotch bonnets"]],
  ];
  for (const [text, items] of table) {
    assert.equal(read(text), `shopping_add ${JSON.stringify({ items })}`, text);
  }
});

Deno.test("someone moved on: where they are now is their note, or their new address", () => {
  const table: [string, string][] = [
    [
      "Kwame isn't at MTN anymore, he works at Glo now, update his contact",
      `{"contact":"Kwame","notes":"works at Glo"}`,
    ],
    [
      "Priya isn't at Infosys now, she's at TCS, please update her contact",
      `{"contact":"Priya","notes":"works at TCS"}`,
    ],
    [
      "Lola's not at Zenith anymore - she's at Access Bank now, update her",
      `{"contact":"Lola","notes":"works at Access Bank"}`,
    ],
    [
      "Dev isn't at Wipro anymore, update his note to say he's at Zoho now",
      `{"contact":"Dev","notes":"he's at Zoho"}`,
    ],
    [
      "Sam's changed jobs, her work email is sam@newco.example now",
      `{"contact":"Sam","email":"sam@newco.example"}`,
    ],
  ];
  for (const [text, input] of table) assert.equal(read(text), `contacts_update ${input}`, text);
  // Look-alikes: nothing asked, or nothing said of now.
  assert.equal(read("Martha's not at Brightwell anymore"), "");
  assert.equal(read("Kwame isn't at work now"), "");
});

Deno.test("'Contact:' with a name and a detail is a new contact", () => {
  assert.equal(
    read("Contact: Ada Obi, ada@obi.example"),
    `contacts_create {"name":"Ada Obi","email":"ada@obi.example"}`,
  );
  assert.equal(
    read("contact: Ade Bello, 0803 123 4567"),
    `contacts_create {"name":"Ade Bello","phone":"0803 123 4567"}`,
  );
  assert.equal(read("contact Ines tomorrow about the invoice"), "");
});
