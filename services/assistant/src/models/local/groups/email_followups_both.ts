/**
 * Two follow-ups settled together, each dismissed: "Ana and Tom both replied, clear both", "both
 * the fee challan and hostel one are sorted, dismiss both". "Dismiss" is a follow-up's own verb, so
 * two things said done are follow-ups, never tasks ("…, tick them off" stays the tasks'). Rows of
 * the email followups' `rephrase`.
 * @module
 */

/** Each of two follow-ups dismissed. */
const BOTH = "dismiss the follow-up about {x}. dismiss the follow-up about {y}";

/** "Ana and Tom both replied, clear both": who answered said of each, each dismissed. */
export function answeredBoth(): Record<string, string> {
  return {
    // "the venue and the caterer both answered, clear both follow-ups": two settled, both dismissed.
    "{x} and {y} both answered/replied/responded/emailed/called/rang/confirmed, clear/dismiss/drop/close/remove both/the/those follow-ups/followups/ones":
      BOTH,
    "{x} and {y} both answered/replied/responded/emailed/called/rang/confirmed, clear/dismiss/drop/close/remove both/them/those":
      BOTH,
    "{x} and {y} both answered/replied/responded/emailed/called/rang/confirmed, clear/dismiss/drop/close/remove them both":
      BOTH,
    "{x} and {y} both answered/replied/responded/emailed/called/rang/confirmed, clear/dismiss/drop/close/remove both of them":
      BOTH,
    "{x} and {y} both got/wrote/emailed/called/rang back, clear/dismiss/drop/close/remove both/the/those follow-ups/followups/ones":
      BOTH,
    "{x} and {y} both got/wrote/emailed/called/rang back, clear/dismiss/drop/close/remove both/them/those":
      BOTH,
    "{x} and {y} both got back to me, clear/dismiss/drop/close/remove both/the/those follow-ups/followups/ones":
      BOTH,
  };
}

/** What two settled follow-ups are said to be. */
const SETTLED = "sorted/done/settled/handled/resolved/finished/confirmed/paid";

/** How both are pointed at after "dismiss". */
const POINTED = ["both/them/those", "them both", "both of them", "both/those follow-ups/followups"];

/** "[both] {x} and {y} are (all) sorted, (so) dismiss both": each dismissed. */
export function settledBoth(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lead of ["", "both "]) {
    for (const adverb of ["", "all ", "both "]) {
      for (const then of [",", " so", ", so"]) {
        for (const pointed of POINTED) {
          out[`${lead}{x} and {y} are/is ${adverb}${SETTLED}${then} dismiss/dismis ${pointed}`] =
            BOTH;
        }
      }
    }
  }
  return out;
}
