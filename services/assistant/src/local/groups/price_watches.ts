/**
 * The price watches group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The price watches group's description. */
export const PRICE_WATCHES: GroupWords = {
  kind: "watch",
  nouns: [
    "price watch(es)",
    "price alert(s)",
    "price tracker(s)",
    "price tracking",
    "watch list",
    "watchlist",
    "watched item(s)",
    "watched product(s)",
    "watched price(s)",
    "tracked item(s)",
    "tracked product(s)",
    "tracked price(s)",
    "watches",
  ],
  examples: {
    price_watches_start: ["watch https://shop.example/tent and tell me when it's under 150"],
    price_watches_list: ["show my price watches"],
    price_watches_set_target: ["tell me when the tent is under 120"],
    price_watches_stop: ["stop watching the tent"],
  },
};
