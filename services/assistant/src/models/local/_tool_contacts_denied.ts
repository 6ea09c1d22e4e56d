/**
 * A contact's detail said after a word denying it ("Sarah's number isn't 07700 900111 anymore"):
 * the old detail, which a change never writes; the new one is read by the rephrasing
 * (`notAnyMore()` in `groups/_contacts_put_right.ts`). Read by `_tool_contacts.ts`.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import type { Clause } from "./_tool_text.ts";
import { wordSet } from "./_tool_words.ts";

/**
 * Words that deny a detail said right after them: "isn't …", "is not …", "is no longer …" ("no,
 * her number is …" denies something else).
 */
const NOT_SO = wordSet("not isn't isnt ain't wasn't wasnt longer");

/**
 * Whether a detail a change writes is said right after a word denying it: "Sarah's number isn't 07700
 * 900111 anymore" names the old number ("… is 07700 900222, not 07700 900111" the new one first).
 */
export function deniedDetail(c: Clause, call: ToolCall): boolean {
  const said = [call.input.phone, call.input.email].filter((v): v is string =>
    typeof v === "string"
  );
  return said.some((value) => {
    const at = c.text.indexOf(value);
    const before = c.text.slice(0, Math.max(at, 0)).trim().split(" ").at(-1) ?? "";
    return at > 0 && NOT_SO.has(before.toLowerCase());
  });
}
