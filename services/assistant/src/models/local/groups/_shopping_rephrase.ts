/**
 * Other ways of saying a shopping request and the request they mean (the shopping group's
 * `rephrase`, split from `shopping.ts`): "we're out of X, add it to the list" is "add X to the
 * shopping list", "not X, make it Y" swaps two things.
 * @module
 */

/** Indirect shopping requests and the request each means (see `GroupWords.rephrase`). */
export const SHOPPING_REPHRASE: Readonly<Record<string, string>> = {
  // "flour + sugar on the list": the items and where they go, the verb left out.
  "{Items} on the list": "add {Items} to the shopping list",
  "{Items} on the shopping list": "add {Items} to the shopping list",
  "I need to buy {x}, add it to the list": "add {x} to the shopping list",
  "I need to buy {x}, add them to the list": "add {x} to the shopping list",
  "I need to buy {x}, put it on the list": "add {x} to the shopping list",
  "I need to buy {x}, put them on the list": "add {x} to the shopping list",
  "I need to buy {x}, add it to the shopping list": "add {x} to the shopping list",
  "I need to buy {x}, add them to the shopping list": "add {x} to the shopping list",
  "I need {x}, add it to the list": "add {x} to the shopping list",
  "I need {x}, add them to the list": "add {x} to the shopping list",
  "I need {x}, put it on the list": "add {x} to the shopping list",
  "I need {x}, put them on the list": "add {x} to the shopping list",
  "I need {x}, add it to the shopping list": "add {x} to the shopping list",
  "I need {x}, add them to the shopping list": "add {x} to the shopping list",
  "we need {x}, add it to the list": "add {x} to the shopping list",
  "we need {x}, add them to the list": "add {x} to the shopping list",
  "we need {x}, put it on the list": "add {x} to the shopping list",
  "we need {x}, put them on the list": "add {x} to the shopping list",
  "we need {x}, add it to the shopping list": "add {x} to the shopping list",
  "we need {x}, add them to the shopping list": "add {x} to the shopping list",
  "we need to buy {x}, add it to the list": "add {x} to the shopping list",
  "we need to buy {x}, add them to the list": "add {x} to the shopping list",
  "we need to buy {x}, put it on the list": "add {x} to the shopping list",
  "we need to buy {x}, put them on the list": "add {x} to the shopping list",
  "we need to buy {x}, add it to the shopping list": "add {x} to the shopping list",
  "we need to buy {x}, add them to the shopping list": "add {x} to the shopping list",
  "we're out of {x}, add it to the list": "add {x} to the shopping list",
  "we're out of {x}, add them to the list": "add {x} to the shopping list",
  "we're out of {x}, put it on the list": "add {x} to the shopping list",
  "we're out of {x}, put them on the list": "add {x} to the shopping list",
  "we're out of {x}, add it to the shopping list": "add {x} to the shopping list",
  "we're out of {x}, add them to the shopping list": "add {x} to the shopping list",
  "we've run out of {x}, add it to the list": "add {x} to the shopping list",
  "we've run out of {x}, add them to the list": "add {x} to the shopping list",
  "we've run out of {x}, put it on the list": "add {x} to the shopping list",
  "we've run out of {x}, put them on the list": "add {x} to the shopping list",
  "we've run out of {x}, add it to the shopping list": "add {x} to the shopping list",
  "we've run out of {x}, add them to the shopping list": "add {x} to the shopping list",
  // "swap eggs for milk on the list": one item out, another in.
  "swap {x} for {y} on the list": "remove {x} from the shopping list and add {y}",
  "swap {x} for {y} on the shopping list": "remove {x} from the shopping list and add {y}",
  "swap {x} with {y} on the list": "remove {x} from the shopping list and add {y}",
  "replace {x} with {y} on the list": "remove {x} from the shopping list and add {y}",
  "replace {x} with {y} on the shopping list": "remove {x} from the shopping list and add {y}",
  "on the list, swap {x} for {y}": "remove {x} from the shopping list and add {y}",
  // "put Yorkshire Tea on the list instead of PG Tips": the one said first comes in, the other out.
  "add/put {y} on/to the list instead of {x}": "remove {x} from the shopping list and add {y}",
  "add/put {y} on/to the shopping list instead of {x}":
    "remove {x} from the shopping list and add {y}",
  "add/put/get {y} instead of {x} on/to the list": "remove {x} from the shopping list and add {y}",
  "add/put/get {y} instead of {x} on/to the shopping list":
    "remove {x} from the shopping list and add {y}",
  // "take crisps off the list and put rice cakes on instead": one out, the other in its place.
  "take/cross {x} off the list and put/add {y} on instead":
    "remove {x} from the shopping list and add {y}",
  "take/cross {x} off the shopping list and put/add {y} on instead":
    "remove {x} from the shopping list and add {y}",
  // "get Lurpak instead of butter": no list named, read as the list's only when both are things.
  "get/buy/add {y} instead of {x}": "swap out the {x} and swap in {y}",
  // "swap the cheddar for parmesan": no list named, read as the list's only when both are things.
  "swap the {x} for {y}": "swap out the {x} and swap in {y}",
  "switch the {x} for {y}": "swap out the {x} and swap in {y}",
  // "not semi skimmed, make it whole milk": one thing put right by another, read as the list's
  // only when both are things (never "not friday, make it saturday"); a maker's name taken out
  // for another's and the thing ("not Peak, make it Three Crowns milk") is read beside it.
  "not {x}, make it/that {y}": "swap out the {x} for {y} and swap in {y}",
  // "not semi-skimmed, I said full fat milk": the thing put right by what was said.
  "not {x}, i/we said/meant/wanted {y}": "swap out the {x} for {y} and swap in {y}",
  // "not the salted butter, unsalted": the same with the thing that is right said bare.
  "not {x}, {y}": "swap out the {x} and swap in {y}",
  // "oat milk n granola pls add": the items said first, the verb said last as an afterthought.
  "{x} pls/please/plz add": "add {x}",
  "need/needs {x} pls/please/plz add": "add {x}",
  // "don't add bread, we've got loads - just butter": one thing turned down, another asked for.
  "don't add {x}, just {y}": "add {y}",
  "don't add {x}, {z} - just {y}": "add {y}",
  "no more {x} on the list": "remove {x} from the shopping list",
  "no more {x} on the list, {y}": "remove {x} from the shopping list",
  "no more {x} on the shopping list": "remove {x} from the shopping list",
  "no more {x} on the shopping list, {y}": "remove {x} from the shopping list",
  // "bought the tickets at Boots already": a thing bought, ticked off (a thing only, as
  // "scratch" reads it); "got" may be given, so only a thing surely bought ("strike").
  "bought the {x} from/at {y} already": "scratch the {x}",
  "already bought the {x} from/at {y}": "scratch the {x}",
  "bought the {x} already": "scratch the {x}",
  "got/grabbed the {x} from/at {y} already": "strike {x}",
  "already got/grabbed the {x} from/at {y}": "strike {x}",
  "got/grabbed the {x} already": "strike {x}",
  // "got the milk and the bananas": two things said bought, each named with its "the".
  "got/grabbed the {x} and the {y}": "strike {x} and {y}",
  // "bought everything on the list at Wong, you can empty it": where it was bought is no part.
  "bought/got everything on the list at/from {x}, you can empty/clear it":
    "clear the shopping list",
  "bought/got everything on the list at/from {x}, empty/clear it": "clear the shopping list",
};
