/**
 * Holidays of Asia, the Middle East and the Pacific said by their own names, each on one day
 * wherever it is said ("Songkran", "Hari Kemerdekaan", "Rizal Day", "Double Ten"). A holiday of a
 * lunar calendar has no day here; one whose name holds another holiday's ("Chinese New Year" holds
 * "New Year") has a row with no day, so that it asks its day and is never that other holiday.
 * @module
 */
import { COUNTRIES } from "./_zone_countries.ts";
import { fixed, type HolidayRow, lastMonday, nth } from "./_dates_holidays_days.ts";

const { VN, PH, JP, KR, TW, AE, SA } = COUNTRIES;

/** Names of a lunar calendar's days that hold another holiday's name: no day, asked. */
const UNCOUNTED = [
  "chinese new year",
  "lunar new year",
  "vietnamese new year",
  "korean new year",
  "tibetan new year",
  "islamic new year",
  "hijri new year",
  "muslim new year",
  "jewish new year",
  "hindu new year",
  "tamil new year",
  "sinhala new year",
  "sinhala and tamil new year",
  "sinhalese new year",
  "nepali new year",
  "khmer new year",
  "cambodian new year",
  "lao new year",
  "balinese new year",
  "telugu new year",
  "persian new year",
  "iranian new year",
  "chinese new year's eve",
  "lunar new year's eve",
];

export const ASIA_HOLIDAYS: HolidayRow[] = [
  ...UNCOUNTED.map((name): HolidayRow => ({ names: [name], name, on: null })),
  // Thailand.
  { names: ["songkran", "thai new year"], name: "Songkran", on: fixed(4, 13), days: 3 },
  { names: ["chakri day"], name: "Chakri Day", on: fixed(4, 6) },
  { names: ["chulalongkorn day"], name: "Chulalongkorn Day", on: fixed(10, 23) },
  // Vietnam, Indonesia, the Philippines.
  { names: ["reunification day"], name: "Reunification Day", on: fixed(4, 30), countries: [VN] },
  {
    names: ["hari kemerdekaan", "indonesian independence day"],
    name: "Hari Kemerdekaan",
    on: fixed(8, 17),
  },
  { names: ["hari pancasila", "pancasila day"], name: "Hari Pancasila", on: fixed(6, 1) },
  { names: ["hari kartini", "kartini day"], name: "Hari Kartini", on: fixed(4, 21) },
  { names: ["rizal day"], name: "Rizal Day", on: fixed(12, 30) },
  { names: ["bonifacio day"], name: "Bonifacio Day", on: fixed(11, 30) },
  { names: ["araw ng kalayaan"], name: "Araw ng Kalayaan", on: fixed(6, 12) },
  { names: ["araw ng kagitingan", "day of valor"], name: "Araw ng Kagitingan", on: fixed(4, 9) },
  {
    names: ["national heroes day"],
    name: "National Heroes Day",
    on: lastMonday(8),
    countries: [PH],
  },
  { names: ["ninoy aquino day"], name: "Ninoy Aquino Day", on: fixed(8, 21) },
  // Japan, Korea, Taiwan.
  { names: ["showa day", "shōwa day"], name: "Showa Day", on: fixed(4, 29) },
  { names: ["constitution memorial day"], name: "Constitution Memorial Day", on: fixed(5, 3) },
  { names: ["greenery day"], name: "Greenery Day", on: fixed(5, 4) },
  { names: ["kodomo no hi"], name: "Kodomo no Hi", on: fixed(5, 5) },
  { names: ["coming of age day"], name: "Coming of Age Day", on: nth(1, 1, 2) },
  { names: ["marine day", "umi no hi"], name: "Marine Day", on: nth(7, 1, 3), countries: [JP] },
  { names: ["respect for the aged day"], name: "Respect for the Aged Day", on: nth(9, 1, 3) },
  { names: ["culture day"], name: "Culture Day", on: fixed(11, 3), countries: [JP] },
  {
    names: ["labor thanksgiving day", "labour thanksgiving day"],
    name: "Labor Thanksgiving Day",
    on: fixed(11, 23),
  },
  { names: ["emperor's birthday"], name: "Emperor's Birthday", on: fixed(2, 23) },
  { names: ["hangul day"], name: "Hangul Day", on: fixed(10, 9) },
  {
    names: ["independence movement day", "samiljeol"],
    name: "Independence Movement Day",
    on: fixed(3, 1),
  },
  { names: ["gwangbokjeol"], name: "Gwangbokjeol", on: fixed(8, 15) },
  { names: ["gaecheonjeol"], name: "Gaecheonjeol", on: fixed(10, 3) },
  { names: ["parents' day"], name: "Parents' Day", on: fixed(5, 8), countries: [KR] },
  { names: ["double ten", "double tenth day"], name: "Double Ten", on: fixed(10, 10) },
  { names: ["peace memorial day"], name: "Peace Memorial Day", on: fixed(2, 28), countries: [TW] },
  // South Asia.
  {
    names: ["pohela boishakh", "pahela baishakh", "bengali new year"],
    name: "Pohela Boishakh",
    on: fixed(4, 14),
  },
  {
    names: ["ekushey february", "shaheed dibosh", "language movement day"],
    name: "Language Movement Day",
    on: fixed(2, 21),
  },
  // The Middle East and Turkey.
  {
    names: ["eid al etihad", "uae national day"],
    name: "UAE National Day",
    on: fixed(12, 2),
    days: 2,
  },
  { names: ["commemoration day"], name: "Commemoration Day", on: fixed(12, 1), countries: [AE] },
  { names: ["saudi national day"], name: "Saudi National Day", on: fixed(9, 23) },
  {
    names: ["saudi founding day", "founding day"],
    name: "Founding Day",
    on: fixed(2, 22),
    countries: [SA],
  },
  { names: ["cumhuriyet bayramı", "cumhuriyet bayrami"], name: "Republic Day", on: fixed(10, 29) },
  { names: ["zafer bayramı", "zafer bayrami"], name: "Victory Day", on: fixed(8, 30) },
  // The Pacific.
  { names: ["fiji day"], name: "Fiji Day", on: fixed(10, 10) },
];
