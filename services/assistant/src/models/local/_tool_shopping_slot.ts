/**
 * The items a shopping shape's slot holds, up to any purpose after them ("… for the party"), and
 * whether a bare purchase ("buy milk") names items only (split from `_tool_shopping.ts`).
 * @module
 */
import { findDates } from "./_tool_dates.ts";
import { type Clause, match } from "./_tool_text.ts";
import { purposeAt } from "./_shopping_purpose.ts";
import { tokenize } from "./_tokens.ts";
import { items } from "./_tool_shopping_items.ts";

/** The items of group 1 of a match, up to any purpose after them. */
export function slotItems(c: Clause, re: RegExp): { list: string[] | null; plain: string } | null {
  const found = match(c, re);
  const span = found?.m.indices?.[1];
  if (!found || !span) return null;
  const full = c.text.slice(span[0], span[1]);
  const end = span[0] + purposeAt(full);
  // "… for bonfire night, oh and ketchup": the items go on after the purpose's comma.
  const comma = c.text.indexOf(",", end);
  const more =
    end < span[1] && comma >= 0 && comma < span[1] && !c.text.slice(end, comma).includes(" for ", 1)
      ? comma
      : span[1];
  const plain = c.text.slice(span[0], end) + c.text.slice(more, span[1]);
  return { list: items(c.typed(span[0], end) + c.typed(more, span[1]), plain), plain };
}

/** Words that put a thing somewhere or say what it is for ("to", "for"), then whose ("the"). */
const INTO = new Set(["to", "on", "onto", "into", "in", "for", "as", "from"]);
const WHOSE = new Set(["the", "my", "our", "a", "an"]);

/** "buy milk" and "add bananas" name items only; a date or a list is another request's. */
export function bareAllowed(plain: string, c: Clause): boolean {
  const ws = tokenize(plain).map((t) => t.raw.toLowerCase());
  for (const [i, w] of ws.entries()) {
    if (!INTO.has(w)) continue;
    // "… to the …", "… for my …": a place or a purpose, which a bare purchase does not say.
    if (WHOSE.has(ws[i + 1] ?? "")) return false;
    // "… to list", "… on shopping list"
    if (w !== "for" && w !== "as" && (ws[i + 1] === "list" || ws[i + 2] === "list")) return false;
  }
  return findDates(plain, c.ctx).length === 0;
}
