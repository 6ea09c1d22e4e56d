/**
 * The contacts group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";
import { PEOPLE } from "./_people.ts";

export { CONTACT_ASKED, CONTACT_FIELDS, CONTACT_SAVED_DETAILS } from "./_contacts_fields.ts";
import {
  changedThenAsked,
  DETAILS,
  movedOn,
  namedAs,
  noLongerUsed,
  notAnyMore,
  notDeleted,
  saidRight,
  wrongDetail,
} from "./_contacts_put_right.ts";

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
      // "please register a new contact: Sato Haruki, …".
      "register",
      "include",
      "keep",
      "note",
      "note down",
      "write down",
      "jot down",
      // "put down the plumber's number …": "down" is the verb's, never the name's.
      "put down",
      "pop",
      "stick",
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
  /** Indirect requests and the request they mean (see `GroupWords.rephrase`). */
  rephrase: {
    // "contact add: Lena Fischer lena@…": the label, then "add", then the contact.
    // A name with its capital and an address or a number: "contact add me on linkedin" and
    // "contact add Tom Smith to the group chat" name no contact's details.
    "contact add: {Name}, {Email}": "add contact: {Name} {Email}",
    "contact add: {Name}, {Phone}": "add contact: {Name} {Phone}",
    "contact add {Name}, {Email}": "add contact {Name} {Email}",
    "contact add {Name}, {Phone}": "add contact {Name} {Phone}",
    // "I spelt Katherine wrong, it's Kathryn Doyle": a name corrected, and how its letters go
    // ("…, it's John Bates with an h") said after it.
    ...misspelt(),
    // "add to Sara's contact that she's vegetarian": a note on the contact.
    "add to {Name}'s contact that {x}": "add a note to {Name}'s contact: {x}",
    // "Inès changed jobs, put on her contact that she's at Airbus now": the person named first.
    ...notedAfter(),
    // "it's not Jon Smith, it's John Smyth", "she's Sarah Jones now, not Sarah Clarke": the name
    // said wrong and the right one, either first.
    "it's not {Name}, it's {Name2} - fix the name": "change {Name}'s name to {Name2}",
    "its not {Name}, it's {Name2} - fix the name": "change {Name}'s name to {Name2}",
    "it's not {Name}, it's {Name2} - correct the name": "change {Name}'s name to {Name2}",
    "its not {Name}, it's {Name2} - correct the name": "change {Name}'s name to {Name2}",
    "the name's not {Name}, it's {Name2}": "change {Name}'s name to {Name2}",
    "her name's not {Name}, it's {Name2}": "change {Name}'s name to {Name2}",
    "his name's not {Name}, it's {Name2}": "change {Name}'s name to {Name2}",
    "she's {Name2} now, not {Name}": "change {Name}'s name to {Name2}",
    "he's {Name2} now, not {Name}": "change {Name}'s name to {Name2}",
    "they're {Name2} now, not {Name}": "change {Name}'s name to {Name2}",
    "she's {Name2} now, not {Name} - got married {x}": "change {Name}'s name to {Name2}",
    "he's {Name2} now, not {Name} - got married {x}": "change {Name}'s name to {Name2}",
    "{Name} is {Name2} now": "change {Name}'s name to {Name2}",
    "{Name} is now {Name2}": "change {Name}'s name to {Name2}",
    "{Name} is called {Name2} now": "change {Name}'s name to {Name2}",
    "{Name} got married, she's {Name2} now": "change {Name}'s name to {Name2}",
    "{Name} got married, he's {Name2} now": "change {Name}'s name to {Name2}",
    "{Name} got married, she is {Name2} now": "change {Name}'s name to {Name2}",
    "{Name} got married, he is {Name2} now": "change {Name}'s name to {Name2}",
    "{Name}'s {x} has changed to {y}": "change {Name}'s {x} to {y}",
    "{Name}'s {x} is now {y}": "change {Name}'s {x} to {y}",
    // "aisha@… - that's Aisha Bello, save her please": the address said first.
    "{Email} - that's {Name}, save her": "add {Name} to my contacts, {Email}",
    "{Email} - that's {Name}, save him": "add {Name} to my contacts, {Email}",
    "{Email} - that's {Name}, save them": "add {Name} to my contacts, {Email}",
    "new contact - {Email} is {Name} from {x}": "new contact: {Name}, {Email}, from {x}",
    "add {Name}, {Email}": "add {Name} to my contacts, {Email}",
    "add {Name}, {Phone}": "add {Name} to my contacts, {Phone}",
    "add {Name}, {Email}, {Phone}": "add {Name} to my contacts, {Email}, {Phone}",
    "add {Name}, {Phone}, {Email}": "add {Name} to my contacts, {Phone}, {Email}",
    "save {Name}, {Email}": "add {Name} to my contacts, {Email}",
    "save {Name}, {Phone}": "add {Name} to my contacts, {Phone}",
    "save {Name}, {Email}, {Phone}": "add {Name} to my contacts, {Email}, {Phone}",
    "save {Name}, {Phone}, {Email}": "add {Name} to my contacts, {Phone}, {Email}",
    "new contact {Name}, {Email}": "add {Name} to my contacts, {Email}",
    "new contact {Name}, {Phone}": "add {Name} to my contacts, {Phone}",
    "new contact {Name}, {Email}, {Phone}": "add {Name} to my contacts, {Email}, {Phone}",
    "new contact {Name}, {Phone}, {Email}": "add {Name} to my contacts, {Phone}, {Email}",
    "{Name}, {x} - save her please": "new contact: {Name}, {x}",
    "{Name}, {x} - save him please": "new contact: {Name}, {x}",
    "{Name}, {x} - save them please": "new contact: {Name}, {x}",
    "{Name}, {x} - save her": "new contact: {Name}, {x}",
    "{Name}, {x} - save him": "new contact: {Name}, {x}",
    "{Name}, {x} - add her": "new contact: {Name}, {x}",
    "{Name}, {x} - add him": "new contact: {Name}, {x}",
    // "save Lucy Fern lucy@… and Raj Mehta 07700 …": two people, each with an address or a number.
    ...twoPeople(),
    ...detailAfter(),
    ...wrongDetail(),
    ...birthdayAfter(),
    ...namedAs(),
    ...notDeleted(),
    ...saidRight(),
    ...changedThenAsked(),
    ...noLongerUsed(),
    // "store the number for the school office: 01632 960 441": whose detail, then the detail.
    "save/store/keep/add the/a number/phone_number for {x} - {Phone}": "save {x}'s number {Phone}",
    "save/store/keep/add the/a number/phone_number for {x} {Phone}": "save {x}'s number {Phone}",
    "save/store/keep/add the/an email/email_address for {x} - {Email}": "save {x}'s email {Email}",
    "save/store/keep/add the/a number/phone_number for {x}: {Phone}": "save {x}'s number {Phone}",
    "save/store/keep/add the/an email/email_address for {x}: {Email}": "save {x}'s email {Email}",
    ...notAnyMore(),
    ...movedOn(),
    // "Contact: Ines Moreau, ines@moreau.fr": a new contact labelled, with a detail.
    "contact: {Name} - {Email}": "new contact: {Name}, {Email}",
    "contact: {Name} - {Phone}": "new contact: {Name}, {Phone}",
  },
  asks: {
    // "save a contact for me would you": no one named.
    contacts_create:
      'Who should I save? Give their name and a number or email, for example "save Ana Lopez, 07700 900123".',
    // "save Tunde Afolabi 0803 555 0192 and 0805 555 0147", "… and his wife 0805 …": a number said
    // with no name of its own.
    "contacts_create:whose":
      'Whose number or address is that? I keep one of each per contact: say it with their name, for example "save Bisi Afolabi, 0805 555 0147".',
    // "new contact Sam Reed number oh one two three": a number said in words, too short for one.
    "contacts_create:phone":
      'I could not read that phone number whole. Type it in digits, for example "save Sam Reed, 07700 900123".',
    // "add Amara, email amara dot obi at example": an address said aloud but not whole.
    "contacts_create:email":
      'I could not read that email address whole. Type it as written, for example "save Amara Obi, amara.obi@example.com".',
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
    "who do i know",
    "who do we know",
    "got saved",
    // "what email have I got for Bev", "which number do I have for the plumber".
    "email have i got",
    "number have i got",
    "email do i have",
    "number do i have",
    "address have i got",
    // "has Dominic got an email on file?", "does Ana have a number?" (not "I got an email from …").
    "have an email",
    "have a number",
    "on file",
  ],
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: [
    // "email nomvula at example dot co dot za": an address said aloud (`spokenEmail`).
    "dot",
    "number",
    "numbers",
    "named",
    "name",
    "called",
    "email",
    "phone",
    "mobile",
    "cell",
    "handphone",
    "hp",
    // "…, telephone 01632 960 512": the word that leads to the number.
    "telephone",
    "tel",
    "mob",
    "landline",
    "address",
    "details",
    "new",
    "married",
    "moved",
    "full",
    "first",
    "last",
    "surname",
    // "phone oh seven seven double five …": the words of a number said in words, read as its
    // digits (`withSpokenPhone`).
    "zero",
    "nought",
    "oh",
    "double",
    "triple",
    // "everyone in my contacts who lives in Cardiff": where the people looked for are.
    "live",
    "lives",
    "living",
    "based",
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

/**
 * "I spelt {Name} wrong, it's {Name2}", "… it's {Name2} with an h": a name corrected; the letters
 * said after the right name ("with an h", "with two t's") are no part of it.
 */
function misspelt(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const verb of ["spelt", "spelled", "misspelt", "misspelled", "got"]) {
    for (const letters of ["", " with {x}", ", with {x}", " - with {x}"]) {
      const said = `I ${verb} {Name} wrong, it's {Name2}${letters}`;
      out[said] = "change {Name}'s name to {Name2}";
    }
  }
  return out;
}

/**
 * "add {Name} {Email} and {Name2} {Phone2} [as contacts]": two contacts said in one request, each
 * with its address or number, said as two requests.
 */
function twoPeople(): Record<string, string> {
  const out: Record<string, string> = {};
  // "… and his wife Bisi Afolabi 0805 …": how the second is related to the first (or to the user)
  // is said before their name, no part of it.
  const related = `his/her/their/my ${PEOPLE.join("/")}`;
  for (const a of ["Email", "Phone"]) {
    for (const b of ["Email", "Phone"]) {
      const meant = `add {Name} to my contacts, {${a}}, and add {Name2} to my contacts, {${b}2}`;
      // The comma before the first detail may be left out (see `template`); before the second,
      // said or not.
      for (const second of ["{Name2}", `${related} {Name2}`]) {
        for (const sep of [", ", " "]) {
          const said = `add/save {Name}, {${a}} and ${second}${sep}{${b}2}`;
          for (const end of ["", " as contacts", " to my contacts"]) out[said + end] = meant;
        }
      }
    }
  }
  return out;
}

/**
 * A contact's detail said after the request: "add Fiona from book club, her email's …" (a new
 * contact, where they are from a note), "pop my new neighbour in my contacts? Ade Okafor, …" (the
 * person after the question), "not gmail - sofia's email is …" (the detail said wrong before, or
 * after: "…'s email is … now, not the gmx one").
 */
function detailAfter(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [detail, slot] of DETAILS) {
    for (const verb of ["add", "save"]) {
      for (const whose of ["her", "his", "their"]) {
        out[`${verb} {Name}, ${whose} ${detail}'s {${slot}}`] =
          `add {Name} to my contacts, {${slot}}`;
        out[`${verb} {Name} from {x}, ${whose} ${detail}'s {${slot}}`] =
          `new contact: {Name}, {${slot}}, from {x}`;
      }
    }
    out[`not {x} - {y}'s ${detail}'s {${slot}}`] = `{y}'s ${detail} is {${slot}}`;
    // "Jonas's email is jonas@… now, not the gmx one": the old detail said after the new.
    for (const now of [" now", ""]) {
      out[`{y}'s ${detail} is {${slot}}${now}, not {x}`] = `{y}'s ${detail} is {${slot}}`;
    }
  }
  for (const verb of ["add", "save", "put", "pop", "stick"]) {
    for (const where of ["to", "in", "into"]) {
      for (const list of ["contacts", "address book", "phone"]) {
        out[`${verb} {x} ${where} my ${list}? {y}`] = `add {x} to my contacts - {y}`;
      }
    }
  }
  return out;
}

/**
 * What happened to someone, then a note put on "her" or "his" contact: "Inès changed jobs, put on
 * her contact that she's at Airbus now" is the note on Inès's contact.
 */
function notedAfter(): Record<string, string> {
  const out: Record<string, string> = {};
  // Few rows: a template opening with a name and any words is read over the whole message.
  for (const where of ["in", "on"]) {
    for (const whose of ["her", "his"]) {
      // " - " is said with a comma too.
      out[`{Name} {x} - put ${where} ${whose} contact that {y}`] =
        "add a note to {Name}'s contact: {y}";
    }
  }
  return out;
}

/**
 * A contact saved, then "and his birthday is …": "save Jules Moreau as a contact, jules@…, and his
 * birthday is 14 July" is the contact and the birthday, each its own request.
 */
function birthdayAfter(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const verb of ["save", "add"]) {
    for (const what of ["as a contact", "to my contacts"]) {
      for (const whose of ["his", "her", "their"]) {
        for (const is of ["birthday is", "birthday's", "birthday is on", "bday is"]) {
          out[`${verb} {Name} ${what}, {x}, and ${whose} ${is} {y}`] =
            `${verb} {Name} ${what}, {x}. {Name}'s birthday is {y}`;
        }
      }
    }
    // "save Hina Baji number 0321 7654321 and her birthday is 14 april": the name, one detail
    // (its label said or not), then the birthday; never the birthday alone.
    for (const detail of ["{Phone}", "{Email}"]) {
      for (const label of ["", "number ", "phone ", "mobile ", "phone number ", "email "]) {
        for (const and of [" and", ", and"]) {
          out[`${verb} {Name} ${label}${detail}${and} his/her/their birthday/bday is/is_on {y}`] =
            `${verb} {Name} ${detail}. {Name}'s birthday is {y}`;
        }
      }
    }
  }
  return out;
}
