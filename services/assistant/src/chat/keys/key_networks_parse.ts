/**
 * The networks a key request limits the key to ("… only from 203.0.113.0/24 and 2001:db8::/48"):
 * found in the request's text as written; `parseNetworks` (shared) reads and checks them.
 * @module
 */

/** "only from", "only usable from the addresses", "from the networks". */
const CUE =
  /\b(?:(?:and|that|which|it)\s+)?(?:(?:works?|usable|used|use|allowed|valid|accepted)\s+)?(?:only\s+from|from\s+only|(?:only\s+)?from\s+(?:the\s+)?(?:ip\s+)?(?:addresses|address|ips|ip|networks?|ranges?|subnets?))(?:\s*:(?=\s))?\s*/iu;

/** A word that may be an address or a range: hex digits, dots, colons and a slash, with a digit or a colon. */
const ADDRESS_LIKE = /^(?=.*[\d:])[0-9a-f:./]+$/iu;

/** Most words read as ranges: more than the 16 allowed, so that too many is said, not cut. */
const MAX_WORDS = 64;

/**
 * Takes the allowed networks out of a key request.
 * @returns the ranges as written (null when the request names none), and the text without them
 */
export function extractNetworks(text: string): { items: string[] | null; rest: string } {
  const cue = CUE.exec(text);
  if (!cue) return { items: null, rest: text };
  const after = text.slice(cue.index + cue[0].length);
  const items: string[] = [];
  let consumed = 0;
  const words = /\s*(,|\band\b|\bor\b|[^\s,]+)/giu;
  for (const m of after.matchAll(words)) {
    const word = m[1]!;
    const end = m.index + m[0].length;
    if (word === "," || /^(?:and|or)$/iu.test(word)) continue;
    const bare = word.replace(/[.;!?]+$/u, "");
    // The first word is taken whatever it is ("only from my office" is answered, not ignored).
    if (items.length > 0 && !ADDRESS_LIKE.test(bare)) break;
    items.push(bare);
    consumed = end;
    if (items.length >= MAX_WORDS) break;
  }
  return {
    items,
    rest: `${text.slice(0, cue.index)} ${after.slice(consumed)}`,
  };
}
