import type { ToolHandlers } from "../types.ts";
import { textListHandlers } from "./_text_list.ts";

/** The most notes one account keeps. */
export const MAX_NOTES = 2000;

/** Handlers of the notes group: `notes_list` (newest first), `notes_create`, `notes_delete`. */
export const notesHandlers: ToolHandlers = textListHandlers({
  table: "assistant.notes",
  one: "note",
  ref: "note",
  max: MAX_NOTES,
  tools: { list: "notes_list", create: "notes_create", remove: "notes_delete" },
  dataKey: "notes",
  created: (quoted) => `Noted: ${quoted}.`,
  removed: (quoted) => `Deleted the note ${quoted}.`,
});
