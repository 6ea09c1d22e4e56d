/**
 * Where what is put on the shopping list ends and what is said of it begins: a place to buy the
 * things ("… on the way home"), or a purpose after them ("… - for the lasagne", "flour and sugar
 * for the cake"), which is no item's words; items joined on after a purpose ("eggs for the cake
 * and flour") are never cut off with it.
 * @module
 */
import { splitItems } from "./_tool_text.ts";
import { purposeStart } from "./_tool_words.ts";
import { tokenize } from "./_tokens.ts";
import { oneOf, template } from "./_templates.ts";
import { GIFTS } from "./groups/shopping.ts";

/** Where or when the items are to be bought: "on the way home", "at the market", "later". */
const WHERE = template("{x} {where}", {
  where: oneOf([
    "on the/my/your/our way home/back/in/over",
    "at/from the shop/shops/store/supermarket/market/bakery/butcher/butchers/butcher's/chemist/chemists/chemist's/corner_shop",
    "when you/we/i {y}",
    "later [on/today]",
  ]),
});

/** A purpose after a comma or dash ("… - for the lasagne"), and one said after the items. */
const PURPOSE = [
  template("{x} - for {y}"),
  template(
    "{x} for the/a/an/my/our/his/her/their/your/this/that/tonight/tomorrow/dinner/lunch/breakfast/supper/{poss} …",
    { poss: String.raw`\p{L}+'s` },
  ),
];

/**
 * Where a purpose after the items starts ("... - for the lasagne", "flour and sugar for the
 * cake") or a place to buy them ("... on the way home"), or the slot's end. After a single item
 * "for" may be part of it ("food for the cat").
 */
export function purposeAt(plain: string): number {
  const where = WHERE.exec(plain)?.indices?.[1];
  if (where) return where[1];
  const dashed = PURPOSE[0]!.exec(plain)?.indices?.[1];
  if (dashed) return dashed[1];
  // "sellotape for the birthday wrapping": an occasion, even after one item ("bread for Sunday"
  // says when, which an item to buy does not hold).
  const occasion = purposeStart(plain);
  // "eggs for the cake and flour": the items go on after the purpose, so none is cut.
  if (occasion > 0) {
    return gift(plain.slice(0, occasion)) || goesOn(plain.slice(occasion))
      ? plain.length
      : occasion;
  }
  const said = PURPOSE[1]!.exec(plain)?.indices?.[1];
  if (said && splitItems(plain.slice(0, said[1])).length >= 2 && !goesOn(plain.slice(said[1]))) {
    return said[1];
  }
  return plain.length;
}

/** True when what follows a purpose joins another item on ("… for the cake and flour"). */
function goesOn(purpose: string): boolean {
  // "… for new year's eve, oh and candles": after a comma, the items go on as said (`slotItems`).
  return splitItems(purpose.split(",")[0] ?? "").length >= 2;
}

/** One thing bought for an occasion that says nothing without it ("a present", `GIFTS`). */
function gift(before: string): boolean {
  const things = splitItems(before);
  const last = things.length === 1 ? tokenize(things[0]!).at(-1)?.raw.toLowerCase() : undefined;
  return last !== undefined && GIFTS.has(last);
}
