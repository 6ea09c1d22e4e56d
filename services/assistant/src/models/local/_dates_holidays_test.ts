import assert from "node:assert/strict";
import { one, PARIS } from "./_intent_test_util.ts";
import { findDates, isoDate } from "./_tool_dates.ts";
import { parseToolIntent } from "./tool_intent.ts";

const at = (timezone: string, now = "2026-03-27T10:00:00Z") => ({ now: new Date(now), timezone });

/** The first day the date reader finds in a text, as YYYY-MM-DD. */
function dayOf(text: string, ctx = PARIS): string | undefined {
  const hit = findDates(text, ctx)[0];
  return hit ? isoDate(hit.date) : undefined;
}

Deno.test("holidays of English-speaking countries are read by name, moveable ones computed", () => {
  const cases: [string, string][] = [
    ["st paddy's day", "2027-03-17"],
    ["Patrick's Day", "2027-03-17"],
    ["Palm Sunday", "2026-03-29"],
    ["Maundy Thursday", "2026-04-02"],
    ["Ascension Day", "2026-05-14"],
    ["pentecost", "2026-05-24"],
    ["Ash Wednesday", "2027-02-10"],
    ["Carnival Monday", "2027-02-08"],
    ["Carnival Tuesday", "2027-02-09"],
    ["Mardi Gras", "2027-02-09"],
    ["Remembrance Sunday", "2026-11-08"],
    ["spring bank holiday", "2026-05-25"],
    ["mlk day", "2027-01-18"],
    ["Presidents' Day", "2027-02-15"],
    ["Victoria Day", "2026-05-18"],
    ["Melbourne Cup", "2026-11-03"],
    ["Malaysia Day", "2026-09-16"],
    ["Merdeka Day", "2026-08-31"],
  ];
  for (const [text, day] of cases) assert.equal(dayOf(`countdown to ${text}`), day, text);
});

Deno.test("a holiday several countries keep is read on the day of the user's country", () => {
  const cases: [string, string, string][] = [
    ["thanksgiving", "America/Toronto", "2026-10-12"],
    ["thanksgiving", "America/Denver", "2026-11-26"],
    ["mother's day", "Europe/London", "2027-03-07"],
    ["mother's day", "America/New_York", "2026-05-10"],
    ["father's day", "Australia/Sydney", "2026-09-06"],
    ["father's day", "Europe/Dublin", "2026-06-21"],
    ["independence day", "Asia/Kolkata", "2026-08-15"],
    ["independence day", "America/Chicago", "2026-07-04"],
    ["national day", "Asia/Singapore", "2026-08-09"],
    ["labour day", "Pacific/Auckland", "2026-10-26"],
  ];
  for (const [text, zone, day] of cases) {
    assert.equal(dayOf(`countdown to ${text}`, at(zone)), day, `${text} in ${zone}`);
  }
  // Said where no row keeps it, a shared name is no day ("national day" in Paris).
  assert.equal(dayOf("countdown to national day"), undefined);
});

Deno.test("a countdown to a holiday said by a people's own name", () => {
  assert.deepEqual(
    one("countdown to Paddy's Day please", at("Europe/Dublin", "2026-03-11T08:30:00Z")),
    {
      name: "countdowns_set",
      input: { title: "St Patrick's Day", date: "2026-03-17" },
    },
  );
  assert.deepEqual(one("countdown till Merdeka Day can?", at("Asia/Kuala_Lumpur")), {
    name: "countdowns_set",
    input: { title: "Merdeka Day", date: "2026-08-31" },
  });
  assert.deepEqual(one("start a countdown to Carnival Tuesday"), {
    name: "countdowns_set",
    input: { title: "Carnival Tuesday", date: "2027-02-09" },
  });
  // A person called Paddy is no holiday: his birthday is saved, no countdown set.
  assert.deepEqual(
    parseToolIntent("save Paddy's birthday, 3 May", PARIS).map((c) => c.name),
    ["birthdays_save"],
  );
  // A holiday of a lunar calendar has no computed day: the countdown asks for it.
  assert.deepEqual(parseToolIntent("countdown to Hari Raya", PARIS), []);
});

Deno.test("a day of a named month said with 'next year' or 'this year' is in that year", () => {
  assert.equal(dayOf("8 November next year"), "2027-11-08");
  assert.equal(dayOf("on 3 June this year"), "2026-06-03");
  assert.deepEqual(one("Set a countdown for Carnival Monday, 8 February next year"), {
    name: "countdowns_set",
    input: { title: "Carnival Monday", date: "2027-02-08" },
  });
  assert.deepEqual(one("countdown to Diwali, 8 November next year").input.date, "2027-11-08");
  // A weekday said before "next year" is no day of it: the year is not moved.
  assert.notEqual(dayOf("friday next year"), "2027-03-27");
});
