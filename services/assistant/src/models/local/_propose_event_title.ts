/**
 * What leaves an event's title in doubt, so that nothing is proposed with it: a piece of a clock
 * time the date reader left unread ("Dentist 15pm", "Team sync 9-10"), or a second request joined
 * to it ("Team meeting and tell the team by email"), for `_propose_event.ts`.
 * @module
 */
import { wordsOf } from "./_shapes.ts";

/**
 * A piece of a clock time left in a title ("Haircut.15am", "Dentist 15pm"): a time not read whole,
 * so the title and the time are both in doubt.
 */
export function clockLeft(title: string): boolean {
  const digit = (ch: string | undefined) => ch !== undefined && ch >= "0" && ch <= "9";
  // "Team sync 9-10", "Standup 9:30-10": a range of hours the date reader left unread.
  const clock = (p: string) =>
    p.length > 0 && p.length <= 5 && digit(p[0]) && [...p].every((ch) => ch === ":" || digit(ch));
  const range = (w: string) => {
    const parts = w.replaceAll("–", "-").split("-");
    return parts.length === 2 && parts.every(clock);
  };
  return wordsOf(title).some(({ w }) => {
    if (range(w)) return true;
    const parts = w.replaceAll(":", ".").split(".");
    return parts.some((p, i) => {
      const before = parts[i - 1];
      const glued = before !== undefined && digit(p[0]) && !digit(before[before.length - 1]);
      const meridiem = p.endsWith("am") || p.endsWith("pm");
      return glued || (meridiem && p.length > 2 && [...p.slice(0, -2)].every(digit));
    });
  });
}

/** Verbs of a second request joined to an event with "and": "…, and email everyone". */
const JOINED_REQUEST = new Set(
  ("tell email e-mail text send let remind invite ping message ask notify book add put remember " +
    "note set create cancel delete whatsapp").split(" "),
);

/**
 * "Team meeting and tell the team by email", "Standup and email everyone": a title that holds a
 * second request after "and", read as part of the event's name.
 */
export function requestJoined(title: string): boolean {
  const ws = wordsOf(title);
  return ws.some((w, i) => w.w === "and" && i > 0 && JOINED_REQUEST.has(ws[i + 1]?.w ?? ""));
}

/** True when the title of an event is in doubt ({@link clockLeft}, {@link requestJoined}). */
export function titleInDoubt(title: string): boolean {
  return clockLeft(title) || requestJoined(title);
}
