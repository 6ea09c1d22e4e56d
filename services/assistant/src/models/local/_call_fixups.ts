/**
 * What is done to the calls read from a message's clauses before they run: "it" and "them"
 * resolved to the items added before, a target said after a new watch folded into it, the calls of
 * a clause that only tells something dropped beside a request of another group, and each call's
 * input as its tool's schema reads it.
 * @module
 */
import { findTool } from "@asst/shared";
import type { ToolCall } from "../../tools/types.ts";
import { resolvesToLatestWatch } from "../../tools/prices/latest_watch.ts";
import { onePerson, saidOfPerson } from "./_tool_contacts_person.ts";

/**
 * "buy it" after "add milk to the list" is "buy milk"; "paid to them" after a supplier saved is
 * that supplier's expense.
 */
export function resolvePronouns(calls: ToolCall[]): ToolCall[] {
  let items: string[] | null = null;
  let supplier: string | null = null;
  let spent: string | null = null;
  // "update Bev's cell …, and remind me to text her": the one person named (`_tool_contacts_person.ts`).
  const person = onePerson(calls);
  return calls.map((call) => {
    const key = call.name === "reminders_create" ? "text" : "content";
    const pointing = call.input[key];
    if (
      person && !items && (call.name === "reminders_create" || call.name === "tasks_create") &&
      typeof pointing === "string"
    ) {
      const said = saidOfPerson(pointing, person);
      if (said) return { ...call, input: { ...call.input, [key]: said } };
    }
    if (call.name === "expenses_suppliers_save" && typeof call.input.name === "string") {
      supplier = call.input.name;
      return call;
    }
    if (supplier && call.name === "expenses_record") return paidToSaved(call, supplier) ?? call;
    if (call.name === "expenses_record" && typeof call.input.description === "string") {
      spent = call.input.description;
      return call;
    }
    // "spent 40 EUR on a taxi and add a task to claim it back": "it" is the expense.
    if (spent && !items && (call.name === "reminders_create" || call.name === "tasks_create")) {
      const text = call.input[key];
      const said = typeof text === "string" ? swapIt(text, `the ${spent} expense`) : null;
      if (said) return { ...call, input: { ...call.input, [key]: said } };
    }
    if (call.name === "shopping_add" && Array.isArray(call.input.items)) {
      items = call.input.items.filter((i): i is string => typeof i === "string");
      return call;
    }
    if (
      items && items.length > 0 &&
      (call.name === "reminders_create" || call.name === "tasks_create")
    ) {
      const key = call.name === "reminders_create" ? "text" : "content";
      const text = call.input[key];
      if (typeof text === "string" && /\b(?:it|them)\b/iu.test(text)) {
        const list = items.length === 1
          ? items[0] ?? ""
          : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
        return {
          ...call,
          input: { ...call.input, [key]: text.replace(/\b(?:it|them)\b/iu, list) },
        };
      }
    }
    return call;
  });
}

/** `text` with its one word "it" said as `thing` ("claim it back"), or null when it has none. */
function swapIt(text: string, thing: string): string | null {
  const ws = text.split(" ");
  const at = ws.findIndex((w) => w.toLowerCase() === "it");
  if (at < 0 || ws.findIndex((w, i) => i > at && w.toLowerCase() === "it") >= 0) return null;
  return [...ws.slice(0, at), thing, ...ws.slice(at + 1)].join(" ");
}

/** The words an expense may say before "them" when it points at a supplier: "paid to them". */
const TO_THEM = new Set(["paid", "to", "from", "with", "spent", "at"]);
/** The words an expense's thing is said before "them" with, who it was bought from: "… from them". */
const FROM_THEM = new Set(["from", "with", "at", "via", "through"]);

/**
 * "save Greenleaf as a supplier and record 380 paid to them for the team lunch": the expense is
 * the supplier's, for what is said after "for". Null when the description says more about them.
 */
function paidToSaved(record: ToolCall, supplier: string): ToolCall | null {
  const said = record.input.description;
  if (typeof said !== "string" || record.input.supplier !== undefined) return null;
  const ws = said.trim().split(" ");
  // "… record USD 240 for the laptop repair they did": the expense is the supplier's work.
  const did = doneBySaved(ws);
  if (did) return { ...record, input: { ...record.input, description: did, supplier } };
  // "… record Rs 89,000 for the office AC from them": what was bought, then who from.
  const last = ws.map((w) => w.toLowerCase()).slice(-2);
  if (ws.length > 2 && last[1] === "them" && FROM_THEM.has(last[0] ?? "")) {
    const what = ws.slice(0, -2);
    if (what.some((w) => w.toLowerCase() === "them")) return null;
    return { ...record, input: { ...record.input, description: what.join(" "), supplier } };
  }
  const at = ws.findIndex((w) => w.toLowerCase() === "them");
  // "log £18 to them for …": "to" may have gone with the amount's phrase, "them" said first.
  if (at < 0 || !ws.slice(0, at).every((w) => TO_THEM.has(w.toLowerCase()))) return null;
  const rest = ws.slice(at + 1);
  if (rest[0]?.toLowerCase() !== "for" || rest.length < 2) return null;
  const what = rest.slice(rest[1]?.toLowerCase() === "the" ? 2 : 1);
  if (what.length === 0 || what.some((w) => w.toLowerCase() === "them")) return null;
  return { ...record, input: { ...record.input, description: what.join(" "), supplier } };
}

/** "watch <link> and tell me when it's under 50": one watch with its target. */
export function mergeWatchTargets(calls: ToolCall[]): ToolCall[] {
  const out: ToolCall[] = [];
  for (const call of calls) {
    const prev = out[out.length - 1];
    if (
      prev?.name === "price_watches_start" && call.name === "price_watches_set_target" &&
      typeof call.input.watch === "string" && resolvesToLatestWatch(call.input.watch) &&
      prev.input.target_price === undefined
    ) {
      out[out.length - 1] = {
        ...prev,
        input: { ...prev.input, target_price: call.input.target_price },
      };
      continue;
    }
    out.push(call);
  }
  return out;
}

/**
 * "add OfficeHub as a supplier, they do our desks, note net 30 terms": a note said right after an
 * item that keeps notes of its own (a supplier, a contact, a trip) is that item's, not a second
 * request of the notes.
 */
export function mergeItemNotes(calls: ToolCall[]): ToolCall[] {
  const out: ToolCall[] = [];
  for (const call of calls) {
    const prev = out[out.length - 1];
    const text = call.input.text;
    if (
      prev && prev.name !== "notes_create" && call.name === "notes_create" &&
      typeof text === "string" && keepsNotes(prev.name)
    ) {
      const before = typeof prev.input.notes === "string" ? `${prev.input.notes}; ` : "";
      out[out.length - 1] = { ...prev, input: { ...prev.input, notes: `${before}${text}` } };
      continue;
    }
    out.push(call);
  }
  return out;
}

/** True when a tool's input has notes of its own. */
function keepsNotes(name: string): boolean {
  const shape = (findTool(name)?.input as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && "notes" in shape;
}

/**
 * Beside a request, a clause that only tells something is its explanation, not a second request
 * of another group: "clear the shopping list, I've done the big shop" completes no task.
 */
export function withoutAsides(calls: ToolCall[], told: ReadonlySet<ToolCall>): ToolCall[] {
  const asked = calls.filter((c) => !told.has(c));
  if (asked.length === 0 || asked.length === calls.length) return calls;
  const groups = new Set(asked.map((c) => findTool(c.name)?.group));
  return calls.filter((c) => !told.has(c) || groups.has(findTool(c.name)?.group));
}

/** The call with its input as the tool's schema reads it, or null when it does not validate. */
export function validated(call: ToolCall): ToolCall | null {
  const tool = findTool(call.name);
  if (!tool) return null;
  const parsed = tool.input.safeParse(call.input);
  if (!parsed.success) return null;
  return { name: call.name, input: parsed.data as Record<string, unknown> };
}

/** The most words said after "they" of a thing the supplier did: "they did", "they sold us". */
const MOST_AFTER_THEY = 3;

/**
 * The thing an expense paid for, said as what a supplier just saved did ("laptop repair they
 * did", "the tiles that they sold us"), or null when the description says no such thing.
 */
function doneBySaved(ws: readonly string[]): string | null {
  const at = ws.findIndex((w) => w.toLowerCase() === "they");
  const after = ws.length - at - 1;
  if (at < 1 || after < 1 || after > MOST_AFTER_THEY) return null;
  if (ws.slice(at + 1).some((w) => w.toLowerCase() === "they")) return null;
  const joined = ["that", "which"].includes(ws[at - 1]!.toLowerCase()) ? at - 1 : at;
  return joined > 0 ? ws.slice(0, joined).join(" ") : null;
}
