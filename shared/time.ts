/**
 * Dates and wall-clock times in IANA time zones: the one rule for an unknown zone (UTC), wall
 * clock ↔ instant across daylight-saving changes, and how dates and times read.
 * @module
 */
export * from "./src/time.ts";
