/**
 * The holidays read by name (`holidays()` in `_dates_phrases.ts`), as data: each row its names,
 * the day it falls on in a year (fixed, the nth weekday of a month, or counted from Easter), how
 * many days it lasts and, for a name several countries keep on different days, the time zones of
 * the country whose day the row is. The holidays of the world's regions by their own names are in
 * `_dates_holidays_<region>.ts`, names several countries keep in `_dates_holidays_shared.ts`. A
 * holiday whose day cannot be computed (one of a lunar calendar: Diwali, Eid, Hari Raya) has no
 * row, or one with no day when its name holds another's ("Chinese New Year"), so a request for it
 * asks its day.
 * @module
 */
import { addDays } from "./_dates_zone.ts";
import { COUNTRIES } from "./_zone_countries.ts";
import {
  afterEaster,
  easter,
  fixed,
  type HolidayRow,
  lastMonday,
  mondayBy,
  nthWeekday,
} from "./_dates_holidays_days.ts";
import { SHARED_HOLIDAYS } from "./_dates_holidays_shared.ts";
import { EUROPE_HOLIDAYS } from "./_dates_holidays_europe.ts";
import { AMERICAS_HOLIDAYS } from "./_dates_holidays_americas.ts";
import { ASIA_HOLIDAYS } from "./_dates_holidays_asia.ts";
import { AFRICA_HOLIDAYS } from "./_dates_holidays_africa.ts";

export { easter, orthodoxEaster } from "./_dates_holidays_days.ts";

/** How a holiday is moved by the word after "the day" said before it: "the day before" is one back. */
export const HOLIDAY_MOVED: Readonly<Record<string, number>> = { before: -1, after: 1 };

const { GB, IE, CA, AU, NZ, ZA, IN, SG, MY, NG, GH, JM, TT } = COUNTRIES;

/**
 * Holidays as people name them (an apostrophe may be left out, "st" may take a dot), each with
 * the day it falls on in a year; a longer name wins over a shorter one inside it ("Christmas Eve"
 * over "Christmas").
 */
export const HOLIDAY_NAMES: HolidayRow[] = [
  // The rows of the world's regions first: a country's own day of a shared name, and longer
  // names ("Chinese New Year", "Orthodox Easter") before the shorter ones inside them below.
  ...ASIA_HOLIDAYS,
  ...SHARED_HOLIDAYS,
  ...EUROPE_HOLIDAYS,
  ...AMERICAS_HOLIDAYS,
  ...AFRICA_HOLIDAYS,
  { names: ["christmas eve", "xmas eve"], name: "Christmas Eve", on: fixed(12, 24) },
  { names: ["boxing day"], name: "Boxing Day", on: fixed(12, 26) },
  {
    names: ["christmas", "christmas day", "xmas", "xmas day"],
    name: "Christmas",
    on: fixed(12, 25),
  },
  { names: ["new year's eve", "nye"], name: "New Year's Eve", on: fixed(12, 31) },
  { names: ["hogmanay"], name: "Hogmanay", on: fixed(12, 31) },
  {
    names: ["new year", "new year's", "new year's day", "the new year"],
    name: "New Year",
    on: fixed(1, 1),
  },
  { names: ["halloween"], name: "Halloween", on: fixed(10, 31) },
  {
    names: ["valentine's", "valentine's day", "valentine day"],
    name: "Valentine's Day",
    on: fixed(2, 14),
  },
  {
    names: [
      "st patrick's",
      "st patrick's day",
      "saint patrick's",
      "saint patrick's day",
      "patrick's day",
      "paddy's day",
      "st paddy's",
      "st paddy's day",
      "patty's day",
      "st patty's day",
    ],
    name: "St Patrick's Day",
    on: fixed(3, 17),
  },
  // A name several countries keep on different days: the rows of a country's zones come first.
  { names: ["independence day"], name: "Independence Day", on: fixed(8, 15), countries: [IN] },
  { names: ["independence day"], name: "Independence Day", on: fixed(10, 1), countries: [NG] },
  { names: ["independence day"], name: "Independence Day", on: fixed(3, 6), countries: [GH] },
  { names: ["independence day"], name: "Independence Day", on: fixed(8, 6), countries: [JM] },
  { names: ["independence day"], name: "Independence Day", on: fixed(8, 31), countries: [TT] },
  {
    names: ["merdeka day", "merdeka", "hari merdeka", "national day"],
    name: "Merdeka Day",
    on: fixed(8, 31),
    countries: [MY],
  },
  { names: ["merdeka day", "hari merdeka"], name: "Merdeka Day", on: fixed(8, 31) },
  { names: ["malaysia day"], name: "Malaysia Day", on: fixed(9, 16) },
  { names: ["national day"], name: "National Day", on: fixed(8, 9), countries: [SG] },
  { names: ["republic day"], name: "Republic Day", on: fixed(1, 26), countries: [IN] },
  { names: ["gandhi jayanti"], name: "Gandhi Jayanti", on: fixed(10, 2) },
  { names: ["pakistan day", "pakistan resolution day"], name: "Pakistan Day", on: fixed(3, 23) },
  { names: ["kashmir day", "kashmir solidarity day"], name: "Kashmir Day", on: fixed(2, 5) },
  { names: ["iqbal day"], name: "Iqbal Day", on: fixed(11, 9) },
  { names: ["democracy day"], name: "Democracy Day", on: fixed(6, 12), countries: [NG] },
  { names: ["madaraka day"], name: "Madaraka Day", on: fixed(6, 1) },
  { names: ["mashujaa day"], name: "Mashujaa Day", on: fixed(10, 20) },
  { names: ["jamhuri day"], name: "Jamhuri Day", on: fixed(12, 12) },
  { names: ["emancipation day"], name: "Emancipation Day", on: fixed(8, 1) },
  { names: ["carnival monday"], name: "Carnival Monday", on: afterEaster(-48) },
  { names: ["carnival tuesday"], name: "Carnival Tuesday", on: afterEaster(-47) },
  {
    names: ["notting hill carnival"],
    name: "Notting Hill Carnival",
    on: (y) => addDays(lastMonday(8)(y), -1),
    days: 2,
  },
  {
    names: ["independence day", "fourth of july", "the fourth of july"],
    name: "Independence Day",
    on: fixed(7, 4),
  },
  { names: ["bastille day"], name: "Bastille Day", on: fixed(7, 14) },
  {
    names: ["easter weekend", "easter bank holiday weekend", "easter long weekend"],
    name: "Easter weekend",
    on: afterEaster(-2),
    days: 4,
  },
  { names: ["good friday"], name: "Good Friday", on: afterEaster(-2) },
  { names: ["palm sunday"], name: "Palm Sunday", on: afterEaster(-7) },
  { names: ["maundy thursday", "holy thursday"], name: "Maundy Thursday", on: afterEaster(-3) },
  { names: ["holy saturday", "easter saturday"], name: "Holy Saturday", on: afterEaster(-1) },
  { names: ["ash wednesday"], name: "Ash Wednesday", on: afterEaster(-46) },
  { names: ["ascension day"], name: "Ascension Day", on: afterEaster(39) },
  { names: ["whit sunday", "whitsun", "pentecost"], name: "Whit Sunday", on: afterEaster(49) },
  { names: ["whit monday"], name: "Whit Monday", on: afterEaster(50) },
  { names: ["mardi gras", "fat tuesday"], name: "Mardi Gras", on: afterEaster(-47) },
  { names: ["easter monday"], name: "Easter Monday", on: afterEaster(1) },
  { names: ["easter", "easter sunday"], name: "Easter", on: easter },
  {
    names: ["pancake day", "shrove tuesday"],
    name: "Pancake Day",
    on: afterEaster(-47),
  },
  {
    names: ["thanksgiving", "canadian thanksgiving"],
    name: "Thanksgiving",
    on: (y) => nthWeekday(y, 10, 1, 2),
    countries: [CA],
  },
  { names: ["thanksgiving"], name: "Thanksgiving", on: (y) => nthWeekday(y, 11, 4, 4) },
  { names: ["mothering sunday"], name: "Mothering Sunday", on: afterEaster(-21) },
  { names: ["mother's day"], name: "Mother's Day", on: afterEaster(-21), countries: [GB, IE] },
  { names: ["mother's day"], name: "Mother's Day", on: (y) => nthWeekday(y, 5, 0, 2) },
  {
    names: ["father's day"],
    name: "Father's Day",
    on: (y) => nthWeekday(y, 9, 0, 1),
    countries: [AU, NZ],
  },
  { names: ["father's day"], name: "Father's Day", on: (y) => nthWeekday(y, 6, 0, 3) },
  { names: ["remembrance sunday"], name: "Remembrance Sunday", on: (y) => nthWeekday(y, 11, 0, 2) },
  { names: ["st stephen's day"], name: "St Stephen's Day", on: fixed(12, 26) },
  { names: ["st brigid's day"], name: "St Brigid's Day", on: fixed(2, 1) },
  { names: ["spring bank holiday"], name: "Spring bank holiday", on: lastMonday(5) },
  { names: ["summer bank holiday"], name: "Summer bank holiday", on: lastMonday(8) },
  {
    names: ["martin luther king day", "martin luther king jr day", "mlk day"],
    name: "Martin Luther King Day",
    on: (y) => nthWeekday(y, 1, 1, 3),
  },
  {
    names: ["presidents' day", "president's day", "washington's birthday"],
    name: "Presidents' Day",
    on: (y) => nthWeekday(y, 2, 1, 3),
  },
  {
    names: ["columbus day", "indigenous peoples' day"],
    name: "Columbus Day",
    on: (y) => nthWeekday(y, 10, 1, 2),
  },
  { names: ["cinco de mayo"], name: "Cinco de Mayo", on: fixed(5, 5) },
  {
    names: ["victoria day"],
    name: "Victoria Day",
    on: (y) => mondayBy({ year: y, month: 5, day: 24 }),
  },
  { names: ["family day"], name: "Family Day", on: (y) => nthWeekday(y, 2, 1, 3), countries: [CA] },
  { names: ["civic holiday"], name: "Civic Holiday", on: (y) => nthWeekday(y, 8, 1, 1) },
  { names: ["labour day"], name: "Labour Day", on: (y) => nthWeekday(y, 9, 1, 1), countries: [CA] },
  {
    names: ["labour day"],
    name: "Labour Day",
    on: (y) => nthWeekday(y, 10, 1, 4),
    countries: [NZ],
  },
  {
    names: ["king's birthday", "queen's birthday"],
    name: "King's Birthday",
    on: (y) => nthWeekday(y, 6, 1, 1),
    countries: [NZ],
  },
  {
    names: ["king's birthday", "queen's birthday"],
    name: "King's Birthday",
    on: (y) => nthWeekday(y, 6, 1, 2),
    countries: [AU],
  },
  {
    names: ["melbourne cup day", "melbourne cup"],
    name: "Melbourne Cup Day",
    on: (y) => nthWeekday(y, 11, 2, 1),
  },
  {
    names: ["bonfire night", "guy fawkes night", "guy fawkes"],
    name: "Bonfire Night",
    on: fixed(11, 5),
  },
  { names: ["burns night"], name: "Burns Night", on: fixed(1, 25) },
  { names: ["labor day"], name: "Labor Day", on: (y) => nthWeekday(y, 9, 1, 1) },
  { names: ["memorial day"], name: "Memorial Day", on: lastMonday(5) },
  { names: ["remembrance day", "veterans day"], name: "Remembrance Day", on: fixed(11, 11) },
  {
    names: ["april fools", "april fools' day", "april fool's day"],
    name: "April Fools' Day",
    on: fixed(4, 1),
  },
  { names: ["may day"], name: "May Day", on: fixed(5, 1) },
  { names: ["canada day"], name: "Canada Day", on: fixed(7, 1) },
  { names: ["juneteenth"], name: "Juneteenth", on: fixed(6, 19) },
  { names: ["australia day"], name: "Australia Day", on: fixed(1, 26) },
  { names: ["anzac day"], name: "Anzac Day", on: fixed(4, 25) },
  { names: ["waitangi day"], name: "Waitangi Day", on: fixed(2, 6) },
  { names: ["st george's day"], name: "St George's Day", on: fixed(4, 23) },
  { names: ["st andrew's day"], name: "St Andrew's Day", on: fixed(11, 30) },
  { names: ["st david's day"], name: "St David's Day", on: fixed(3, 1) },
  {
    names: ["international women's day"],
    name: "International Women's Day",
    on: fixed(3, 8),
  },
  { names: ["heritage day"], name: "Heritage Day", on: fixed(9, 24), countries: [ZA] },
  { names: ["freedom day"], name: "Freedom Day", on: fixed(4, 27), countries: [ZA] },
  { names: ["women's day"], name: "Women's Day", on: fixed(8, 9), countries: [ZA] },
  { names: ["human rights day"], name: "Human Rights Day", on: fixed(3, 21), countries: [ZA] },
  { names: ["youth day"], name: "Youth Day", on: fixed(6, 16), countries: [ZA] },
  { names: ["day of reconciliation"], name: "Day of Reconciliation", on: fixed(12, 16) },
  { names: ["day of goodwill"], name: "Day of Goodwill", on: fixed(12, 26) },
  { names: ["women's day"], name: "International Women's Day", on: fixed(3, 8) },
];
