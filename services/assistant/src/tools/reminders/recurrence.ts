/**
 * Recurrence of reminders: RFC 5545 RRULEs (via the `rrule` package) evaluated as wall-clock
 * times in the reminder's time zone, so a reminder at 09:00 stays at 09:00 when clocks change.
 * @module
 */
import * as rruleModule from "rrule";
import { formatClock, fromWallClock, toWallClock } from "@asst/shared/time";

// The package is CommonJS with ES module types: under Deno its exports sit on `default`.
const rrule = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;
const { RRule } = rrule;
type RRule = rruleModule.RRule;
type Options = rruleModule.Options;

/** A recurrence the user cannot have, with a message saying why. */
export class RecurrenceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RecurrenceError";
  }
}

/** What a recurring reminder is computed from. */
export interface Recurrence {
  /** The first occurrence: when the reminder was asked to fire first. */
  firstAt: Date;
  /** RFC 5545 RRULE without DTSTART. */
  rrule: string;
  /** IANA time zone the wall-clock times are in. */
  timezone: string;
}

const FREQ = { hourly: 4, minutely: 5, secondly: 6 } as const;
/** Days between occurrences of each frequency at INTERVAL=1, YEARLY first. */
const PERIOD_DAYS = [366, 31, 7, 1, 1 / 24, 1 / 1440, 1 / 86400];
/** The longest INTERVAL allowed, in days: occurrences are looked for up to 11 years ahead. */
const MAX_SPAN_DAYS = 3660;
/** The most occurrences a COUNT may ask for. */
const MAX_COUNT = 1000;
/** Fewest minutes between occurrences of a minutely rule. */
const MIN_MINUTES = 5;

type NumericPart =
  | "bymonth"
  | "bymonthday"
  | "byyearday"
  | "byweekno"
  | "byhour"
  | "byminute"
  | "bysecond"
  | "bysetpos";

/** Allowed values of each numeric part: [min, max, zero allowed]. */
const RANGES: Record<NumericPart, [number, number, boolean]> = {
  bymonth: [1, 12, false],
  bymonthday: [-31, 31, false],
  byyearday: [-366, 366, false],
  byweekno: [-53, 53, false],
  byhour: [0, 23, true],
  byminute: [0, 59, true],
  bysecond: [0, 59, true],
  bysetpos: [-366, 366, false],
};

function asList(value: number | number[] | null | undefined): number[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Parses and checks an RRULE: known parts only, values in range, no DTSTART or TZID (the
 * reminder carries those), and not more often than every 5 minutes.
 * @throws {RecurrenceError} with a message for the user
 */
export function parseRule(text: string): Partial<Options> {
  let options: Partial<Options>;
  try {
    options = RRule.parseString(text.trim());
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new RecurrenceError(
      `The recurrence "${text}" is not a valid RRULE (${why}); use one such as FREQ=WEEKLY;BYDAY=MO`,
    );
  }
  if (options.freq === undefined || options.freq === null) {
    throw new RecurrenceError(
      `The recurrence "${text}" has no valid FREQ; use FREQ=DAILY, WEEKLY, MONTHLY, YEARLY or HOURLY`,
    );
  }
  if (options.dtstart || options.tzid) {
    throw new RecurrenceError(
      `The recurrence "${text}" has a DTSTART or TZID; leave them out, the time comes from "at"`,
    );
  }
  for (
    const [part, [min, max, zero]] of Object.entries(RANGES) as [
      NumericPart,
      typeof RANGES[NumericPart],
    ][]
  ) {
    for (const value of asList(options[part])) {
      if (!Number.isInteger(value) || value < min || value > max || (!zero && value === 0)) {
        throw new RecurrenceError(
          `The recurrence "${text}" has ${part.toUpperCase()}=${value}, which is out of range`,
        );
      }
    }
  }
  const interval = options.interval ?? 1;
  if (!Number.isInteger(interval) || interval < 1) {
    throw new RecurrenceError(`The recurrence "${text}" needs an INTERVAL of at least 1`);
  }
  if (interval * (PERIOD_DAYS[options.freq] ?? 1) > MAX_SPAN_DAYS) {
    throw new RecurrenceError(
      `The recurrence "${text}" repeats less often than every 10 years; use a smaller INTERVAL`,
    );
  }
  if (options.count !== undefined && options.count !== null) {
    if (options.count < 1 || options.count > MAX_COUNT) {
      throw new RecurrenceError(`The recurrence "${text}" needs a COUNT from 1 to ${MAX_COUNT}`);
    }
  }
  if (
    options.freq === FREQ.secondly ||
    (options.freq === FREQ.minutely && interval < MIN_MINUTES)
  ) {
    throw new RecurrenceError(
      `The recurrence "${text}" repeats too often; reminders repeat at most every ${MIN_MINUTES} minutes`,
    );
  }
  const minutes = asList(options.byminute).length;
  const seconds = asList(options.bysecond).length;
  // Sixty minutes in at most 12 slots keeps occurrences about 5 minutes apart.
  if (seconds > 1 || minutes > 12) {
    throw new RecurrenceError(
      `The recurrence "${text}" repeats too often; reminders repeat at most every ${MIN_MINUTES} minutes`,
    );
  }
  return options;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * UNTIL as a wall-clock time: written in UTC ("...T170000Z") it is an instant, turned into the
 * zone's wall clock; a date alone ("20261231") includes that whole day.
 */
function wallClockUntil(text: string, until: Date, timezone: string): Date {
  const written = /(?:^|;)UNTIL=(\d{8})(T\d{6}Z?)?(?:;|$)/i.exec(text.trim());
  if (written?.[2]?.toUpperCase().endsWith("Z")) return new Date(toWallClock(until, timezone));
  if (written && !written[2]) return new Date(until.getTime() + DAY_MS - 1);
  return until;
}

/** One step of each frequency that a start can move by without changing the rule's pattern. */
const STEP_MS: Partial<Record<number, number>> = {
  2: 7 * DAY_MS, // WEEKLY
  3: DAY_MS, // DAILY
  4: 60 * 60 * 1000, // HOURLY
  5: 60 * 1000, // MINUTELY
};

/**
 * The rule with its start at the first occurrence, as a floating time. With `near`, a rule
 * without COUNT starts instead at the latest whole number of periods (INTERVAL steps) before
 * `near`: the same occurrences from there on, without iterating every one since the first.
 */
function ruleOf(r: Recurrence, near?: number): RRule {
  const options = parseRule(r.rrule);
  const until = options.until ? wallClockUntil(r.rrule, options.until, r.timezone) : null;
  let start = toWallClock(r.firstAt, r.timezone);
  const step = STEP_MS[options.freq!];
  if (near !== undefined && step !== undefined && !options.count) {
    const period = step * (options.interval ?? 1);
    const periods = Math.floor((near - start) / period);
    if (periods > 0) start += periods * period;
  }
  return new RRule({ ...options, until, dtstart: new Date(start) });
}

const TWO_DAYS_MS = 2 * DAY_MS;

/**
 * How far ahead an occurrence is looked for: a rule that matches nothing (BYMONTH=2 with
 * BYMONTHDAY=30) would otherwise be searched to the year 9999.
 */
const HORIZON_MS = 11 * 366 * DAY_MS;

/**
 * The first occurrence of the rule strictly after `after`, or null when there is none within
 * the next 11 years. Each occurrence is a
 * wall-clock time in the reminder's time zone, turned into an instant with that zone's offset
 * on that day. `firstAt` itself is not an occurrence of the rule unless it fits it.
 */
export function nextOccurrence(r: Recurrence, after: Date): Date | null {
  // Wall-clock and instant order can differ by the zone's offset: start looking well before.
  const from = toWallClock(after, r.timezone) - TWO_DAYS_MS;
  const rule = ruleOf(r, from);
  let found: Date | null = null;
  rule.between(new Date(from), new Date(from + HORIZON_MS), true, (floating) => {
    const instant = fromWallClock(floating.getTime(), r.timezone);
    if (instant.getTime() > after.getTime()) {
      found = instant;
      return false;
    }
    return true;
  });
  return found;
}

/** The recurrence in words, with the wall-clock time it keeps: "every weekday at 09:00". */
export function describeRecurrence(r: Recurrence): string {
  let options: Partial<Options>;
  try {
    options = parseRule(r.rrule);
  } catch {
    return r.rrule;
  }
  let words: string;
  try {
    words = new RRule(options).toText();
  } catch {
    return r.rrule;
  }
  const keepsTime = options.freq !== undefined && options.freq < FREQ.hourly &&
    asList(options.byhour).length === 0 && asList(options.byminute).length === 0;
  return keepsTime ? `${words} at ${formatClock(r.firstAt, r.timezone)}` : words;
}
