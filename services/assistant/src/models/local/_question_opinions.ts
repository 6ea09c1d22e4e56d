/**
 * Questions that name a group's items but ask for none of the user's data: an opinion asked ("do
 * you think reminders help?", "is it weird to keep an ex's birthday?"), about people in general
 * ("why do people keep countdowns?"), about the assistant itself ("do you like notes?"), or
 * agreement sought with a remark ("my sister keeps a countdown to everything. Funny, isn't it?",
 * "… he never writes anything down, does he?"). None lists anything.
 * @module
 */
import { fits, shapes } from "./_shapes.ts";

/** What an opinion says of a thing or a habit: "weird", "normal", "a bit much". */
const OPINION_WORDS =
  "weird|normal|strange|odd|bad|rude|creepy|silly|wrong|fine|healthy|unhealthy|crazy|mad|" +
  "insane|dumb|stupid|pointless|useful|helpful|sad|funny|hilarious|cute|sweet|unusual|common|" +
  "obsessive|excessive|too much|a bit much|bit much|overkill|a bad idea|petty|mean|cringe|cringey|" +
  "lame|nerdy|geeky|extra|sensible|smart|clever|annoying|tacky|toxic|rare";

/** Words that soften or stress an opinion: "a bit weird", "kinda odd". */
const DEGREE = "?a bit|a little|kind of|kinda|sort of|so|really|too|just|very|that|pretty|super";

/** Who "people in general" are: "people", "most people", "anyone". */
const PEOPLE_AT_LARGE = "people|everyone|everybody|anyone|anybody|folks|nobody|someone|somebody";

/** "do you", said every way: "d'you", "do u", "don't you". */
const DO_YOU = "do you|do u|do ya|don't you|dont you|d'you|dyou|don't u|dont u";

/** Opinions asked, of people in general or of the assistant, said at the start of a sentence. */
const OPINION = shapes([
  // "do you think reminders actually help?", "d'you reckon a countdown is silly?"
  [
    "?but|so|and|honestly|seriously|genuinely|ok|okay",
    DO_YOU,
    "?really|honestly|actually|ever|also",
    "think|reckon|believe|feel|agree",
    // "do you think you could show my notes?" asks politely for them.
    "!you|u",
  ],
  // "in your opinion is a keepsake box a good wedding present?", "in your view …".
  ["?so|and|but|ok|okay|honestly", "in your opinion|in your view|in your honest opinion|imo"],
  // "what do you think of to-do lists?", "what d'you make of countdown apps?"
  ["?so|and|but|ok|okay", "what", DO_YOU, "think|reckon|make"],
  // "tell me what you think of my shopping list", "let me know what you reckon of my notes"
  [
    "?so|and|but|ok|okay|please|just",
    "tell me|tell us|let me know|let us know",
    "what",
    "you|u",
    "?really|honestly|actually",
    "think|reckon|make",
  ],
  // "is it weird to keep …", "would it be rude to …", "isn't that a bit much?"
  [
    "?but|so|and|honestly|seriously|lol|ok|okay",
    "is|isn't|isnt|would|wouldn't|wouldnt|was|wasn't|wasnt",
    "it|that|this",
    "?be",
    DEGREE,
    OPINION_WORDS,
  ],
  // "am I weird for keeping every note?", "am I being petty …"
  ["?but|so|and|honestly|seriously|lol|ok|okay", "am", "i", "?being", DEGREE, OPINION_WORDS],
  // "do you like reminders?", "do you ever get tired of shopping lists?": the assistant's own.
  [
    "?but|so|and|honestly|seriously|ok|okay",
    DO_YOU,
    "?ever|even|actually|really|also|personally",
    "like|love|enjoy|hate|prefer|get tired|get bored|get annoyed|keep your own",
  ],
]);

/** Questions of people in general: "why do people keep countdowns?", "does anyone still …". */
const AT_LARGE = shapes([
  // "why do people keep countdowns?", "how do most people remember birthdays?"
  [
    "?but|so|and|honestly|seriously|ok|okay",
    "why|how",
    "?on earth",
    // Not "is", "did": "why did nobody answer my email?" asks of the user's own things.
    "do|does|would|should",
    "?most|some|so many|other|all|real|normal",
    PEOPLE_AT_LARGE,
  ],
  // "do people actually use shopping lists?", "do most folks keep a diary?": people said in the
  // plural; "is anybody waiting on my email?", "did anyone reply?" ask of the user's own things.
  [
    "?but|so|and|honestly|seriously|ok|okay",
    "do|would|should|don't|dont",
    "?most|some|so many|other|all|real|normal",
    "people|folks",
  ],
]);

/**
 * The user's own habit asked about ("why do I always forget birthdays?", "why can't we ever stick
 * to the shopping list?"): a question about themselves, no list of their data.
 */
const HABIT = shapes([[
  "?but|so|and|honestly|seriously|ok|okay",
  "why",
  "do|does|can't|cant|cannot|don't|dont|won't|wont",
  "i|we",
  "?just|still",
  "always|never|keep|ever|constantly|even bother|bother",
]]);

/** Someone's things asked about ("is anyone's birthday this month?"): the user's own data. */
const WHOSE = shapes([[PEOPLE_AT_LARGE.split("|").map((w) => `${w}'s`).join("|")]]);

/**
 * A remark ending in a plea to agree: an opinion said with its tag ("Funny, isn't it?", "a bit
 * much, right?", "how sad is that?"), or a tag that says a person, not an item ("… doesn't she?",
 * "… do they?"): a statement about someone, not a question about data.
 */
const REMARK = shapes([
  [
    OPINION_WORDS,
    "isn't it|isnt it|innit|ain't it|right|huh|eh|no|don't you think|dont you think|wouldn't you " +
    "say|isn't that|isnt that|or what|lol|haha",
  ],
  ["how|what", DEGREE, OPINION_WORDS, "?is|was", "?that|it|this"],
  [
    "doesn't|doesnt|don't|dont|isn't|isnt|aren't|arent|didn't|didnt|wasn't|wasnt|won't|wont|" +
    "hasn't|hasnt|haven't|havent|does|do|did|has|have",
    "she|he|they",
  ],
]);

/** Where each sentence of `text` starts: after ".", "!", "?" or ";" and a space. */
function sentences(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < text.length - 1; i++) {
    if (".!?;".includes(text.charAt(i)) && text.charAt(i + 1) === " ") {
      out.push(text.slice(from, i + 1));
      from = i + 2;
    }
  }
  out.push(text.slice(from));
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}

/**
 * True when `text` asks an opinion, about people in general or about the assistant, or seeks
 * agreement with a remark (see the module comment): its group's noun asks for no data.
 */
export function asksOpinion(text: string): boolean {
  const said = sentences(text);
  const last = said.at(-1) ?? "";
  const atLarge = !fits(text, WHOSE, "anywhere");
  return said.some((s) =>
    fits(s, OPINION, "start") || fits(s, HABIT, "start") || (atLarge && fits(s, AT_LARGE, "start"))
  ) ||
    fits(last, REMARK, "end");
}
