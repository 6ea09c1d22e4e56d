/**
 * What no API key may do, as data: one row per capability, with the verbs that ask for it, the
 * nouns it is done to, the words that make it not apply and its refusal (`FORBIDDEN_TEXT`). The
 * reader (`_tool_forbidden.ts`) finds a row's verb said as a command and its noun a few words
 * after; a synonym is one more string here. Phrases are written as they are said ("get rid of");
 * a noun's plural is read without being written ("contact" also reads "contacts").
 * @module
 */
import { REMOVE_VERBS } from "./groups/_remove_verbs.ts";

/** What each kind of forbidden request is told. */
export const FORBIDDEN_TEXT = {
  sendEmail:
    "An API key can't send email directly; it can propose one for you to confirm, if the key is allowed to propose.",
  replyEmail:
    "An API key can't reply to or forward your email, which needs its content; it can propose a new email for you to confirm, if the key is allowed to propose.",
  calendar:
    "An API key can't change or delete calendar events or send invitations; it can propose a new event for you to confirm, if the key is allowed to propose.",
  deleteContact: "An API key can't delete contacts; it can only save and edit them.",
  invoice: "An API key can't create invoices.",
  deleteAccount: "An API key can't delete your account.",
  password: "An API key can't read or store passwords or other secrets.",
  identity: "An API key can't read or store identity documents or numbers.",
  health: "An API key can't read or store health information.",
  content: "An API key can't read the content of your email or documents.",
  purchase:
    "An API key can't buy or order anything; it can add an item to your shopping list or watch its price.",
} as const;

/** A kind of forbidden request. */
export type ForbiddenKind = keyof typeof FORBIDDEN_TEXT;

/** One thing no key may do, and how a request for it is said. */
export interface Capability {
  kind: ForbiddenKind;
  /** Verbs and phrases that ask for it, said first in a clause (after "please", "can you" …). */
  verbs: readonly string[];
  /** What it is done to, a few words after the verb ("delete Anna's old contact"). */
  nouns?: readonly string[];
  /** The noun may be anywhere in the clause ("tell me what my gmail password is"). */
  nounAnywhere?: boolean;
  /** Anything said after the verb is what it is done to ("reply to Sam", "invite Ana"). */
  anyObject?: boolean;
  /** An email address after the verb makes it a new email, which can be proposed. */
  addressIsProposal?: boolean;
  /** Words that may not stand between the verb and the noun ("show sent emails"). */
  notBetween?: readonly string[];
  /** With `anyObject`, the words the object must start with. */
  objectFirst?: readonly string[];
  /** Words that, said right after the verb, are no object ("invoice is due"). */
  notObject?: readonly string[];
  /**
   * Words allowed between the verb and the noun: these only (the determiners too must be listed),
   * or "person" for a name or a pronoun ("email Bob back"); otherwise determiners, possessives and
   * a few adjectives.
   */
  between?: readonly string[] | "person";
  /** Nouns that count only after a determiner ("cancel the call", not "cancel call mum"). */
  definite?: readonly string[];
  /** A preposition and what follows it: "delete Ana from my contacts", "add Ana to the meeting". */
  via?: { preps: readonly string[]; nouns: readonly string[] };
  /** Words said after the noun, in the same clause, that make the row not apply. */
  unless?: readonly string[];
  /** Words the sentence must also say ("online", "right away"). */
  needs?: readonly string[];
  /** Said as a wish, "I want my account deleted": the participles that mean the verb. */
  done?: readonly string[];
  /** Said as a question, "what did Tom's email say": the nouns asked about and the words with them. */
  asked?: {
    nouns: readonly string[];
    /** Words one of which the question says too ("say", "new"). */
    with?: readonly string[];
    /** Or said right beside the noun: "in my inbox", "the email from Tom". */
    beside?: readonly string[];
  };
}

/** The phrases of a list written "a|b|c", one place to read and extend. */
function list(phrases: string): readonly string[] {
  return phrases.split("|");
}

/** The verbs that remove something, for a row's object (not "forget": that is the memory's). */
const REMOVE: readonly string[] = [
  ...REMOVE_VERBS.filter((v) =>
    !list("forget|forget about|dismiss|no need for|do not need|no more|take down").includes(v)
  ),
  ...list("purge|zap|destroy"),
];

const EVENTS = list(
  "meeting|event|appointment|appt|calendar entry|calendar event|calendar invite|calendar item|" +
    "catch up|catch-up|catchup|invitation|invite|1:1|one-on-one|one on one|standup|stand-up|" +
    "video call|zoom|conference call|call",
);

const CALENDARS = list("calendar|agenda|diary");

const CONTENT_NOUNS = list(
  "email|e-mail|mail|inbox|mailbox|message|document|doc|file|pdf|attachment|contract|" +
    "spreadsheet|google drive|dropbox|onedrive|slide",
);

/** Said with an email, what makes it a follow-up, an address or a setting, not its content. */
const NOT_CONTENT = list(
  "address|number|signature|setting|settings|follow|answered|unanswered|reply|replies|replied|" +
    "waiting|nobody|back",
);

const PASSWORDS = list(
  "password|passwd|passcode|passphrase|pin|pin code|pin number|login details|login|credentials|" +
    "security code",
);

/** Where a secret is kept, said after it: "the wifi password is in the drawer" is no secret. */
export const KEPT_AT = list("in|on|under|behind|inside|at|by|near|next to");

/** Words after "is" that say how a secret is kept or what became of it, not its value. */
export const NOT_A_VALUE = [
  ...KEPT_AT,
  ...list(
    "kept|stored|written|taped|stuck|hidden|saved|somewhere|with|the same|changed|expired|wrong|" +
      "broken|not|also|still",
  ),
];

/** Skipping the confirmation of an email: only a proposal to confirm is possible. */
export const SKIP_CONFIRMATION = list(
  "without asking|without confirming|without confirmation|without my ok|without my okay|" +
    "without my approval|without checking|without me confirming|without me checking|" +
    "without waiting|do not ask me|do not ask for confirmation|do not ask for approval|" +
    "do not ask first|do not bother asking|do not wait for|do not need to confirm|" +
    "no need to confirm|no need to check|no need to ask|no confirmation|no approval|" +
    "skip the confirmation|skip confirmation|skip the approval|skip approval|skip confirming|" +
    "bypass the confirmation",
);

/** The capabilities, in the order they are looked for; the secrets and identity come after. */
export const CAPABILITIES: readonly Capability[] = [
  // Answering or passing on an email the user received: it needs the email's content. An
  // answer to an address is a new email, which can be proposed.
  {
    kind: "replyEmail",
    verbs: list("reply|respond|write back|reply back|hit reply"),
    anyObject: true,
    addressIsProposal: true,
    notObject: list("by|before|after|on|at|in|within|asap|now|today|tomorrow|later|quickly"),
  },
  {
    kind: "replyEmail",
    verbs: list("send|shoot|fire off|drop|draft|write|dispatch|compose|type"),
    nouns: list("reply|response|answer"),
  },
  {
    kind: "replyEmail",
    verbs: list("email|e-mail|mail|write"),
    nouns: ["back"],
    between: "person",
  },
  {
    kind: "replyEmail",
    verbs: list("answer|forward|fwd|reply to|respond to|pass on"),
    nouns: list("email|e-mail|mail|message|thread"),
    notBetween: list("all|every"),
  },
  // A newsletter, a mass mailing.
  {
    kind: "sendEmail",
    verbs: list(
      "send|send out|shoot|fire off|drop|dispatch|blast|blast out|mail out|email out|push out|" +
        "write and send|compose and send",
    ),
    nouns: list("newsletter|mass email|mass mail|mass mailing|mailing|mailshot|email blast|blast"),
  },
  {
    kind: "sendEmail",
    verbs: list("email|e-mail|mail|message"),
    nouns: list("contacts|contact list|address book|mailing list"),
  },
  // Changing, cancelling or deleting events, and inviting people: only a new event can be
  // proposed. "cancel the call mum reminder" is a reminder's.
  {
    kind: "calendar",
    verbs: [
      ...REMOVE,
      ...list(
        "move|reschedule|resched|shift|push|push back|postpone|bump|decline|accept|change|update|" +
          "edit|rename|bring forward|move up|rearrange|delay|free up|empty|clear out",
      ),
    ],
    nouns: [...EVENTS, ...CALENDARS],
    definite: ["call"],
    via: { preps: list("from|off|out of|in|on"), nouns: CALENDARS },
    unless: list("reminder|note|task|prep|follow|list|countdown"),
    done: list(
      "cancelled|canceled|moved|rescheduled|postponed|deleted|gone|pushed back|shifted|removed|" +
        "cleared|called off",
    ),
  },
  {
    kind: "calendar",
    verbs: list("take|get|knock"),
    via: { preps: list("off|out of"), nouns: CALENDARS },
  },
  // "invite Ana to the offsite" sends a calendar invitation; "… by email" is an email to propose.
  {
    kind: "calendar",
    verbs: ["invite"],
    anyObject: true,
    // "invite email to Sato at s@…": an email inviting them, which can be proposed.
    notObject: list("code|link|list|email|e-mail"),
    unless: list("by email|by e-mail|via email|via e-mail|over email"),
  },
  {
    kind: "calendar",
    verbs: list("add|include|bring"),
    between: "person",
    via: { preps: ["to"], nouns: EVENTS.filter((e) => e !== "invite" && e !== "invitation") },
  },
  {
    kind: "calendar",
    verbs: list("send|send out|forward|resend"),
    nouns: list("invite|invitation|meeting request"),
  },
  // Deleting contacts: they can only be saved and edited.
  {
    kind: "deleteContact",
    verbs: [...REMOVE, ...list("lose|cut|take|kick")],
    nouns: list("contact|address book|phone book|contact list|contact card|contact entry"),
    via: {
      preps: list("from|out of|off|in"),
      nouns: list("contacts|contact list|address book|phone book"),
    },
    unless: list("list|reminder|task|note"),
    done: list("gone|deleted|removed|erased|wiped|cleared"),
  },
  // Creating invoices, and billing someone ("bill Nora 300 for the logo").
  {
    kind: "invoice",
    verbs: list(
      "create|make|make out|send|generate|issue|draft|prepare|raise|write|produce|build|do|start|set up|" +
        "new|whip up|put together|knock up|cut|fire off",
    ),
    nouns: ["invoice"],
    unless: list("book|template|folder|reminder|task|note|list"),
  },
  {
    kind: "invoice",
    verbs: ["invoice"],
    anyObject: true,
    notObject: list("is|was|from|number|due|has|paid|sent|book|template"),
  },
  { kind: "invoice", verbs: list("bill|charge"), nouns: ["for"], between: "person" },
  // Deleting the account, or everything the assistant holds.
  {
    kind: "deleteAccount",
    verbs: [...REMOVE, ...list("close|close down|deactivate|terminate|shut down|kill|destroy")],
    nouns: list("account|profile|user account"),
    between: list("my|the|this|our|whole|entire|user|assistant|own"),
    unless: list("number|details|manager|name"),
    done: list("deleted|closed|gone|removed|erased|wiped|deactivated|cancelled|shut down"),
  },
  {
    kind: "deleteAccount",
    verbs: list("delete|erase|wipe|remove|purge|destroy|nuke|clear"),
    nouns: list(
      "data|information|personal data|everything about me|everything you have|" +
        "everything you know about me|everything you hold",
    ),
    between: list("all|of|my|personal|our"),
  },
  // Reading the content of email and documents; not the emails the assistant sent.
  {
    kind: "content",
    verbs: list(
      "read|read out|show|open|summarise|summarize|sum up|check|scan|go through|skim|search|" +
        "look through|print out|show me what is in|" +
        "look in|quote|print|display|forward|list|pull up|dig through|tell me what is in|what is in",
    ),
    nouns: CONTENT_NOUNS,
    notBetween: list("sent|outgoing"),
    unless: NOT_CONTENT,
    asked: {
      nouns: CONTENT_NOUNS,
      with: list("say|says|said|contain|contains|mention|mentions|new|unread|latest|recent"),
      beside: list("in|from"),
    },
  },
  { kind: "content", verbs: [], asked: { nouns: list("emailed|e-mailed|sent me an email") } },
  // Buying: with a word that says it is bought, not put on the list ("online", "right away").
  {
    kind: "purchase",
    verbs: list("buy|order|purchase|book and pay for"),
    anyObject: true,
    needs: list("online|on amazon|from amazon|on ebay|with my card|on my card|for me"),
  },
  // "now" buys only a thing pointed at, or for the user: "we need to buy eggs right now" lists.
  {
    kind: "purchase",
    verbs: list("buy|order|purchase"),
    anyObject: true,
    objectFirst: list("me|the|this|that|it|them|these|those"),
    needs: list("right now|now|right away|immediately|straight away|asap"),
  },
  // Asking for, changing or storing a password (its value said is read by the reader).
  {
    kind: "password",
    verbs: list(
      "tell|give|show|read|send|get|find|look up|share|list|retrieve|fetch|recover|reveal|" +
        "display|remind me of|remind me what|do you know|do you have|i need|i want",
    ),
    nouns: PASSWORDS,
    nounAnywhere: true,
    asked: { nouns: PASSWORDS },
  },
  {
    kind: "password",
    verbs: list(
      "change|reset|update|set|rotate|generate|create|make|save|store|remember|note|keep|" +
        "record|write down|jot down|add",
    ),
    nouns: PASSWORDS,
  },
];

/** The capability's nouns that name a secret, for the reader's check of a value said. */
export const PASSWORD_NOUNS: readonly string[] = PASSWORDS;

/** Words beside an identity document that ask for its details ("passport number", "a scan"). */
export const IDENTITY_DETAILS = list(
  "number|no|numbers|details|scan|copy|photo|picture|expiry|expiration|issued|info|information",
);

/** How a request for something starts ("what", "tell me"). */
export const ASKING = list("what|which|tell|give|show|read|send|find|do you know");

/** How a question starts. */
export const QUESTION_STARTS = new Set<string>(
  "what which who when any anything do did does have has is are was were how tell give".split(" "),
);
