import assert from "node:assert/strict";
import {
  cleanText,
  expandContractions,
  isGreeting,
  MAX_INPUT,
  stripPoliteness,
  withAskedVerb,
  withoutTrailingHedges,
} from "./normalize.ts";

Deno.test("expandContractions() expands contractions and shorthand, keeping a capital", () => {
  assert.equal(expandContractions("I'm out of milk"), "I am out of milk");
  assert.equal(expandContractions("What's on my list"), "What is on my list");
  assert.equal(expandContractions("we can't, they won't"), "we can not, they will not");
  assert.equal(expandContractions("dont forget, im late"), "do not forget, I am late");
  assert.equal(expandContractions("Plz tell u"), "Please tell you");
  assert.equal(expandContractions("it's what's next, thx"), "it is what is next, thanks");
});

Deno.test("expandContractions() reads texting forms from its word table, whole words only", () => {
  assert.equal(expandContractions("wots for tea"), "what is for tea");
  assert.equal(expandContractions("Wot time is it"), "What time is it");
  assert.equal(
    expandContractions("when is dads party, isnt it soon"),
    "when is dad's party, is not it soon",
  );
  assert.equal(expandContractions("mums car wont start"), "mum's car will not start");
  assert.equal(expandContractions("got em, cross em off"), "got them, cross them off");
  assert.equal(expandContractions("Emma sent an emoji"), "Emma sent an emoji");
  assert.equal(expandContractions("whens the bin day"), "when is the bin day");
  // Words that only hold a texting form are left alone.
  assert.equal(
    expandContractions("umbrella for Ursula, plus thyme"),
    "umbrella for Ursula, plus thyme",
  );
  assert.equal(expandContractions("its lid, were out"), "its lid, were out");
});

Deno.test("expandContractions() leaves text with neither as it is", () => {
  for (
    const text of [
      "add item ab12-7 to my shopping list",
      "undone items, unimportant ones",
      "the pub's quiz",
      "",
    ]
  ) {
    assert.equal(expandContractions(text), text);
  }
});

Deno.test("cleanText() gives canonical characters and single spaces", () => {
  assert.equal(cleanText("add milk to my list"), "add milk to my list");
  assert.equal(cleanText("  add\tmilk \n to  my list  "), "add milk to my list");
  assert.equal(cleanText("it\u2019s `fine` \u2014 ok"), "it's 'fine' - ok");
  assert.equal(cleanText("ｆｕｌｌ\u200Bwidth"), "fullwidth");
  assert.equal(cleanText("x".repeat(MAX_INPUT + 10)).length, MAX_INPUT);
});

Deno.test("cleanText() drops an emoji's drawing selector, and emoji that end the words", () => {
  // "❤️" is "❤" and U+FE0F: alone, the selector had been read as a word nobody said.
  assert.equal(cleanText("love this \u2764\uFE0F so much"), "love this \u2764 so much");
  assert.equal(
    cleanText("countdown to winter break!!! dec 18 \u2744\uFE0F"),
    "countdown to winter break!!! dec 18",
  );
  assert.equal(cleanText("save kayla's bday!! jan 9th 🎂🎉 "), "save kayla's bday!! jan 9th");
  assert.equal(cleanText("thumbs 👍🏽"), "thumbs");
  // The sign before them stays: "?" still asks.
  assert.equal(
    cleanText("is the dentist reminder still on? 🤔"),
    "is the dentist reminder still on?",
  );
  // Emoji among the words, or alone, are as written.
  assert.equal(cleanText("add milk 🥛 and eggs"), "add milk 🥛 and eggs");
  assert.equal(cleanText("👍"), "👍");
  assert.equal(cleanText("🎉🎉"), "🎉🎉");
});

Deno.test("isGreeting() is true only for a whole greeting", () => {
  assert.equal(isGreeting("Hello there!"), true);
  assert.equal(isGreeting("good morning bot"), true);
  assert.equal(isGreeting("hello, add milk"), false);
});

Deno.test("withoutTrailingHedges() drops what qualifies a request at its end, nothing else", () => {
  assert.equal(
    withoutTrailingHedges("add a task: order new glasses, no rush"),
    "add a task: order new glasses",
  );
  assert.equal(
    withoutTrailingHedges("new task renew passport, no rush, no date!"),
    "new task renew passport!",
  );
  assert.equal(
    withoutTrailingHedges("remind me saturday to mow the lawn, weather permitting"),
    "remind me saturday to mow the lawn",
  );
  assert.equal(
    withoutTrailingHedges("cancel the gym reminder tbh"),
    "cancel the gym reminder",
  );
  assert.equal(withoutTrailingHedges("delete that note to be honest"), "delete that note");
  assert.equal(
    withoutTrailingHedges("add flour to the shopping list while you're at it"),
    "add flour to the shopping list",
  );
  assert.equal(
    withoutTrailingHedges("remind me at 6 to call Ana, gracias"),
    "remind me at 6 to call Ana",
  );
  // A question keeps its mark; a request that ends with none is as it was.
  assert.equal(withoutTrailingHedges("is it on the list, thanks?"), "is it on the list?");
  assert.equal(withoutTrailingHedges("great job"), "great job");
  assert.equal(withoutTrailingHedges("keep the old one whenever"), "keep the old one whenever");
  // "no date" is set aside only said apart: "has no due date now" says what changes.
  assert.equal(
    withoutTrailingHedges("the lease task has no due date"),
    "the lease task has no due date",
  );
});

Deno.test("stripPoliteness() drops a shrug, a laugh or a kiss after a request, never a word's letters", () => {
  assert.equal(stripPoliteness("add shampoo i guess"), "add shampoo");
  assert.equal(stripPoliteness("remind me at 6 to call mum lol"), "remind me at 6 to call mum");
  assert.equal(stripPoliteness("remind me at 6 to call mum xx"), "remind me at 6 to call mum");
  // A run of letters said as a value is kept whole: it may be what the request is about.
  const long = `expires on ${"x".repeat(40)}`;
  assert.equal(stripPoliteness(long), long);
  assert.equal(stripPoliteness("add a box of xmas crackers"), "add a box of xmas crackers");
});

Deno.test("expandContractions() reads Scots, Pidgin and texting words as the English they say", () => {
  assert.equal(
    expandContractions("remind me tae put the bins oot the morra"),
    "remind me to put the bins out the tomorrow",
  );
  assert.equal(expandContractions("I dinnae need it noo"), "I do not need it now");
  assert.equal(expandContractions("Abeg, add it"), "Please, add it");
  assert.equal(expandContractions("cn u add it cos we r out"), "can you add it because we r out");
  assert.equal(expandContractions("wats on, abt the appt"), "what is on, about the appointment");
  // Whole words only: a word holding one, or joined to another by a hyphen, is left as it is.
  assert.equal(
    expandContractions("the Taekwondo class, cost of wine, noon, the wi-fi, a u-turn"),
    "the Taekwondo class, cost of wine, noon, the wi-fi, a u-turn",
  );
});

Deno.test("expandContractions() writes a dropped g back, with its apostrophe or without", () => {
  assert.equal(expandContractions("Thursday mornin' at 6"), "Thursday morning at 6");
  assert.equal(expandContractions("goin' out this evenin'"), "going out this evening");
  assert.equal(expandContractions("the meetin is at 3"), "the meeting is at 3");
  // A plural's apostrophe, and "an'", are no dropped g.
  assert.equal(expandContractions("the cousins' party"), "the cousins' party");
  assert.equal(expandContractions("ackee an' breadfruit"), "ackee and breadfruit");
});

Deno.test("expandContractions() leaves an email, a web address and a domain as written", () => {
  // "fi" and "u" are shorthand words ("for", "you"), but not inside an address.
  assert.equal(
    expandContractions("email mikko.laine@example.fi n tell u.r@x.com"),
    "email mikko.laine@example.fi and tell u.r@x.com",
  );
  assert.equal(
    expandContractions("watch https://shop.example/fi/p/u-1 fi me"),
    "watch https://shop.example/fi/p/u-1 for me",
  );
  assert.equal(
    expandContractions("is it on example.fi or www.u.com"),
    "is it on example.fi or www.u.com",
  );
  // A sentence's full stop is no address: the word before it is still read.
  assert.equal(
    expandContractions("a countdown fi carnival. see u."),
    "a countdown for carnival. see you.",
  );
});

Deno.test("expandContractions() reads Caribbean English as the English it says, a name with a capital kept", () => {
  assert.equal(
    expandContractions("Put down some saltfish, ackee an' two breadfruit pon di list"),
    "Put down some saltfish, ackee and two breadfruit on the list",
  );
  assert.equal(
    expandContractions("Mek a note seh di fish fry start at 7"),
    "Make a note that the fish fry start at 7",
  );
  assert.equal(expandContractions("Wha' yuh have fi me 'bout it"), "What you have for me about it");
  // "Fi" (Fiona) and "Di" written with a capital are names; "an'" inside a word is no "and".
  assert.equal(expandContractions("call Fi and Di about it"), "call Fi and Di about it");
  assert.equal(expandContractions("the Dan's and an'other"), "the Dan's and an'other");
  assert.equal(expandContractions("Save mi granny birthday"), "Save my granny birthday");
  // A word of the table before an apostrophe makes a contraction; "Whit Monday" is a day.
  assert.equal(expandContractions("whit's on this weekend"), "what is on this weekend");
  assert.equal(expandContractions("countdown to Whit Monday"), "countdown to Whit Monday");
  assert.equal(expandContractions("u'll see"), "you will see");
});

Deno.test("stripPoliteness() drops a request put as a wish translated word for word", () => {
  assert.equal(
    stripPoliteness("I would like that you remind me tomorrow to pay the fee"),
    "remind me tomorrow to pay the fee",
  );
  assert.equal(stripPoliteness("I need that you add milk"), "add milk");
  assert.equal(stripPoliteness("I would like that"), "I would like that");
});

Deno.test("stripPoliteness() drops a question tag or a word of thanks said after a request", () => {
  assert.equal(stripPoliteness("we need maple syrup and milk, eh"), "we need maple syrup and milk");
  assert.equal(stripPoliteness("got anything tomorrow or not"), "got anything tomorrow");
  // Said after a request, "or not" is a doubt about it: it stays.
  assert.equal(stripPoliteness("add crisps or not"), "add crisps or not");
  assert.equal(stripPoliteness("add kaya and Milo can or not"), "add kaya and Milo");
  assert.equal(stripPoliteness("add the energy drinks, mate"), "add the energy drinks");
  // Said as part of a word, or with no comma before it, it stays.
  assert.equal(stripPoliteness("add a bag of Lay's eh"), "add a bag of Lay's eh");
  assert.equal(stripPoliteness("add the Milo tin, innit"), "add the Milo tin");
  assert.equal(stripPoliteness("note the code is mate"), "note the code is mate");
  // A word of endearment ends a request after "for me", or after a comma when it names no thing
  // ("…, sugar" and "…, honey" are things on a list).
  assert.equal(stripPoliteness("save that for me sugar"), "save that");
  assert.equal(stripPoliteness("add milk, babe"), "add milk");
  assert.equal(stripPoliteness("list: coffee beans, sugar"), "list: coffee beans, sugar");
  assert.equal(stripPoliteness("add bread, honey"), "add bread, honey");
  assert.equal(stripPoliteness("add brown sugar"), "add brown sugar");
});

Deno.test("expandContractions() and stripPoliteness() read texting forms of time and hedges", () => {
  assert.equal(expandContractions("remind me this arvo"), "remind me this afternoon");
  assert.equal(
    expandContractions("lemme know, a mtg thru friday, dunno"),
    "let me know, a meeting through friday, do not know",
  );
  assert.equal(expandContractions("y'all come"), "you all come");
  assert.equal(stripPoliteness("ngl i need a reminder at 6"), "i need a reminder at 6");
  assert.equal(stripPoliteness("please do one thing, add eggs"), "add eggs");
  assert.equal(stripPoliteness(cleanText("remind me at 5, po")), "remind me at 5");
});

Deno.test("cleanText() reads '@' said between spaces as 'at', never an address's", () => {
  assert.equal(cleanText("remind me 2moro @ 7 to call"), "remind me 2moro at 7 to call");
  assert.equal(
    cleanText("study grp 9-11am @ norlin library"),
    "study grp 9-11am at norlin library",
  );
  assert.equal(cleanText("email jo@example.com at once"), "email jo@example.com at once");
  assert.equal(cleanText("ping @7pm"), "ping @7pm");
});

Deno.test("cleanText() writes punctuation said aloud when the text is dictated, and 'po' is a courtesy", () => {
  assert.equal(
    cleanText("Remind me comma on Monday at nine comma to call the plumber full stop"),
    "Remind me, on Monday at nine, to call the plumber.",
  );
  assert.equal(cleanText("note the code full stop"), "note the code.");
  // One "comma" said as a word is a word.
  assert.equal(cleanText("add a comma after the date"), "add a comma after the date");
  assert.equal(
    cleanText("Add a trip to Baguio po, next month"),
    "Add a trip to Baguio, next month",
  );
  assert.equal(cleanText("Add the usual po"), "Add the usual");
  assert.equal(cleanText("raise the PO, and the pond"), "raise the PO, and the pond");
  // Said between words too, never before "box".
  assert.equal(cleanText("Save po Lola Caring's birthday"), "Save Lola Caring's birthday");
  assert.equal(cleanText("Countdown po to Sinulog"), "Countdown to Sinulog");
  assert.equal(cleanText("my po box is 4471"), "my po box is 4471");
});

Deno.test("stripPoliteness() takes off the wrappers of a polite request", () => {
  for (
    const text of [
      "I was wondering whether you might add milk to the list",
      "I wonder if you could add milk to the list",
      "I'd appreciate it if you could add milk to the list",
      "I should be grateful if you would add milk to the list",
      "any chance you could add milk to the list",
      "would you be able to add milk to the list",
      "would it be possible to add milk to the list",
      "do you mind add milk to the list",
    ]
  ) {
    assert.equal(stripPoliteness(expandContractions(text)), "add milk to the list", text);
  }
  // Praise is no wrapper, and a question about the assistant keeps its words.
  assert.equal(
    stripPoliteness("it would be great if you could add milk"),
    "it would be great if you could add milk",
  );
});

Deno.test("withAskedVerb() writes a request's verb asked as a gerund, and only such a verb", () => {
  assert.equal(withAskedVerb("would you mind adding milk"), "would you mind add milk");
  assert.equal(withAskedVerb("Do you mind reminding me at 6"), "Do you mind remind me at 6");
  assert.equal(withAskedVerb("would you mind waiting for me"), "would you mind waiting for me");
  assert.equal(withAskedVerb("adding milk was a mistake"), "adding milk was a mistake");
});

Deno.test("cleanText() writes a colon and a question mark said aloud in dictation", () => {
  assert.equal(
    cleanText("Save a birthday colon Uncle Ray comma the 23rd of May full stop"),
    "Save a birthday: Uncle Ray, the 23rd of May.",
  );
  assert.equal(cleanText("read out my keepsakes question mark"), "read out my keepsakes?");
  // One mark said mid-sentence is a word: "the colon surgery".
  assert.equal(cleanText("note the colon surgery date"), "note the colon surgery date");
});

Deno.test("expandContractions() reads business English 'prox' as the month after this one", () => {
  assert.equal(expandContractions("by the 1st prox"), "by the 1st of next month");
});

Deno.test("expandContractions() reads texted days and typos of one table, 'da' and 'cal' only in lower case", () => {
  assert.equal(expandContractions("remnd me tmrw b4 9"), "remind me tomorrow before 9");
  assert.equal(expandContractions("whats on my cal this wk"), "what is on my calendar this week");
  assert.equal(expandContractions("add it to da list"), "add it to the list");
  assert.equal(expandContractions("ask Cal and Da"), "ask Cal and Da");
});

Deno.test("stripPoliteness() takes off regional openers and tags: chur, oi, sawa, kia ora, sweet as", () => {
  assert.equal(stripPoliteness("Chur, can you add milk to the list?"), "add milk to the list");
  assert.equal(stripPoliteness("Kia ora, add milk"), "add milk");
  assert.equal(stripPoliteness("add milk to the list, sawa"), "add milk to the list");
  assert.equal(stripPoliteness("add milk, sweet as"), "add milk");
  // Inside the request the words are the request's.
  assert.equal(stripPoliteness("add sweet as corn"), "add sweet as corn");
});

Deno.test("expandContractions() writes out 've after a question word or a modal", () => {
  assert.equal(
    expandContractions("what've I got on this arvo"),
    "what have I got on this afternoon",
  );
  assert.equal(expandContractions("who've I got"), "who have I got");
  assert.equal(expandContractions("should've bought milk"), "should have bought milk");
  assert.equal(expandContractions("we've got"), "we have got");
  assert.equal(expandContractions("Steve've"), "Steve've");
});

Deno.test("stripPoliteness() drops 'please to' before a request, as Indian English asks", () => {
  assert.equal(stripPoliteness("please to add eggs and bread"), "add eggs and bread");
  assert.equal(
    stripPoliteness("Please to remind me tomorrow at 9 to call the bank"),
    "remind me tomorrow at 9 to call the bank",
  );
  assert.equal(stripPoliteness("kindly please to add milk"), "add milk");
  // Look-alikes: "to" after "please" that is not the request's opening stays.
  assert.equal(stripPoliteness("please add milk"), "add milk");
  assert.equal(
    stripPoliteness("add a task to ask Jo to please tidy up"),
    "add a task to ask Jo to please tidy up",
  );
});

Deno.test("stripPoliteness() drops a Jamaican 'nuh' ending a request, never the name Nuh", () => {
  assert.equal(stripPoliteness("save it nuh"), "save it");
  assert.equal(stripPoliteness("add milk to di list nuh"), "add milk to di list");
  assert.equal(stripPoliteness("remind me at 5 to call Nuh"), "remind me at 5 to call Nuh");
});

Deno.test("stripPoliteness() drops 'smh' ending a request, as 'lol' is dropped", () => {
  assert.equal(stripPoliteness("out of dish soap again smh"), "out of dish soap");
  assert.equal(stripPoliteness("add milk smh"), "add milk");
});
