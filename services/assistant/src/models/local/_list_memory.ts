/**
 * Recognises a request to hear everything remembered about the user ("what do you know about
 * me", "show my memories"), as opposed to a question about one thing.
 * @module
 */

const LIST_MEMORY: RegExp[] = [
  /^(?:so )?(?:what|which|what else|what kind of|what sort of)(?: (?:things|facts|stuff|info|information|details|data|memories))?(?: do| did| have)? you (?:know|remember|recall|have got|got|have(?: stored| saved| on file| in (?:your )?memory| noted)?|stored|saved|learned|learnt|keep|keep on file|noted)(?: (?:about|of|on|regarding) (?:me|myself))?(?: so far| already| by now| at the moment| right now)?$/u,
  /^(?:what|which) (?:things|facts|stuff|info|information|details|data|memories) (?:have|do) you (?:got|have|kept|stored|saved)(?: (?:about|of|on) (?:me|myself))?$/u,
  /^(?:what|everything|anything) (?:have|did) i (?:tell|told|said to|asked you to remember|shared with)(?: you)?(?: (?:about me|about myself|so far|before|already))?$/u,
  /^(?:show|list|display|give|tell|read|print|dump|recap|summari[sz]e|review|see|view|check|share|let me see)(?: me| back)?(?: (?:out|again))?(?: (?:all|every|each|the|my|your|everything|what|of|things|stuff|facts))* ?(?:memories|memory|saved facts|facts|remembered (?:things|facts)|things you (?:know|remember)|what you (?:know|remember|have)(?: stored| saved)?|you (?:know|remember)|what i (?:told|have told) you|stored (?:facts|memories)|saved (?:memories|things))(?: (?:about|of|on) (?:me|myself))?(?: so far)?$/u,
  /^(?:my|all my|your) (?:memories|memory|profile)$/u,
  /^(?:show|give|read)(?: me)? (?:my|your) profile$/u,
  /^(?:what|which) (?:are|is) (?:my|your|all my|all your|all the|the) (?:memories|memory|saved facts|stored facts)$/u,
  /^(?:what is|what are|what is stored|whats) in (?:your|my) (?:memory|profile)$/u,
  /^tell me (?:about|everything about|what you know about) (?:me|myself)$/u,
  /^(?:do you know|what do you know) anything about me$/u,
  /^(?:how much|what) do you know about me$/u,
  /^\/(?:memory|memories)$/u,
];

/**
 * True when `plain` (lower case, punctuation removed, as from `toPlain`) asks for everything
 * known about the user.
 */
export function asksForEverythingKnown(plain: string): boolean {
  return LIST_MEMORY.some((re) => re.test(plain));
}
