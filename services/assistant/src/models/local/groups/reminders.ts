/**
 * The reminders group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";
import { REMOVE_VERBS } from "./_remove_verbs.ts";

/**
 * Words that make a repeating reminder skip some of its times ("except in winter", "unless it's a
 * holiday"): a condition no rule holds, so it is asked about, never stored in its text.
 */
export const EXCEPTIONS: readonly string[] = [
  "except",
  "excepting",
  "excluding",
  "unless",
  "apart from",
  "other than",
  "but not",
];

/** The reminders group's description. */
export const REMINDERS: GroupWords = {
  kind: "reminder",
  onlyYours: "show my reminders",
  nouns: ["reminder(s)", "alarm(s)"],
  verbs: {
    // "remind me ...", with the misspellings people type fast.
    reminders_create: ["remind", "rmind", "remnd", "reminf", "remidn", "reimnd"],
    // "ping me at 5 to ...": these only ask for a reminder when a time is said (not a tool name).
    reminders_create_with_time: [
      "ping",
      "nudge",
      "alert",
      "notify",
      "buzz",
      "text",
      "message",
      "poke",
      "tell",
      "warn",
    ],
    // "give me a shout at 4 to …": said whole, and only with a time too.
    "reminders_create_with_time:whole": [
      "give me a shout",
      "give me a nudge",
      "give me a buzz",
      "give me a heads up",
      "give me a heads-up",
      "give me a ring",
      "shout me",
      // "give us a shout in 20 mins to …": "us" for "me", as said in Britain and Ireland.
      "give us a shout",
      "give us a nudge",
      "give us a buzz",
      "give us a heads up",
      // "gie us a shout at half 1 tae …": "gie" is "give" in Scots.
      "gie us a shout",
      "gie me a shout",
      "gie us a nudge",
      "gie me a nudge",
      "gie us a buzz",
      "gie me a buzz",
    ],
    // The verbs that remove any item, and a reminder's own ("silence", "snooze").
    reminders_cancel: [
      ...REMOVE_VERBS,
      "stop",
      "end",
      "silence",
      "mute",
      "turn off",
      "snooze",
      "switch off",
      "scratch",
    ],
  },
  asks: {
    reminders_create: 'When should I remind you? For example "tomorrow at 6pm".',
    // A time without what to be reminded of ("remind me tomorrow").
    "reminders_create:what":
      'What should I remind you about? For example "remind me tomorrow at 9 to call the bank".',
    // A weekend said as a whole ("this weekend", "the last weekend of the month"): two days.
    "reminders_create:weekend":
      'A weekend is two days: which day, and at what time, should I remind you? For example "Saturday at 10am".',
    // A reminder moved to a day "same time", when no single saved one is named.
    "reminders_create:same_time":
      'Which reminder should move, and to when? Say it with its day and time, for example "move the dentist reminder to Friday at 3pm".',
    // A repeating reminder said with times it must skip ("every monday … except in winter").
    "reminders_create:except":
      'A repeating reminder goes off every time, so I can\'t leave some out ("except …", "unless …"), and I set nothing. Say just when it should repeat, for example "every weekday at 7".',
  },

  /** Indirect requests and the request they mean (see `GroupWords.rephrase`). */
  rephrase: {
    // "rem 2026-11-02 09:00 renew domain": a reminder dictated under its label, short or not, its
    // ISO day first ("rem sleep at 3am is the deepest" is no reminder).
    "rem {IsoDay} {x}": "reminder: {IsoDay} {x}",
    "reminder {IsoDay} {x}": "reminder: {IsoDay} {x}",
    // "reminder pay rent friday 9am": the label, then a thing to do opened by a verb of one.
    "reminder {Doing}": "reminder: {Doing}",
    "I need reminding {x}": "remind me {x}",
    // "it would be super handy if you could nudge me on sunday at 9 to …": a wish said as a request.
    "it would be {y} if you could remind me {x}": "remind me {x}",
    "it would be {y} if you could nudge me {x}": "nudge me {x}",
    "it would be {y} if you could ping me {x}": "ping me {x}",
    "it'd be {y} if you could remind me {x}": "remind me {x}",
    "it'd be {y} if you could nudge me {x}": "nudge me {x}",
    "it'd be {y} if you could ping me {x}": "ping me {x}",
    "would be {y} if you could remind me {x}": "remind me {x}",
    "would be {y} if you could nudge me {x}": "nudge me {x}",
    "I need a reminder {x}": "remind me {x}",
    // "I would like that you remember me the day after tomorrow at 14h to renew the visa": "remind"
    // said as Spanish, French and Portuguese say it ("recuérdame", "rappelle-moi", "lembra-me").
    "remember me {x} to {y}": "remind me {x} to {y}",
    "I would like that you remember me {x} to {y}": "remind me {x} to {y}",
    "can you remember me {x} to {y}": "remind me {x} to {y}",
    "please remember me {x} to {y}": "remind me {x} to {y}",
    "stop reminding me about {x}": "cancel the reminder about {x}",
    // "don't need reminding about grandma anymore": a reminder no longer wanted.
    "I don't need reminding about {x} anymore": "cancel the reminder about {x}",
    "I don't need reminding about {x} any more": "cancel the reminder about {x}",
    "I don't need reminding about {x}": "cancel the reminder about {x}",
    "I don't need reminding to {x} anymore": "cancel the reminder to {x}",
    "I don't need reminding to {x} any more": "cancel the reminder to {x}",
    "I don't need reminding to {x}": "cancel the reminder to {x}",
    "don't need reminding about {x} anymore": "cancel the reminder about {x}",
    "don't need reminding about {x} any more": "cancel the reminder about {x}",
    "don't need reminding about {x}": "cancel the reminder about {x}",
    "don't need reminding to {x} anymore": "cancel the reminder to {x}",
    "don't need reminding to {x} any more": "cancel the reminder to {x}",
    "don't need reminding to {x}": "cancel the reminder to {x}",
    "stop reminding me to {x}": "cancel the reminder to {x}",
    "stop nagging me about {x}": "cancel the reminder about {x}",
    "stop nagging me to {x}": "cancel the reminder to {x}",
    // "stop pestering me to stretch", "there's no point reminding me to water it".
    "stop pestering me to {x}": "cancel the reminder to {x}",
    "stop pestering me about {x}": "cancel the reminder about {x}",
    "stop hassling me to {x}": "cancel the reminder to {x}",
    "stop hassling me about {x}": "cancel the reminder about {x}",
    // "the ficus is dead so there's no point reminding me to water it": "it" is the thing said gone.
    "the/my/our {y} is/are/was/were dead/gone/sold/broken/over so/and there's no point/need reminding me to {x} it/them":
      "cancel the reminder to {x} the {y}",
    "the/my/our {y} is/are/was/were dead/gone/sold/broken/over, so there's no point/need reminding me to {x} it/them":
      "cancel the reminder to {x} the {y}",
    "the/my/our {y} died/went/broke, so/and there's no point/need reminding me to {x} it/them":
      "cancel the reminder to {x} the {y}",
    "the/my/our {y} is/are/was/were dead/gone/sold/broken/over, so stop reminding me to {x} it/them":
      "cancel the reminder to {x} the {y}",
    "the/my/our {y} died/broke, so stop reminding me to {x} it/them":
      "cancel the reminder to {x} the {y}",
    "there's no point reminding me to {x}": "cancel the reminder to {x}",
    "there's no point reminding me about {x}": "cancel the reminder about {x}",
    "no point reminding me to {x}": "cancel the reminder to {x}",
    "no point reminding me about {x}": "cancel the reminder about {x}",
    "stop pinging me about {x}": "cancel the reminder about {x}",
    "stop bugging me about {x}": "cancel the reminder about {x}",
    "no more reminders about {x}": "cancel the reminder about {x}",
    "no need to remind me about {x}": "cancel the reminder about {x}",
    "no need to remind me to {x}": "cancel the reminder to {x}",
    "don't remind me about {x}": "cancel the reminder about {x}",
    "don't remind me to {x}": "cancel the reminder to {x}",
    // The same said with "any more", "quit", "you don't need to", or of the reminder itself.
    "no need to remind me about {x} any more": "cancel the reminder about {x}",
    "no need to remind me about {x} anymore": "cancel the reminder about {x}",
    "no need to remind me to {x} any more": "cancel the reminder to {x}",
    "no need to remind me to {x} anymore": "cancel the reminder to {x}",
    "don't remind me about {x} any more": "cancel the reminder about {x}",
    "don't remind me about {x} anymore": "cancel the reminder about {x}",
    "don't remind me to {x} any more": "cancel the reminder to {x}",
    "don't remind me to {x} anymore": "cancel the reminder to {x}",
    "you don't need to remind me about {x}": "cancel the reminder about {x}",
    "you don't need to remind me to {x}": "cancel the reminder to {x}",
    "quit reminding me about {x}": "cancel the reminder about {x}",
    "quit reminding me to {x}": "cancel the reminder to {x}",
    "stop reminding me of {x}": "cancel the reminder about {x}",
    "I don't need the reminder about {x}": "cancel the reminder about {x}",
    "I don't need the reminder to {x}": "cancel the reminder to {x}",
    "I no longer need the reminder about {x}": "cancel the reminder about {x}",
    "I no longer need the reminder to {x}": "cancel the reminder to {x}",
    "don't bother reminding me about {x}": "cancel the reminder about {x}",
    "don't bother reminding me to {x}": "cancel the reminder to {x}",
    // "move my vet reminder to Thursday 11am": a reminder at another time is the old one cancelled
    // and one about the same thing made at the new time; said without its hour ("to friday") it
    // keeps a time it does not say, so it is not read.
    "move my {x} reminder to {Time}": "cancel my {x} reminder and remind me about {x} {Time}",
    "move the {x} reminder to {Time}": "cancel the {x} reminder and remind me about {x} {Time}",
    "reschedule my {x} reminder to {Time}": "cancel my {x} reminder and remind me about {x} {Time}",
    "reschedule the {x} reminder to {Time}":
      "cancel the {x} reminder and remind me about {x} {Time}",
    "change my {x} reminder to {Time}": "cancel my {x} reminder and remind me about {x} {Time}",
    "change the {x} reminder to {Time}": "cancel the {x} reminder and remind me about {x} {Time}",
    "push my {x} reminder to {Time}": "cancel my {x} reminder and remind me about {x} {Time}",
    "push the {x} reminder to {Time}": "cancel the {x} reminder and remind me about {x} {Time}",
    "my {x} reminder should be {Time}": "cancel my {x} reminder and remind me about {x} {Time}",
    "the {x} reminder should be {Time}": "cancel the {x} reminder and remind me about {x} {Time}",
    // "that reminder to collect the wood, make it thursday at 4 rather": the reminder named, then
    // its new time.
    "that reminder to {x}, make it {Time}":
      "cancel the reminder to {x} and remind me to {x} {Time}",
    "that reminder to {x}, make it {Time} rather":
      "cancel the reminder to {x} and remind me to {x} {Time}",
    "that reminder to {x}, make it {Time} instead":
      "cancel the reminder to {x} and remind me to {x} {Time}",
    // "the reminder to call Grandma, make it Sunday at 11 instead of Saturday": "the", and the
    // old time after "instead of".
    "the/my/that reminder to {x}, make/change/move it {Time} instead of {y}":
      "cancel the reminder to {x} and remind me to {x} {Time}",
    "the/my reminder to {x}, make it {Time}":
      "cancel the reminder to {x} and remind me to {x} {Time}",
    "the/my reminder to {x}, make it {Time} instead":
      "cancel the reminder to {x} and remind me to {x} {Time}",
    // "bins go out every tuesday night, can you nudge me at 8pm": what comes round said first,
    // then a reminder asked at an hour; the reminder repeats as it does.
    // "swimming is every saturday, …": "is" ties what comes round to its day, and is left out.
    ...Object.fromEntries(
      ["", " is/are"].flatMap((is) =>
        [
          "can/could you remind/nudge/ping me at {z}",
          "pls/please remind/nudge/ping me at {z}",
          "remind/nudge/ping me at {z}",
          "remind/nudge/ping me at {z} please/pls",
        ].map((ask) => [`{x}${is} every {y}, ${ask}`, "remind me every {y} at {z}: {x}"])
      ),
    ),
    // "on the first monday of every month at 9 I need a reminder to pay …": when said first.
    "on/every {y} I need/want a reminder to {x}": "remind me on {y} to {x}",
    // "when am I being reminded about the passport renewal?": the reminders, asked when.
    "when am/will i being/be reminded about/to/of {x}": "show my reminders",
    "when do/will i get reminded about/to/of {x}": "show my reminders",
    // "the reminder for the braai charcoal, move it to Saturday 5pm instead": named, then moved.
    "the/that/my reminder for/about/re {x}, move/change/push/shift it to {Time}":
      "cancel the reminder about {x} and remind me about {x} {Time}",
    "the/that/my reminder for/about/re {x}, move/change/push/shift it to {Time} instead":
      "cancel the reminder about {x} and remind me about {x} {Time}",
    // "… instead", "…, not 2": the time corrected away is not the new one.
    "move my {x} reminder to {Time} instead":
      "cancel my {x} reminder and remind me about {x} {Time}",
    "move the {x} reminder to {Time} instead":
      "cancel the {x} reminder and remind me about {x} {Time}",
    "change my {x} reminder to {Time} instead":
      "cancel my {x} reminder and remind me about {x} {Time}",
    "change the {x} reminder to {Time} instead":
      "cancel the {x} reminder and remind me about {x} {Time}",
    // "make the airport reminder 5:40pm wednesday instead of 2": the new time said straight after
    // the reminder, the old one after "instead of".
    "make/set the/my/that {x} reminder {Time} instead of {y}":
      "cancel the {x} reminder and remind me about {x} {Time}",
    "make/set the/my/that {x} reminder {Time} instead":
      "cancel the {x} reminder and remind me about {x} {Time}",
    "my {x} reminder should be {Time}, not {y}":
      "cancel my {x} reminder and remind me about {x} {Time}",
    "the {x} reminder should be {Time}, not {y}":
      "cancel the {x} reminder and remind me about {x} {Time}",
    // "the dry cleaning reminder is wrong, it should be saturday at 11 not friday": said wrong,
    // then the time that is right.
    "the/my/that {x} reminder is wrong/off/incorrect/mistaken, it should be {Time}, not {y}":
      "cancel the {x} reminder and remind me about {x} {Time}",
    "the/my/that {x} reminder is wrong/off/incorrect/mistaken, it should be {Time}":
      "cancel the {x} reminder and remind me about {x} {Time}",
    "the/my/that {x} reminder is wrong/off/incorrect/mistaken, make/set it {Time}":
      "cancel the {x} reminder and remind me about {x} {Time}",
    // "Sophie called me back already so I won't be needing that reminder to call her": what made
    // it pointless said first, the person it was about named there.
    "{Name} {y} so I won't be needing that/the reminder to {x} her/him":
      "cancel the reminder to {x} {Name}",
    "{Name} {y} so I don't/won't need that/the reminder to {x} her/him":
      "cancel the reminder to {x} {Name}",
    "{y} so I won't be needing that/the reminder to {x}": "cancel the reminder to {x}",
    "{y} so I won't be needing that/the reminder about {x}": "cancel the reminder about {x}",
    "{y} so I won't be needing the/my {x} reminder": "cancel the {x} reminder",
    // "not going to the gym monday anymore, pulled a hamstring. get rid of that reminder": what it
    // was for said to be over, then the reminder pointed at.
    "not going to {x} anymore, {y}. get rid of that/the reminder": "cancel the reminder about {x}",
    "not going to {x} anymore. get rid of that/the reminder": "cancel the reminder about {x}",
    "not going to {x} anymore, {y}. cancel/delete/remove/scrap/bin that/the reminder":
      "cancel the reminder about {x}",
    "not going to {x} anymore. cancel/delete/remove/scrap/bin that/the reminder":
      "cancel the reminder about {x}",
    "not going to {x} any more, {y}. get rid of that/the reminder": "cancel the reminder about {x}",
    "not going to {x} any more. get rid of that/the reminder": "cancel the reminder about {x}",
    "not going to {x} any more, {y}. cancel/delete/remove/scrap/bin that/the reminder":
      "cancel the reminder about {x}",
    "not going to {x} any more. cancel/delete/remove/scrap/bin that/the reminder":
      "cancel the reminder about {x}",
  },
  /** Phrases that, in a question, ask about its items (see `GroupWords.questions`). */
  questions: ["remind", "reminding", "reminded", "nudge", "alarm", "need to remember"],
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: [
    "weekday",
    "weekdays",
    "alarm",
    "alarm-style",
    "ping",
    "nudge",
    "reminding",
    "instead",
    // "quit reminding me re the bins": the reminding no longer wanted ("re" is "about").
    "re",
    "regarding",
  ],
  examples: {
    reminders_create: [
      "remind me to call mum tomorrow at 6pm",
      "rmind me to water the plants at 7pm",
      "set a reminder for 6:30 tomorrow morning: gym",
      "ping me at 5 to take the bins out",
    ],
    reminders_list: ["what reminders do I have"],
    reminders_cancel: ["cancel the dentist reminder", "silence the gym alarm"],
  },
};
