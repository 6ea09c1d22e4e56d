/**
 * The word tables of the ways people write English that the normaliser reads as plain English
 * (`normalize.ts`): texting forms and chat shorthand, and words of Scots, Nigerian Pidgin and
 * Caribbean English. Data only: a form is one more row.
 * @module
 */

/**
 * Words of Scots, of Nigerian Pidgin and of Caribbean English said among English words, each for
 * the English it stands for ("remind me tae put the bins oot the morra", "abeg add …", "yuh can
 * drop dat follow-up"): only words that are no English word in everyday use (Pidgin's "wetin dey"
 * is the calendar's own words, `groups/calendar.ts`). A phrase is not read here: "the morra" is
 * "the tomorrow", whose "the" is filler.
 */
const DIALECT: Readonly<Record<string, string>> = {
  tae: "to",
  // "gonnae remind me the morra at 8": Scots for "will you" in a request.
  gonnae: "will you",
  oot: "out",
  aboot: "about",
  wi: "with",
  noo: "now",
  ye: "you",
  morra: "tomorrow",
  mornin: "morning",
  evenin: "evening",
  dinnae: "do not",
  didnae: "did not",
  cannae: "can not",
  isnae: "is not",
  wasnae: "was not",
  wouldnae: "would not",
  abeg: "please",
  yuh: "you",
  bout: "about",
  wid: "with",
  haffi: "have to",
  cyaan: "can not",
  likkle: "little",
  diolch: "thanks",
  pon: "on",
  dem: "them",
  mek: "make",
  seh: "that",
  tek: "take",
  // Caribbean "mi granny", as Spanish "mi" is "my".
  mi: "my",
};

/**
 * Words of Caribbean English and Scots that are also a name or a day when written with a capital
 * ("Fi" for Fiona, "Di" of "Di Maria", "Whit Monday"): read as English only as typed in lower case
 * ("put down some saltfish pon di list", "set a countdown fi carnival").
 */
export const DIALECT_LOWER: Readonly<Record<string, string>> = {
  di: "the",
  // Texted "da list"; "Da" is a name.
  da: "the",
  // "whats on my cal"; "Cal" is a name.
  cal: "calendar",
  fi: "for",
  // Scots "whit's on"; "Whit Monday" is a day.
  whit: "what",
};

/**
 * Texting forms, each a whole word said for the words it stands for: contractions written without
 * their apostrophe ("dont", "whats"), a possessive without its own ("mums birthday"), and chat
 * shorthand ("u", "pls", "wots"). A word of one of them is read so wherever it stands; a word that
 * is also an English word of its own ("its", "were", "ill") is none of them.
 */
export const SHORTHAND: Readonly<Record<string, string>> = {
  im: "I am",
  ive: "I have",
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  isnt: "is not",
  arent: "are not",
  wasnt: "was not",
  werent: "were not",
  havent: "have not",
  hasnt: "has not",
  hadnt: "had not",
  wouldnt: "would not",
  shouldnt: "should not",
  couldnt: "could not",
  cant: "can not",
  wont: "will not",
  youre: "you are",
  theyre: "they are",
  whats: "what is",
  whos: "who is",
  wheres: "where is",
  whens: "when is",
  hows: "how is",
  thats: "that is",
  theres: "there is",
  wot: "what",
  wots: "what is",
  wanna: "want to",
  gonna: "going to",
  gimme: "give me",
  pls: "please",
  dis: "this",
  dat: "that",
  n: "and",
  plz: "please",
  u: "you",
  ya: "you",
  ur: "your",
  thx: "thanks",
  em: "them",
  mums: "mum's",
  dads: "dad's",
  wifes: "wife's",
  hubbys: "hubby's",
  biz: "business",
  cn: "can",
  wats: "what is",
  abt: "about",
  bc: "because",
  cos: "because",
  coz: "because",
  cuz: "because",
  thnx: "thanks",
  thanx: "thanks",
  appt: "appointment",
  mtg: "meeting",
  smth: "something",
  sth: "something",
  thru: "through",
  l8r: "later",
  nite: "night",
  lemme: "let me",
  gotta: "got to",
  dunno: "do not know",
  kinda: "kind of",
  sorta: "sort of",
  outta: "out of",
  // Australian "this arvo".
  arvo: "afternoon",
  // Days and times texted, and the request words most often mistyped.
  remnd: "remind",
  rmind: "remind",
  remid: "remind",
  remimd: "remind",
  b4: "before",
  "2morrow": "tomorrow",
  "2moro": "tomorrow",
  "2mrw": "tomorrow",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmrow: "tomorrow",
  tomoz: "tomorrow",
  tomoro: "tomorrow",
  tomorro: "tomorrow",
  tommoro: "tomorrow",
  tomm: "tomorrow",
  tmro: "tomorrow",
  tmw: "tomorrow",
  tomorow: "tomorrow",
  tommorow: "tomorrow",
  tommorrow: "tomorrow",
  "2day": "today",
  tonite: "tonight",
  "2nite": "tonight",
  nxt: "next",
  wk: "week",
  wat: "what",
  hav: "have",
  hv: "have",
  // A "g" dropped as said: "Thursday mornin' at 6", "the meetin'".
  mornin: "morning",
  evenin: "evening",
  meetin: "meeting",
  shoppin: "shopping",
  somethin: "something",
  nothin: "nothing",
  wen: "when",
  whr: "where",
  cld: "could",
  shld: "should",
  wld: "would",
  mnth: "month",
  wknd: "weekend",
  mins: "minutes",
  hrs: "hours",
  // Said in Spanish among English words ("add a task para mañana: …").
  "mañana": "tomorrow",
  para: "for",
  // Business English "the 1st prox", the month after this one.
  prox: "of next month",
  ...DIALECT,
};

/**
 * The verbs a request to the assistant starts with, as said after "would you mind" ("would you mind
 * adding milk to the list" is "add milk to the list"): only those, so "would you mind waiting" is
 * read as it was said.
 */
export const ASKED_AS_GERUND: Readonly<Record<string, string>> = {
  adding: "add",
  putting: "put",
  setting: "set",
  reminding: "remind",
  removing: "remove",
  deleting: "delete",
  cancelling: "cancel",
  canceling: "cancel",
  saving: "save",
  noting: "note",
  jotting: "jot",
  keeping: "keep",
  starting: "start",
  stopping: "stop",
  sending: "send",
  drafting: "draft",
  writing: "write",
  making: "make",
  creating: "create",
  recording: "record",
  logging: "log",
  marking: "mark",
  ticking: "tick",
  clearing: "clear",
  dismissing: "dismiss",
  showing: "show",
  listing: "list",
  checking: "check",
  telling: "tell",
  watching: "watch",
  tracking: "track",
  forgetting: "forget",
  updating: "update",
  changing: "change",
  moving: "move",
  booking: "book",
  scheduling: "schedule",
  taking: "take",
  emailing: "email",
};
