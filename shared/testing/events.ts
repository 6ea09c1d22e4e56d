/**
 * Events for tests: a reminder that fired and a price drop, valid envelopes with the values
 * several services' tests use, so each test names only what it is about.
 * @module
 */
import { type EventEnvelope, makeEvent } from "../src/events.ts";

/** A `reminder.fired` event of `accountId` with a fresh reminder id. */
export function reminderEvent(
  accountId: string,
  text = "Water the plants",
  now: Date = new Date(),
): EventEnvelope {
  return makeEvent("reminder.fired", accountId, { text, reminder_id: crypto.randomUUID() }, now);
}

/** A `price.drop` event of `accountId`: a kettle from 95 to 80 EUR, below its target of 90. */
export function priceDropEvent(accountId: string, now: Date = new Date()): EventEnvelope {
  return makeEvent("price.drop", accountId, {
    watch_id: crypto.randomUUID(),
    item: "Kettle",
    url: "https://shop.example/kettle",
    old_price: 95,
    new_price: 80,
    currency: "EUR",
    target_price: 90,
  }, now);
}
