import type { ToolHandlers } from "../types.ts";
import { textListHandlers } from "./_text_list.ts";

/** The most keepsakes one account keeps. */
export const MAX_KEEPSAKES = 2000;

/**
 * Handlers of the keepsakes group: `keepsakes_list` (newest first), `keepsakes_save`,
 * `keepsakes_forget`.
 */
export const keepsakesHandlers: ToolHandlers = textListHandlers({
  table: "assistant.keepsakes",
  one: "keepsake",
  ref: "keepsake",
  max: MAX_KEEPSAKES,
  tools: { list: "keepsakes_list", create: "keepsakes_save", remove: "keepsakes_forget" },
  dataKey: "keepsakes",
  created: (quoted) => `Kept ${quoted}.`,
  removed: (quoted) => `Forgot the keepsake ${quoted}.`,
});
