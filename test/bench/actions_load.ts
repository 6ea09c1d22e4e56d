/**
 * The `/actions` load of the benchmark: what a user keeping a shopping list does. Each request
 * adds a new item or removes one whose add has already come back done, so every request changes
 * the list and the list stays at about the same size (`keep` plus the adds in flight).
 * @module
 */
import type { WrkRequest } from "./wrk.ts";

/** Items kept on the list between an item's add and its removal. */
export const KEPT_ITEMS = 16;

/**
 * The Lua of the load (wrk's `request` and `response`): items are named `item <runId>-<n>`, `n`
 * counting from `start`. An add's number is read back from its response ("Added item r-7 to your
 * shopping list"); once `keep` adds are back, the next request removes the oldest of them, else
 * it adds the next item. A remove thus never races its own add (they may go out on different
 * connections), and no text is sent twice.
 */
export function actionsLua(runId: string, start: number, keep = KEPT_ITEMS): string {
  if (!/^[a-z0-9]+$/.test(runId)) throw new Error("the run id is letters and digits");
  return [
    `local next_n = ${start}`,
    "local added, first, last = {}, 1, 0",
    "local function body(text) return wrk.format(nil, nil, nil, '{\"message\":\"' .. text .. '\"}') end",
    "request = function()",
    `  if last - first + 1 >= ${keep} then`,
    "    local n = added[first]",
    "    added[first] = nil",
    "    first = first + 1",
    `    return body("remove item ${runId}-" .. n .. " from my shopping list")`,
    "  end",
    "  local n = next_n",
    "  next_n = next_n + 1",
    `  return body("add item ${runId}-" .. n .. " to my shopping list")`,
    "end",
    "response = function(status, headers, body)",
    `  if status == 200 and body:find('"tool":"shopping_add","ok":true', 1, true) then`,
    `    local n = body:match("Added item ${runId}%-(%d+)")`,
    "    if n then",
    "      last = last + 1",
    "      added[last] = n",
    "    end",
    "  end",
    "end",
  ].join("\n");
}

/** The `/actions` load for one wrk run (see {@link actionsLua}), its outcomes counted. */
export function actionsLoad(
  url: string,
  headers: Record<string, string>,
  runId: string,
  start: number,
): WrkRequest {
  return { url, headers, lua: actionsLua(runId, start), countActions: true };
}
