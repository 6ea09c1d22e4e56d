/**
 * The price watches group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";
import { CURRENCY_NAMES } from "./expenses.ts";

/**
 * Currency codes and names a target may be said in beyond every group's ("900 CAD", "under NZD
 * 199", "under 299 dirhams"); only those that are no English word ("try", "pen", "cop", "won" are
 * left out).
 */
const CURRENCY_CODES: readonly string[] = [
  ...["cad", "aud", "nzd", "zar", "jpy", "sek", "nok", "dkk", "pln", "czk", "huf", "inr"],
  ...["cny", "hkd", "sgd", "mxn", "brl", "krw", "aed", "thb", "myr"],
  // Currencies said by name in the shops' own countries ("under 299 dirhams").
  ...["dirham", "dirhams", "riyal", "riyals", "ringgit", "baht", "rupiah", "forint", "shekels"],
  ...["dinar", "dinars", "lira", "lire", "koruna", "lei", "leva"],
  ...["naira", "cedi", "cedis", "kwacha", "shillings"],
];

/** The price watches group's description. */
export const PRICE_WATCHES: GroupWords = {
  kind: "watch",
  onlyYours: "show my price watches",
  nouns: [
    "price watch(es)",
    "price alert(s)",
    "price tracker(s)",
    "price tracking",
    "watch list",
    "watchlist",
    "watched item(s)",
    "watched product(s)",
    "watched price(s)",
    "tracked item(s)",
    "tracked product(s)",
    "tracked price(s)",
    "watches",
  ],
  verbs: {
    price_watches_start: [
      "watch",
      "track",
      "monitor",
      "follow",
      "keep an eye on",
      "keep tabs on",
      "start watching",
      "start tracking",
      "start monitoring",
      "price watch",
      "price-check",
    ],
    price_watches_stop: [
      "stop watching",
      "stop tracking",
      "stop monitoring",
      "stop following",
      "stop checking",
      "stop keeping an eye on",
      "stop keeping tabs on",
      "quit watching",
      "quit tracking",
      "cease watching",
      "no longer watch",
      "no longer track",
      "no longer need to watch",
      "do not watch",
      "do not track",
      "do not monitor",
      "do not need to watch",
      "do not need to track",
      "do not want to watch",
      "do not want to track",
      "do not keep watching",
      "do not keep tracking",
      // "no need to keep watching it": a watch said to be needed no more.
      "no need to watch",
      "no need to keep watching",
      "no need to track",
      "no need to keep tracking",
      "no need to keep an eye on",
      "unwatch",
      "untrack",
      "unfollow",
      "forget about",
    ],
    price_watches_set_target: [
      "set",
      "change",
      "update",
      "make",
      "put",
      "lower",
      "raise",
      "adjust",
      "move",
      "drop",
      "reduce",
      "bump",
      "increase",
      "decrease",
    ],
    // Asking to be told of a price: "tell me when the kettle is under 30", "ping me if ...".
    price_watches_notify: [
      "tell me",
      "let me know",
      "alert me",
      "notify me",
      "ping me",
      // "lmk if it falls under S$250": "let me know" texted.
      "lmk",
      "message me",
      "text me",
      "warn me",
      "inform me",
      "email me",
      "shout",
      "give me a shout",
      "only ping me",
      "only tell me",
      "only alert me",
      "only notify me",
      "tell us",
      "let us know",
      "alert us",
      "notify us",
      "ping us",
    ],
    // What the price a watch waits for is called: "set the target for the tent to 180".
    price_watches_target: [
      "target",
      "target price",
      "price target",
      "alert price",
      "threshold",
      "alert",
      "price alert",
      "limit",
      "price limit",
      "trigger price",
      "alert level",
    ],
  },
  /** Phrases that, in a question, ask about its items (see `GroupWords.questions`). */
  questions: [
    "watching",
    "cheaper",
    "price drop",
    "gone down",
    "going for",
    "cost now",
    "on sale",
    "at now",
  ],
  /** Indirect requests and the request they mean (see `GroupWords.rephrase`). */
  rephrase: {
    // "would be great to know when {link} goes under £90": a wish to be told.
    "would be great to know when {x}": "tell me when {x}",
    "it would be great to know when {x}": "tell me when {x}",
    "would be nice to know when {x}": "tell me when {x}",
    "it would be nice to know when {x}": "tell me when {x}",
    "would be good to know when {x}": "tell me when {x}",
    "i would love to know when {x}": "tell me when {x}",
    "i would like to know when {x}": "tell me when {x}",
    // A target said as what it should be ("the mixer target should be 280 not 300", "I'd like
    // the target on the casserole to be 150"): set to it. Words said in several ways; a bare
    // "limit" (a card's, a speed's) is left out, and the first three rows take an amount only.
    "the {x} target/threshold should/must be {Amount}, not {z}": "set the {x} target to {Amount}",
    "the {x} target/threshold should/must be {Amount}": "set the {x} target to {Amount}",
    "the target/threshold on/for the {x} should/must be {Amount}":
      "set the target on the {x} to {Amount}",
    "I'd/I like/want the target/threshold on/for the {x} to be {y}":
      "set the target on the {x} to {y}",
    // Asked in French ("je voudrais que tu surveilles https://…", "surveille https://…"): watch.
    "je voudrais/veux que tu surveilles http{x}": "watch http{x}",
    "surveille/surveiller http{x}": "watch http{x}",
    // Two links watched by one verb ("watch https://… and https://…, any drop is fine"): each.
    "watch/track/monitor http{x} and http{y}": "watch http{x} and watch http{y}",
    "start/begin watching/tracking/monitoring http{x} and http{y}":
      "watch http{x} and watch http{y}",
    "keep an eye on http{x} and http{y}": "watch http{x} and watch http{y}",
    // A target put right ("I meant 150 not 200 for the Dyson", "I meant £80, not £90, for the
    // boots"): set to the amount meant, said of a thing ("the …").
    "I meant/mean {Amount}, not {z} for/on the {x}": "set the target on the {x} to {Amount}",
    // "what stuff am I keeping tabs on price-wise": the watches, asked loosely.
    "what stuff/things/items am I keeping/keepin tabs on price-wise/pricewise":
      "show my price watches",
    // "what am I tracking prices on at the moment": the watches, asked by what they do.
    ...Object.fromEntries(
      ["", " at the moment", " at the mo", " right now", " now", " currently", " these days"]
        .flatMap((
          now,
        ) => [
          ...["prices", "the price", "the prices"].map((p) => [
            `what am I tracking/watching/monitoring ${p} on/of/for${now}`,
            "show my price watches",
          ]),
          [`what prices am I tracking/watching/monitoring${now}`, "show my price watches"],
          [`what am I price tracking/watching${now}`, "show my price watches"],
        ]),
    ),
    // "don't stop watching the bike, just drop the target to £1,250": the watch kept, its target
    // changed.
    ...Object.fromEntries(
      ["don't stop watching/tracking the {x}", "keep watching/tracking the {x}"].flatMap((keep) =>
        [" - just ", " - but ", " - ", " but ", " but just ", " and just "].map((just) => [
          `${keep}${just}drop/lower/change/set/move/put/make the target/threshold to {y}`,
          "set the target on the {x} to {y}",
        ])
      ),
    ),
  },
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: [
    // Currencies said by their names after an amount ("1,850 rupees"; euros, pounds, dollars are
    // every group's).
    ...CURRENCY_NAMES,
    ...CURRENCY_CODES,
    // "watch this page https://…", "track this listing": the page is the link said.
    "page",
    "listing",
    "goes",
    "go",
    "falls",
    "fall",
    "drops",
    "drop",
    "hits",
    "hit",
    "cheaper",
    "pay",
    "price",
    "prices",
    "below",
    "under",
    "less",
    "than",
    "reaches",
    "ping",
    "tell",
    "let",
    "know",
    "alert",
    "dips",
    "dip",
    // "under a thousand euros": an amount said in words.
    "thousand",
    // "if e fall below 45,000 naira": Nigerian Pidgin's "it" before the price's verb.
    "e",
    "once",
    "threshold",
    "limit",
    "notify",
    "buy",
    "get",
    "would",
    "happily",
    // "i'd pay $1,400 max": the most the user would pay.
    "max",
    "maximum",
    "tops",
    // "not bothered about the lamp any more": an interest withdrawn.
    "bothered",
    "interested",
    "fussed",
    "keen",
    "arsed",
  ],
  /** What is tracked that is no product with a price: a reply is the follow-ups' (see `notItems`). */
  notItems: [
    "reply",
    "replies",
    "email(s)",
    "message(s)",
    "answer(s)",
    "response(s)",
    "follow-up(s)",
    // "what's the petrol price now": a market's price is the world's, no product watched.
    ...["petrol", "fuel", "diesel", "electricity", "share(s)", "stock(s)", "bitcoin", "gold"],
    // "I meant 15 not 50 for the taxi": a ride, a meal or a fee is paid for, no product watched
    // (an expense's amount, perhaps): no watch is named by one.
    ...["taxi(s)", "cab(s)", "uber(s)", "lyft(s)", "ride(s)", "fare(s)", "toll(s)", "parking"],
    ...["meal(s)", "lunch(es)", "dinner(s)", "breakfast(s)", "brunch(es)", "drinks", "takeaway(s)"],
    ...["fee(s)", "charge(s)", "tip(s)", "bill(s)", "fine(s)", "rent", "deposit(s)", "invoice(s)"],
    ...["postage", "mileage", "haircut(s)"],
  ],
  examples: {
    price_watches_start: [
      "watch https://shop.example/tent and tell me when it's under 150",
      "I'd buy https://shop.example/bike at 300, watch it",
    ],
    price_watches_list: [
      "show my price watches",
      "what's the current price of the kettle?",
      "has the kettle gone down in price?",
    ],
    price_watches_set_target: [
      "tell me when the tent is under 120",
      "I'd pay 90 for the kettle, let me know",
      "lower the alert on the kettle to 25 euros",
    ],
    price_watches_stop: [
      "stop watching the tent",
      "I bought the kettle already, stop tracking it",
    ],
  },
};
