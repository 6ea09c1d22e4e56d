/**
 * The proposals group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The proposals group's description. */
export const PROPOSALS: GroupWords = {
  kind: "proposal",
  nouns: ["email(s)", "e-mail(s)", "mail"],
  verbs: {
    // "email bob@example.com saying …", with the misspellings typed fast.
    propose_action: ["email", "e-mail", "mail", "emial", "emal", "emali", "mial"],
  },
  /** Indirect requests and the request they mean (see `GroupWords.rephrase`). */
  rephrase: {
    // "tell rob (rob@x.example) I can't make it", "let the team know at … that …": an email.
    "tell {x} at {Email} {y}": "email {Email} saying {y}",
    "tell {x} at {Email} that {y}": "email {Email} saying {y}",
    "let {x} know at {Email} that {y}": "email {Email} saying {y}",
    // "Send Nadia (nadia@…) the address: …", "remind Dan by email (dan@…) that …": the address
    // in brackets after the name.
    "send {Name} ({Email}) the {y}": "email {Email}: the {y}",
    "tell {Name} ({Email}) {y}": "email {Email} saying {y}",
    "remind {Name} by/via email/e-mail ({Email}) that {y}":
      "email {Email} saying just a reminder that {y}",
    // "send the landlord an email at landlord@…, the shower is leaking again".
    "send/drop the/my/our {x} an/a email/e-mail/line at {Email}, {y}": "email {Email} saying {y}",
    // "email the school at office@… that …": whom the address is said to be for, then the message.
    "email the {x} at {Email} that {y}": "email {Email} saying {y}",
    "email my {x} at {Email} that {y}": "email {Email} saying {y}",
    "email our {x} at {Email} that {y}": "email {Email} saying {y}",
    // "send an email to the secretary, m@…, informing her that …": whom, then the address.
    "email/e-mail the/my/our {x}, {Email}, {y}": "email {Email}, {y}",
    "send/propose/draft/write/compose an/a email/e-mail to the/my/our {x}, {Email}, {y}":
      "email {Email}, {y}",
    "send/propose/draft/write/compose an/a email/e-mail to the/my/our {x} at {Email} {y}":
      "email {Email} {y}",
    "email/e-mail the/my/our {x} at {Email} {y}": "email {Email} {y}",
    // "invite sam@… to dinner on Saturday by email": an email asking them to come.
    "invite {Email} to {y} by/via/over email/e-mail": "email {Email} asking them to come to {y}",
    // "… and put it in my calendar": the event is what they are invited to, on its day.
    "invite {Email} to {y} by/via/over email/e-mail and put/add/stick/pop it in/on/to/into my/the calendar/diary":
      "email {Email} asking them to come to {y} and put {y} in my calendar",
    // "invite email to Sato-san at sato@… for dinner on Friday", "email an invitation to …": an
    // invitation said as an email is an email asking them to come ("invite Ana to …" is refused).
    "invite email/e-mail to {x} at {Email} for {y}": "email {Email} asking them to come for {y}",
    "invite email/e-mail to {Email} for {y}": "email {Email} asking them to come for {y}",
    "email/e-mail an/a invite/invitation to {x} at {Email} for {y}":
      "email {Email} asking them to come for {y}",
    "invite {x} at {Email} to {y} by/via/over email/e-mail":
      "email {Email} asking them to come to {y}",
    // "write to …", "drop a line to …": an email to the address said.
    "write to {Email} to say {y}": "email {Email} saying {y}",
    "write to {x} at {Email} to say {y}": "email {Email} saying {y}",
    "drop a line to {Email} to say {y}": "email {Email} saying {y}",
    "drop a line to {x} at {Email} to say {y}": "email {Email} saying {y}",
    "drop {x} a line at {Email} to say {y}": "email {Email} saying {y}",
    // "add the meeting … to my calendar and put it in my tasks to print the report card": a task
    // beside the event, its "it" pointing at nothing.
    "{x} calendar and put/add/pop it in/on/to my tasks/to-do/todo to {y}":
      "{x} calendar and add a task to {y}",
    "{x} diary and put/add/pop it in/on/to my tasks/to-do/todo to {y}":
      "{x} diary and add a task to {y}",
    // "email a thank you to team@…, great job on the launch": thanks, and what they are for.
    ...thanksSent(),
    // "email team@…, great job on the launch": a message opened by a word the cleaning takes off a
    // request's start ("great, …"), kept as the message's.
    ...openedByCheer(),
    // "write to my boss x@y saying …": whom, then the address.
    "write to the/my/our {x} {Email} {y}": "email {Email} {y}",
    "write to the/my/our {x}, {Email}, {y}": "email {Email}, {y}",
    "write to {Email} {y}": "email {Email} saying {y}",
    "write to {Email}, {y}": "email {Email}, {y}",
    "write to {x} at {Email} {y}": "email {Email} saying {y}",
    "write to {x} at {Email}, {y}": "email {Email}, {y}",
    "drop a line to {Email} {y}": "email {Email} saying {y}",
    "drop a line to {Email}, {y}": "email {Email}, {y}",
    "drop a line to {x} at {Email} {y}": "email {Email} saying {y}",
    "drop a line to {x} at {Email}, {y}": "email {Email}, {y}",
    "drop {x} a line at {Email} {y}": "email {Email} saying {y}",
    "drop {x} a line at {Email}, {y}": "email {Email}, {y}",
    // Said in Spanish and Portuguese: "manda un correo a l@… diciendo que la junta es el lunes".
    "manda/envía/envia/mándale/mandale un correo/email/e-mail/mail a {Email} diciendo/diciéndole/diciendole que {y}":
      "email {Email} saying {y}",
    "manda/mande/envia/envie um email/e-mail a/para/pro {Email} dizendo que {y}":
      "email {Email} saying {y}",
    // "mande um email pro Pedro, pedro@…, asking if …": whom, then the address between commas.
    "manda/mande/envia/envie um email/e-mail a/para/pro {x}, {Email}, {y}": "email {Email}, {y}",
    "manda/envía/envia/mándale/mandale un correo/email/e-mail/mail a {x}, {Email}, diciendo/diciéndole/diciendole que {y}":
      "email {Email} saying {y}",
    "manda/envía/envia/mándale/mandale un correo/email/e-mail/mail a {x}, {Email}, {y}":
      "email {Email}, {y}",
    // "send Sarah the address, 14 Elm Road, at sarah@…": what is sent to someone, said before
    // their address, is what the email says.
    "send {Name} {y} at {Email}": "email {Email} saying {y}",
    "send {Name} {y}, at {Email}": "email {Email} saying {y}",
  },
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: [
    "saying",
    "say",
    "subject",
    "body",
    "draft",
    "propose",
    "suggest",
    "asking",
    "ask",
    "cc",
    // "…, copy in jo@…", "…, copying my boss b@…": whom to copy.
    "copy",
    "copying",
    "block",
    "telling",
    "tell",
    "reply",
    "write",
    "entry",
    "pencil",
    "diarise",
    "diarize",
    "diary",
    "event",
    "appointment",
    // "add an all-day event on 5 March: …".
    "all-day",
    "manager",
    "boss",
    "colleague",
    "team",
    "client",
    // "…, informing her that …", "…, advising them that …".
    "informing",
    "inform",
    "advising",
    // "drop kim@work.example a line saying …", "send … a quick message: …"
    "line",
    "message",
    // "get an email ready for …", "put together an email to …"
    "ready",
    "together",
    "knock",
    "whip",
  ],
  examples: {
    propose_action: [
      "email bob@example.com saying I'll be late",
      "let Ana know by email that the keys are under the mat",
      "put 'quarterly review' in my calendar on 2 April at 10am",
      "calendar: dentist next Monday at 9",
    ],
  },
};

/** "email a thank you to team@…, great job", "send a thank-you note to x@… for hosting us". */
function thanksSent(): Record<string, string> {
  const out: Record<string, string> = {};
  const thanks = "thank you/thank-you/thankyou/thanks";
  for (const lead of [`email/e-mail/mail a ${thanks}`, `send a ${thanks} email/e-mail/note/mail`]) {
    out[`${lead} to {Email}, {y}`] = "email {Email} saying {y}, thank you";
    out[`${lead} to {Email} for {y}`] = "email {Email} saying thank you for {y}";
    out[`${lead} to {Email}`] = "email {Email} saying thank you";
  }
  return out;
}

/** "email team@…, great job on the launch", "mail kev@…, cool idea": the message kept whole. */
function openedByCheer(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const cheer of ["great", "cool", "well", "yes", "yeah", "sure", "oh", "alright", "right"]) {
    out[`email/e-mail/mail {Email}, ${cheer} {y}`] = `email {Email} saying ${cheer} {y}`;
  }
  return out;
}
