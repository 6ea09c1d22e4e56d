/**
 * Ways of keeping, listing and forgetting keepsakes read from the development sets 19 to 23, as
 * rephrase templates of the keepsakes' description (see `GroupWords.rephrase`): kept "for
 * posterity", "forever", "as a keepsake" after another kind turned down, quoted words kept, the
 * keepsakes asked after as "the thing Tom said", listed as "the things I've saved to keep", and
 * one unwanted then binned.
 * @module
 */

/** The templates and what each is said as. */
export function keptSaid(): Record<string, string> {
  return {
    // "save for posterity: we got the keys …": kept for those to come, the text after.
    "save/keep/store for/4 posterity: {x}": "keep this: {x}",
    "for posterity: {x}": "keep this: {x}",
    // "no need to make a note, keep it as a keepsake: …": another kind turned down, then kept.
    "no need to make a note/reminder/task, keep/save it as a keepsake: {x}": "keepsake: {x}",
    "not a note/reminder/task, keep/save it as a keepsake: {x}": "keepsake: {x}",
    // "my daughter drew … - keep that one forever": what happened, then kept for ever.
    "{x} - keep/save that/this one forever/always": "keep this: {x}",
    // "show me the things I've saved to keep": the keepsakes, said as things saved to keep.
    "show/list me the things/stuff i've/we've saved to keep": "show my keepsakes",
    "show/list the things/stuff i've/we've saved to keep": "show my keepsakes",
    // "did I save the thing Tom said in his wedding speech?": something said or written, asked
    // after as kept.
    ...Object.fromEntries(
      ["", " ever"].flatMap((ever) =>
        ["", " lovely", " sweet", " funny", " cute"].map((dear) => [
          `did i/we${ever} save/keep the/that${dear} thing {y} said/wrote {z}`,
          "show my keepsakes",
        ])
      ),
    ),
    // "I want to keep the message from Grandma's card, 'never stop dancing'": words quoted after.
    "i/i'd want/like to keep the/that {x}, '{y}'": "keepsake: the {x}, '{y}'",
    // "I don't want the keepsake about the ex anymore, get rid": a keepsake unwanted, then binned.
    ...Object.fromEntries(
      ["anymore", "any more"].flatMap((more) =>
        ["get rid", "bin it", "ditch it", "delete it"].map((bin) => [
          `i don't want the keepsake {x} ${more}, ${bin}`,
          "forget the keepsake {x}",
        ])
      ),
    ),
  };
}
