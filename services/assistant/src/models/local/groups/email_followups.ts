/**
 * The email followups group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";
import { notTheOther, REMOVE_VERBS } from "./_remove_verbs.ts";
import { answeredBoth, settledBoth } from "./email_followups_both.ts";
import { answeredRunOn } from "./email_followups_run_on.ts";
import { thenTaskOfIt } from "./email_followups_then_task.ts";

/**
 * What a thing awaited did when it settled a follow-up, said of the thing: "the bond refund came
 * through, clear that follow-up", "the signed lease arrived, dismiss it".
 */
export const FOLLOWUP_ARRIVED: readonly string[] = [
  "came through",
  "went through",
  "came in",
  "arrived",
  "turned up",
  "showed up",
  "landed",
  "cleared",
  "got approved",
  "was approved",
];

/** What a follow-up let be is told: "leave it", "let it go". */
export const LET_BE: readonly string[] = [
  "leave it",
  "let it go",
  "drop it",
  "forget it",
  "forget about it",
  "skip it",
  "ditch it",
];

/** The email followups group's description. */
export const EMAIL_FOLLOWUPS: GroupWords = {
  kind: "followup",
  onlyYours: "show my follow-ups",
  // "the folow up": the noun said with one "l" too, as typed in a hurry.
  nouns: ["follow-up(s)", "followup(s)", "folow-up(s)", "folowup(s)"],
  verbs: {
    // The verbs that remove any item, and a follow-up's own ("stop chasing", "mark off").
    email_followups_dismiss: [
      ...REMOVE_VERBS,
      "dismis",
      "ignore",
      "skip",
      "close",
      "resolve",
      "archive",
      "mute",
      "stop tracking",
      "stop chasing",
      "stop following",
      "mark off",
      "cross",
      "cross off",
      "tick",
      "tick off",
      "strike",
      "take",
    ],
    // What one still has to do about an email: "which emails do I still have to chase?"
    email_followups_list: [
      "follow up",
      "follow-up",
      "chase",
      "reply",
      "reply to",
      "respond",
      "respond to",
      "answer",
      "get back to",
      "write back to",
    ],
  },
  /** Phrases that, in a question, ask about its items (see `GroupWords.questions`). */
  /** Indirect requests and the request they mean (see `GroupWords.rephrase`). */
  rephrase: {
    // "delete the paris trip, not the rome one": the one removed, beside the one kept.
    ...notTheOther("follow-up/followup", "dismiss"),
    // "stop bugging me to chase Jenny": the follow-up, not a reminder.
    "stop bugging me to chase {x}": "dismiss the follow-up about {x}",
    "stop nagging me to chase {x}": "dismiss the follow-up about {x}",
    "stop reminding me to chase {x}": "dismiss the follow-up about {x}",
    "{x} finally emailed back": "dismiss the follow-up about {x}",
    "{x} emailed back": "dismiss the follow-up about {x}",
    "{x} finally replied": "dismiss the follow-up about {x}",
    "{x} replied": "dismiss the follow-up about {x}",
    "{x} finally got back to me": "dismiss the follow-up about {x}",
    "{x} got back to me": "dismiss the follow-up about {x}",
    "{x} wrote back": "dismiss the follow-up about {x}",
    "{x} finally wrote back": "dismiss the follow-up about {x}",
    // "you can stop me chasing Cadwaladr about the fence": the user's own chasing stopped.
    "stop me chasing {x}": "stop chasing {x}",
    "you can stop me chasing {x}": "stop chasing {x}",
    // "don't email Chen Wei, just clear the follow up …": the email turned down, the request after.
    "don't email/chase/message/text/ping {y}, just/only clear/dismiss/drop/close {x}":
      "dismiss {x}",
    // "ok the follow up with Ms Daly about … you can get rid of that she replied": no comma said.
    "ok/so the follow-up/followup {x} you can drop/clear/dismiss/remove that/it {y}":
      "dismiss the follow-up {x}, {y}",
    "ok/so the follow up {x} you can get rid of that/it {y}": "dismiss the follow-up {x}, {y}",
    "the follow-up/followup {x} you can drop/clear/dismiss/remove that/it {y}":
      "dismiss the follow-up {x}, {y}",
    "the follow up {x} you can get rid of that/it {y}": "dismiss the follow-up {x}, {y}",
    // "you can let that follow-up go": a follow-up let go is dismissed.
    "let {x} follow-up go": "dismiss {x} follow-up",
    "you can let {x} follow-up go": "dismiss {x} follow-up",
    // "got any follow-ups due today": the question, said without its "have I".
    "got any follow-ups": "do I have any follow-ups",
    "got any follow ups": "do I have any follow-ups",
    "got any follow-ups {x}": "do I have any follow-ups {x}",
    "got any follow ups {x}": "do I have any follow-ups {x}",
    ...answeredBoth(),
    ...fromSomeone(),
    ...settledBoth(),
    ...answeredRunOn(),
    ...thenTaskOfIt(),
    // "stop nagging me about the email to the landlord": nagging about an email is its follow-up
    // ("stop nagging me about the gym" and "… to email the landlord" are reminders).
    "stop nagging/bugging/pestering/hassling/pinging me about the email/e-mail/mail/emails to/from/with/for {x}":
      "dismiss the follow-up about {x}",
    "stop nagging/bugging/pestering/hassling/pinging me about {x} email/e-mail/mail/emails":
      "dismiss the follow-up about {x}",
    ...settledUnsaid(),
    ...texted(),
    ...soItCanGo(),
    // "Ms Dunne finally replied so that follow-up can go": "that" points at the one settled.
    "{x} so that follow-up/followup can/may/should go": "{x}, so you can drop that follow-up",
    "{x}, so that follow-up/followup can/may/should go": "{x}, so you can drop that follow-up",
    // "not the tax return one, dismiss the refund query follow-up": the one not meant said first.
    "not the {x} one, dismiss {y}": "dismiss {y}",
    "not the {x} one, drop {y}": "dismiss {y}",
    "not the {x} follow-up, dismiss {y}": "dismiss {y}",
    // "don't dismiss the landlord one, just the one about the parcel": the one meant said after.
    "don't dismiss/dismis the {x} one, just/only the one about/on/regarding/with/from {y}":
      "dismiss the follow-up about {y}",
    "don't dismiss/dismis the {x} one, just/only the {y} one": "dismiss the {y} follow-up",
    "don't dismiss/dismis/clear/drop/remove the {x} follow-up, just/only the one about/on/regarding/with/from {y}":
      "dismiss the follow-up about {y}",
  },
  questions: [
    // "anything pending from the landlord?": a reply still awaited.
    "pending from",
    "written back",
    "wrote back",
    "replied",
    "got back to me",
    "get back to me",
    "got back",
    "heard from",
    "waiting on",
    "waiting for a reply",
    // "which emails of mine are still hanging with no answer?": an answer still owed.
    "with no answer",
    "with no reply",
    "without an answer",
    "without a reply",
    "waiting on an answer",
    "waiting on a reply",
    "waiting to hear",
    "heard back",
    // "did I ever hear back from the insurance guy?": asked before the reply, not after it (longer
    // than the trips' "back from", so it decides).
    "hear back from",
    "hear back",
    "hear from",
    "chase",
    "chasing",
    "reply",
    "replies",
    "pending from",
    // "am I supposed to chase anyone this week?": who is due a nudge, said of the user.
    "to chase",
    "chase anyone",
    "chase anybody",
    // "any emails I forgot to answer?", "do I owe anyone a reply?": an answer the user owes.
    "forgot to answer",
    "forgotten to answer",
    "forgot to reply",
    "forgotten to reply",
    "answer anyone",
    "answer anybody",
    "owe a reply",
    "owe an answer",
    "meant to follow up",
    "supposed to follow up",
  ],
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: [
    // "the folow up": its noun typed with one "l".
    "folow",
    "replied",
    "reply",
    "response",
    "answer",
    "answered",
    "responded",
    "thread(s)",
    "nobody",
    "waiting",
    "sent",
    "got",
    "back",
    "written",
    "wrote",
    "heard",
    "regarding",
    "concerning",
    "pending",
    "outstanding",
    "ignore",
    "about",
    // What came that settled one: "the bond refund came through, clear that follow-up".
    ...FOLLOWUP_ARRIVED,
    // Who answers an email may be a department: "legal sent the contract back", "HR replied".
    "legal",
    "accounts",
    "hr",
    "finance",
    "payroll",
    "admin",
    "support",
    "sales",
    "billing",
    "reception",
  ],
  examples: {
    email_followups_list: [
      "show my follow-ups",
      "which emails are waiting for a reply",
      "who am I still waiting to hear back from?",
    ],
    email_followups_dismiss: [
      "dismiss the follow-up about the invoice",
      "Anna answered about the lease, you can drop that follow-up",
    ],
  },
};

/**
 * What was done that settles a follow-up, said as a fact before "dismiss it": "Mike replied about
 * the quote", "I already sent the slip", "legal got back to me on the contract".
 */
export const FOLLOWUP_SETTLED: readonly string[] = [
  "replied",
  "responded",
  "answered",
  "got back",
  "wrote back",
  "came back",
  "heard back",
  "sent",
  "sent over",
  "dealt with",
  "handled",
  "sorted",
  "sorted out",
  "followed up",
  "emailed",
  "signed",
  "returned",
  "received",
  "got",
  "paid",
  "called",
  "confirmed",
  // "Mark rang me about the kitchen quote": a call settles it as a reply does.
  "called back",
  "rang",
  "rang back",
  "phoned",
  "phoned back",
  "texted",
  "messaged",
  // "Andre finally answer me bout di barrel shipping": the past said as the verb's own form, in
  // Caribbean and West African English.
  "answer",
  "reply",
  "respond",
  "call",
  "ring",
  "phone",
  "text",
  "get back",
  "write back",
];

/**
 * Dismissal verbs that never mean deleting or changing the email itself, so they may name it:
 * "stop tracking the permission slip email" (while "delete the email from Bob" is refused).
 */
export const FOLLOWUP_UNTRACK: readonly string[] = [
  "dismiss",
  "dismis",
  "stop tracking",
  "stop chasing",
  "stop following",
  "stop following up on",
  "stop watching",
  "ignore",
  "mute",
  "forget",
  "forget about",
  "skip",
];

/** What a follow-up is marked as when it is over: "mark the invoice follow-up as done". */
export const FOLLOWUP_DONE: readonly string[] = [
  "done",
  "handled",
  "resolved",
  "complete",
  "completed",
  "dealt with",
  "sorted",
  "finished",
];

/**
 * The follow-ups asked for by who owes the reply: "show pending follow-ups from the school" is
 * the question "any follow-ups pending from the school?".
 */
function fromSomeone(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const verb of ["show", "show me", "list", "give me"]) {
    for (const det of ["", "my ", "the ", "all ", "all my ", "any "]) {
      for (const state of ["pending ", "open ", "outstanding ", ""]) {
        for (const noun of ["follow-ups", "follow ups", "followups"]) {
          out[`${verb} ${det}${state}${noun} from {x}`] = "any follow-ups pending from {x}?";
        }
      }
    }
  }
  return out;
}

/**
 * A follow-up needed no more, texted: "no need 2 follow up w coach dave" is "no need to follow up
 * with coach dave" ("2" for "to" and "w" for "with" only in these rows: a "2" is a number elsewhere).
 */
function texted(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const need of ["no need", "i don't need", "dont need"]) {
    for (const to of ["2", "to"]) {
      for (const [said, meant] of [["w", "with"], ["w/", "with"], ["with", "with"], ["on", "on"]]) {
        if (to === "to" && said === meant) continue;
        out[`${need} ${to} follow up ${said} {x}`] = `no need to follow up ${meant} {x}`;
      }
      if (to === "2") out[`${need} 2 chase {x}`] = "no need to chase {x}";
    }
  }
  return out;
}

/**
 * A fact, then "so that X follow-up can go": "that" there points at the follow-up, it is no
 * purpose ("I've heard from the council so that parking permit follow-up can go").
 */
function soItCanGo(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const noun of ["follow-up", "follow up", "followup"]) {
    for (const end of ["can go", "can be dismissed", "can be dropped", "can be closed"]) {
      out[`{x} so that {y} ${noun} ${end}`] = "dismiss the {y} follow-up";
      out[`{x}, so that {y} ${noun} ${end}`] = "dismiss the {y} follow-up";
    }
  }
  return out;
}

/**
 * A follow-up dismissed, then what settled it said without a comma: "dismiss the follow up
 * about the car inspection the garage called me" is "…, the garage called me".
 */
function settledUnsaid(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const verb of ["dismiss", "drop", "close", "clear"]) {
    for (const noun of ["follow-up", "follow up", "followup"]) {
      for (const fact of ["called me", "rang me", "emailed me", "replied", "got back to me"]) {
        out[`${verb} the ${noun} about the {x} the {y} ${fact}`] =
          `dismiss the follow-up about the {x}, the {y} ${fact}`;
      }
    }
  }
  return out;
}
