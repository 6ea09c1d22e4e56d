import assert from "node:assert/strict";
import { findDates, isoDate } from "./_tool_dates.ts";
import { parseToolIntent } from "./tool_intent.ts";
import { orthodoxEaster } from "./_dates_holidays.ts";
import { HOLIDAY_NAMES } from "./_dates_holidays.ts";

/** Friday 27 March 2026, 11:00 UTC, in a zone. */
const at = (timezone: string, now = "2026-03-27T10:00:00Z") => ({ now: new Date(now), timezone });

/** The first day (and last, when several) the date reader finds in a text, as YYYY-MM-DD. */
function dayOf(text: string, zone: string): string | undefined {
  const hit = findDates(text, at(zone))[0];
  if (!hit) return undefined;
  return hit.endDate ? `${isoDate(hit.date)}/${isoDate(hit.endDate)}` : isoDate(hit.date);
}

/** [the holiday said, the zone, the day it is] for a countdown said on 27 March 2026. */
function checkAll(cases: [string, string, string | undefined][]): void {
  for (const [text, zone, day] of cases) {
    assert.equal(dayOf(`countdown to ${text}`, zone), day, `${text} in ${zone}`);
  }
}

Deno.test("Orthodox Easter is the Julian computus moved to the Gregorian calendar", () => {
  const days: [number, string][] = [
    [2024, "2024-05-05"],
    [2025, "2025-04-20"],
    [2026, "2026-04-12"],
    [2027, "2027-05-02"],
    [2028, "2028-04-16"],
  ];
  for (const [year, day] of days) assert.equal(isoDate(orthodoxEaster(year)), day);
});

Deno.test("holidays of Latin America, by their own names and in the country that keeps them", () => {
  checkAll([
    ["Fiestas Patrias", "America/Lima", "2026-07-28/2026-07-29"],
    ["Fiestas Patrias", "America/Santiago", "2026-09-18/2026-09-19"],
    ["Día de los Muertos", "America/Mexico_City", "2026-11-01/2026-11-02"],
    ["dia de muertos", "America/Mexico_City", "2026-11-01/2026-11-02"],
    ["independence day", "America/Mexico_City", "2026-09-16"],
    ["constitution day", "America/Mexico_City", "2027-02-01"],
    ["revolution day", "America/Mexico_City", "2026-11-16"],
    ["mother's day", "America/Mexico_City", "2026-05-10"],
    ["Día de las Madres", "America/Mexico_City", "2026-05-10"],
    ["labour day", "America/Mexico_City", "2026-05-01"],
    ["independence day", "America/Argentina/Buenos_Aires", "2026-07-09"],
    ["mother's day", "America/Argentina/Cordoba", "2026-10-18"],
    ["independence day", "America/Bogota", "2026-07-20"],
    ["independence day", "America/Caracas", "2026-07-05"],
    ["independence day", "America/Montevideo", "2026-08-25"],
    ["constitution day", "America/Montevideo", "2026-07-18"],
    ["independence day", "America/Guatemala", "2026-09-15"],
    ["independence day", "America/Sao_Paulo", "2026-09-07"],
    ["Día de Reyes", "America/Mexico_City", "2027-01-06"],
  ]);
});

Deno.test("holidays of Europe, by their own names and in the country that keeps them", () => {
  checkAll([
    ["Nochevieja", "Europe/Madrid", "2026-12-31"],
    ["Nochebuena", "Europe/Madrid", "2026-12-24"],
    ["Año Nuevo", "Europe/Madrid", "2027-01-01"],
    ["Semana Santa", "Europe/Madrid", "2026-03-29/2026-04-05"],
    ["Todos los Santos", "Europe/Madrid", "2026-11-01"],
    ["national day", "Europe/Madrid", "2026-10-12"],
    ["constitution day", "Europe/Madrid", "2026-12-06"],
    ["Día de la Madre", "Europe/Madrid", "2026-05-03"],
    ["father's day", "Europe/Madrid", "2027-03-19"],
    ["Ferragosto", "Europe/Rome", "2026-08-15"],
    ["Festa della Repubblica", "Europe/Rome", "2026-06-02"],
    ["republic day", "Europe/Rome", "2026-06-02"],
    ["liberation day", "Europe/Rome", "2026-04-25"],
    ["Pasquetta", "Europe/Rome", "2026-04-06"],
    ["Tag der Deutschen Einheit", "Europe/Berlin", "2026-10-03"],
    ["father's day", "Europe/Berlin", "2026-05-14"],
    ["Silvester", "Europe/Berlin", "2026-12-31"],
    ["national day", "Europe/Zurich", "2026-08-01"],
    ["Swiss National Day", "Europe/London", "2026-08-01"],
    ["national day", "Europe/Vienna", "2026-10-26"],
    ["King's Day", "Europe/Amsterdam", "2026-04-27"],
    ["Koningsdag", "Europe/Amsterdam", "2026-04-27"],
    ["liberation day", "Europe/Amsterdam", "2026-05-05"],
    ["Sinterklaas", "Europe/Amsterdam", "2026-12-05"],
    ["Sinterklaas", "Europe/Brussels", "2026-12-06"],
    ["Midsummer", "Europe/Stockholm", "2026-06-19"],
    ["Midsommar", "Europe/Stockholm", "2026-06-19"],
    ["Midsummer Day", "Europe/Stockholm", "2026-06-20"],
    ["national day", "Europe/Stockholm", "2026-06-06"],
    ["mother's day", "Europe/Stockholm", "2026-05-31"],
    ["midsummer", "Europe/Oslo", "2026-06-23"],
    ["constitution day", "Europe/Oslo", "2026-05-17"],
    ["constitution day", "Europe/Copenhagen", "2026-06-05"],
    ["independence day", "Europe/Helsinki", "2026-12-06"],
    ["juhannus", "Europe/Helsinki", "2026-06-19"],
    ["independence day", "Europe/Warsaw", "2026-11-11"],
    ["constitution day", "Europe/Warsaw", "2026-05-03"],
    ["mother's day", "Europe/Warsaw", "2026-05-26"],
    ["Ohi Day", "Europe/Athens", "2026-10-28"],
    ["independence day", "Europe/Athens", "2027-03-25"],
  ]);
  // The year said: King's Day falling on a Sunday is kept the Saturday before; Swedish Midsummer
  // is the Friday between 19 and 25 June.
  assert.equal(dayOf("Koningsdag 2025", "Europe/Amsterdam"), "2025-04-26");
  assert.equal(dayOf("Midsummer 2027", "Europe/Stockholm"), "2027-06-25");
});

Deno.test("Easter said in a country of the Orthodox Church is its Orthodox Easter", () => {
  checkAll([
    ["Easter", "Europe/Athens", "2026-04-12"],
    ["Good Friday", "Europe/Athens", "2026-04-10"],
    ["Easter Monday", "Europe/Bucharest", "2026-04-13"],
    ["the Easter weekend", "Asia/Nicosia", "2026-04-10/2026-04-13"],
    ["Clean Monday", "Europe/Athens", "2027-03-15"],
    ["Orthodox Easter", "Europe/London", "2026-04-12"],
    ["Greek Easter", "America/New_York", "2026-04-12"],
    ["Orthodox Christmas", "Europe/Belgrade", "2027-01-07"],
    // Elsewhere Easter stays the Western one.
    ["Easter", "Europe/London", "2026-04-05"],
    ["Easter Monday", "Europe/Paris", "2026-04-06"],
  ]);
  assert.equal(dayOf("Orthodox Easter 2027", "Europe/Paris"), "2027-05-02");
});

Deno.test("holidays of Asia, the Middle East, Africa and the Pacific in their countries", () => {
  checkAll([
    ["Songkran", "Asia/Bangkok", "2026-04-13/2026-04-15"],
    ["mother's day", "Asia/Bangkok", "2026-08-12"],
    ["king's birthday", "Asia/Bangkok", "2026-07-28"],
    ["Golden Week", "Asia/Tokyo", "2026-04-29/2026-05-05"],
    ["Golden Week", "Asia/Shanghai", "2026-10-01/2026-10-07"],
    ["constitution day", "Asia/Tokyo", "2026-05-03"],
    ["children's day", "Asia/Tokyo", "2026-05-05"],
    ["Coming of Age Day", "Asia/Tokyo", "2027-01-11"],
    ["Marine Day", "Asia/Tokyo", "2026-07-20"],
    ["memorial day", "Asia/Seoul", "2026-06-06"],
    ["national day", "Asia/Taipei", "2026-10-10"],
    ["independence day", "Asia/Jakarta", "2026-08-17"],
    ["Hari Kemerdekaan", "Asia/Jakarta", "2026-08-17"],
    ["independence day", "Asia/Manila", "2026-06-12"],
    ["National Heroes Day", "Asia/Manila", "2026-08-31"],
    ["national day", "Asia/Ho_Chi_Minh", "2026-09-02"],
    ["victory day", "Asia/Dhaka", "2026-12-16"],
    ["independence day", "Asia/Dhaka", "2027-03-26"],
    ["Pohela Boishakh", "Asia/Dhaka", "2026-04-14"],
    ["independence day", "Asia/Colombo", "2027-02-04"],
    ["national day", "Asia/Dubai", "2026-12-02/2026-12-03"],
    ["national day", "Asia/Riyadh", "2026-09-23"],
    ["republic day", "Europe/Istanbul", "2026-10-29"],
    ["children's day", "Europe/Istanbul", "2026-04-23"],
    ["Sham el-Nessim", "Africa/Cairo", "2026-04-13"],
    ["Throne Day", "Africa/Casablanca", "2026-07-30"],
    ["independence day", "Africa/Casablanca", "2026-11-18"],
    ["Yennayer", "Africa/Casablanca", "2027-01-14"],
    ["Yennayer", "Africa/Algiers", "2027-01-12"],
    ["labour day", "Africa/Nairobi", "2026-05-01"],
    ["Enkutatash", "Africa/Addis_Ababa", "2026-09-11"],
    ["Meskel", "Africa/Addis_Ababa", "2026-09-27"],
    ["republic day", "Africa/Accra", "2026-07-01"],
    ["Farmers' Day", "Africa/Accra", "2026-12-04"],
    ["family day", "Africa/Johannesburg", "2026-04-06"],
    ["Fiji Day", "Pacific/Fiji", "2026-10-10"],
    ["independence day", "Pacific/Port_Moresby", "2026-09-16"],
  ]);
  // The Ethiopian year's days move to the 12th before a Gregorian leap year.
  assert.equal(dayOf("Enkutatash 2027", "Africa/Addis_Ababa"), "2027-09-12");
  assert.equal(dayOf("Meskel 2027", "Africa/Addis_Ababa"), "2027-09-28");
  assert.equal(dayOf("Timkat 2027", "Africa/Addis_Ababa"), "2027-01-19");
  assert.equal(dayOf("Timkat 2028", "Africa/Addis_Ababa"), "2028-01-20");
});

Deno.test("a shared name said where none of its countries is, or a lunar day, asks its day", () => {
  checkAll([
    ["Fiestas Patrias", "Europe/Paris", undefined],
    ["King's Day", "Europe/Paris", undefined],
    ["Golden Week", "Europe/London", undefined],
    ["midsummer", "Europe/London", undefined],
    ["constitution day", "Europe/Paris", undefined],
    ["Sinterklaas", "Europe/Paris", undefined],
    ["Yennayer", "Europe/Paris", undefined],
    ["independence day", "Asia/Jerusalem", undefined],
    ["memorial day", "Asia/Jerusalem", undefined],
    ["Chinese New Year", "Asia/Singapore", undefined],
    ["Lunar New Year", "Asia/Seoul", undefined],
    ["Islamic New Year", "Asia/Dubai", undefined],
    ["Jewish New Year", "America/New_York", undefined],
    ["Sinhala and Tamil New Year", "Asia/Colombo", undefined],
    ["Tet", "Asia/Ho_Chi_Minh", undefined],
    // Kept as before: the rows every country may read.
    ["independence day", "America/Chicago", "2026-07-04"],
    ["mother's day", "America/New_York", "2026-05-10"],
    ["New Year", "Asia/Singapore", "2027-01-01"],
    ["national day", "Europe/Paris", undefined],
  ]);
  for (const text of ["countdown to Chinese New Year", "countdown to Lunar New Year please"]) {
    assert.deepEqual(parseToolIntent(text, at("Asia/Singapore")), [], text);
  }
});

Deno.test("a holiday moved by 'the day before' or 'the day after' said before it", () => {
  assert.equal(dayOf("the day before Ferragosto", "Europe/Rome"), "2026-08-14");
  assert.equal(dayOf("the day after Boxing Day", "Europe/London"), "2026-12-27");
  assert.equal(dayOf("on the day before Songkran", "Asia/Bangkok"), "2026-04-12");
  assert.deepEqual(parseToolIntent("what's on the day after Christmas", at("Europe/London")), [
    { name: "calendar_list", input: { from: "2026-12-26", to: "2026-12-26" } },
  ]);
  // Other words before a holiday leave it as it is.
  assert.equal(dayOf("a day in Rome for Ferragosto", "Europe/Rome"), "2026-08-15");
  assert.equal(dayOf("before Ferragosto", "Europe/Rome"), "2026-08-15");
});

Deno.test("requests set to a holiday of the user's country", () => {
  const countdown = (text: string, zone: string) => parseToolIntent(text, at(zone));
  assert.deepEqual(countdown("countdown to Nochevieja please", "Europe/Madrid"), [
    { name: "countdowns_set", input: { title: "Nochevieja", date: "2026-12-31" } },
  ]);
  assert.deepEqual(countdown("countdown for Fiestas Patrias", "America/Lima"), [
    { name: "countdowns_set", input: { title: "Fiestas Patrias", date: "2026-07-28" } },
  ]);
  assert.deepEqual(countdown("start a countdown to King's Day", "Europe/Amsterdam"), [
    { name: "countdowns_set", input: { title: "King's Day", date: "2026-04-27" } },
  ]);
  // A name keeps its own spelling as the title, whichever country's day it is.
  assert.deepEqual(countdown("countdown to labor day", "America/New_York"), [
    { name: "countdowns_set", input: { title: "Labor Day", date: "2026-09-07" } },
  ]);
  // Said in Mexico it is never the US day (May Day there; the countdown may ask).
  const mexican = countdown("countdown to labor day", "America/Mexico_City");
  assert.ok(mexican.every((c) => c.input.date === "2026-05-01"), JSON.stringify(mexican));
  const trip = countdown("trip to Hua Hin over Songkran", "Asia/Bangkok");
  assert.equal(trip.length, 1);
  assert.equal(trip[0]?.input.start_date, "2026-04-13");
  assert.equal(trip[0]?.input.end_date, "2026-04-15");
  const task = countdown("add a task to buy flowers for Midsummer", "Europe/Stockholm");
  assert.equal(task[0]?.input.due, "2026-06-19");
});

Deno.test("look-alikes of a holiday's name are no day", () => {
  const none: [string, string][] = [
    ["the fiesta was fun", "Europe/Madrid"],
    ["buy Midsummer Night's Dream tickets", "Europe/Stockholm"],
    ["a Midsummer Night's Dream at the Globe", "Europe/London"],
    ["trip to Corpus Christi", "America/Chicago"],
    ["I had an epiphany in the shower", "Europe/London"],
    ["Inmaculada called about the flat", "Europe/Madrid"],
    ["ask Natale about the invoice", "Europe/London"],
    ["Sylvester's birthday party", "Europe/Berlin"],
    ["the founders' day assembly at school", "Europe/London"],
    ["meet at Meskel Square", "Africa/Addis_Ababa"],
    ["tengo dieciocho años", "America/Santiago"],
    ["book the hotel in Tiradentes", "America/Sao_Paulo"],
    ["the Las Posadas hotel", "America/Mexico_City"],
    ["our parents' day out", "Europe/London"],
    ["the culture day at work", "Europe/London"],
    ["golden week of sales", "Europe/Paris"],
    ["the king's day out", "Europe/London"],
    ["Valborg sent the photos", "Europe/Stockholm"],
    ["the Fallas of my plan", "Europe/Madrid"],
  ];
  for (const [text, zone] of none) {
    // Only the name's own words are checked: chrono may read "Night" as tonight, as before.
    const named = findDates(text, at(zone)).filter((h) => h.text.toLowerCase() !== "night");
    assert.deepEqual(named, [], `${text} in ${zone}`);
  }
  // A note's words keep a holiday's name, nothing else is set.
  const note = parseToolIntent("take a note: the fiesta was fun", at("Europe/Madrid"));
  assert.deepEqual(note.map((c) => c.name), ["notes_create"]);
});

Deno.test("every holiday row is read by its names, and a name with no day asks", () => {
  for (const row of HOLIDAY_NAMES) {
    assert.ok(row.names.length > 0, row.name);
    for (const n of row.names) assert.equal(n, n.toLowerCase(), `${n} is written small`);
  }
});
