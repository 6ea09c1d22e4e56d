/**
 * The birthdays group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import { REMOVE_VERBS } from "./_remove_verbs.ts";
import { PEOPLE, PEOPLE_PLURAL } from "./_people.ts";
import type { GroupWords } from "./_words.ts";

/** The birthdays group's description. */
export const BIRTHDAYS: GroupWords = {
  kind: "birthday",
  nouns: ["birthday(s)", "bday(s)", "b-day(s)", "birth day(s)", "date of birth", "dob"],
  verbs: {
    birthdays_save: [
      "save",
      "add",
      "remember",
      "note",
      "put",
      "store",
      "set",
      "record",
      "log",
      "enter",
      "keep",
      "keep in mind",
      "note down",
      "write down",
      "jot down",
      "for the record",
      "do not let me forget",
      "do not forget",
      "never forget",
      "make sure i remember",
      "new",
      "create",
      "put in",
      "track",
    ],
    birthdays_remove: [
      ...REMOVE_VERBS,
      "stop tracking",
      "no longer track",
      "stop keeping",
      "no need to keep",
      "no need to remember",
    ],
  },
  /** Indirect requests and the request they mean (see `GroupWords.rephrase`). */
  rephrase: {
    // "bday add Priya 1990-07-21": the label, then "add", then the birthday.
    "bday add {x}": "birthday: {x}",
    "bday add: {x}": "birthday: {x}",
    "birthday add {x}": "birthday: {x}",
    "birthday add: {x}": "birthday: {x}",
    // "bday Hugo 5 june 1990": the label, then the name with its capital, then the day.
    "bday {Name} {x}": "birthday: {Name} {x}",
    "birthday {Name} {x}": "birthday: {Name} {x}",
    ...severalBirthdays(),
    ...dayPutRight(),
    ...savedAfter(),
    ...yearSaidAfter(),
    ...namedAfter(),
    ...removedAfter(),
  },
  /** Phrases that, in a question, ask about its items (see `GroupWords.questions`). */
  questions: ["born", "turn", "turning", "birthday", "bday", "how old"],
  /** Phrases that make a question about the user, not its items. */
  notQuestions: ["my birthday", "my own birthday", "i was born", "am i turning", "how old am i"],
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: [
    "born",
    "birth",
    "turns",
    "turning",
    "old",
    ...PEOPLE,
    ...PEOPLE_PLURAL,
  ],
  examples: {
    birthdays_save: [
      "Anna's birthday is on 12 May",
      "birthday: Sofia Lind, 3 October",
      "don't let me forget Marco's birthday, 9 June",
    ],
    birthdays_list: ["what birthdays are coming up", "whose birthdays are coming up"],
    birthdays_remove: ["remove Anna's birthday", "take Marco off my birthdays"],
  },
};

/**
 * Several birthdays in one request, said as one request each: "add birthdays: Amy 1 Feb, Chris 30
 * Nov" (each person with their day), "birthdays: twins Maya and Zoe, both 11 October 2015" (one
 * day said once for two). Each part is read as "birthday: {Name} {day}", which reads the name
 * beside the day whole and runs nothing when a part says no day.
 */
function severalBirthdays(): Record<string, string> {
  const out: Record<string, string> = {};
  const one = (name: string, day: string) => `birthday: {${name}} {${day}}`;
  const leads = ["", "add ", "save ", "new "].flatMap((verb) =>
    ["birthdays:", "birthdays -"].map((label) => verb + label)
  );
  for (const lead of leads) {
    for (const join of [",", " and", ", and"]) {
      out[`${lead} {Name} {x}${join} {Name2} {y}`] = `${one("Name", "x")}. ${one("Name2", "y")}`;
      out[`${lead} {Name} {x}, {Name2} {y}${join} {Name3} {z}`] = [
        one("Name", "x"),
        one("Name2", "y"),
        one("Name3", "z"),
      ].join(". ");
    }
  }
  const twins = ["the twins' birthday", "the twins' birthdays", "twins' birthday"].flatMap((noun) =>
    ["", "add ", "save "].flatMap((verb) => [`${verb}${noun} -`, `${verb}${noun}:`])
  );
  // "the twins Ana and Rua were born on 27 Feb 2021, pop both birthdays in": one day for both
  // (few rows: each is read over every message not read otherwise).
  for (const lead of ["the twins", "twins"]) {
    for (const born of ["were born on {x}", "born {x}"]) {
      for (const keep of ["", ", pop both birthdays in", ", add both", ", save both"]) {
        out[`${lead} {Name} and {Name2} ${born}${keep}`] = `${one("Name", "x")}. ${
          one("Name2", "x")
        }`;
      }
    }
    // "the twins Ava and Mia have their birthday on 9 October": one day for both.
    out[`${lead} {Name} and {Name2} have/share their birthday/birthdays on {x}`] = `${
      one("Name", "x")
    }. ${one("Name2", "x")}`;
  }
  for (const lead of [...leads, ...twins]) {
    for (const who of ["{Name} and {Name2}", "twins {Name} and {Name2}"]) {
      for (const both of ["both", "both born", "both on"]) {
        out[`${lead} ${who} - ${both} {x}`] = `${one("Name", "x")}. ${one("Name2", "x")}`;
      }
    }
  }
  return out;
}

/**
 * A birthday's day put right: "Jo's birthday is the 21st, not the 12th" is the birthday kept
 * removed and saved again on the right day; the day said wrong is never saved, and said with its
 * month it gives its month to the right one said without ("auntie grace's birthday isn't 11 july,
 * it's the 17th" is the 17th of July, `{y:z}`).
 */
function dayPutRight(): Record<string, string> {
  const out: Record<string, string> = {};
  const again = `remove {x}'s birthday. {x}'s birthday is {y:z}`;
  for (const noun of ["birthday", "bday"]) {
    for (const is of ["is", "is on", "is actually", "is actually on", "should be", "falls on"]) {
      for (const said of [`{x}'s ${noun} ${is} {y}, not {z}`, `{x}'s ${noun}'s {y}, not {z}`]) {
        out[said] = again;
      }
    }
    // The day said wrong first: "Jo's birthday isn't 11 july, it's the 17th".
    for (const isNot of ["isn't", "isn't on", "is not actually", "isn't actually"]) {
      for (const right of ["it's {y}", "it's on {y}", "it's actually {y}"]) {
        out[`{x}'s ${noun} ${isNot} {z}, ${right}`] = again;
      }
    }
    // "I had Jo's birthday wrong, it's the 29th not the 19th": the day said wrong, then the right one.
    for (const had of ["I had", "I got", "you have"]) {
      for (const right of ["it's {y}", "it's {y}, not {z}", "it's {y} not {z}"]) {
        out[`${had} {x}'s ${noun} wrong, ${right}`] =
          `remove {x}'s birthday. {x}'s birthday is {y}`;
        out[`${had} {x}'s ${noun} wrong, ${right.replace("it's", "it's actually")}`] =
          `remove {x}'s birthday. {x}'s birthday is {y}`;
      }
    }
  }
  // "I put Priya's birthday in wrong, it's the 3rd of December not November".
  for (const wrong of ["wrong", "in wrong"]) {
    for (const right of ["it's {y}", "it's {y}, not {z}"]) {
      out[`I put/saved/entered/typed/wrote {x}'s birthday/bday ${wrong}, ${right}`] =
        `remove {x}'s birthday. {x}'s birthday is {y}`;
    }
  }
  return out;
}

/**
 * A birthday said as a fact, then asked to be kept: "it's Gran's birthday on the 3rd of May, pop
 * it in" is "Gran's birthday is on the 3rd of May".
 */
function savedAfter(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lead of ["it's {x}'s birthday", "{x}'s birthday is", "{x}'s birthday's"]) {
    for (const on of [" on {y}", " {y}"]) {
      for (
        const keep of ["pop it in", "put it in", "stick it in", "add it", "save it", "note it"]
      ) {
        out[`${lead}${on}, ${keep}`] = "{x}'s birthday is on {y}";
      }
    }
  }
  return out;
}

/**
 * A birthday's day, then the year the person was born said apart: "Harriet's birthday is the 2nd
 * of Jan, she was born in 1990" is the day in that year, "my nephew Caleb's birthday is 7/4, he
 * was born in 2015" too (a year not read, "born in Leeds", saves nothing).
 */
function yearSaidAfter(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lead of ["{x}'s birthday/bday is {y}", "{x}'s birthday/bday is on {y}"]) {
    for (const born of ["was born in {z}", "was born {z}", "were born in {z}", "were born {z}"]) {
      out[`${lead}, she/he/they ${born}`] = "{x}'s birthday is {y} born {z}";
    }
  }
  return out;
}

/** Verbs that remove a birthday with "off": "take Zoe off my birthdays", "cross Bob's birthday off". */
export const BIRTHDAY_OFF_VERBS: readonly string[] = [
  "take",
  "cross",
  "strike",
  "scratch",
  "knock",
  "tick",
];

/**
 * A birthday named by a relation, then the person's name: "delete my ex's birthday, Kyle, I really
 * don't need it" is Kyle's birthday removed (why, said after, is set aside as an aside is), "save my
 * gran's birthday, Edna, 2 May" Edna's saved.
 */
function namedAfter(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const verb of ["delete", "remove", "forget", "drop", "get rid of"]) {
    for (const whose of ["my {x}'s", "our {x}'s"]) {
      for (const noun of ["birthday", "bday"]) {
        out[`${verb} ${whose} ${noun}, {Name}`] = "remove {Name}'s birthday";
        out[`${verb} ${whose} ${noun} - {Name}`] = "remove {Name}'s birthday";
      }
    }
  }
  // "Save mi granny birthday, Miss Hortense, she born 1 March 1941": saved as hers.
  for (const whose of ["{x}'s", "{x}"]) {
    out[`save/add/put/remember/note my/mi/our ${whose} birthday/bday, {Name}, {y}`] =
      "save {Name}'s birthday, {y}";
  }
  return out;
}

/**
 * What happened to someone, then their birthday asked to be taken off: "Uncle Pete passed away last
 * month, please take his birthday off" is Pete's birthday removed.
 */
function removedAfter(): Record<string, string> {
  const out: Record<string, string> = {};
  const theirs = "his/her/their birthday/bday";
  // "Uncle Pete …", "my gran Edna …": how they are related, said before the name, is no part of it.
  const related = PEOPLE.join("/");
  for (const who of ["{Name}", `${related} {Name}`, `my/our ${related} {Name}`]) {
    for (const please of ["", "please "]) {
      const removed = "remove {Name}'s birthday";
      out[`${who} {x} - ${please}take ${theirs} off/out`] = removed;
      out[`${who} {x} - ${please}delete/remove/forget/drop ${theirs}`] = removed;
    }
  }
  // "take both of the twins' birthdays off, Amara and Chidi": both named after the comma.
  const both = "remove {Name}'s birthday. remove {Name2}'s birthday";
  for (const twins of ["both of the twins' birthdays", "both the twins' birthdays"]) {
    out[`take/cross ${twins} off - {Name} and {Name2}`] = both;
    out[`delete/remove ${twins} - {Name} and {Name2}`] = both;
  }
  return out;
}

/**
 * Who someone is at work or where they live: a day said of them ("add my colleague Ines, 2 July")
 * may be anything, never read as their birthday.
 */
export const NOT_KIN: readonly string[] = (
  "boss colleague neighbour neighbor landlord teacher manager roommate flatmate teammate " +
  "classmate coworker workmate"
).split(" ");
