import assert from "node:assert/strict";
import { readCalls } from "./_intent_test_util.ts";

/** An email whose "subject:" or "body:" label would be read into another part: nothing proposed. */
const LABEL_LEFT = [
  "email john.doe@work.com about the offsite — subject: dates, say 12-14 june works",
  "email ann@x.com about the party, subject: Saturday, say bring snacks",
  "email ann@x.com re the party — subject line: Saturday — body: bring snacks",
  "email ann@x.com about the subject: maths tutoring",
  "send an email to bo@y.org about the trip, subject: flights, saying booked",
  "email kim@z.net regarding rent - subject: March, tell her it's paid",
  "mail li@q.com about lunch, subject line: Friday, say 1pm works",
  "email dev@team.io about the release — Betreff: v2, say it ships monday",
];

Deno.test("an email with a part's label read into another part proposes nothing", () => {
  for (const text of LABEL_LEFT) {
    assert.ok(!readCalls(text).includes('"email"'), `${text}: ${readCalls(text)}`);
  }
});

/** Look-alikes: labels said where they belong, or "subject" and "body" as words of a message. */
const KEPT: readonly [string, string][] = [
  ["email ann@x.com with subject Saturday saying bring snacks", '"subject":"Saturday"'],
  ["email ann@x.com saying the subject of the talk is AI", '"body":"The subject of the talk'],
  ["email ann@x.com about the body shop quote", '"subject":"The body shop quote"'],
  ["email ann@x.com subject: Offsite, body: see you there", '"subject":"Offsite"'],
  ["send an email to bob@example.com saying thanks for dinner last night", '"to":["bob@'],
  ["email bob@example.com about the subject choices for year 10", '"subject":"The subject'],
  ["email bob@example.com saying the body of the car is fine", '"body":"The body of the car'],
  ["email li@q.com saying see you friday", '"body":"See you friday"'],
  ["email kim@z.net about the rent", '"subject":"The rent"'],
  ["email kim@z.net about the subject teacher meeting", '"subject":"The subject teacher meeting"'],
  ["email dev@team.io saying the release ships monday", '"body":"The release ships monday"'],
  ["email mo@x.com about the school trip", '"subject":"The school trip"'],
  ["send mo@x.com an email saying happy birthday", '"body":"Happy birthday"'],
  ["email mo@x.com: running late, sorry", '"to":["mo@x.com"]'],
  ["email mo@x.com about the body pump class", '"subject":"The body pump class"'],
];

Deno.test("look-alikes: labels where they belong and the words as words are proposed", () => {
  for (const [text, part] of KEPT) assert.ok(readCalls(text).includes(part), readCalls(text));
});
