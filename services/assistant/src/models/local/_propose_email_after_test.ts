import assert from "node:assert/strict";
import { parseToolIntent, readToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK as PARIS, emailed } from "./_intent_test_util.ts";

Deno.test("an address said after the message, in a part of its own, is whom it is for", () => {
  assert.deepEqual(
    emailed("tell the groomer we're back on sunday - his email's sam.w@walkies.example"),
    { to: ["sam.w@walkies.example"], body: "We're back on sunday" },
  );
  assert.deepEqual(
    emailed("let my landlord know that the boiler is fixed — his email: landlord@flats.example"),
    { to: ["landlord@flats.example"], body: "The boiler is fixed" },
  );
  assert.deepEqual(
    emailed("tell Priya there's cake in the fridge; her address is priya@home.example"),
    { to: ["priya@home.example"], body: "There's cake in the fridge" },
  );
  assert.deepEqual(
    emailed("email the cleaner that we're away next week, she's at mop@clean.example"),
    { to: ["mop@clean.example"], body: "We're away next week" },
  );
});

Deno.test("an address said after the message, whom and what not surely apart, sends nothing", () => {
  for (
    const t of [
      // Two words of who: where the message starts is a guess.
      "tell the kids' swim coach we're away on sunday, her email's coach@pool.example",
      // A word that is no message's opening after who.
      "tell the plumber tomorrow we're out, his email's dave@pipes.example",
      // No break before the address.
      "tell the plumber we're out his email's dave@pipes.example",
      // A pronoun is no one to write to.
      "tell her we're out on friday, her email's ana@x.example",
      // Something else is done with the address.
      "tell the plumber we're out, and save his email dave@pipes.example",
    ]
  ) {
    assert.deepEqual(parseToolIntent(t, PARIS), [], t);
  }
  // An email said only about something asks what it should say.
  const about = readToolIntent(
    "tell the plumber about the leak, his email's dave@pipes.example",
    PARIS,
  );
  assert.deepEqual(about.calls, []);
  assert.equal(about.drafts.length, 1);
  assert.equal((about.drafts[0] as { body: string | null }).body, null);
});
