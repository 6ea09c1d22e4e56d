/**
 * Words people use for the same thing, mapped to one: the local answerer reads them as one word,
 * and a memory search looks for all the words of a question's group.
 * @module
 */

/** A few words people use for the same thing, mapped to one. */
export const SYNONYMS: Readonly<Record<string, string>> = {
  mom: "mother",
  mum: "mother",
  mommy: "mother",
  mummy: "mother",
  ma: "mother",
  dad: "father",
  daddy: "father",
  papa: "father",
  pa: "father",
  granny: "grandmother",
  grandma: "grandmother",
  nan: "grandmother",
  nana: "grandmother",
  grandpa: "grandfather",
  granddad: "grandfather",
  grandad: "grandfather",
  "wi-fi": "wifi",
  wlan: "wifi",
  wireless: "wifi",
  automobile: "car",
  vehicle: "car",
  mobile: "phone",
  cell: "phone",
  cellphone: "phone",
  telephone: "phone",
  gp: "doctor",
  physician: "doctor",
  doc: "doctor",
  bday: "birthday",
  "b-day": "birthday",
  born: "birthday",
  birth: "birthday",
  hubby: "husband",
  wifey: "wife",
  bf: "boyfriend",
  gf: "girlfriend",
  kid: "child",
  kids: "child",
  children: "child",
  puppy: "dog",
  kitten: "cat",
  address: "live",
  home: "live",
  reside: "live",
  flat: "apartment",
  job: "work",
  employer: "work",
  office: "work",
  company: "work",
  colour: "color",
  favorite: "favourite",
  fav: "favourite",
  fave: "favourite",
  vet: "veterinarian",
  bin: "rubbish",
  bins: "rubbish",
  trash: "rubbish",
  garbage: "rubbish",
};

/** The words of each group, by any of them (the word it is mapped to included). */
const GROUPS: ReadonlyMap<string, readonly string[]> = (() => {
  const byTarget = new Map<string, Set<string>>();
  for (const [word, target] of Object.entries(SYNONYMS)) {
    const group = byTarget.get(target) ?? new Set([target]);
    group.add(word);
    byTarget.set(target, group);
  }
  const out = new Map<string, readonly string[]>();
  for (const group of byTarget.values()) for (const w of group) out.set(w, [...group]);
  return out;
})();

/**
 * The other words of the groups the words of `text` are in ("my mum's address" → "mother mom …
 * live home …"), so that a search finds a memory in any of them; "" when there are none.
 */
export function synonymsOf(text: string): string {
  const more = new Set<string>();
  for (const w of text.toLowerCase().split(/[^\p{L}\p{N}-]+/u)) {
    for (const other of GROUPS.get(w) ?? []) if (other !== w) more.add(other);
  }
  return [...more].join(" ");
}
