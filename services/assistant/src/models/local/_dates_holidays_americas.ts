/**
 * Holidays of Latin America said by their own names, each on one day wherever it is said ("Día de
 * los Muertos", "El Grito", "Dieciocho"). A name several of its countries keep on different days
 * ("Fiestas Patrias", "Independence Day") is in `_dates_holidays_shared.ts`.
 * @module
 */
import { fixed, type HolidayRow, nth } from "./_dates_holidays_days.ts";

export const AMERICAS_HOLIDAYS: HolidayRow[] = [
  {
    names: [
      "día de los muertos",
      "dia de los muertos",
      "día de muertos",
      "dia de muertos",
      "day of the dead",
    ],
    name: "Día de los Muertos",
    on: fixed(11, 1),
    days: 2,
  },
  {
    names: ["día de la virgen de guadalupe", "dia de la virgen de guadalupe", "guadalupe day"],
    name: "Día de la Virgen de Guadalupe",
    on: fixed(12, 12),
  },
  { names: ["el grito", "grito de independencia"], name: "El Grito", on: fixed(9, 15) },
  { names: ["glorias navales"], name: "Día de las Glorias Navales", on: fixed(5, 21) },
  {
    names: ["revolución de mayo", "revolucion de mayo"],
    name: "Revolución de Mayo",
    on: fixed(5, 25),
  },
  {
    names: ["día de la memoria", "dia de la memoria"],
    name: "Día de la Memoria",
    on: fixed(3, 24),
  },
  {
    names: ["malvinas day", "día de malvinas", "dia de malvinas"],
    name: "Malvinas Day",
    on: fixed(4, 2),
  },
  { names: ["batalla de boyacá", "batalla de boyaca"], name: "Batalla de Boyacá", on: fixed(8, 7) },
  { names: ["batalla de carabobo"], name: "Batalla de Carabobo", on: fixed(6, 24) },
  { names: ["inti raymi"], name: "Inti Raymi", on: fixed(6, 24) },
  {
    names: ["día de santa rosa", "dia de santa rosa"],
    name: "Santa Rosa de Lima",
    on: fixed(8, 30),
  },
  { names: ["dia de tiradentes", "tiradentes day"], name: "Tiradentes", on: fixed(4, 21) },
  { names: ["sete de setembro"], name: "Sete de Setembro", on: fixed(9, 7) },
  {
    names: ["dia da independência", "dia da independencia"],
    name: "Dia da Independência",
    on: fixed(9, 7),
  },
  { names: ["mexican independence day"], name: "Mexican Independence Day", on: fixed(9, 16) },
  { names: ["mexican constitution day"], name: "Mexican Constitution Day", on: nth(2, 1, 1) },
];
