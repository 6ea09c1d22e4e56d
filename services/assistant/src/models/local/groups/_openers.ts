/**
 * Rephrase rows of any kind's request, said behind an opening that asks for nothing itself: a
 * term of endearment ("honey can you …"), a formal courtesy ("would you be so good as to …", "I
 * should like to …"), or another kind turned down first ("don't remind me, just …", "not a
 * reminder, just …"). Each is said again as the request alone, which is then read whole like any
 * message: nothing runs when what follows is no request.
 * @module
 */

/** Words that greet, said first. */
const GREETING = "hey/hi/hiya/hello/yo/oi/morning/evening";
/** Words a person calls the one they ask: terms of endearment, and the assistant's own. */
const ENDEARMENT =
  "honey/hun/hon/babe/baby/sweetie/sweetheart/darling/darlin/love/luv/dear/mate/bud/buddy/pal/bro/sis/assistant/bot";

/** Words a person calls the one they ask that are no thing's name, said without a comma. */
const ADDRESSED = "machan/machang/yaar/bhai/bhaiya/habibi/dude/bro/chale/oga/wena";

/** The rows (see `GroupWords.rephrase`); spread into one description, as they are of no kind. */
export function openers(): Record<string, string> {
  return {
    // "honey can you jot down that …": a term of endearment before the request.
    "honey/hun/babe/sweetie/darling/love/dear can/could/would/will you {x}": "can you {x}",
    // "hey darlin set me a reminder …", "hi babe, add milk …", "yo bot add eggs …", "hey Sam,
    // remind me …": a greeting and who it is said to, before the request; and the word of
    // endearment alone, before its comma ("babe, add milk …"; "baby wipes …" names a thing).
    ...Object.fromEntries(
      [`${GREETING} ${ENDEARMENT}`, `${GREETING} {Name}`].flatMap((to) => [
        [`${to}, {x}`, "{x}"],
        [`${to} {x}`, "{x}"],
      ]),
    ),
    [`${ENDEARMENT}, {x}`]: "{x}",
    // "machan set a reminder …", "yaar add eggs …": who is asked, in a word that names no thing.
    [`${ADDRESSED} {x}`]: "{x}",
    // "before I forget, remind me …", "lemme not forget, …": why the request is made, said first.
    "before i forget, {x}": "{x}",
    "lemme not forget, {x}": "{x}",
    "let me not forget, {x}": "{x}",
    "would/could you be so good/kind as to {x}": "{x}",
    "i should like to {x}": "i would like to {x}",
    // "I should be grateful if you would note …": a courtesy, the request said after.
    "i should/would be grateful/obliged if you would/could {x}": "{x}",
    "i'd be grateful/obliged if you would/could {x}": "{x}",
    // "don't remind me, just make a note that …": another kind turned down, the request said after.
    "don't remind me, just {x}": "{x}",
    "not a reminder/task/note/keepsake/countdown, just {x}": "{x}",
    // "not a note, a keepsake - the last thing Nan said …": the kind put right, then what it is.
    ...Object.fromEntries(
      ["note", "keepsake", "task"].flatMap((kind) =>
        [` -`, `:`].map((sep) => [
          `not a reminder/task/note/keepsake/countdown, a ${kind}${sep} {x}`,
          `${kind}: {x}`,
        ])
      ),
    ),
  };
}

/**
 * Words that tag a request and ask nothing themselves ("we need syrup and milk, eh", "add eggs,
 * diolch", "save this leh: …"): a shopping item of one of them alone is never added (nor one of
 * `INTERJECTIONS`, "um"), and one said in a note's or keepsake's head is no part of it.
 */
export const TAGS: ReadonlySet<string> = new Set(
  (
    "eh lol lmao haha hahaha lah leh lor meh mah pls plz please thanks thx ty tq ta cheers " +
    "diolch merci gracias danke obrigado obrigada grazie ok okay kk yeah yep yup aye nah innit " +
    "uhm hmmm xx xxx abeg sha jare biko shiok eish hey yo bro fam hun babe tbh ngl fr " +
    // Said first or last in New Zealand, East African and South African English.
    "chur oi oy sawa howzit kia ora"
  ).split(" "),
);
