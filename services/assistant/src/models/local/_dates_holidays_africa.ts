/**
 * Holidays of Africa said by their own names, each on one day wherever it is said ("Throne Day",
 * "Sham el-Nessim", "Enkutatash"): Ethiopia's counted from its own new year (11 September, the 12th
 * before a Gregorian leap year), Egypt's spring feast from Orthodox Easter.
 * @module
 */
import { COUNTRIES } from "./_zone_countries.ts";
import {
  afterEthiopianNewYear,
  afterOrthodoxEaster,
  ethiopianNewYear,
  fixed,
  type HolidayRow,
  nth,
} from "./_dates_holidays_days.ts";

const { MA, DZ, GH } = COUNTRIES;

export const AFRICA_HOLIDAYS: HolidayRow[] = [
  {
    names: ["sham el nessim", "sham el-nessim", "sham ennessim"],
    name: "Sham el-Nessim",
    on: afterOrthodoxEaster(1),
  },
  { names: ["coptic christmas", "ethiopian christmas"], name: "Coptic Christmas", on: fixed(1, 7) },
  { names: ["coptic easter"], name: "Coptic Easter", on: afterOrthodoxEaster(0) },
  { names: ["sinai liberation day"], name: "Sinai Liberation Day", on: fixed(4, 25) },
  { names: ["throne day", "fête du trône", "fete du trone"], name: "Throne Day", on: fixed(7, 30) },
  { names: ["green march"], name: "Green March", on: fixed(11, 6) },
  {
    names: ["amazigh new year", "yennayer"],
    name: "Amazigh New Year",
    on: fixed(1, 14),
    countries: [MA],
  },
  {
    names: ["amazigh new year", "yennayer"],
    name: "Amazigh New Year",
    on: fixed(1, 12),
    countries: [DZ],
  },
  {
    names: ["amazigh new year", "berber new year", "yennayer"],
    name: "Amazigh New Year",
    on: null,
  },
  { names: ["enkutatash", "ethiopian new year"], name: "Enkutatash", on: ethiopianNewYear },
  { names: ["meskel"], name: "Meskel", on: afterEthiopianNewYear(16) },
  { names: ["timkat"], name: "Timkat", on: afterEthiopianNewYear(130, true) },
  { names: ["adwa victory day", "adwa day"], name: "Adwa Victory Day", on: fixed(3, 2) },
  { names: ["founders' day"], name: "Founders' Day", on: fixed(8, 4), countries: [GH] },
  { names: ["farmers' day"], name: "Farmers' Day", on: nth(12, 5, 1), countries: [GH] },
];
