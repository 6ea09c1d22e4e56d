import assert from "node:assert/strict";
import { parseToolIntent } from "./tool_intent.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

Deno.test("a birthday's year said after 'born' is its year; a year not read saves nothing", () => {
  assert.deepEqual(parseToolIntent("birthday for Siya is the 28th of march born 1990", CTX), [
    { name: "birthdays_save", input: { name: "Siya", date: "1990-03-28" } },
  ]);
  assert.deepEqual(parseToolIntent("Dan's birthday is the 4th of may, born in 1985", CTX), [
    { name: "birthdays_save", input: { name: "Dan", date: "1985-05-04" } },
  ]);
  assert.deepEqual(parseToolIntent("Kim's birthday is 3 May, friends since 2010", CTX), []);
  assert.deepEqual(parseToolIntent("save Tom's birthday 3 May", CTX), [
    { name: "birthdays_save", input: { name: "Tom", date: "--05-03" } },
  ]);
});
