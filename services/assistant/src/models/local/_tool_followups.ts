/**
 * Email follow-ups in what people write: "what follow-ups do I have", "which emails are waiting for
 * a reply", "who am I waiting to hear back from", "dismiss the follow-up about the invoice", "I
 * don't need to follow up on the invoice", "Mike replied about the quote, you can drop that
 * follow-up". The email itself is never touched. Its words are in `groups/email_followups.ts`.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { type Clause, cleanRef, makeClause } from "./_tool_text.ts";
import { readTemplate, saysTemplate, template, templates } from "./_templates.ts";
import { expandContractions, words } from "../../text/normalize.ts";
import { asksToList, DET_ROW, isWord, removalTarget, theOne } from "./_tool_words.ts";
import { asksAboutTheWord, beforeReason, saidToGo } from "./_tool_notes_common.ts";
import { words as groupWords } from "./groups/mod.ts";
import { anyOf } from "./groups/_words.ts";
import {
  FOLLOWUP_ARRIVED,
  FOLLOWUP_DONE,
  FOLLOWUP_SETTLED,
  FOLLOWUP_UNTRACK,
  LET_BE,
} from "./groups/email_followups.ts";

const W = groupWords("followup");
const FU = W.noun;
const DISMISS = W.verb("email_followups_dismiss");
/** A follow-up named with how it stands: "the pending follow-up about …", "the open one". */
const FU_SAID = String.raw`(?:${anyOf(["pending", "open", "outstanding"])}\s+)?(?:${FU})`;
/** Dismissal verbs that never mean deleting the email itself: "stop tracking the X email". */
const UNTRACK = anyOf(FOLLOWUP_UNTRACK);
/** What is still to do about an email: "chase", "reply to", "follow up". */
const OWE = W.verb("email_followups_list");
/** What was done that settles a follow-up: "Mike replied about ...", "I already sent ...". */
const SETTLED = anyOf(FOLLOWUP_SETTLED);

/** Words no follow-up is named by: its kind's, and "both" ("the school both emailed back"). */
const FOLLOWUP_WORD =
  /^(?:follow-?ups?|followups?|follow|up|ups|emails?|e-mails?|mails?|messages?|threads?|pending|reply|replies|answers?|responses?|one|ones|both)$/iu;

const EMAILS = ["e-mail(s)", "mail(s)", "messages", "threads", "replies"];
const LISTS = {
  noun: FU,
  det: DET_ROW,
  dismiss: DISMISS,
  untrack: UNTRACK,
  owe: OWE,
  settled: SETTLED,
  arrived: FOLLOWUP_ARRIVED,
  emails: EMAILS,
  // After "which": also who and which ones.
  which: [...EMAILS, "people", "ones"],
  done: FOLLOWUP_DONE,
  about: ["about", "on", "for", "regarding", "concerning", "re", "from", "to", "with", "of"],
  // Said of a follow-up let be: "let it go", "leave it".
  letGo: LET_BE,
  // Said of a reply: "follow up on", "chase".
  on: ["on", "with", "about", "regarding", "for"],
};

/** How a follow-up is said to be needed no more, `{ref}` naming it. */
const SHAPES = templates([
  "mark {det} {ref} {noun} as {done}",
  "mark {det} {noun} {about} {ref} as {done}",
  "i/we do_not/no_longer/will_not need_to_follow_up {on} {ref} [any_more/anymore/after_all]",
  "[there_is] no_need_to follow_up_on/follow_up_with/follow_up_about/follow_up_regarding/follow_up_for/chase {ref} [any_more/anymore]",
  "i/we [have] [already] followed_up/replied/responded/answered/got_back on/to/with/about/regarding {ref}",
  "do_not/stop/quit/no_more [remind_me_to/reminding_me_to] follow_up_on/follow_up_with/follow_up_about/following_up_on/following_up_with/following_up_about/chase/chasing {ref}",
  // forget about following up the kitchen quote / stop chasing the landlord
  "{dismiss}/do_not_bother [about/with] following_up/chasing [on/with/about] {ref}",
  // done with the follow-up for Mrs Alvarez
  "[i_am/we_are/i_have/we_have] done/finished/through with {det} {noun} {about} {ref}",
  // stop tracking the permission slip email
  "{untrack} {det} {ref} e-mail/mail/thread [{noun}]",
  // stop waiting on the reply from Bob, stop waiting for the answer about the lease
  "stop_waiting_on/stop_waiting_for [the/a/that] reply/answer/response from/about/on/regarding/re {ref}",
  // I'm not going to chase the tender anymore, let it go
  // the follow-up on the school tour payment, leave it
  "[the/that/my] {noun} {about} {ref} - {letGo} [now]",
  // the follow-up about the generator service, clear it ("clear am", in Pidgin); that follow-up
  // about the bake sale, Loretta sorted it, get rid of it
  "[you_know/y'know/yknow] [the/that/my] {noun} {about} {ref} - [{who} [have/has/had] [already/just/finally/now] {settled} it/that/this [already/now] -] [so] [you_can/please]* {dismiss} it/that/this/that_one/this_one/am [now/too/as_well]",
  // I'm not chasing the sponsorship thing, ditch it
  "i/we am/are not/no_longer chasing/following_up_on/following_up_with/following_up_about {ref} [any_more/anymore/again] - {letGo} [now]",
  "i/we am/are not_going_to/never_going_to/no_longer_going_to chase/follow_up_on/follow_up_with/follow_up_about/pursue {ref} [any_more/anymore/again] [- {letGo}]",
], LISTS);

/**
 * "stop tracking the reply from hr@bigco.example": the reply reached by its sender's address
 * ("the reply from the bank" may be any reply, and is not read).
 */
const FROM_ADDRESS = template("{untrack} [the/a/that] reply/answer/response from {ref}", LISTS);

/** Says a follow-up is needed no more, of something said just before: "dismiss it", "drop that one". */
const THAT_ONE = templates(
  // "Bongani paid, dismiss his follow-up": the one with whom the fact names.
  [
    "it/that/this/that_one/this_one/them",
    "{det} {noun}",
    "his/her/their {noun}",
    "it from {det} {noun}",
  ],
  LISTS,
);

/** "Mike replied about the quote", "I already sent the slip", "legal got back to me on the contract". */
const FACT = template(
  "[{who}] [have/has/had] [already/just/finally/now] {settled} [to_me/to_us/me/us/from_them/from_him/from_her] [back] [about/on/regarding/concerning/re/with/for/to] {what} [back/over]",
  LISTS,
);
/** "the builder's quote is sorted", "the contract has been signed": the thing settled said first. */
const SETTLED_THING = template(
  "{what} is/are/was/were/has_been/have_been/got [now/all/finally/already/just] {settled} [now/out/already]",
  LISTS,
);
/** "the bond refund came through", "the deposit has arrived": the thing settled said first. */
const ARRIVED_THING = template(
  "[the/my/our] {what} [has/have] [now/finally/already/just] {arrived} [now/already/today/yesterday]",
  LISTS,
);
/** The words a fact may start with before what settles it ("legal", "Mike", "I"). */
const MOST_BEFORE = 4;

/** "<something done>, (so) (you can) dismiss it". */
const AFTER_THE_FACT = template(
  // "…, you can take that follow-up off": a pointer taken off.
  "{fact} ,/-/so [so/and/now] [you_can/you_may/you_could] {verb:dismiss} {said} [off] [now/too/as_well]",
  LISTS,
);
/** "<something done>, so you can let that follow-up go". */
const LET_GO = template(
  "{fact} ,/-/so [so/and/now] [you_can/you_may/you_could] let {said} go [now/too/as_well]",
  LISTS,
);
/** "<something done> so that follow-up can go": the follow-up said to be no longer needed. */
const CAN_GO = template(
  "{fact} ,/-/so [so/and/now] {said} can/may/should [now] go/be_dismissed/be_cleared/be_dropped [now/too/as_well]",
  LISTS,
);
/** "Ms Dunne finally replied": who answered, said by name, names the follow-up with them. */
const WHO_SETTLED = template(
  "{who} [have/has/had] [already/just/finally/now] {settled} [to_me/to_us/us/me] [back]",
  LISTS,
);
/** A fact that tells of an email or its answer. */
const OF_AN_EMAIL = template(
  "… e-mail/mail/reply/replied/answered/responded/got_back/wrote_back/heard_back …",
);
const NAMES_ONE = template("… {noun} …", LISTS);
const KIND_ONE = template("the/that/this {x} one");

/** "<something done>, (so) (you can) dismiss it": the follow-up the first part names. */
function afterTheFact(c: Clause): string | null {
  const m = AFTER_THE_FACT.exec(c.text) ?? LET_GO.exec(c.text) ?? CAN_GO.exec(c.text);
  const at = m?.indices?.groups;
  const object = at?.said;
  if (!m || !at || !object) return null;
  const verb = (m.groups?.verb ?? "").toLowerCase();
  const said = m.groups?.said ?? "";
  const fact = m.groups?.fact ?? "";
  const names = NAMES_ONE.test(said) || OF_AN_EMAIL.test(fact) ||
    verb === "dismiss" || verb === "dismis";
  if (!names) return null;
  if (!saysTemplate(said, THAT_ONE)) {
    // "dismiss the kitchen one", "dismiss the follow-up about the lease": the second part names it.
    if (KIND_ONE.test(said)) return c.typed(object[0], object[1]);
    const start = at.verb?.[0] ?? object[0];
    const tail = makeClause(c.typed(start, object[1]), c.ctx);
    const target = removalTarget(tail, DISMISS, FU);
    return target ? tail.typed(target.start, target.end) : null;
  }
  // "the signed lease arrived": what came is the thing, before any word of settling in it.
  const came = ARRIVED_THING.exec(fact)?.indices?.groups?.what;
  if (came) return c.typed(came[0], came[1]);
  const settled = FACT.exec(fact);
  const span = settled?.indices?.groups?.what;
  if (settled && span && words(settled.groups?.who ?? "").length <= MOST_BEFORE) {
    return c.typed(span[0], span[1]);
  }
  const thing = SETTLED_THING.exec(fact)?.indices?.groups?.what;
  if (thing) return c.typed(thing[0], thing[1]);
  // "Ms Dunne finally replied, …": the follow-up with whom, said with capitals.
  const who = WHO_SETTLED.exec(fact)?.groups?.who ?? "";
  return saidAsName(who) ? who : null;
}

/** Words a name may start with in lower case: "Ms Dunne" is, "my landlord" is not. */
function saidAsName(who: string): boolean {
  const ws = who.trim().split(" ").filter((w) => w !== "");
  return ws.length > 0 && ws.length <= 3 && ws.every((w) => w !== w.toLowerCase()) &&
    !NOT_NAMES.has(ws[0]!.toLowerCase());
}
/** Capitalised words that start a sentence and name no one. */
const NOT_NAMES = new Set(["i", "they", "he", "she", "we", "you", "it", "the", "that", "this"]);

function dismissal(c: Clause): string | null {
  const fact = afterTheFact(c);
  if (fact !== null) return fact;
  const target = removalTarget(c, DISMISS, FU_SAID) ?? saidToGo(c, FU);
  if (target) return c.typed(target.start, target.end);
  const from = readTemplate(c, FROM_ADDRESS)?.slot("ref");
  if (from?.includes("@")) return from;
  return readTemplate(c, ...SHAPES)?.slot("ref") ?? null;
}

function dismiss(c: Clause): ToolCall | null {
  const said = dismissal(c);
  if (said === null) return null;
  const typed = OFF_THE.exec(said)?.groups?.ref ?? said;
  // "Ms Dunne replied, that follow-up can go": a reference running over a clause's end is none.
  if (isWord(typed, ALL) || typed.includes(",") || words(typed).includes("so")) return null;
  // "bout di barrel shipping": the reference in the words the message means ("the").
  const ref = cleanRef(expandContractions(typed), FOLLOWUP_WORD);
  // "he replied, dismiss that follow-up": who answered said as "he", and the answering, name none.
  if (!ref || words(ref).every((w) => NAMES_NONE.has(w))) return null;
  return { name: "email_followups_dismiss", input: { followup: ref } };
}

/** Words a follow-up is never named by alone: who, said as a pronoun, and how it was settled. */
const NAMES_NONE = new Set([
  ...["i", "me", "we", "us", "you", "he", "him", "she", "her", "they", "them", "it", "finally"],
  ...["already", "just", "now", "back", "to", "got", ...FOLLOWUP_SETTLED],
]);

/** "… off my", "… from the": a list named after a reference, cut off. */
const OFF_THE = template("{ref} off/from/out_of [my/the/our/your]");
/** Every follow-up, which no one call dismisses. */
const ALL = new Set(["all", "every", "everything", "them", "all of them"]);

/** Questions about what is still owed on emails. */
const LIST_SHAPES = templates([
  // which emails do I need to follow up on / any emails I still have to chase
  "which/what/any/are_there_any/show_me_the/list_the {which} [do/should/must/that/have] i/we [still] [need_to/have_to/have_got_to/got_to/must/should/ought_to/to] [still] {owe} …",
  // which emails am I meant to be following up this week / who am I supposed to chase
  "which/what/any/who {which} am_i/are_we [still] meant/supposed/due/expected to [be] {owe}/following_up/chasing/replying_to/answering …",
  "who am_i/are_we [still] meant/supposed/due/expected to [be] {owe}/following_up/chasing/replying_to/answering …",
  // what emails am I following up on / show me the emails I'm chasing
  "which/what {which} am_i/are_we [still] following_up/chasing/waiting_on/waiting_for [on/with] …",
  "show/list/give [me] [the/my/all_the] {which} [that] i_am/im/we_are [still] following_up/chasing/waiting_on/waiting_for [on/with] …",
  // who do I still need to follow up with / who should I chase
  "who/what [do/should/must] i/we [still] [need_to/have_to/should/must/ought_to] {owe} …",
  "[is_there] any/anything/something [i_need] to_follow_up …",
  // which emails are waiting for a reply / what emails need a reply from me / mails waiting on me
  "[do_i/do_we/have_i/have_we] [got/have] [which/what/any/are_there_any] {emails} [are/is] [still] awaiting/waiting/need/needs/needing/require/requires/requiring/want/wanting/that_need/pending [for/on] [a/an/my] reply/replies/response/answer/follow-up/us/me …",
  "[which/what/any] {which} [that] i/we have_not/did_not/have_yet_to/still_need_to/need_to [yet/still] replied/reply/answered/answer/responded/respond …",
  "[which/what/any] {which} have_not/did_not i/we [yet/still] replied/reply/answered/answer/responded/respond …",
  // which of my sent emails haven't had an answer yet
  "which/what/any [of] [my/the/our] [sent] {which} [that] have_not/has_not/did_not/have_never [yet] had/got/gotten/received/get [a/an/any] reply/replies/answer/answers/response/responses …",
  // the emails nobody answered / which threads has no one replied to yet
  "[show_me/list/which/what/any] [the] {which} [that/has/have] nobody/no_one/noone [has/have] [yet/still] answered/replied/responded/got_back_to [to] …",
  // who am I waiting to hear back from / who are we still waiting on
  "who am_i/are_we [still] waiting/expecting to_hear_back_from/to_hear_from/on/for …",
  "who am_i/are_we [still] waiting/expecting [for] [a/an] reply/replies/response/responses/answer/answers from …",
  "who has/have not replied/answered/responded/got_back/written_back [to_me/to_us] yet …",
  // who still owes me a reply / is anyone waiting for an answer from me
  "who [still] owe/owes us/me [a/an] reply/answer/response/e-mail …",
  "[is] anyone/anybody/someone/somebody [still] waiting/expecting [for/on] [a/an] reply/answer/response/e-mail …",
  // do I owe anyone an email / who do I owe a reply
  "do/did i/we owe anyone/anybody/someone/somebody/people [a/an] e-mail(s)/reply/replies/response(s)/answer(s) …",
  "who do i/we owe [a/an] e-mail(s)/reply/replies/response(s)/answer(s) …",
], LISTS);

/** "remind me who I need to follow up with": the question inside. */
const ASK_WRAP = template("remind/tell/show me {q:asked} {rest}", {
  asked: ["who", "which", "what"],
});

/**
 * "dismiss the follow-up", "Tom replied, drop that follow-up": which one, it does not say, so it
 * is the one there is (the tool asks which when there are several).
 */
const WHICH = templates([
  "{dismiss} a/the/my {noun} [off]",
  "… ,/so [so/and/now] [you_can/you_may/you_could] {dismiss} a/the/that/this/my {noun} [off]",
], LISTS);

/** One follow-up named by what it is about ("the follow-up on the gas bill"): no list asked for. */
const NAMED_ONE = template("the/that/this follow-up/follow_up/followup {about} …", LISTS);

/** A dismissal's verb said first: "get rid of …", "drop …". */
const DISMISS_FIRST = template("[you_can/please]* {dismiss} …", LISTS);

/** "my follow-up delay is 2 days": the mailbox's setting. */
const SETTING = template("… {noun} delay/period/window/interval …", LISTS);

/**
 * The email follow-up call a clause asks for, or null; "dismiss the follow-up" without saying which
 * dismisses the one there is, or asks which when there are several (the tool's resolver does).
 */
export function parseFollowup(c: Clause): ToolCall | null {
  // "my follow-up delay is 2 days" is the mailbox's setting, a chat command of its own.
  if (SETTING.test(c.text)) return null;
  // "done with the follow-up for Mrs Alvarez, she has the slip": the reason is no reference.
  const head = beforeReason(c);
  const dismissed = (head ? dismiss(head) : null) ?? dismiss(c);
  if (dismissed) return dismissed;
  if (asksAboutTheWord(c, FU)) return null;
  // "the follow-up on the school tour payment, leave it": one follow-up named is no question.
  if (!c.question && NAMED_ONE.test(c.text)) return null;
  const wrapped = ASK_WRAP.exec(c.text);
  const question = wrapped ? c.text.slice(wrapped.indices?.groups?.q?.[0] ?? 0) : c.text;
  // "get rid of that follow-up": a dismissal pointing back is never the list ("get …").
  const dismissing = DISMISS_FIRST.test(c.text);
  if (!dismissing && (asksToList(c, FU) || saysTemplate(question, LIST_SHAPES))) {
    return { name: "email_followups_list", input: {} };
  }
  return saysTemplate(c.text, WHICH)
    ? { name: "email_followups_dismiss", input: { followup: theOne("follow-up") } }
    : null;
}
