/**
 * Recognises remembered facts that no API key may be given: secrets (passwords, PINs, codes),
 * identity documents and numbers, and health. Deterministic and pure.
 * @module
 */
import { cleanText, expandContractions } from "./normalize.ts";

/** The kinds of sensitive fact recognised, in the order they are checked. */
export const SENSITIVE_KIND = {
  secret: "secret",
  identity: "identity",
  health: "health",
} as const;

/** A kind of sensitive fact. */
export type SensitiveKind = typeof SENSITIVE_KIND[keyof typeof SENSITIVE_KIND];

const S = String.raw`[\s-]*`;

const SECRET = new RegExp(
  [
    String.raw`pass${S}(?:word|words|wd|phrase|phrases|code|codes|key)`,
    String
      .raw`pwd|pw|passwd|login${S}details|log${S}in${S}details|credentials?|user${S}name\s+and\s+pass`,
    String.raw`pins?|pin${S}(?:code|number)s?|personal${S}identification${S}numbers?`,
    String.raw`secret${S}(?:answer|answers|question|questions|word|code|key|phrase)s?`,
    String.raw`security${S}(?:answer|answers|question|questions|code|codes)`,
    String.raw`(?:mother|mum|mom)'?s?${S}maiden${S}name`,
    String
      .raw`(?:2fa|two${S}factor|mfa|otp|one${S}time|recovery|backup|verification|authenticator)${S}(?:codes?|keys?|seeds?)`,
    String
      .raw`seed${S}phrases?|recovery${S}phrases?|mnemonic|private${S}keys?|secret${S}keys?|api${S}(?:keys?|tokens?|secrets?)|access${S}tokens?|bearer${S}tokens?|ssh${S}keys?`,
    String
      .raw`(?:alarm|door|gate|garage|safe|lock|locker|entry|building|wifi|wi${S}fi|router|phone|unlock|bike${S}lock)${S}(?:codes?|combinations?|combos?)`,
    String.raw`combination\s+(?:to|for|of)\s+(?:the\s+|my\s+)?(?:safe|lock|locker|padlock)`,
    String.raw`cvv|cvc|cvv2|card${S}security${S}code`,
  ].map((p) => String.raw`\b(?:${p})\b`).join("|"),
  "iu",
);

const IDENTITY = new RegExp(
  String.raw`\b(?:` +
    [
      String.raw`passports?`,
      String
        .raw`national${S}(?:id|identity|identification|insurance|registration)(?:${S}(?:card|number|no))?`,
      String.raw`(?:id|identity|identification)${S}(?:cards?|numbers?|nos?|documents?|docs?)`,
      String
        .raw`social${S}security|ssn|sin${S}number|social${S}insurance${S}number|ni${S}number|nino`,
      String
        .raw`driv(?:er|ers|er's|ing)${S}licen[cs]es?|driving${S}permit|licen[cs]e${S}(?:number|no)`,
      String
        .raw`tax${S}(?:id|identification|number|code|file${S}number|reference)|itin|vat${S}number|utr`,
      String
        .raw`iban|swift${S}code|bic${S}code|sort${S}code|routing${S}number|bank${S}account(?:${S}(?:number|details|no))?|account${S}number`,
      String
        .raw`(?:credit|debit|bank|payment|visa|mastercard|amex)${S}cards?(?:${S}(?:number|details|no))?|card${S}(?:number|details)s?`,
      String
        .raw`birth${S}certificate|residence${S}permit|visa${S}number|green${S}card|alien${S}number|medicare${S}number|nhs${S}number|health${S}insurance${S}number|insurance${S}(?:policy${S})?number|policy${S}number`,
    ].join("|") +
    String.raw`)\b`,
  "iu",
);

const HEALTH = new RegExp(
  String.raw`\b(?:` +
    [
      String
        .raw`diagnos(?:is|es|ed|e)|prognosis|medical${S}(?:condition|history|record|records|notes?|results?|report|issue|issues|problem|problems)`,
      String
        .raw`medications?|medicines?|meds|prescri(?:ption|ptions|bed)|dosage|doses?|pills|\d+\s?mg|milligrams?|inhaler|insulin|antibiotics?|antidepressants?|painkillers?|statins?|chemo(?:therapy)?|radiotherapy|dialysis`,
      String
        .raw`(?:heart|skin|lung|thyroid|chronic|genetic|medical|health|mental${S}health|kidney|liver)${S}(?:conditions?|disease|problems?|issues?|failure)|(?:have|has|had|with)\s+(?:a|an)\s+condition|my\s+condition`,
      String
        .raw`therap(?:y|ies|ist|ists)|psychiatr(?:y|ist|ists|ic)|psycholog(?:ist|ists)|counsell?(?:ing|or)|rehab(?:ilitation)?|mental${S}health|sick${S}(?:note|leave)|doctor'?s?${S}(?:note|notes|letter|certificate)|fit${S}note`,
      String
        .raw`pregnan(?:t|cy|cies)|expecting\s+a\s+baby|miscarriage|ivf|fertility|contracepti(?:on|ve)|the\s+pill|menopause|period\s+tracker`,
      String
        .raw`lisinopril|metformin|ibuprofen|paracetamol|acetaminophen|sertraline|fluoxetine|prozac|zoloft|xanax|adderall|ritalin|levothyroxine|atorvastatin|amlodipine|omeprazole|warfarin|methotrexate|prednisone|lexapro|wellbutrin|citalopram|gabapentin|oxycodone|morphine|codeine|tramadol|viagra|cialis|truvada|ozempic|wegovy|lithium|valium|diazepam`,
      String
        .raw`(?:i|he|she|we)\s+(?:take|takes|am\s+taking|is\s+taking)\s+[\p{L}\d-]+(?:\s+[\p{L}\d-]+)?\s+(?:daily|every\s+(?:day|morning|evening|night)|twice\s+a\s+day|once\s+a\s+day|for\s+my)`,
      String.raw`allerg(?:y|ies|ic)|intoleran(?:t|ce)|coeliac|celiac|epipen|anaphyla(?:xis|ctic)`,
      String
        .raw`blood${S}(?:pressure|sugar|type|test|tests|results|work|glucose)|cholesterol|bmi|heart${S}rate|hypertension|hypotension`,
      String
        .raw`diabet(?:es|ic)|asthma(?:tic)?|cancer|tumou?r|leuka?emia|lymphoma|hiv|hepatitis|std|sti|herpes|epilep(?:sy|tic)|seizures?|stroke|dementia|alzheimer'?s?|parkinson'?s?|multiple${S}sclerosis|arthritis|osteoporosis|migraines?|covid|long${S}covid|flu|pneumonia|tuberculosis|infection|disorder|syndrome|disease|illness|injur(?:y|ies|ed)|fracture|broken\s+(?:arm|leg|wrist|ankle|bone|rib)`,
      String
        .raw`depress(?:ion|ed)|anxiety|panic${S}attacks?|bipolar|schizophreni(?:a|c)|adhd|autis(?:m|tic)|ocd|ptsd|eating${S}disorder|anorexi(?:a|c)|bulimi(?:a|c)|insomnia|addict(?:ion|ed)|alcoholi(?:sm|c)|suicid(?:e|al)|self${S}harm`,
      String
        .raw`surger(?:y|ies)|operation\s+on\s+my|(?:my|his|her|knee|hip|heart|eye|back)\s+operation|biopsy|scan\s+results|mri|x${S}ray|ultrasound|lab${S}results|test${S}results|symptoms?|treatment|vaccinat(?:ion|ed)|immuni[sz]ation|disabilit(?:y|ies)|wheelchair|hearing${S}aids?|hospitali[sz]ed|in\s+(?:the\s+)?hospital|a${S}&${S}e|er\s+visit|gp\s+appointment|check${S}up\s+results`,
    ].join("|") +
    String.raw`)\b`,
  "iu",
);

/** A 13 to 19 digit number that passes the Luhn check: a payment card number. */
function hasCardNumber(text: string): boolean {
  for (const m of text.matchAll(/\b\d(?:[ -]?\d){12,18}\b/gu)) {
    const digits = m[0].replace(/\D/gu, "");
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    if (sum % 10 === 0) return true;
  }
  return false;
}

const NUMBER_PATTERNS: RegExp[] = [
  /\b\d{3}-\d{2}-\d{4}\b/u, // US social security number
  /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/u, // IBAN
  /\b[A-CEGHJ-PR-TW-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/u, // UK National Insurance number
];

/**
 * The kind of sensitive fact `text` holds, or null when it holds none.
 * @param text a remembered fact, such as "my blood pressure medication is lisinopril"
 */
export function sensitiveKind(text: string): SensitiveKind | null {
  const t = expandContractions(cleanText(typeof text === "string" ? text : ""));
  if (t.length === 0) return null;
  if (SECRET.test(t.replace(/\bpin(?:ned|ning|s)?\s+(?:it|this|that|the|a|an)\b/giu, " "))) {
    return "secret";
  }
  if (IDENTITY.test(t) || NUMBER_PATTERNS.some((re) => re.test(t)) || hasCardNumber(t)) {
    return "identity";
  }
  if (HEALTH.test(t)) return "health";
  return null;
}

/**
 * True when `text` is a fact about passwords, PINs or other secrets, identity documents and
 * numbers, or health, which is never given to an API key's answer.
 */
export function isSensitive(text: string): boolean {
  return sensitiveKind(text) !== null;
}
