/**
 * What the rest of the assistant may use of the local model's reading of English, besides the
 * model itself (`models/local_model.ts`), the parser (`tool_intent.ts`) and the answerer
 * (`answer.ts`): finding dates and times, resolving a place to a time zone, and recognising a
 * request for everything remembered. Nothing outside `local/` imports its private (`_`) files.
 * @module
 */
export { findDates, wallToInstant } from "./_tool_dates.ts";
export { resolveTimeZone } from "./_timezones.ts";
export { asksForEverythingKnown } from "./_list_memory.ts";
