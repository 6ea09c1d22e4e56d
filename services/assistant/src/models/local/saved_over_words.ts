/**
 * The words by which a message says a saved item is no longer wanted ("not bothered about … any
 * more"), and those that keep it from saying so ("if the flight gets cancelled", "everything
 * except the milk", "no deadline on …"): read by `overSaid` in `saved_pointed.ts`.
 * @module
 */
import { HEDGES } from "./saved_items.ts";
import { REMOVE_VERBS } from "./groups/_remove_verbs.ts";

/** What says a thing is no longer wanted, besides the verbs that remove one. */
export const NO_LONGER: readonly string[] = [
  "any more",
  "anymore",
  "no longer",
  "not bothered",
  "no need",
  "not need",
  "not needed",
  "not doing",
  "not going",
  "not coming",
  "not happening",
  "not interested",
  "cancelled",
  "canceled",
  "called off",
  "fell through",
  "can go",
  "no use",
  "is off",
  "are off",
  // "stop nagging me about the kitchen quote": what keeps an item going, asked to stop.
  ...["nagging", "bugging", "reminding", "chasing", "pestering", "hassling"].map((v) =>
    `stop ${v}`
  ),
];

/**
 * Words that make the message a hypothesis, a wish or a request to keep, never a change: "if the
 * flight gets cancelled …", "don't delete the email …" (a removal verb after "do not" or "never"),
 * "remove everything except the milk" (the item named is kept).
 */
export const NOT_SAID_AS_DONE: readonly string[] = [
  ...HEDGES,
  "should i",
  // "Carlos came back from leave": back from somewhere, no answer.
  "came back from",
  // "there's no deadline on the shed painting any more": its day is gone, not the item.
  "deadline",
  "due date",
  // "remove everything except the milk": the item named is the one kept.
  "except",
  "apart from",
  "other than",
  "all but",
  "everything but",
  ...REMOVE_VERBS.flatMap((v) => [`do not ${v}`, `never ${v}`]),
];
