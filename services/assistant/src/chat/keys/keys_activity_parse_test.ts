import assert from "node:assert/strict";
import { activityWindow, parseActivityQuestion, parseRange } from "./keys_activity_parse.ts";

Deno.test("parseActivityQuestion() reads the ways people ask what their keys did, and when", () => {
  const cases: [string, unknown][] = [
    ["what did my keys do today?", { kind: "today" }],
    ["What did my API keys do?", { kind: "today" }],
    ["what have my keys done this week", { kind: "this_week" }],
    ["What did all of my keys do yesterday?", { kind: "yesterday" }],
    ["what did my keys do last week", { kind: "last_week" }],
    ["what have my keys been doing this month?", { kind: "this_month" }],
    ["what did my keys do in the last 3 days", { kind: "days", days: 3 }],
    ["what did my keys do over the past two weeks", { kind: "days", days: 14 }],
    ["what did my keys do in the past 24 hours", { kind: "hours", hours: 24 }],
    ["what did my keys do so far today", { kind: "today" }],
    ["how were my keys used this week?", { kind: "this_week" }],
    ["key activity", { kind: "today" }],
    ["show me my API key activity for this week", { kind: "this_week" }],
    ["activity of my keys yesterday", { kind: "yesterday" }],
  ];
  for (const [text, range] of cases) {
    assert.deepEqual(parseActivityQuestion(text), { kind: "activity", range, key: null }, text);
  }
});

Deno.test("parseActivityQuestion() reads one key by its name or last 4, keeping their case", () => {
  const cases: [string, string, string][] = [
    ["what did key shopping do today?", "shopping", "today"],
    ["what did my Shopping key do this week", "Shopping", "this_week"],
    ["what did the key ending in Ab12 do yesterday", "Ab12", "yesterday"],
    ["what did key …Ab12 do", "Ab12", "today"],
    ["what has the 'home bot' key done this week?", "home bot", "this_week"],
    ["key activity for shopping yesterday", "shopping", "yesterday"],
    ["key usage for key Ab12 this week", "Ab12", "this_week"],
    ["activity of key shopping this week", "shopping", "this_week"],
  ];
  for (const [text, key, kind] of cases) {
    const q = parseActivityQuestion(text);
    assert.equal(q?.kind, "activity", text);
    assert.equal(q?.kind === "activity" && q.key, key, text);
    assert.equal(q?.kind === "activity" && q.range.kind, kind, text);
  }
});

Deno.test("parseActivityQuestion() leaves other messages alone", () => {
  for (
    const text of [
      "what did I do with my keys?",
      "what did my dentist do today",
      "list my API keys",
      "create an API key",
      "revoke key shopping",
      "remind me to find my keys today",
      "what did the monkey do today",
      "how much have I spent this month?",
      "",
    ]
  ) {
    assert.equal(parseActivityQuestion(text), null, text);
  }
});

Deno.test("parseActivityQuestion() says when it cannot read the time range, however long", () => {
  assert.deepEqual(parseActivityQuestion("what did my keys do at the party?"), {
    kind: "unreadable_range",
    said: "at the party",
  });
  assert.deepEqual(parseActivityQuestion("what did my keys do in the last 90 days"), {
    kind: "unreadable_range",
    said: "in the last 90 days",
  });
  const hostile = parseActivityQuestion(`what did my keys do ${"<script>".repeat(500)}`);
  assert.equal(hostile?.kind, "unreadable_range");
  assert.ok(hostile?.kind === "unreadable_range" && hostile.said.length <= 41);
});

Deno.test("parseActivityQuestion() refuses a key name that no key can have, however long", () => {
  const long = parseActivityQuestion(`what did key ${"a".repeat(5000)} do today`);
  assert.equal(long?.kind, "bad_key");
  assert.ok(long?.kind === "bad_key" && long.said.length <= 41);
  assert.deepEqual(parseActivityQuestion("what did key <img src=x> do"), {
    kind: "bad_key",
    said: "<img src=x>",
  });
});

Deno.test("parseRange() caps ranges at 30 days back and refuses what it cannot read", () => {
  assert.deepEqual(parseRange("the last 30 days"), { kind: "days", days: 30 });
  assert.equal(parseRange("the last 31 days"), null);
  assert.equal(parseRange("last 5 weeks"), null);
  assert.equal(parseRange("last 0 days"), null);
  assert.equal(parseRange("last 99999999 hours"), null);
  assert.equal(parseRange("next week"), null);
  assert.equal(parseRange("tomorrow"), null);
});

Deno.test("activityWindow() bounds days at the owner's midnight and weeks at Monday", () => {
  // Thursday 26 Nov 2026, 09:30 in Paris (UTC+1).
  const now = new Date("2026-11-26T08:30:00Z");
  const zone = "Europe/Paris";
  const iso = (w: { from: Date; to: Date }) => [w.from.toISOString(), w.to.toISOString()];
  const today = activityWindow({ kind: "today" }, now, zone);
  assert.deepEqual(iso(today), ["2026-11-25T23:00:00.000Z", "2026-11-26T23:00:00.000Z"]);
  assert.equal(today.label, "today (Thu 26 Nov)");
  const yesterday = activityWindow({ kind: "yesterday" }, now, zone);
  assert.deepEqual(iso(yesterday), ["2026-11-24T23:00:00.000Z", "2026-11-25T23:00:00.000Z"]);
  assert.equal(yesterday.label, "yesterday (Wed 25 Nov)");
  const week = activityWindow({ kind: "this_week" }, now, zone);
  assert.deepEqual(iso(week), ["2026-11-22T23:00:00.000Z", "2026-11-26T23:00:00.000Z"]);
  assert.equal(week.label, "this week (since Mon 23 Nov)");
  const last = activityWindow({ kind: "last_week" }, now, zone);
  assert.deepEqual(iso(last), ["2026-11-15T23:00:00.000Z", "2026-11-22T23:00:00.000Z"]);
  assert.equal(last.label, "last week (Mon 16 Nov to Sun 22 Nov)");
  const month = activityWindow({ kind: "this_month" }, now, zone);
  assert.equal(month.from.toISOString(), "2026-10-31T23:00:00.000Z");
  const days = activityWindow({ kind: "days", days: 3 }, now, zone);
  assert.equal(days.from.toISOString(), "2026-11-23T23:00:00.000Z");
  assert.equal(days.label, "in the last 3 days (since Tue 24 Nov)");
  const hours = activityWindow({ kind: "hours", hours: 24 }, now, zone);
  assert.equal(hours.from.toISOString(), "2026-11-25T08:30:00.000Z");
  // A Monday is the first day of its own week.
  const monday = activityWindow({ kind: "this_week" }, new Date("2026-11-23T12:00:00Z"), "UTC");
  assert.equal(monday.from.toISOString(), "2026-11-23T00:00:00.000Z");
});

Deno.test("a range's count that is no number, or an object's own property name, is not read", () => {
  for (
    const said of [
      "the last constructor days",
      "the last hasownproperty hours",
      "the last 1.5 days",
    ]
  ) {
    assert.deepEqual(parseRange(said), null, said);
  }
});
