/**
 * The words of a key request's permission phrase ("view", "add to", "shopping list", "except",
 * "read-only"), read into positioned tokens for {@link parsePermissionPhrase} in
 * `key_permissions.ts`.
 * @module
 */
import type { Group } from "@asst/shared";

/**
 * The words of a phrase that name a level: `add` only adds ("add to", "create", "save"), `act`
 * changes or removes too, `both` is read and act, `propose` an email or event.
 */
export type Verb = "read" | "add" | "act" | "both" | "propose" | "actAll";

/** A group, or `email`: sending or drafting email, which a key may only propose. */
export type Target = Group | "email";

/** A word of the phrase at its position: a level, a group, "all", or a negation. */
export type Token =
  | { pos: number; kind: "verb"; verb: Verb }
  | { pos: number; kind: "target"; target: Target }
  | { pos: number; kind: "all"; strong: boolean }
  | { pos: number; kind: "neg" };

/** Words that change the whole phrase ("read-only", "answer only"). */
export interface Modifiers {
  readOnly: boolean;
  writeOnly: boolean;
  answerOnly: boolean;
}

const W = String.raw`[\s-]*`;

const MODIFIERS: { re: RegExp; set: keyof Modifiers }[] = [
  {
    re: new RegExp(
      String
        .raw`\b(?:answer${W}only|answers${W}only|only${W}(?:to${W})?(?:answer|answers|answering|reply|respond)(?:${W}(?:my${W})?questions)?|just${W}(?:to${W})?(?:answer|answers|answering|for${W}answers|for${W}questions|questions)(?:${W}(?:my${W})?questions)?|questions${W}only|only${W}for${W}(?:asking${W})?questions|nothing${W}(?:else|more)|no${W}(?:other${W})?(?:permissions|scopes|actions)|basic|default|plain|standard|simple|answering${W}(?:my${W})?questions|answer${W}(?:my${W})?questions)\b`,
      "gu",
    ),
    set: "answerOnly",
  },
  {
    re: new RegExp(
      String
        .raw`\b(?:read${W}only|readonly|view${W}only|viewing${W}only|look${W}only|ro|without${W}(?:being${W}able${W}to${W})?(?:changing|editing|modifying|writing|touching|deleting)${W}anything|(?:not|never|no)${W}(?:change|edit|modify|write|touch|delete)${W}anything|no${W}(?:write|writing|changes|editing|modifications)(?:${W}access)?)\b`,
      "gu",
    ),
    set: "readOnly",
  },
  {
    re: new RegExp(String.raw`\b(?:write${W}only|writeonly|add${W}only)\b`, "gu"),
    set: "writeOnly",
  },
];

const ALL_STRONG = new RegExp(
  String
    .raw`\b(?:(?:full|complete|total|unrestricted|unlimited|admin|administrator|root|master|super|maximum|max)${W}(?:access|permissions?|rights|control|privileges?|powers?|scopes?)(?!${W}(?:to|for|on|over|with|in|of)\b)|(?:all|every)${W}(?:the${W})?(?:permissions?|access|rights|capabilities|features|scopes?|tools|privileges|powers?|abilities)|(?:everything|anything)(?!${W}(?:with|on|in|to|for|about|regarding|related|from|inside|within|of)\b)|all${W}of${W}it|it${W}all|all${W}the${W}things|unrestricted|unlimited|admin|administrator|master|god${W}mode|superuser)\b`,
  "gu",
);

const ALL_GROUPS = new RegExp(
  String
    .raw`\b(?:all${W}(?:of${W})?(?:my${W}|the${W}|your${W})?(?:lists?|data|stuff|things|groups?|items|information|info|categories|areas|services|apps|content|records|accounts)|every${W}(?:list|group|category|area)|(?:my|the)${W}lists)\b`,
  "gu",
);

const SCHEDULE_VERB =
  /\b(?:schedul(?:e|es|ed|ing)|book(?:s|ing)?|set(?:s|ting)?[\s-]*up|arrange|plan)\b(?=\s+(?:(?:a|an|the|new|some|my|our|your)\s+)?(?:calendar\s+)?(?:meetings?|events?|appointments?|calls?|invites?)\b)|\bscheduling\b/gu;

const TARGETS: { re: RegExp; target: Target }[] = [
  {
    re: new RegExp(
      String.raw`\b(?:(?:e${W}?mail${W})?follow${W}ups?|followups?|follow${W}up${W}e${W}?mails?)\b`,
      "gu",
    ),
    target: "email_followups",
  },
  {
    re: new RegExp(
      String
        .raw`\b(?:(?:shopping|grocery|groceries)(?:${W}(?:lists?|items?|cart|basket))?|things${W}to${W}buy|buy${W}list)\b`,
      "gu",
    ),
    target: "shopping",
  },
  {
    re: new RegExp(
      String
        .raw`\b(?:to-dos?(?:${W}lists?)?|todos?(?:${W}lists?)?|to${W}do${W}lists?|tasks?(?:${W}lists?)?|chores|todoist)\b`,
      "gu",
    ),
    target: "tasks",
  },
  {
    re: new RegExp(
      String
        .raw`\b(?:price${W}(?:watch(?:es|ing)?|alerts?|tracking|trackers?|drops?|changes?|monitoring)|prices?|watch${W}list|watched${W}(?:items|products)|deals)\b`,
      "gu",
    ),
    target: "price_watches",
  },
  {
    re: new RegExp(
      String.raw`\b(?:address${W}book|phone${W}book|contacts?(?:${W}list)?|phone${W}numbers)\b`,
      "gu",
    ),
    target: "contacts",
  },
  { re: /\b(?:reminders?|remind(?:ing|s)?|alarms?)\b/gu, target: "reminders" },
  { re: /\b(?:notes?|notebooks?|memos?|jottings)\b/gu, target: "notes" },
  { re: /\b(?:keepsakes?|mementos?)\b/gu, target: "keepsakes" },
  { re: /\b(?:birthdays?|b-?days?|anniversar(?:y|ies))\b/gu, target: "birthdays" },
  {
    re:
      /\b(?:trips?|travels?|travel(?:l)?ing|itinerar(?:y|ies)|journeys?|flights?|vacations?|holidays?)\b/gu,
    target: "trips",
  },
  { re: new RegExp(String.raw`\bcount${W}downs?\b`, "gu"), target: "countdowns" },
  {
    re: new RegExp(
      String
        .raw`\b(?:(?:business${W})?expenses?(?:${W}(?:reports?|dashboard))?|receipts?|suppliers?|vendors?|bookkeeping|spending|dashboard)\b`,
      "gu",
    ),
    target: "expenses",
  },
  {
    re: new RegExp(
      String
        .raw`\b(?:calendars?(?:${W}(?:events?|entries|items))?|events?|agendas?|appointments?|meetings?|schedules?|invites?|invitations?)\b`,
      "gu",
    ),
    target: "calendar",
  },
  { re: /\b(?:e-?mails?|mails?|gmail|outlook)\b/gu, target: "email" },
];

const VERBS: { re: RegExp; verb: Verb }[] = [
  {
    re: new RegExp(
      String
        .raw`\b(?:read${W}(?:and|&|/|\+)?${W}write|read${W}(?:and|&|/|\+)${W}(?:change|edit|modify)|view${W}(?:and|&|/|\+)${W}(?:change|edit|modify))(?:${W}access)?\b`,
      "gu",
    ),
    verb: "both",
  },
  {
    re: new RegExp(
      String.raw`\b(?:read|view|viewing|reading|look)${W}(?:access|rights|permissions?)\b`,
      "gu",
    ),
    verb: "read",
  },
  {
    re: new RegExp(
      String
        .raw`\b(?:write|edit|editing|writing|change|modify)${W}(?:access|rights|permissions?)\b`,
      "gu",
    ),
    verb: "act",
  },
  {
    re: /\b(?:run|take|perform|do|execute|carry\s+out)\s+(?:any\s+|all\s+)?actions?\b/gu,
    verb: "actAll",
  },
  {
    re: /\b(?:propos(?:e|es|ed|ing)|draft(?:s|ed|ing)?|suggest(?:s|ed|ing)?)\b/gu,
    verb: "propose",
  },
  {
    re: /\b(?:tick(?:s|ed|ing)?|check(?:s|ed|ing)?|cross(?:es|ed|ing)?)\s+(?:\w+\s+)?off\b/gu,
    verb: "act",
  },
  {
    re: new RegExp(
      String
        .raw`\b(?:manag(?:e|es|ed|ing)|us(?:e|es|ed|ing)|full|fully|control(?:s|led|ling)?|handl(?:e|es|ing)|administer|organi[sz](?:e|es|ing)|maintain(?:s|ing)?|work(?:s|ing)?${W}with|deal${W}with|access(?:es|ing)?|interact${W}with|operate|sync(?:s|ing)?|read${W}(?:and|&|/)${W}write|read${W}write|rw|do${W}(?:stuff|things|anything)${W}with)\b`,
      "gu",
    ),
    verb: "both",
  },
  {
    re: new RegExp(
      String
        .raw`\b(?:chang(?:e|es|ed|ing)|edit(?:s|ed|ing)?|updat(?:e|es|ed|ing)|modif(?:y|ies|ied|ying)|remov(?:e|es|ed|ing)|delet(?:e|es|ed|ing)|complet(?:e|es|ed|ing)|finish(?:es|ed|ing)?|mark(?:s|ed|ing)?|cancel(?:s|led|ed|ling|ing)?|write${W}access|empty(?:ing)?|clear(?:s|ed|ing)?|dismiss(?:es|ed|ing)?|forget(?:ting)?|snooz(?:e|es|ing)|mov(?:e|es|ing)|renam(?:e|es|ing)|archiv(?:e|es|ing)|stop(?:s|ping)?|submit(?:s|ting)?|send(?:s|ing)?|repl(?:y|ies|ying)|forward(?:s|ing)?|compos(?:e|es|ing)|schedul(?:e|es|ing)|book(?:s|ing)?|plan(?:s|ning)?|invit(?:e|es|ing)|edit${W}access|change${W}access|act(?:s|ing)?|alter(?:s|ing)?|fill(?:s|ing)?)\b`,
      "gu",
    ),
    verb: "act",
  },
  {
    // Words that only add: nothing already there is changed or lost.
    re: new RegExp(
      String
        .raw`\b(?:add(?:s|ed|ing)?|creat(?:e|es|ed|ing)|mak(?:e|es|ing)|sav(?:e|es|ed|ing)|set(?:s|ting)?|writ(?:e|es|ing)|jot(?:s|ted|ting)?|record(?:s|ed|ing)?|log(?:s|ged|ging)?|put(?:s|ting)?|insert(?:s|ing)?|append(?:s|ing)?|stor(?:e|es|ing)|keep(?:s|ing)?|start(?:s|ing)?|track(?:s|ed|ing)?|watch(?:es|ed|ing)?|enter(?:s|ing)?)\b`,
      "gu",
    ),
    verb: "add",
  },
  {
    re: new RegExp(
      String
        .raw`\b(?:view(?:s|ed|ing)?|see(?:s|ing)?|read(?:s|ing)?|list(?:s|ing)?|check(?:s|ing)?|look(?:s|ing)?(?:${W}(?:at|up|through|into|over))?|brows(?:e|es|ing)|show(?:s|ing)?|know|fetch(?:es|ing)?|get(?:s|ting)?|query|quer(?:ies|ying)|search(?:es|ing)?|find(?:s|ing)?|monitor(?:s|ing)?|retriev(?:e|es|ing)|pull(?:s|ing)?|export(?:s|ing)?|inspect(?:s|ing)?|review(?:s|ing)?|display(?:s|ing)?|print(?:s|ing)?|open(?:s|ing)?|read${W}access|view${W}access)\b`,
      "gu",
    ),
    verb: "read",
  },
];

const NEGATION =
  /\b(?:not|no|never|except(?:\s+for)?|excluding|exclude|without|other\s+than|apart\s+from|besides|minus|nor|but\s+no)\b/gu;

function scan(text: string, re: RegExp, onMatch: (pos: number) => void): string {
  return text.replace(re, (match: string, ...rest: unknown[]) => {
    const pos = rest.find((x) => typeof x === "number") as number;
    onMatch(pos);
    return " ".repeat(match.length);
  });
}

/** Reads the phrase into its modifiers and its tokens, in the order they were written. */
export function tokenize(scope: string): { tokens: Token[]; mods: Modifiers } {
  const mods: Modifiers = { readOnly: false, writeOnly: false, answerOnly: false };
  const tokens: Token[] = [];
  let t = scope.toLowerCase();
  for (const { re, set } of MODIFIERS) t = scan(t, re, () => (mods[set] = true));
  t = scan(t, ALL_STRONG, (pos) => tokens.push({ pos, kind: "all", strong: true }));
  t = scan(t, ALL_GROUPS, (pos) => tokens.push({ pos, kind: "all", strong: false }));
  t = scan(t, SCHEDULE_VERB, (pos) => tokens.push({ pos, kind: "verb", verb: "act" }));
  for (const { re, target } of TARGETS) {
    t = scan(t, re, (pos) => tokens.push({ pos, kind: "target", target }));
  }
  for (const { re, verb } of VERBS) {
    t = scan(t, re, (pos) => tokens.push({ pos, kind: "verb", verb }));
  }
  scan(t, NEGATION, (pos) => tokens.push({ pos, kind: "neg" }));
  tokens.sort((a, b) => a.pos - b.pos);
  return { tokens, mods };
}
