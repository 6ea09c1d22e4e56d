/**
 * The suppliers group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The suppliers group's description. */
export const SUPPLIERS: GroupWords = {
  kind: "supplier",
  nouns: ["supplier(s)", "vendor(s)"],
  examples: {
    expenses_suppliers_save: ["save supplier City Cabs, billing@citycabs.example"],
  },
};
