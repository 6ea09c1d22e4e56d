/**
 * The suppliers group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The suppliers group's description. */
export const SUPPLIERS: GroupWords = {
  kind: "supplier",
  nouns: ["supplier(s)", "vendor(s)", "provider(s)"],
  verbs: {
    expenses_suppliers_save: [
      "save",
      "add",
      "create",
      "store",
      "record",
      "register",
      "put",
      "make",
      "set up",
      "enter",
      "list",
      "remember",
      "keep",
      "note",
      "include",
    ],
  },
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: ["supplier", "vendor"],
  examples: {
    expenses_suppliers_save: [
      "save supplier City Cabs, billing@citycabs.example",
      "keep Northwind Traders as one of our vendors",
    ],
  },
};
