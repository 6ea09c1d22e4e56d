/**
 * The trips group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The trips group's description. */
export const TRIPS: GroupWords = {
  kind: "trip",
  nouns: [
    "trip(s)",
    "journey(s)",
    "travel(s)",
    "travel plan(s)",
    "holiday(s)",
    "vacation(s)",
    "getaway(s)",
  ],
  examples: {
    trips_create: ["I'm going to Lisbon from 3 to 7 April"],
    trips_list: ["what trips do I have planned"],
    trips_update: ["move the Lisbon trip to 4 to 8 April"],
    trips_delete: ["delete the Lisbon trip"],
  },
};
