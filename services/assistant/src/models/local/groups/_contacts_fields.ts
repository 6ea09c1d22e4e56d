/**
 * What a contact's details are called: when one changes ("email address", "mobile"), when one is
 * saved with a possessive ("Kim's email"), and when one is asked for ("number", "contact details").
 * @module
 */

/** What a contact's detail is called when it changes: "email address", "mobile", "full name", "notes". */
export const CONTACT_FIELDS: readonly string[] = [
  "e-mail",
  "e-mail address",
  "mail",
  "phone",
  "phone number",
  "mobile",
  "mobile phone",
  "mobile number",
  "cell",
  "cell phone",
  "cell number",
  // "handphone", "hp": a mobile, as said in Singapore and Malaysia.
  "handphone",
  "handphone number",
  "hp",
  "hp number",
  "number",
  "telephone",
  "telephone number",
  "tel",
  // "mob. 07700 900123": a mobile number's label, written short.
  "mob",
  "name",
  "full name",
  "surname",
  "last name",
  "family name",
  "note(s)",
];
/** The details saved with a possessive: "save Kim's email, kim@example.com". */
export const CONTACT_SAVED_DETAILS: readonly string[] = [
  "phone number",
  "handphone",
  "handphone number",
  "number",
  "phone",
  "mobile",
  "mobile number",
  "cell",
  "cell number",
  "e-mail",
  "e-mail address",
  "contact details",
  "contact info",
];

/** What people ask a contact for: "number", "email address", "contact details". */
export const CONTACT_ASKED: readonly string[] = [
  // "have I got a contact for anyone at the history society?"
  "contact",
  "e-mail",
  "e-mail address",
  "phone",
  "phone number",
  "number",
  "mobile",
  "mobile number",
  "cell",
  "cell number",
  "address",
  "contact details",
  "contact info",
  "details",
];
