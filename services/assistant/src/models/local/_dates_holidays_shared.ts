/**
 * Holidays whose name several countries keep on different days ("Independence Day", "Mother's
 * Day", "Fiestas Patrias"), one row a country's day: read only in that country's time zones, so
 * said elsewhere the name asks its day (or falls to the row every country may read, in
 * `_dates_holidays.ts`). A name a country keeps on no computable day (Israel's Independence Day,
 * of the Hebrew calendar) has a row with no day, so no other country's day is guessed.
 * @module
 */
import { COUNTRIES } from "./_zone_countries.ts";
import {
  afterEaster,
  fixed,
  type HolidayRow,
  lastWeekday,
  notOnSunday,
  nth,
  weekdayFrom,
} from "./_dates_holidays_days.ts";

const C = COUNTRIES;
const INDEPENDENCE = ["independence day", "día de la independencia", "dia de la independencia"];
const MOTHERS = [
  "mother's day",
  "día de la madre",
  "dia de la madre",
  "día de las madres",
  "dia de las madres",
];
const FATHERS = ["father's day", "día del padre", "dia del padre"];
const CONSTITUTION = ["constitution day", "día de la constitución", "dia de la constitucion"];
/** "labor day" is its own name, as the US row below names it. */
const LABOUR = ["labour day", "workers' day", "día del trabajo", "dia del trabajo"];

/** [the countries, the day] of one shared name, as rows. */
function byCountry(
  names: string[],
  name: string,
  days: [readonly (typeof C)[keyof typeof C][], HolidayRow["on"], number?][],
): HolidayRow[] {
  return days.map(([countries, on, length]) => ({
    names,
    name,
    on,
    countries,
    ...(length ? { days: length } : {}),
  }));
}

/** Names of things that hold a holiday's name and are no day ("A Midsummer Night's Dream"). */
const NO_DAY = ["midsummer night's dream", "meskel square"];

export const SHARED_HOLIDAYS: HolidayRow[] = [
  ...NO_DAY.map((name): HolidayRow => ({ names: [name], name, on: null })),
  ...byCountry(["fiestas patrias"], "Fiestas Patrias", [
    [[C.PE], fixed(7, 28), 2],
    [[C.CL], fixed(9, 18), 2],
  ]),
  ...byCountry(INDEPENDENCE, "Independence Day", [
    [[C.MX], fixed(9, 16)],
    [[C.GT, C.SV, C.HN, C.NI, C.CR], fixed(9, 15)],
    [[C.CO], fixed(7, 20)],
    [[C.AR], fixed(7, 9)],
    [[C.CL], fixed(9, 18)],
    [[C.PE], fixed(7, 28)],
    [[C.VE], fixed(7, 5)],
    [[C.UY], fixed(8, 25)],
    [[C.PY], fixed(5, 14)],
    [[C.BO], fixed(8, 6)],
    [[C.EC], fixed(8, 10)],
    [[C.BR], fixed(9, 7)],
    [[C.DO], fixed(2, 27)],
    [[C.PL], fixed(11, 11)],
    [[C.FI], fixed(12, 6)],
    [[C.GR], fixed(3, 25)],
    [[C.CY], fixed(10, 1)],
    [[C.UA], fixed(8, 24)],
    [[C.ID], fixed(8, 17)],
    [[C.PH], fixed(6, 12)],
    [[C.VN], fixed(9, 2)],
    [[C.BD], fixed(3, 26)],
    [[C.LK], fixed(2, 4)],
    [[C.PK], fixed(8, 14)],
    [[C.MA], fixed(11, 18)],
    [[C.TN], fixed(3, 20)],
    [[C.DZ], fixed(7, 5)],
    [[C.KE], fixed(12, 12)],
    [[C.TZ], fixed(12, 9)],
    [[C.UG], fixed(10, 9)],
    [[C.PG], fixed(9, 16)],
    [[C.IL], null],
  ]),
  ...byCountry(["national day"], "National Day", [
    [[C.CH], fixed(8, 1)],
    [[C.AT], fixed(10, 26)],
    [[C.ES], fixed(10, 12)],
    [[C.SE], fixed(6, 6)],
    [[C.CN], fixed(10, 1)],
    [[C.TW], fixed(10, 10)],
    [[C.VN], fixed(9, 2)],
    [[C.LK], fixed(2, 4)],
    [[C.SA], fixed(9, 23)],
    [[C.AE], fixed(12, 2), 2],
    [[C.QA], fixed(12, 18)],
    [[C.KW], fixed(2, 25)],
    [[C.BH], fixed(12, 16)],
  ]),
  ...byCountry(CONSTITUTION, "Constitution Day", [
    [[C.ES], fixed(12, 6)],
    [[C.MX], nth(2, 1, 1)],
    [[C.UY], fixed(7, 18)],
    [[C.NO], fixed(5, 17)],
    [[C.DK], fixed(6, 5)],
    [[C.PL], fixed(5, 3)],
    [[C.JP], fixed(5, 3)],
    [[C.KR], fixed(7, 17)],
    [[C.TH], fixed(12, 10)],
  ]),
  ...byCountry(["republic day"], "Republic Day", [
    [[C.IT], fixed(6, 2)],
    [[C.TR], fixed(10, 29)],
    [[C.GH], fixed(7, 1)],
  ]),
  ...byCountry(["liberation day"], "Liberation Day", [
    [[C.NL], fixed(5, 5)],
    [[C.IT], fixed(4, 25)],
    [[C.DK], fixed(5, 5)],
    [[C.NO], fixed(5, 8)],
    [[C.KR], fixed(8, 15)],
    [[C.VN], fixed(4, 30)],
  ]),
  ...byCountry(["victory day"], "Victory Day", [
    [[C.RU], fixed(5, 9)],
    [[C.UA], fixed(5, 8)],
    [[C.BD], fixed(12, 16)],
    [[C.TR], fixed(8, 30)],
  ]),
  ...byCountry(["children's day", "día del niño", "dia del niño"], "Children's Day", [
    [[C.JP, C.KR], fixed(5, 5)],
    [[C.TW], fixed(4, 4)],
    [[C.TR], fixed(4, 23)],
    [[C.MX], fixed(4, 30)],
    [[C.NG], fixed(5, 27)],
    [[C.TH], nth(1, 6, 2)],
  ]),
  ...byCountry(["king's day"], "King's Day", [[[C.NL], notOnSunday(4, 27)]]),
  ...byCountry(["golden week"], "Golden Week", [
    [[C.JP], fixed(4, 29), 7],
    [[C.CN], fixed(10, 1), 7],
  ]),
  ...byCountry(["midsummer day", "midsummer's day"], "Midsummer Day", [
    [[C.SE, C.FI], weekdayFrom(6, 20, 6)],
  ]),
  ...byCountry(["midsummer", "midsummer eve", "midsummer's eve"], "Midsummer", [
    [[C.SE, C.FI], weekdayFrom(6, 19, 5)],
    [[C.NO, C.DK], fixed(6, 23)],
  ]),
  ...byCountry(["sinterklaas"], "Sinterklaas", [
    [[C.NL], fixed(12, 5)],
    [[C.BE], fixed(12, 6)],
  ]),
  ...byCountry(["memorial day"], "Memorial Day", [[[C.KR], fixed(6, 6)], [[C.IL], null]]),
  ...byCountry(["national foundation day"], "National Foundation Day", [
    [[C.JP], fixed(2, 11)],
    [[C.KR], fixed(10, 3)],
  ]),
  ...byCountry(
    ["revolution day", "día de la revolución", "dia de la revolucion"],
    "Revolution Day",
    [
      [[C.MX], nth(11, 1, 3)],
      [[C.EG], fixed(7, 23)],
    ],
  ),
  ...byCountry(["flag day", "día de la bandera", "dia de la bandera"], "Flag Day", [
    [[C.AR], fixed(6, 20)],
    [[C.MX], fixed(2, 24)],
  ]),
  ...byCountry(["king's birthday"], "King's Birthday", [[[C.TH], fixed(7, 28)]]),
  ...byCountry(["family day"], "Family Day", [[[C.ZA], afterEaster(1)]]),
  ...byCountry(LABOUR, "Labour Day", [
    [
      [C.MX, C.GT, C.CO, C.AR, C.CL, C.PE, C.VE, C.UY, C.BR, C.ES, C.PT, C.IT, C.DE, C.AT, C.PL],
      fixed(5, 1),
    ],
    [
      [C.SE, C.NO, C.DK, C.FI, C.GR, C.CY, C.RO, C.CZ, C.TR, C.TH, C.VN, C.ID, C.PH, C.CN],
      fixed(5, 1),
    ],
    [[C.BD, C.LK, C.NP, C.EG, C.MA, C.KE, C.TZ, C.UG, C.ET, C.GH, C.NG, C.ZA], fixed(5, 1)],
  ]),
  ...byCountry(["labor day"], "Labor Day", [
    [
      [C.MX, C.GT, C.CO, C.AR, C.CL, C.PE, C.VE, C.UY, C.BR, C.ES, C.PT, C.IT, C.DE, C.AT, C.PL],
      fixed(5, 1),
    ],
    [
      [C.SE, C.NO, C.DK, C.FI, C.GR, C.CY, C.RO, C.CZ, C.TR, C.TH, C.VN, C.ID, C.PH, C.CN],
      fixed(5, 1),
    ],
    [[C.BD, C.LK, C.NP, C.EG, C.MA, C.KE, C.TZ, C.UG, C.ET, C.GH, C.NG, C.ZA], fixed(5, 1)],
  ]),
  ...byCountry(MOTHERS, "Mother's Day", [
    [[C.ES, C.PT, C.RO], nth(5, 0, 1)],
    [[C.MX, C.GT, C.SV], fixed(5, 10)],
    [[C.AR], nth(10, 0, 3)],
    [[C.CR], fixed(8, 15)],
    [[C.PA], fixed(12, 8)],
    [[C.BO], fixed(5, 27)],
    [[C.NI], fixed(5, 30)],
    [[C.SE], lastWeekday(5, 0)],
    [[C.NO], nth(2, 0, 2)],
    [[C.PL], fixed(5, 26)],
    [[C.RU], lastWeekday(11, 0)],
    [[C.TH], fixed(8, 12)],
    [[C.ID], fixed(12, 22)],
    [[C.EG, C.JO, C.LB, C.AE, C.SA, C.QA, C.KW, C.BH], fixed(3, 21)],
    [[C.KR], fixed(5, 8)],
  ]),
  ...byCountry(FATHERS, "Father's Day", [
    [[C.ES, C.PT, C.IT], fixed(3, 19)],
    [[C.DE], afterEaster(39)],
    [[C.TH], fixed(12, 5)],
  ]),
];
