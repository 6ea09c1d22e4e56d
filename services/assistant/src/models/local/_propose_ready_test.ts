import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Friday 2 October 2026, 17:40 in London. */
const LONDON: IntentContext = { now: new Date("2026-10-02T16:40:00Z"), timezone: "Europe/London" };

function read(text: string) {
  return readToolIntent(text, LONDON);
}

Deno.test("an email got ready, put together or whipped up for an address is proposed", () => {
  const cases: [string, string, string][] = [
    ["get an email ready for sales@acme.example asking for a quote", "sales@acme.example", "quote"],
    [
      "put together a quick email to ana@studio.example saying the files are up",
      "ana@studio.example",
      "files are up",
    ],
    ["whip up an email for jo@x.example saying dinner is at 8", "jo@x.example", "dinner"],
  ];
  for (const [text, to, said] of cases) {
    const got = read(text).calls;
    assert.equal(got.length, 1, text);
    const email = (got[0]!.input as { email: { to: string[]; body: string } }).email;
    assert.deepEqual(email.to, [to], text);
    assert.match(email.body, new RegExp(said, "iu"), text);
  }
  assert.deepEqual(read("get the car ready for monday").calls, []);
});

Deno.test("a name written in lower case keeps its surname when the message follows it", () => {
  const names = (text: string) =>
    read(text).drafts.flatMap((d) => d.kind === "email" ? d.names.map((n) => n.name) : []);
  assert.deepEqual(names("email rachel moore to say i'll be 10 mins late"), ["rachel moore"]);
  assert.deepEqual(names("email sam jones saying the van is booked"), ["sam jones"]);
  assert.deepEqual(names("email rachel to say hi"), ["rachel"]);
  assert.deepEqual(names("email jo about the party"), ["jo"]);
  assert.deepEqual(names("email rachel tomorrow to say hi"), ["rachel"]);
});

Deno.test("'pencil in' and 'diarise' put an event in the calendar", () => {
  const event = (text: string) =>
    (read(text).calls[0]?.input as { calendar_event?: unknown } | undefined)?.calendar_event;
  assert.deepEqual(event("pencil in coffee with Sam on the 9th at 9.45am"), {
    title: "Coffee with Sam",
    start: "2026-10-09T09:45:00+01:00",
    end: "2026-10-09T10:45:00+01:00",
  });
  assert.deepEqual(event("diarise lunch with Ana on friday at 1"), {
    title: "Lunch with Ana",
    start: "2026-10-09T13:00:00+01:00",
    end: "2026-10-09T14:00:00+01:00",
  });
  // Without a day it asks when; without a thing, nothing is proposed.
  assert.deepEqual(read("pencil in dinner with the Hendersons").calls, []);
  assert.deepEqual(read("pencil in dinner with the Hendersons").drafts, [
    { kind: "event", problem: "when", title: "Dinner with the Hendersons" },
  ]);
  assert.deepEqual(read("pencil in").calls, []);
});

Deno.test("what to ask someone, said after a message, is its question ('… and ask her to confirm')", () => {
  const body = (text: string) =>
    (read(text).calls[0]?.input as { email?: { body: string } }).email?.body;
  assert.equal(
    body("email priya@acme.example saying the invoice is attached and ask her to confirm receipt"),
    "The invoice is attached. Could you confirm receipt?",
  );
  assert.equal(
    body("email dev@x.example that the build is green and ask him whether we ship friday"),
    "The build is green. Could you let me know whether we ship friday?",
  );
  assert.equal(
    body("email ops@x.example saying the server is back up and ask them about the outage report"),
    "The server is back up. I wanted to ask about the outage report.",
  );
  // "ask" said alone at the end asks nothing: the words stay as written.
  assert.equal(
    body("email ops@x.example saying the server is back and ask"),
    "The server is back and ask",
  );
});
