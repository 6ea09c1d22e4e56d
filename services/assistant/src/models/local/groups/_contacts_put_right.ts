/**
 * The contacts' indirect requests that put a contact right: a detail said to be wrong and the right
 * one, a number saved "as" a name, a removal said not to be wanted before the change that is.
 * @module
 */

/** A contact's detail by what it is called, and the slot that holds it. */
export const DETAILS: readonly [string, string][] = [
  ["email", "Email"],
  ["email address", "Email"],
  ["number", "Phone"],
  ["phone number", "Phone"],
  ["mobile", "Phone"],
];

/**
 * A detail said to be wrong, then the right one: "I gave you the wrong email for Jack, it's …",
 * "Sam's name is Samantha Fletcher-Liu now that she's married" (why, said after, is no part of it).
 */
export function wrongDetail(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [detail, slot] of DETAILS) {
    for (const had of ["I gave you", "I had", "you have"]) {
      // " - " is said with a comma too.
      for (const its of ["it's", "it should be"]) {
        out[`${had} the wrong ${detail} for {Name} - ${its} {${slot}}`] =
          `change {Name}'s ${detail} to {${slot}}`;
      }
    }
  }
  // "I saved Hannah's email wrong, it's …": the detail said to be saved wrong, then the right one.
  for (const [detail, slot] of DETAILS) {
    for (const its of ["it's", "it should be", "the right one is", "should be"]) {
      out[`I saved/put/typed/entered/got/had/wrote {Name}'s ${detail} wrong - ${its} {${slot}}`] =
        `change {Name}'s ${detail} to {${slot}}`;
    }
  }
  const renamed = "change {Name}'s name to {Name2}";
  for (const why of ["since {x}", "after {x}"]) {
    for (const now of ["is {Name2} now", "is now {Name2}", "is {Name2}"]) {
      out[`{Name}'s name ${now} ${why}`] = renamed;
    }
  }
  out["{Name}'s name is {Name2} now that {x}"] = renamed;
  return out;
}

/**
 * A number or an address saved "as" a name: "save 07911 123456 as Ellie B", "save my bestie's new
 * number 07911 123456 as Ellie B" (whose it is, said before it, is no part of the name).
 */
export function namedAs(): Record<string, string> {
  const out: Record<string, string> = {};
  const verbs = "save/add/store/put";
  for (const [detail, slot] of DETAILS) {
    const meant = `add {Name} to my contacts, {${slot}}`;
    out[`${verbs} {${slot}} as {Name}`] = meant;
    // "save (415) 555-0134 as Dana Whitfield, she's the kids' piano teacher": what is said of
    // them after the name is theirs, as after their details.
    out[`${verbs} {${slot}} as {Name} - {x}`] = `${meant}, {x}`;
    out[`${verbs} my/the/this {x} ${detail} {${slot}} as {Name}`] = meant;
    out[`${verbs} my/the/this ${detail} {${slot}} as {Name}`] = meant;
  }
  return out;
}

/**
 * "don't delete Sam, just update his number to …", "don't get rid of Kieran, just change …": a
 * removal said not to be wanted, then the change wanted instead, which is the request.
 */
export function notDeleted(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const who of ["{Name}", "{Name} from my contacts", "{Name}'s contact"]) {
    for (const verb of ["delete/remove/erase/bin/drop", "get rid of"]) {
      const said = `don't/never ${verb} ${who} - just/only/instead`;
      out[`${said} update/change/fix/correct his/her/their {x}`] = "change {Name}'s {x}";
    }
  }
  return out;
}

/**
 * What changed said of the person, then the change asked for: "Uncle Tan changed his handphone
 * number, now 9876 5432, update for me" is the new number; "Gwen got married over the weekend,
 * she's Gwen Morgan now" is the new name (when, said after "married", is no part of it).
 */
export function changedThenAsked(): Record<string, string> {
  const out: Record<string, string> = {};
  const whose = "his/her/their";
  for (
    const ask of ["", " - update for me", " - update it", " - update please"]
  ) {
    out[`{Name} changed/got ${whose} {x} - now {y}${ask}`] = "change {Name}'s {x} to {y}";
    out[`{Name} changed/got ${whose} {x} - it's {y} now${ask}`] = "change {Name}'s {x} to {y}";
    out[`{Name} has a new {x} - {y}${ask}`] = "change {Name}'s {x} to {y}";
  }
  // "save the new babysitter her name is Chloe Dunne number 087 …": who they are, then the name.
  for (const sep of [" ", " - "]) {
    for (const [label, slot] of [["number/phone/mobile/on", "Phone"], ["email", "Email"]]) {
      out[`save/add the/my/our {x}${sep}her/his/their name is {Name} ${label} {${slot}}`] =
        `add {Name} to my contacts, {${slot}}, notes: {x}`;
    }
  }
  for (const is of ["she's/he's/they're {Name2} now", "she's/he's/they're now {Name2}"]) {
    out[`{Name} got married {x} - ${is}`] = "change {Name}'s name to {Name2}";
  }
  return out;
}

/**
 * "it's John Smith not Jon Smyth, fix the contact": the right name said first, then the wrong one,
 * then the contact asked to be put right; "Ryan doesn't work at Deloitte anymore, update his notes
 * to say he's at KPMG now": what changed, then the contact's notes said anew.
 */
export function saidRight(): Record<string, string> {
  const out: Record<string, string> = {};
  const fix = "fix/correct/update/change the/that/my/his/her/their contact/name/spelling";
  out[`it's/its/that's {Name2}, not {Name} - ${fix}`] = "change {Name}'s name to {Name2}";
  out[`it's/its/that's {Name2}, not {Name} - please ${fix}`] = "change {Name}'s name to {Name2}";
  // "I wrote it wrong, it's Papadakos with an o, Giorgos": the surname spelled again, then whose.
  for (const what of ["it/that", "his/her/their/the name", "his/her/their/the surname"]) {
    const spelled = `I spelled/spelt ${what} wrong`;
    const wrong = `I wrote/typed/got/spelled/spelt/put ${what} wrong`;
    out[`${wrong} - it's/its {Name} with a/an {x} - {Name2}`] =
      "change {Name2}'s surname to {Name}";
    out[`${spelled} - it's/its {Name} - {Name2}`] = "change {Name2}'s surname to {Name}";
  }
  for (const say of ["say", "read", "say that"]) {
    out[`{Name} {x} - update/change his/her/their note/notes to ${say} {y}`] =
      "change {Name}'s notes to {y}";
  }
  return out;
}

/** How a detail no longer used is said: "doesn't use … anymore", "is not on … any more". */
const NO_LONGER = [
  "doesn't use {old} anymore",
  "doesn't use {old} any more",
  "no longer uses {old}",
  "isn't on {old} anymore",
  "isn't on {old} any more",
  "is no longer on {old}",
  "has stopped using {old}",
  "stopped using {old}",
];

/** How the new one is said after it: "update him to …", "new number is …", "she's on … now". */
const NOW_ON = [
  "update/change him/her/them to {new}",
  "update/change his/her/their {detail} to {new}",
  "his/her/their new {detail} is {new}",
  "new {detail} is {new}",
  "new one is {new}",
  "it's {new} now",
  "now {new}",
  "use {new}",
  "use {new} instead",
  "he's/she's/they're on {new} now",
];

/**
 * A detail said to be used no more, then the new one: "Pieter doesn't use 082 111 2233 anymore,
 * update him to 076 222 8899" is his new number; the old one, said first, is only which it was.
 */
export function noLongerUsed(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [detail, slot] of [["number", "Phone"], ["email", "Email"]]) {
    for (const old of NO_LONGER) {
      for (const now of NOW_ON) {
        const said = `{Name} ${old} - ${now}`.replaceAll("{old}", `{${slot}}`)
          .replaceAll("{new}", `{${slot}2}`).replaceAll("{detail}", detail!);
        out[said] = `change {Name}'s ${detail} to {${slot}2}`;
      }
    }
  }
  return out;
}

/** How a detail said to be no longer right is said: "isn't … anymore", "is no longer …". */
const NOT_ANY_MORE = [
  "isn't {old} anymore/now",
  "isn't {old} any more",
  "isn't {old}",
  "is no longer {old}",
  "is not {old} anymore/now",
  "is not {old} any more",
];

/** How the right one is said after it: "it's …", "it's … now", "the new one is …". */
const IT_IS = [
  "it's/its {new}",
  "it's/its {new} now",
  "it's/its now {new}",
  "now it's/its {new}",
  "the new one is {new}",
  "new one is {new}",
];

/**
 * A detail said to be wrong and the right one after it: "Sarah's email isn't s@old.example
 * anymore, it's s.k@new.example" is her new address; the old one, said first, is only which it
 * was, never written.
 */
export function notAnyMore(): Record<string, string> {
  const out: Record<string, string> = {};
  const details = [["number/phone/mobile/cell", "number", "Phone"], [
    "email/e-mail/mail",
    "email",
    "Email",
  ]];
  for (const [said, detail, slot] of details) {
    for (const no of NOT_ANY_MORE) {
      for (const is of IT_IS) {
        const row = `{Name}'s ${said} ${no} - ${is}`.replaceAll("{old}", `{${slot}}`)
          .replaceAll("{new}", `{${slot}2}`);
        out[row] = `change {Name}'s ${detail} to {${slot}2}`;
      }
    }
    out[`{Name}'s ${said} changed from {${slot}} to {${slot}2}`] =
      `change {Name}'s ${detail} to {${slot}2}`;
    out[`{Name}'s ${said} has changed from {${slot}} to {${slot}2}`] =
      `change {Name}'s ${detail} to {${slot}2}`;
  }
  return out;
}

/** Where someone is now said after where they were: "she's at …", "he works at … now". */
const NOW_AT = [
  "she's/he's/they're at {y}",
  "she's/he's/they're at {y} now",
  "she's/he's/they're now at {y}",
  "she/he works at {y} now",
  "they work at {y} now",
  "works at {y} now",
];

/**
 * Someone said to have moved on, where they are now, then the contact asked to be put right:
 * "Martha's not at Brightwell anymore - she's at Oakfield Design now, update her" is her notes
 * saying where she works now; where she was is only which it was. "Tom's moved jobs, his work
 * email is … now" is his new address.
 */
export function movedOn(): Record<string, string> {
  const out: Record<string, string> = {};
  const updates = ["update/fix/change her/him/them", "update/fix/change her/his/their contact"];
  for (const was of ["{Name}'s not at {x} anymore/now", "{Name} isn't at {x} anymore/now"]) {
    for (const now of NOW_AT) {
      for (const update of [...updates, ...updates.map((u) => `please ${u}`)]) {
        out[`${was} - ${now} - ${update}`] = "change {Name}'s notes to works at {y}";
      }
    }
  }
  for (const is of ["is {Email} now", "is now {Email}", "is {Email}"]) {
    out[`{Name}'s moved/changed jobs/work/company - his/her/their work/new email ${is}`] =
      "change {Name}'s email to {Email}";
  }
  return out;
}
