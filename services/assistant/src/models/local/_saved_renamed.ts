/**
 * A saved item's name-like value said again as news, the old one said after "not" (`saved_changed.ts`):
 * a trip's place ("change of plans, it's Hermanus not Cape Town") or the supplier of an expense
 * ("the printer paper was from Waltons, not Makro, update it"). The old value must be the item's own,
 * word for word, and all that "not" is said of; the new one is the run of capitalised words said
 * right before it, of no more than three words, and not the old one.
 * @module
 */
import { words } from "../../text/normalize.ts";
import type { ToolCall } from "../../tools/types.ts";
import { type Word, wordsOf } from "./_shapes.ts";
import { placeChanged } from "./_tool_trips_renamed.ts";
import { CHANGED } from "./_saved_said.ts";
import type { SavedItem } from "./saved_items.ts";

/** Words that say the change, never part of a name: "Hermanus now, not Cape Town". */
const SAYING = new Set(["now", "actually", "instead", "sorry"]);
/** The most words a name said again may have. */
const LONGEST = 3;

/** The value of the item's slot a name is said again of, or null when it has none. */
function slotOf(item: SavedItem): { slot: string; value: string } | null {
  const f = item.fields;
  if (item.kind.kind === "trip" && typeof f.destination === "string") {
    return { slot: "destination", value: f.destination };
  }
  const supplier = f.supplier as { name?: unknown } | null | undefined;
  if (item.kind.kind === "expense" && typeof supplier?.name === "string") {
    return { slot: "supplier", value: supplier.name };
  }
  return null;
}

/** Whether the words from `at` on are only the change said again ("update it", "now"), or none. */
function nothingAfter(ws: readonly Word[], at: number): boolean {
  const rest = ws.slice(at).filter((w) => !w.punct).map((w) => w.w);
  if (rest.length === 0) return true;
  return CHANGED.some((p) => p.join(" ") === rest.join(" ")) ||
    rest.every((w) => SAYING.has(w));
}

/**
 * The call that puts the new name said before "not <old>" on `item`, or null: "not" said once, the
 * old name the item's own, nothing after it but the change said again.
 */
export function renamedCalls(message: string, item: SavedItem): ToolCall[] | null {
  const own = slotOf(item);
  if (own === null) return null;
  const ws = wordsOf(message);
  const nots = ws.flatMap((w, i) => (w.w === "not" ? [i] : []));
  if (nots.length !== 1) return null;
  const at = nots[0]!;
  const mine = words(own.value);
  const old = ws.slice(at + 1, at + 1 + mine.length);
  if (old.map((w) => w.w).join(" ") !== mine.join(" ") || !old.every((w) => w.cap)) return null;
  if (at === 0) return saidAfter(message, ws, mine.length + 1, item, own.slot, mine);
  if (!nothingAfter(ws, at + 1 + mine.length)) return null;
  let end = at;
  while (end > 0 && (ws[end - 1]!.punct || SAYING.has(ws[end - 1]!.w))) end--;
  let from = end;
  while (from > 0 && ws[from - 1]!.cap && !ws[from - 1]!.punct) from--;
  const fresh = ws.slice(from, end);
  if (fresh.length === 0 || fresh.length > LONGEST || from === 0) return null;
  const name = message.slice(fresh[0]!.index, fresh.at(-1)!.end);
  if (words(name).join(" ") === mine.join(" ")) return null;
  // "was from Waltons": a supplier is said after "from".
  if (own.slot !== "destination" && ws[from - 1]!.w !== "from") return null;
  return put(item, own.slot, name);
}

/** The call that puts `name` in the item's `slot`, or null. */
function put(item: SavedItem, slot: string, name: string): ToolCall[] | null {
  if (slot === "destination") {
    const said = `to ${name}`;
    const call = placeChanged(item.id, said, wordsOf(said));
    return call ? [call] : null;
  }
  return [{ name: "expenses_update", input: { expense: item.id, supplier: name } }];
}

/** Words between the old name and the new one said after it: "not Kandy, it's Nuwara Eliya". */
const THEN_IS = [["it", "is"], ["its"], ["but"], ["rather"]];

/**
 * "not Kandy, it's Nuwara Eliya, the wedding venue changed": the old name first, then the new one
 * after "it's" or "but", then nothing, the change said again, or a reason told after a comma with
 * no name or figure in it. Only a trip's place is said so.
 */
function saidAfter(
  message: string,
  ws: readonly Word[],
  at: number,
  item: SavedItem,
  slot: string,
  mine: readonly string[],
): ToolCall[] | null {
  if (slot !== "destination") return null;
  let i = at;
  while (ws[i]?.punct) i++;
  // "it's" is one word, "it" with its "'s".
  const its = ws[i]?.w === "it" && ws[i]!.raw.length > 2 ? ["it"] : undefined;
  const is = its ?? THEN_IS.find((p) => p.every((w, k) => ws[i + k]?.w === w));
  if (!is) return null;
  i += is.length;
  const from = i;
  while (i < ws.length && ws[i]!.cap && !ws[i]!.punct) i++;
  if (i === from || i - from > LONGEST) return null;
  const name = message.slice(ws[from]!.index, ws[i - 1]!.end);
  if (words(name).join(" ") === mine.join(" ")) return null;
  const rest = ws.slice(i);
  const told = rest[0]?.raw === "," &&
    rest.slice(1).every((w) => !w.cap && !"0123456789".includes(w.w.charAt(0)));
  return nothingAfter(ws, i) || told ? put(item, slot, name) : null;
}
