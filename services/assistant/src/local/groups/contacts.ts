/**
 * The contacts group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The contacts group's description. */
export const CONTACTS: GroupWords = {
  kind: "contact",
  nouns: ["contact(s)", "address book", "addressbook", "phone book", "phonebook", "contact list"],
  examples: {
    contacts_create: ["add Tom Baker to my contacts, tom@example.com"],
    contacts_list: ["show my contacts"],
    contacts_update: ["change Tom Baker's email to tbaker@example.org"],
  },
};
