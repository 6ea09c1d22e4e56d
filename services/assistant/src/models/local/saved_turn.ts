/**
 * Where a message is read against the user's saved items rather than by its words alone: the
 * readings of `saved_pointed.ts` (an item said over), `saved_changed.ts` (a change said as news)
 * and `saved_text.ts` (an item's words put right), tried in turn on what the parser read. The
 * kinds the caller may read and change are read as context through `readSaved` (never an action
 * of the turn); what comes back is the calls to run, in order, or null to keep the parser's
 * reading.
 * @module
 */
import { findTool } from "@asst/shared";
import type { ToolCall, ToolResult } from "../../tools/types.ts";
import type { ActRequest } from "../model.ts";
import {
  endedRef,
  namedBest,
  namesNone,
  namingStems,
  overSaid,
  POINTABLE,
  pointedCalls,
  readItems,
} from "./saved_pointed.ts";
import { CHANGEABLE, changedCalls, changeSaid } from "./saved_changed.ts";
import { textChangedCalls, textListed } from "./saved_text.ts";
import type { ToolIntent } from "./tool_intent.ts";
import { withoutKept } from "./_rephrase_kept.ts";
import { words } from "../../text/normalize.ts";

/**
 * The calls a message means read against the saved items, given the parser's reading `intent`,
 * or null to keep that reading: run them in order, each after the one before it worked.
 */
export async function readAgainstSaved(
  turn: ActRequest,
  intent: ToolIntent,
): Promise<ToolCall[] | null> {
  const req = readingOnce(turn);
  const { calls, drafts, asks, unread } = intent;
  if (calls.length === 0 && drafts.length === 0 && asks.length === 0) {
    const pointed = await pointedAtSaved(req);
    if (pointed) return pointed;
  }
  if (calls.length === 0 && drafts.length === 0 && !asks.some((a) => a.saved)) {
    const changed = await changedSaved(req);
    if (changed) return changed;
  }
  if (calls.length > 0 && drafts.length === 0 && asks.length === 0 && unread === undefined) {
    // "… Mrs Shah not Patel" read as the note removed (and saved as said): its words put right.
    const fixed = await changedSaved(req, calls);
    if (fixed) return fixed;
    // "move the airport reminder to 5:40pm wednesday": made again with the saved reminder's words.
    const own = await movedWithOwnWords(req, calls);
    if (own) return own;
    // "Isfahan trip moved, now 8th to 11th October" read as a new trip: the saved one it names is
    // changed, never made twice.
    const moved = calls.length === 1 ? await addedAsChanged(req, calls[0]!) : null;
    if (moved) return moved;
    if (calls.length === 1) return await pointedInstead(req, calls[0]!);
  }
  return null;
}

/**
 * `turn` whose `readSaved` reads each list once: the readings tried in turn read the same kinds
 * (an item said over, then a change said as news), and a list read is the same within a turn.
 */
function readingOnce(turn: ActRequest): ActRequest {
  const read = turn.readSaved;
  if (!read) return turn;
  const lists = new Map<string, Promise<ToolResult>>();
  return {
    ...turn,
    readSaved: (call) => {
      const key = `${call.name} ${JSON.stringify(call.input)}`;
      const known = lists.get(key);
      if (known) return known;
      const reading = read(call);
      lists.set(key, reading);
      return reading;
    },
  };
}

/** The calls `req` may make, by name. */
function allowedOf(req: ActRequest): Set<string> {
  return new Set(req.tools.map((t) => t.name));
}

/** `calls` when the caller may make every one of them within the turn's limit, else null. */
function withinReach(req: ActRequest, calls: ToolCall[] | null): ToolCall[] | null {
  if (calls === null || calls.length > req.maxToolCalls) return null;
  const allowed = allowedOf(req);
  return calls.every((c) => allowed.has(c.name)) ? calls : null;
}

/**
 * A message the parser read no request in that says a saved item is over ("not bothered about
 * the oat milk any more"): the kinds the caller may read and end are read, and the one item the
 * message names (two, said "both") is ended (`saved_pointed.ts`); null when none or others fit.
 */
async function pointedAtSaved(req: ActRequest): Promise<ToolCall[] | null> {
  // "dismiss the thesis one but keep the conference one": what stays is none of it.
  const message = withoutKept(req.message) ?? req.message;
  const over = overSaid(message);
  if (over === null || !req.readSaved || req.maxToolCalls < 1) return null;
  const allowed = allowedOf(req);
  const kinds = POINTABLE.filter((k) => {
    const end = over === "done" ? k.done : k.gone;
    return end !== undefined && allowed.has(k.list) && allowed.has(end.tool);
  });
  const items = await readItems(req.readSaved, kinds);
  return withinReach(req, pointedCalls(message, over, items));
}

/**
 * A message that says a change to a saved item as news ("the surfboard target is 350 now", "the
 * rugby final is the 25th now not the 18th"): the kinds the caller may read and change are read,
 * and the one item named is changed to the one value said (`saved_changed.ts`), or its words put
 * right (`saved_text.ts`); null when none fits. With `parsed`, the parser's calls, only words put
 * right by the same tools count (the note removed, then saved again).
 */
async function changedSaved(req: ActRequest, parsed?: ToolCall[]): Promise<ToolCall[] | null> {
  if (!changeSaid(req.message) || !req.readSaved || req.maxToolCalls < 1) return null;
  const allowed = allowedOf(req);
  const kinds = CHANGEABLE.filter((k) =>
    allowed.has(k.kind.list) && k.tools.every((t) => allowed.has(t))
  );
  const texts = textListed(allowed);
  if (kinds.length === 0 && texts.length === 0) return null;
  const dated = await readItems(req.readSaved, kinds.map((k) => k.kind));
  const items = [...dated, ...await readItems(req.readSaved, texts)];
  const ctx = { now: req.now, timezone: req.timezone };
  const calls = withinReach(
    req,
    (parsed ? null : changedCalls(req.message, dated, ctx)) ??
      textChangedCalls(req.message, items),
  );
  if (calls === null || (parsed && !parsed.every((c, i) => calls[i]?.name === c.name))) {
    return null;
  }
  return calls;
}

/**
 * A reminder moved by the parser's reading ("move the airport reminder to 5:40pm wednesday" as the
 * reminder about "airport" cancelled, and one about "airport" made at the new time): the new one
 * made with the words of the one saved reminder so named ("pick up Nan from the airport"); null
 * keeps the parser's calls.
 */
async function movedWithOwnWords(req: ActRequest, calls: ToolCall[]): Promise<ToolCall[] | null> {
  const [cancel, create] = calls;
  const ref = cancel?.input.reminder;
  if (
    calls.length !== 2 || cancel!.name !== "reminders_cancel" ||
    create!.name !== "reminders_create" ||
    typeof ref !== "string" || create!.input.text !== ref || !req.readSaved
  ) return null;
  const kind = POINTABLE.find((k) => k.kind === "reminder")!;
  const ws = words(ref);
  const named = namedBest(ws, namingStems(ws, []), await readItems(req.readSaved, [kind]));
  const text = named.length === 1 ? named[0]!.fields.text : undefined;
  if (typeof text !== "string" || text === ref) return null;
  return [
    { name: cancel!.name, input: { ...cancel!.input, reminder: named[0]!.id } },
    { name: create!.name, input: { ...create!.input, text } },
  ];
}

/**
 * The parser's one call adding an item, when the message says a change as news of a saved item
 * of the same group ("Isfahan trip moved, now 8th to 11th October", with a trip to Isfahan saved):
 * the change of that item; null keeps the parser's call.
 */
async function addedAsChanged(req: ActRequest, call: ToolCall): Promise<ToolCall[] | null> {
  const tool = findTool(call.name);
  if (tool?.level !== "add") return null;
  const changed = await changedSaved(req);
  return changed?.every((c) => findTool(c.name)?.group === tool.group) ? changed : null;
}

/**
 * The parser's one call ending an item whose reference names none of its kind ("not bothered
 * about the oat milk any more" read as a price watch to stop): the message read against every
 * kind instead, when it says an item is over and names one; null keeps the parser's call.
 */
async function pointedInstead(req: ActRequest, call: ToolCall): Promise<ToolCall[] | null> {
  const ended = endedRef(call);
  if (ended === null || !req.readSaved) return null;
  if (!req.tools.some((t) => t.name === ended.kind.list)) return null;
  const listed = await req.readSaved({ name: ended.kind.list, input: {} });
  if (!listed.ok || !namesNone(ended.kind, listed.data, ended.ref)) return null;
  return await pointedAtSaved(req);
}
