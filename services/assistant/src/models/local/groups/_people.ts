/**
 * The words that name someone by how they are related to the user ("my godson Theo", "Gran"):
 * filler beside a name in a birthday, and people a remembered fact can be about.
 * @module
 */

/** Relations, each form written out. */
export const PEOPLE: readonly string[] = (
  "mother father mum dad mom sister brother wife husband partner son daughter child kid friend " +
  "best boss colleague neighbour neighbor grandmother grandfather grandma grandpa gran nan granny grandad " +
  "granddad nana auntie aunty " +
  "grandson granddaughter godson goddaughter godmother godfather aunt uncle cousin niece nephew " +
  "stepson stepdaughter boyfriend girlfriend fiance fiancee parent parents sibling roommate " +
  "flatmate landlord teacher manager dog cat buddy pal bestie teammate classmate coworker workmate"
).split(" ");

/**
 * Relations said of two people or more ("the twins Hugo and Chloe", "my nephews Ali and Sami"):
 * how they are known before the names, never part of one.
 */
export const PEOPLE_PLURAL: readonly string[] = (
  "twins kids children sons daughters boys girls nephews nieces cousins brothers sisters " +
  "grandkids grandchildren grandsons granddaughters godchildren godsons goddaughters friends"
).split(" ");

/** The relations of {@link PEOPLE}, to look a word up. */
export const RELATION: ReadonlySet<string> = new Set(PEOPLE);

/**
 * The places in words `ws` of what describes a relation before someone's name ("my duo partner
 * Kai", "our old school friend Tom"): one or two words after "my"/"our", before a relation and the
 * first word of one of `names`; they say how the person is known, not who.
 */
export function relationDescribed(ws: readonly string[], names: readonly string[]): Set<number> {
  const out = new Set<number>();
  ws.forEach((w, i) => {
    if (w !== "my" && w !== "our") return;
    for (const n of [1, 2]) {
      const at = i + n + 1;
      if (!RELATION.has(ws[at] ?? "") || !names.includes(ws[at + 1] ?? "")) continue;
      for (let k = i + 1; k < at; k++) out.add(k);
    }
  });
  return out;
}

/**
 * The people someone keeps by what they do for them ("the plumber", "my dentist"): a contact may
 * be looked up by one ("give me the details for the plumber", "find the plumber").
 */
export const ROLES: readonly string[] = (
  "plumber electrician mechanic dentist doctor gp vet builder babysitter nanny childminder " +
  "accountant lawyer solicitor landlord landlady cleaner gardener hairdresser barber physio " +
  "therapist tutor optician pharmacist locksmith handyman painter roofer decorator " +
  "instructor porter concierge doorman caretaker janitor nurse midwife teacher coach trainer " +
  "driver chauffeur chef caterer florist photographer carpenter joiner tiler plasterer " +
  "surveyor realtor notary notario translator interpreter courier postman butcher baker " +
  "tailor seamstress cobbler jeweller jeweler paramedic surgeon psychologist counsellor " +
  "counselor chiropractor osteopath dietitian nutritionist podiatrist beautician stylist " +
  "welder glazier upholsterer removalist exterminator housekeeper bartender barista"
).split(" ");

/**
 * Words that say someone is a person without saying who ("the guy from the garage", "that lady
 * who cuts my hair"): a contact named so has no name yet, and the name is asked.
 */
export const UNNAMED: readonly string[] = (
  "guy guys man men woman women lady ladies bloke fella fellow chap girl boy person people dude " +
  "gentleman gent someone somebody"
).split(" ");

/**
 * The last word of a job title said in capitals ("Procurement Manager", "Head of Sales" by its
 * "Head"): a contact's role kept in the notes, never a second name.
 */
export const JOB_TITLES: readonly string[] = (
  "manager director officer engineer executive assistant secretary head lead coordinator " +
  "consultant president chair chairman chairwoman chairperson ceo cfo cto coo founder owner " +
  "supervisor administrator analyst specialist advisor adviser representative rep agent buyer " +
  "designer developer architect partner principal headmaster headmistress receptionist " +
  "clerk treasurer"
).split(" ");

/**
 * The particles a surname holds in lowercase ("Pieter van Wyk", "Ana de Souza", "Ahmad bin
 * Ismail", "Khalid al-Farsi"): a name is read whole past them, up to the capitalised word after.
 */
export const NAME_PARTICLES: readonly string[] = (
  "van von der den de da di del della dos das du la le bin binti bte ibn al el ter ten"
).split(" ");
