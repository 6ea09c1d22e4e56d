/**
 * The shopping group's words of things (split from `shopping.ts`): what is never an item, said
 * where one goes ("a break", "the day", "Gary's number"), and what surely is one ("apples", "dog
 * food"), which lets items said without commas be told apart and keeps a thing from being read as
 * a task.
 * @module
 */

/** A word of time: "take the day off", "we don't need the weekend" name no thing to buy. */
const TIMES = (
  "day days week weeks weekend weekends fortnight month months year morning mornings afternoon " +
  "afternoons evening evenings night nights tonight today tomorrow yesterday monday tuesday " +
  "wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays " +
  "saturdays sundays"
).split(" ");

/**
 * A detail of a person: "I don't need Gary's number anymore" removes nothing from the list (said
 * after whose it is, see `_tool_shopping_items.ts`).
 */
const DETAILS = (
  "number numbers phone_number mobile_number mobile email emails email_address address " +
  "addresses birthday birthdays details contact_details contact"
).split(" ").map((w) => w.replaceAll("_", " "));

/** Said where an item goes, but nothing to buy (`notItems` of the description). */
export const NOT_ITEMS: readonly string[] = [
  // "add an item to the list", "add something": which thing is never said.
  "item(s)",
  "something",
  "break",
  "rest",
  "sleep",
  "nap",
  "holiday(s)",
  "vacation",
  "day off",
  "time off",
  "night out",
  "help",
  "hand",
  "hug",
  "advice",
  "word",
  "chat",
  "talk",
  "time",
  "minute",
  "moment",
  "change",
  "job",
  "raise",
  "pay rise",
  "miracle",
  "plan",
  "space",
  "peace and quiet",
  "fresh air",
  "exercise",
  "answer",
  "favour",
  "favor",
  "lift",
  "ride",
  "usual",
  "the usual",
  ...TIMES,
  ...DETAILS,
];

/**
 * Things for the house surely bought, one word each: said before another thing, they name none
 * with it ("toothpaste dental floss" is two things; never "nappy cream", a thing of two words).
 */
const HOUSEHOLD_WORDS =
  "nappy diaper wipe tissue toothpaste toothbrush shampoo conditioner soap detergent bleach " +
  "foil clingfilm bin_bag battery lightbulb bulb candle sunscreen mouthwash deodorant floss";

/**
 * Things surely bought, one word each (a plural is read by `grocery()` in
 * `_tool_shopping_items.ts`): an item whose last word is one is a thing, never a task ("strike
 * apples off the list", "scratch the dog food off"), and a run of them said without commas is one
 * item per word ("apples pears and grapes").
 */
export const GROCERIES: ReadonlySet<string> = new Set(
  (
    // Fruit.
    "apple pear grape banana orange lemon lime melon watermelon peach plum cherry strawberry " +
    "raspberry blueberry blackberry kiwi mango pineapple apricot nectarine fig avocado " +
    "clementine satsuma tangerine grapefruit berry fruit " +
    // Vegetables and herbs.
    "potato tomato onion garlic carrot pepper cucumber lettuce spinach broccoli cauliflower " +
    "cabbage courgette zucchini aubergine eggplant mushroom leek celery pea bean sweetcorn corn " +
    "parsnip turnip beetroot kale rocket radish asparagus chilli ginger herb basil parsley " +
    "coriander cilantro mint salad veg vegetable " +
    // Dairy, bakery, meat and fish.
    "milk cheese butter egg yoghurt yogurt cream margarine bread roll bagel croissant muffin " +
    "wrap tortilla pitta crumpet chicken beef pork lamb mince sausage bacon ham steak turkey " +
    "fish salmon tuna cod prawn shrimp " +
    // The cupboard.
    "rice pasta spaghetti noodle flour sugar salt oil vinegar cereal oats porridge jam honey " +
    "marmalade peanut ketchup mayo mayonnaise mustard coffee tea juice water lemonade cola " +
    "wine beer biscuit cookie crisp chip chocolate sweet cake snack nut raisin soup " +
    // Malted drinks, bought by their makers' names.
    "milo horlicks ovaltine " +
    "lentil chickpea spice sauce " +
    // Around the house.
    `${HOUSEHOLD_WORDS} food`
  ).split(" ").map((w) => w.replaceAll("_", " ")),
);

/** Things for the house of two words, said together ("dental floss"; never "nappy cream"). */
const HOUSEHOLD_PAIRS = [
  "paper towel/kitchen towel/kitchen roll/toilet paper/toilet roll/dish soap/hand soap",
  "washing powder/washing liquid/fabric softener/bin bag/trash bag/garbage bag/dental floss",
  "cling film/tin foil/sun cream/baby wipe/cotton bud/cotton pad/soap nut",
].flatMap((row) => row.split("/"));

/**
 * Things surely bought, of two words each, said together ("dental floss", "paper towels"; a
 * plural is read as in `grocery()`): with `GROCERIES`, the pieces a run said without commas is cut
 * into ("toothpaste dental floss and kitchen roll", `apart()` in `_tool_shopping_apart.ts`). Those
 * made of two groceries ("ice cream", "chocolate milk") are here so that "chocolate milk and eggs"
 * may be read two ways, and is then not cut.
 */
export const TWO_WORD_ITEMS: ReadonlySet<string> = new Set([
  ...HOUSEHOLD_PAIRS,
  ...[
    "nappy cream/diaper cream",
    "ice cream/peanut butter/orange juice/apple juice/cream cheese/sour cream/coconut milk",
    "olive oil/soy sauce/tomato sauce/hot sauce/baking powder/baking soda/maple syrup/taco shell",
    "hot dog/chicken breast/chicken stock/stock cube/tea bag/ground beef/rice noodle/spring onion",
    "chocolate milk/milk chocolate/garlic bread/banana bread/mince pie/brandy butter/fish finger",
    "baked bean/kidney bean/cat food/dog food/cat litter/sweet potato/chocolate chip/apple sauce",
    "bread roll/pasta sauce/flour tortilla/water biscuit",
    // "sun hat on the list": a first word that may be a verb ("sun", "paint") names the thing.
    "sun hat/sun lotion/fly spray/paint brush/bin liner/light bulb/wash bag",
  ].flatMap((row) => row.split("/")),
]);

/**
 * Groceries said first that name the stuff of no other ("milk eggs and bread" is milk, eggs and
 * bread): before a grocery that is not made of another (`MADE_OF`), they end a thing.
 */
export const STAPLES: ReadonlySet<string> = new Set(
  "milk bread water flour pasta cereal bacon ham oil".split(" "),
);

/**
 * Groceries that may be made of, or named by, the grocery said before them ("milk bread", "bread
 * rolls", "pasta sauce"): after a staple, the two may be one thing, so nothing is cut or written
 * unless the pair is known (`TWO_WORD_ITEMS`); the user is asked.
 */
export const MADE_OF: ReadonlySet<string> = new Set(
  (
    "bread milk cake biscuit cookie chip crisp sauce juice soup jam yoghurt yogurt noodle roll " +
    "wrap tortilla muffin croissant bagel cereal snack sweet chocolate cheese butter cream oil " +
    "flour vinegar stock tea coffee salad spice pitta crumpet sausage mince steak pasta"
  ).split(" "),
);

/** Things for the house, of one word or two: said before another thing, they name none with it. */
export const HOUSEHOLD: ReadonlySet<string> = new Set([
  ...HOUSEHOLD_WORDS.split(" ").map((w) => w.replaceAll("_", " ")),
  ...HOUSEHOLD_PAIRS,
]);

/**
 * Words that send a thing to a place ("to", and "a" in Spanish, Italian or Portuguese): an item
 * holding one before a capitalised word ("un viaje a Sevilla", "flights to Rome") names a journey,
 * never a thing to buy (read by `towardPlace()` in `_tool_shopping_items.ts`).
 */
export const TOWARD_PLACE: ReadonlySet<string> = new Set(["to", "a", "à", "nach"]);

/** Words before "a" that make it an article of one thing ("half a Toblerone"). */
export const BEFORE_ARTICLE: ReadonlySet<string> = new Set(
  "half quarter third such quite what many rather".split(" "),
);

/**
 * A place at home said after an item ("a jar of coffee at the back of the cupboard", "the milk in
 * the fridge"): where the thing is, no part of it (cut by `withoutHomePlace()` in
 * `_tool_shopping_items.ts`). Its words: how it is said ("at", "in"), a part of the place ("the
 * back of"), whose it is ("the", "our"), and the place.
 */
export const HOME_PLACE = {
  at: new Set("at in on under behind inside from".split(" ")),
  part: new Set("back bottom top side front corner end middle".split(" ")),
  whose: new Set("the my our".split(" ")),
  place: new Set(
    (
      "cupboard cupboards fridge freezer pantry larder drawer drawers cellar basement garage shed " +
      "cabinet shelf shelves sink kitchen bathroom loft attic cellar car boot utility hall " +
      "wardrobe cooler"
    ).split(" "),
  ),
};

/**
 * "and" in Spanish, French and German, said between things ("tortillas y aguacates"; read by
 * `atForeignAnd()` in `_tool_shopping_items.ts`); never "e" or "en" ("vitamin e tablets", "aceite
 * en spray").
 */
export const FOREIGN_AND: readonly string[] = ["y", "et", "und"];

/**
 * Words whose "h" is not said: "an" before them is the article ("an hour", "an honest man"), never
 * "and" said as "an" ("saltfish an hard dough bread"; `atForeignAnd()` in `_tool_shopping_items.ts`).
 */
export const SILENT_H: ReadonlySet<string> = new Set(
  "hour hours hourly honest honestly honour honor honours honors heir heiress herb herbs".split(
    " ",
  ),
);

/**
 * Things named by two words joined by "and" ("salt and vinegar crisps", "mac and cheese"): one
 * thing, never two items cut at its "and" ("sweet" and "sour sauce" were written for "sweet and
 * sour sauce"). Only what is bought as one: "gin and tonic" or "strawberries and cream" are
 * bought as two.
 */
export const JOINED_NAMES: readonly string[] = [
  "salt and vinegar",
  "sweet and sour",
  "mac and cheese",
  "macaroni and cheese",
  "fish and chips",
  "cheese and onion crisps",
  "sour cream and onion",
  "pick and mix",
  "surf and turf",
  "bubble and squeak",
  "bread and butter pudding",
  "salt and pepper crisps",
  "salt and pepper chips",
  "steak and kidney",
  "bangers and mash",
];
