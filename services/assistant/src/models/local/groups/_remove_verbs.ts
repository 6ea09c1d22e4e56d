/**
 * The verbs that remove an item, shared by the descriptions of the kinds of items one removes
 * (birthdays, countdowns, trips, notes, keepsakes, tasks, reminders, follow-ups): each group adds its own ("stop the
 * countdown", "take it off my trips", "cross out the note").
 * @module
 */

/** Verbs and phrases that ask to remove or cancel an item. */
export const REMOVE_VERBS: readonly string[] = [
  "delete",
  "remove",
  "cancel",
  "call off",
  "drop",
  "erase",
  "clear",
  "scrap",
  "trash",
  "bin",
  "ditch",
  "discard",
  "kill",
  "get rid of",
  "forget",
  "forget about",
  "dismiss",
  "axe",
  "nuke",
  // "lose the Coachella countdown", "nix the …", "junk the …", "toss the …": everyday words that
  // get rid of a thing, said before the item named with its kind ("lose weight" names none).
  "lose",
  "nix",
  "junk",
  "toss",
  "wipe",
  "throw away",
  "throw out",
  "take down",
  "no need for",
  "do not need",
  "no more",
];
