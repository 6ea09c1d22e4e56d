/**
 * Resolves what people call a time zone ("Europe/Paris", "Tokyo", "Pacific time", "UTC+2",
 * "New York City") to an IANA time zone name, validated by the runtime's `Intl`.
 * @module
 */
import { isTimeZone } from "@asst/shared/time";
import { ownEntry } from "../../text/normalize.ts";
import { PLACES } from "./_timezone_places.ts";

/** Offsets that are not whole hours, to the zone most people mean by them. */
const ODD_OFFSETS: Record<string, string> = {
  "+3:30": "Asia/Tehran",
  "+4:30": "Asia/Kabul",
  "+5:30": "Asia/Kolkata",
  "+5:45": "Asia/Kathmandu",
  "+6:30": "Asia/Yangon",
  "+9:30": "Australia/Darwin",
  "-3:30": "America/St_Johns",
};

let zoneIndex: { byName: Map<string, string>; byCity: Map<string, string> } | null = null;

function index(): { byName: Map<string, string>; byCity: Map<string, string> } {
  if (zoneIndex) return zoneIndex;
  const byName = new Map<string, string>();
  const byCity = new Map<string, string>();
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  for (const zone of [...zones, ...Object.values(PLACES)]) {
    byName.set(zone.toLowerCase(), zone);
    const city = zone.split("/").pop()?.replace(/_/g, " ").toLowerCase();
    if (city && zone.includes("/") && !byCity.has(city)) byCity.set(city, zone);
  }
  zoneIndex = { byName, byCity };
  return zoneIndex;
}

function validated(zone: string | undefined): string | null {
  if (zone === undefined) return null;
  if (isTimeZone(zone)) return zone;
  return null;
}

function fromOffset(sign: string, hours: string, minutes: string | undefined): string | null {
  const h = Number(hours);
  const m = minutes === undefined ? 0 : Number(minutes);
  if (!Number.isInteger(h) || h > 14) return null;
  if (m !== 0) return validated(ownEntry(ODD_OFFSETS, `${sign}${h}:${String(m).padStart(2, "0")}`));
  if (h === 0) return "UTC";
  // Etc zones have the POSIX sign: UTC+2 is Etc/GMT-2.
  return validated(`Etc/GMT${sign === "+" ? "-" : "+"}${h}`);
}

/** The text without its accents ("Gráinne" as "Grainne"). */
export function stripDiacritics(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "");
}

function lookup(place: string): string | null {
  const key = stripDiacritics(place).toLowerCase().replace(/[.]+$/, "").replace(/\s+/g, " ")
    .trim();
  if (key.length === 0) return null;
  const known = ownEntry(PLACES, key) ?? ownEntry(PLACES, key.replace(/^the /, ""));
  if (known) return validated(known);
  const offset = /^(?:utc|gmt)?\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$/.exec(key);
  if (offset && offset[1] && offset[2]) return fromOffset(offset[1], offset[2], offset[3]);
  const { byName, byCity } = index();
  if (key.includes("/")) {
    const spelled = key.replace(/ /g, "_");
    const canonical = byName.get(spelled);
    if (canonical) return validated(canonical);
    const titled = spelled.replace(
      /(^|[/_-])(\p{Ll})/gu,
      (_m, s: string, c: string) => s + c.toUpperCase(),
    );
    if (isTimeZone(titled)) return titled;
    return null;
  }
  return validated(byCity.get(key));
}

/**
 * The IANA time zone a person means by `text`, such as "Europe/Paris", "paris", "Tokyo, Japan",
 * "Pacific time", "UTC+2" or "NYC"; null when unknown or ambiguous (such as "the US").
 */
export function resolveTimeZone(text: string): string | null {
  let place = text.trim().slice(0, 80)
    .replace(/^["']|["']$/g, "")
    .replace(/[\s,.!?;:]+$/u, "")
    .replace(/^(?:the\s+)?(?:city\s+of\s+)/iu, "")
    .replace(
      /\s+(?:(?:standard|daylight|summer|winter)\s+)?(?:time\s*zone|timezone|time|zone|tz)$/iu,
      "",
    )
    .replace(/\s+(?:standard|daylight|summer)$/iu, "")
    .trim();
  if (place.length === 0) return null;
  const whole = lookup(place);
  if (whole) return whole;
  // "Paris, France", "Austin (Texas)", "Berlin Germany": try the first part.
  const first = /^([^,(]+?)\s*[,(]/u.exec(place)?.[1];
  if (first) return lookup(first);
  place = place.replace(/\s+(?:city|area|metro)$/iu, "");
  return lookup(place);
}
