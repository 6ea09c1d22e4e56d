/**
 * The occasions and meals a calendar event may be said as without a calendar named ("add the
 * school play, Friday at 6pm", "book dinner with Alex on friday at 8"), and what may follow an
 * occasion's name. Read by the rows of `_propose_event_words.ts`.
 * @module
 */

/** Meals and drinks said as an event's whole title: "dinner at Dishoom" keeps its place in it. */
export const MEALS = ["breakfast", "brunch", "lunch", "dinner", "supper", "drinks", "coffee"];

/**
 * Occasions a request may add with no calendar named, with their day and clock time ("add the
 * school play, Friday at 6pm"): never a thing bought or a thing to do.
 */
export const OCCASIONS = [
  ...["play", "party", "concert", "gig", "recital", "assembly", "rehearsal", "match", "show"],
  ...["ceremony", "wedding", "funeral", "christening", "reunion", "quiz", "fair", "fete", "fête"],
  ...["festival", "exhibition", "performance", "nativity", "disco", "barbecue", "bbq", "picnic"],
  ...["open day", "sports day", "club", "drinks", "dinner", "lunch", "brunch", "meetup", "lesson"],
];

/** Parts of the day that name an occasion after a noun ("parents' evening", "quiz night"). */
export const NAMED_PARTS = ["evening", "night", "morning", "afternoon"];

/** What may follow an occasion's name: its day, its time, or a comma before them. */
export const AFTER_OCCASION = [
  ...[",", "on", "at", "with", "this", "next", "tomorrow", "tonight", "today", "from"],
  ...["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
].join("|");
