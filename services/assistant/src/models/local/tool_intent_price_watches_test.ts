import { type Phrasings, testPhrasings } from "./_intent_test_util.ts";

/** Phrasings of the price_watches group's requests, and the one call each must give (now: Friday 27 March 2026, 11:00 in Paris). */
const PHRASINGS: Phrasings = {
  price_watches_list: [
    ["what prices am I watching", {}],
    ["show my price watches", {}],
    ["list watched products", {}],
    ["what am I tracking?", {}],
    ["any price drops?", {}],
    ["show me my watchlist", {}],
  ],
  price_watches_start: [
    ["watch https://shop.example/p/123", { "url": "https://shop.example/p/123" }],
    ["watch this for under 30 EUR: https://shop.example/p/9", {
      "url": "https://shop.example/p/9",
      "target_price": 30,
    }],
    ["track the price of https://shop.example/kettle-42", {
      "url": "https://shop.example/kettle-42",
    }],
    ["let me know if https://shop.example/tv drops below 499.99", {
      "url": "https://shop.example/tv",
      "target_price": 499.99,
    }],
    ["alert me when https://shop.example/shoes is cheaper than £60", {
      "url": "https://shop.example/shoes",
      "target_price": 60,
    }],
    ["keep an eye on https://shop.example/lamp for under $25", {
      "url": "https://shop.example/lamp",
      "target_price": 25,
    }],
    ["https://shop.example/p/777", { "url": "https://shop.example/p/777" }],
    ["follow the price of https://shop.example/item?id=9&ref=x", {
      "url": "https://shop.example/item?id=9&ref=x",
    }],
  ],
  price_watches_set_target: [
    ["tell me when it's under 50", { "watch": "the last one", "target_price": 50 }],
    ["set the target for the kettle to 25", { "watch": "kettle", "target_price": 25 }],
    ["tell me when the kettle is under 40 euros", { "watch": "kettle", "target_price": 40 }],
    ["let me know when the TV drops to 450", { "watch": "TV", "target_price": 450 }],
    ["change the lamp's target price to 20", { "watch": "lamp", "target_price": 20 }],
    ["notify me if the headphones drop under 150", { "watch": "headphones", "target_price": 150 }],
  ],
  price_watches_stop: [
    ["stop watching the kettle", { "watch": "kettle" }],
    ["unwatch https://shop.example/lamp", { "watch": "https://shop.example/lamp" }],
    ["stop tracking the TV", { "watch": "TV" }],
    ["remove the kettle from my watch list", { "watch": "kettle" }],
    ["delete the price alert on the shoes", { "watch": "shoes" }],
    ["stop the price watch for the headphones", { "watch": "headphones" }],
  ],
};

testPhrasings("price_watches", PHRASINGS);
