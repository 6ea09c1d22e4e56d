/**
 * What a Telegram message may hold: text split to the Bot API's length, buttons as an inline
 * keyboard whose data fits `callback_data`.
 * @module
 */
import { AppError, ERROR_CODE } from "@asst/shared";
import type { InlineKeyboardMarkup } from "./bot_api.ts";

/** Most characters (UTF-16 code units) of one Telegram message. */
export const TELEGRAM_MAX_TEXT = 4096;
/** Most bytes of a button's `callback_data`. */
export const TELEGRAM_MAX_CALLBACK_DATA_BYTES = 64;

/**
 * Splits `text` into parts of at most `max` UTF-16 code units, at a line break or a space when
 * there is one in the second half of a part, never inside a surrogate pair.
 */
export function splitText(text: string, max = TELEGRAM_MAX_TEXT): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let cut = rest.lastIndexOf("\n", max);
    if (cut < max / 2) cut = rest.lastIndexOf(" ", max);
    if (cut >= max / 2) {
      parts.push(rest.slice(0, cut));
      rest = rest.slice(cut + 1);
      continue;
    }
    cut = max;
    const code = rest.charCodeAt(cut - 1);
    if (code >= 0xd800 && code <= 0xdbff) cut--;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest.length > 0 || parts.length === 0) parts.push(rest);
  return parts;
}

/** Buttons as an inline keyboard, one row each. @throws {AppError} 400 for data over 64 bytes */
export function inlineKeyboard(buttons: { label: string; data: string }[]): InlineKeyboardMarkup {
  for (const b of buttons) {
    const bytes = new TextEncoder().encode(b.data).length;
    if (bytes === 0 || bytes > TELEGRAM_MAX_CALLBACK_DATA_BYTES) {
      throw new AppError(
        ERROR_CODE.badRequest,
        `A button's data has ${bytes} bytes; Telegram takes 1 to ${TELEGRAM_MAX_CALLBACK_DATA_BYTES}: shorten it`,
      );
    }
  }
  return { inline_keyboard: buttons.map((b) => [{ text: b.label, callback_data: b.data }]) };
}
