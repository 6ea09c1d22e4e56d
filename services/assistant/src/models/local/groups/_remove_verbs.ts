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

/**
 * "remove the wedding countdown, not the holiday one", "not the rome one, delete the paris trip":
 * the one removed said beside the one kept, as rephrase rows of the group whose item is `noun`
 * ("countdown", "follow-up/followup"), read as `{verb} the {x} {noun}` with `verb`.
 */
export function notTheOther(noun: string, verb: string): Record<string, string> {
  const out: Record<string, string> = {};
  const verbs = "delete/remove/cancel/drop/scrap/bin/ditch/kill/clear/dismiss/erase/trash/axe/nix";
  const said = noun.split("/")[0];
  for (const other of ["one", noun]) {
    out[`${verbs} the/my/our {x} ${noun}, not the/my/our {y} ${other}`] = `${verb} the {x} ${said}`;
    out[`${verbs} the/my/our ${noun} for/to {x}, not the/my/our {y} ${other}`] =
      `${verb} the {x} ${said}`;
    out[`${verbs} the/my/our {x} ${noun}, not the/my/our ${noun} for/to {y}`] =
      `${verb} the {x} ${said}`;
    out[`not the/my/our {y} ${other}, ${verbs} the/my/our {x} ${noun}`] = `${verb} the {x} ${said}`;
  }
  return out;
}
