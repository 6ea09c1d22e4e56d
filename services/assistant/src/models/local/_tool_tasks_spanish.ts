/**
 * A task's or a reminder's words that say when in Spanish, which the date reader does not read
 * ("add a task para el viernes: llamar al banco", "remind me el lunes at 9 to …"): left in the
 * item, the day would be lost and the words written as debris, so nothing is written. "mañana"
 * is read as "tomorrow" (`SHORTHAND` in `../../text/shorthand.ts`), and Spanish words that say no day are the
 * user's own ("llamar al contador").
 * @module
 */
import { words } from "../../text/normalize.ts";

/** Spanish words of days and parts of the day that are no English words. */
const SPANISH_WHEN: ReadonlySet<string> = new Set(
  (
    "hoy mañana manana pasado lunes martes miércoles miercoles jueves viernes sábado sabado " +
    "domingo tarde noche semana próximo proximo próxima proxima para por mediodía mediodia"
  ).split(" "),
);

/** True when an item's words say when in Spanish (see the module's note). */
export function saysSpanishWhen(text: string): boolean {
  return words(text).some((w) => SPANISH_WHEN.has(w));
}
