/**
 * The contacts group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The contacts group's description. */
export const CONTACTS: GroupWords = {
  kind: "contact",
  nouns: [
    "contact(s)",
    "address book",
    "addressbook",
    "phone book",
    "phonebook",
    "contact list",
    "contact book",
  ],
  verbs: {
    contacts_create: [
      "save",
      "add",
      "create",
      "store",
      "make",
      "put",
      "new",
      "set up",
      "enter",
      "record",
      "include",
      "keep",
      "note",
      "note down",
      "write down",
      "jot down",
    ],
    contacts_update: [
      "update",
      "change",
      "set",
      "edit",
      "correct",
      "fix",
      "replace",
      "make",
      "amend",
      "modify",
    ],
    contacts_list: [
      "find",
      "search",
      "search for",
      "look up",
      "look for",
      "lookup",
      "get",
      "show",
      "pull up",
      "check",
      "give me",
      "get me",
      "send me",
      "show me",
      "tell me",
      "what is",
      "which is",
    ],
  },
  /** Phrases that, in a question, ask about its items (see `GroupWords.questions`). */
  questions: [
    "get hold of",
    "reach",
    "contact",
    "number for",
    "email for",
    "phone",
    "address for",
    "email address",
    "phone number",
  ],
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: [
    "number",
    "numbers",
    "named",
    "name",
    "called",
    "email",
    "phone",
    "mobile",
    "address",
    "details",
    "new",
    "married",
    "moved",
    "full",
    "first",
    "last",
    "surname",
  ],
  examples: {
    contacts_create: [
      "add Tom Baker to my contacts, tom@example.com",
      "save a contact for the electrician, Ian Holt, 07700 900111",
    ],
    contacts_list: ["show my contacts", "do I have an email for Tom Baker?"],
    contacts_update: [
      "change Tom Baker's email to tbaker@example.org",
      "Tom moved house, his new number is 07700 900222",
    ],
  },
};
