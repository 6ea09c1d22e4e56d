/**
 * How a holiday's day is counted in a year, for the rows of `HOLIDAY_NAMES`: a fixed day, the
 * nth or last weekday of a month, a weekday between two days, days from Easter (Western or
 * Orthodox), and the days of the Ethiopian year. A row is its names, its day, how many days it
 * lasts and the countries whose day it is.
 * @module
 */
import { addDays, type LocalDate, weekdayOf } from "./_dates_zone.ts";
import type { CountryZones } from "./_zone_countries.ts";

/** One holiday as people name it. */
export interface HolidayRow {
  names: string[];
  name: string;
  /**
   * The day it falls on in a year; null for a name whose day cannot be computed (one of a lunar
   * calendar: "Chinese New Year", "Islamic New Year"), which is read so that no shorter name
   * inside it is ("Chinese New Year" is no New Year), and asks its day.
   */
  on: ((year: number) => LocalDate) | null;
  /** How many days it lasts, when more than one ("the Easter weekend", Friday to Monday). */
  days?: number;
  /** The countries that keep it on this day, when not every one does (else any). */
  countries?: readonly CountryZones[];
}

/** Western Easter Sunday (the anonymous Gregorian algorithm). */
export function easter(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** Orthodox Easter Sunday: the Julian computus (Meeus), its day moved to the Gregorian calendar. */
export function orthodoxEaster(year: number): LocalDate {
  const d = (19 * (year % 19) + 15) % 30;
  const e = (2 * (year % 4) + 4 * (year % 7) - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const gap = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  return addDays({ year, month, day }, gap);
}

/** The nth weekday (0 Sunday … 6 Saturday) of a month. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): LocalDate {
  const first = weekdayOf({ year, month, day: 1 });
  return { year, month, day: 1 + ((weekday - first + 7) % 7) + (n - 1) * 7 };
}

/** The nth weekday of a month, in every year. */
export const nth = (month: number, weekday: number, n: number) => (year: number): LocalDate =>
  nthWeekday(year, month, weekday, n);

/** The same day every year. */
export const fixed = (month: number, day: number) => (year: number): LocalDate => ({
  year,
  month,
  day,
});

/** Days a set number of days after Easter Sunday. */
export const afterEaster = (days: number) => (year: number): LocalDate =>
  addDays(easter(year), days);

/** Days a set number of days after Orthodox Easter Sunday. */
export const afterOrthodoxEaster = (days: number) => (year: number): LocalDate =>
  addDays(orthodoxEaster(year), days);

/** The weekday on or after a day of the month ("the Friday between 19 and 25 June"). */
export const weekdayFrom =
  (month: number, day: number, weekday: number) => (year: number): LocalDate => {
    const from = { year, month, day };
    return addDays(from, (weekday - weekdayOf(from) + 7) % 7);
  };

/** The Monday on or before a day ("Victoria Day", the Monday before the 25th of May). */
export function mondayBy(day: LocalDate): LocalDate {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** The last given weekday of a month ("the last Sunday of May"). */
export function lastWeekday(month: number, weekday: number): (year: number) => LocalDate {
  return (year) => {
    const last = addDays(
      { year: month === 12 ? year + 1 : year, month: month % 12 + 1, day: 1 },
      -1,
    );
    return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  };
}

/** The last Monday of a month ("Memorial Day"). */
export const lastMonday = (month: number) => lastWeekday(month, 1);

/** A day kept on a set day, the day before when that one is a Sunday ("Koningsdag"). */
export const notOnSunday = (month: number, day: number) => (year: number): LocalDate => {
  const on = { year, month, day };
  return weekdayOf(on) === 0 ? addDays(on, -1) : on;
};

const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Ethiopian New Year (Enkutatash): 11 September, the 12th before a Gregorian leap year. */
export function ethiopianNewYear(year: number): LocalDate {
  return { year, month: 9, day: leap(year + 1) ? 12 : 11 };
}

/** Days a set number of days after the Ethiopian New Year of the year ("Meskel", 16 after). */
export const afterEthiopianNewYear = (days: number, yearBefore = false) => (year: number) =>
  addDays(ethiopianNewYear(yearBefore ? year - 1 : year), days);
