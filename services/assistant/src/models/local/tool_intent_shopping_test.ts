import { type Phrasings, testPhrasings } from "./_intent_test_util.ts";

/** Phrasings of the shopping group's requests, and the one call each must give (now: Friday 27 March 2026, 11:00 in Paris). */
const PHRASINGS: Phrasings = {
  shopping_list: [
    ["what's on my shopping list", {}],
    ["show the shopping list", {}],
    ["what do we need from the store?", {}],
    ["what do I need to buy", {}],
    ["read me my grocery list", {}],
    ["is there anything on my shopping list?", {}],
  ],
  shopping_add: [
    ["add milk, eggs and bread to my shopping list", { "items": ["milk", "eggs", "bread"] }],
    ["we need milk", { "items": ["milk"] }],
    ["put 2 lemons on the grocery list", { "items": ["2 lemons"] }],
    ["we're out of coffee", { "items": ["coffee"] }],
    ["we ran out of toilet paper and dish soap", { "items": ["toilet paper", "dish soap"] }],
    ["I need to buy a loaf of bread and some cheese", { "items": ["a loaf of bread", "cheese"] }],
    ["shopping list: tomatoes, basil, mozzarella", {
      "items": ["tomatoes", "basil", "mozzarella"],
    }],
    ["can you add toothpaste and shampoo to the shopping list please", {
      "items": ["toothpaste", "shampoo"],
    }],
    ["pls add 6 eggs, 1kg flour and a bottle of olive oil to my list", {
      "items": ["6 eggs", "1kg flour", "a bottle of olive oil"],
    }],
    ["throw bananas on the shopping list", { "items": ["bananas"] }],
  ],
  shopping_remove: [
    ["remove milk from the list", { "items": ["milk"] }],
    ["take milk off the list", { "items": ["milk"] }],
    ["cross eggs off my shopping list", { "items": ["eggs"] }],
    ["we don't need bread anymore", { "items": ["bread"] }],
    ["delete bananas and apples from the shopping list", { "items": ["bananas", "apples"] }],
    ["I bought the avocados, take them off the list", { "items": ["avocados"] }],
  ],
  shopping_clear: [
    ["empty my shopping list", {}],
    ["clear my shopping list", {}],
    ["delete everything from the shopping list", {}],
    ["wipe the grocery list", {}],
    ["nuke the shopping list", {}],
    ["start over on the shopping list", {}],
  ],
};

testPhrasings("shopping", PHRASINGS);
