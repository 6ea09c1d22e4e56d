import { ownEntry } from "./_text.ts";
/**
 * Resolves what people call a time zone ("Europe/Paris", "Tokyo", "Pacific time", "UTC+2",
 * "New York City") to an IANA time zone name, validated by the runtime's `Intl`.
 * @module
 */

/** Cities, countries and regions people name, with their IANA time zone. */
const PLACES: Record<string, string> = {
  // Universal time
  "utc": "UTC",
  "gmt": "UTC",
  "z": "UTC",
  "zulu": "UTC",
  "universal": "UTC",
  "universal time": "UTC",
  "coordinated universal": "UTC",
  "coordinated universal time": "UTC",
  "greenwich mean": "UTC",
  "greenwich mean time": "UTC",
  // Abbreviations and named zones
  "pst": "America/Los_Angeles",
  "pdt": "America/Los_Angeles",
  "pt": "America/Los_Angeles",
  "pacific": "America/Los_Angeles",
  "us pacific": "America/Los_Angeles",
  "mst": "America/Denver",
  "mdt": "America/Denver",
  "mountain": "America/Denver",
  "cst": "America/Chicago",
  "cdt": "America/Chicago",
  "central": "America/Chicago",
  "us central": "America/Chicago",
  "est": "America/New_York",
  "edt": "America/New_York",
  "et": "America/New_York",
  "eastern": "America/New_York",
  "us eastern": "America/New_York",
  "akst": "America/Anchorage",
  "alaska": "America/Anchorage",
  "hst": "Pacific/Honolulu",
  "hawaii": "Pacific/Honolulu",
  "atlantic": "America/Halifax",
  "newfoundland": "America/St_Johns",
  "bst": "Europe/London",
  "british": "Europe/London",
  "uk": "Europe/London",
  "wet": "Europe/Lisbon",
  "western european": "Europe/Lisbon",
  "cet": "Europe/Berlin",
  "cest": "Europe/Berlin",
  "central european": "Europe/Berlin",
  "eet": "Europe/Athens",
  "eest": "Europe/Athens",
  "eastern european": "Europe/Athens",
  "msk": "Europe/Moscow",
  "moscow": "Europe/Moscow",
  "ist": "Asia/Kolkata",
  "indian": "Asia/Kolkata",
  "pkt": "Asia/Karachi",
  "sgt": "Asia/Singapore",
  "hkt": "Asia/Hong_Kong",
  "jst": "Asia/Tokyo",
  "japan": "Asia/Tokyo",
  "kst": "Asia/Seoul",
  "korea": "Asia/Seoul",
  "aest": "Australia/Sydney",
  "aedt": "Australia/Sydney",
  "acst": "Australia/Adelaide",
  "awst": "Australia/Perth",
  "nzst": "Pacific/Auckland",
  "nzdt": "Pacific/Auckland",
  "brt": "America/Sao_Paulo",
  "art": "America/Argentina/Buenos_Aires",
  // North America
  "new york": "America/New_York",
  "new york city": "America/New_York",
  "nyc": "America/New_York",
  "ny": "America/New_York",
  "manhattan": "America/New_York",
  "brooklyn": "America/New_York",
  "boston": "America/New_York",
  "washington": "America/New_York",
  "washington dc": "America/New_York",
  "washington d.c": "America/New_York",
  "dc": "America/New_York",
  "philadelphia": "America/New_York",
  "miami": "America/New_York",
  "atlanta": "America/New_York",
  "orlando": "America/New_York",
  "pittsburgh": "America/New_York",
  "baltimore": "America/New_York",
  "charlotte": "America/New_York",
  "raleigh": "America/New_York",
  "columbus": "America/New_York",
  "cleveland": "America/New_York",
  "tampa": "America/New_York",
  "ottawa": "America/Toronto",
  "montreal": "America/Toronto",
  "quebec": "America/Toronto",
  "chicago": "America/Chicago",
  "dallas": "America/Chicago",
  "houston": "America/Chicago",
  "austin": "America/Chicago",
  "san antonio": "America/Chicago",
  "new orleans": "America/Chicago",
  "minneapolis": "America/Chicago",
  "st louis": "America/Chicago",
  "saint louis": "America/Chicago",
  "kansas city": "America/Chicago",
  "nashville": "America/Chicago",
  "milwaukee": "America/Chicago",
  "winnipeg": "America/Winnipeg",
  "denver": "America/Denver",
  "salt lake city": "America/Denver",
  "calgary": "America/Edmonton",
  "phoenix": "America/Phoenix",
  "arizona": "America/Phoenix",
  "los angeles": "America/Los_Angeles",
  "la": "America/Los_Angeles",
  "l.a": "America/Los_Angeles",
  "san francisco": "America/Los_Angeles",
  "sf": "America/Los_Angeles",
  "bay area": "America/Los_Angeles",
  "silicon valley": "America/Los_Angeles",
  "san jose": "America/Los_Angeles",
  "oakland": "America/Los_Angeles",
  "san diego": "America/Los_Angeles",
  "sacramento": "America/Los_Angeles",
  "seattle": "America/Los_Angeles",
  "portland": "America/Los_Angeles",
  "las vegas": "America/Los_Angeles",
  "california": "America/Los_Angeles",
  "nevada": "America/Los_Angeles",
  "oregon": "America/Los_Angeles",
  "texas": "America/Chicago",
  "illinois": "America/Chicago",
  "colorado": "America/Denver",
  "utah": "America/Denver",
  "new jersey": "America/New_York",
  "florida": "America/New_York",
  "massachusetts": "America/New_York",
  "pennsylvania": "America/New_York",
  "virginia": "America/New_York",
  "ohio": "America/New_York",
  "michigan": "America/Detroit",
  "ontario": "America/Toronto",
  "british columbia": "America/Vancouver",
  "honolulu": "Pacific/Honolulu",
  "anchorage": "America/Anchorage",
  "mexico city": "America/Mexico_City",
  "mexico": "America/Mexico_City",
  "guadalajara": "America/Mexico_City",
  // South America
  "sao paulo": "America/Sao_Paulo",
  "rio": "America/Sao_Paulo",
  "rio de janeiro": "America/Sao_Paulo",
  "brasilia": "America/Sao_Paulo",
  "buenos aires": "America/Argentina/Buenos_Aires",
  "argentina": "America/Argentina/Buenos_Aires",
  "santiago": "America/Santiago",
  "chile": "America/Santiago",
  "bogota": "America/Bogota",
  "colombia": "America/Bogota",
  "lima": "America/Lima",
  "peru": "America/Lima",
  "caracas": "America/Caracas",
  "venezuela": "America/Caracas",
  "montevideo": "America/Montevideo",
  "uruguay": "America/Montevideo",
  // Europe
  "london": "Europe/London",
  "england": "Europe/London",
  "britain": "Europe/London",
  "great britain": "Europe/London",
  "united kingdom": "Europe/London",
  "scotland": "Europe/London",
  "wales": "Europe/London",
  "edinburgh": "Europe/London",
  "glasgow": "Europe/London",
  "manchester": "Europe/London",
  "birmingham": "Europe/London",
  "liverpool": "Europe/London",
  "leeds": "Europe/London",
  "bristol": "Europe/London",
  "cardiff": "Europe/London",
  "belfast": "Europe/London",
  "oxford": "Europe/London",
  "cambridge": "Europe/London",
  "dublin": "Europe/Dublin",
  "ireland": "Europe/Dublin",
  "cork": "Europe/Dublin",
  "lisbon": "Europe/Lisbon",
  "porto": "Europe/Lisbon",
  "portugal": "Europe/Lisbon",
  "paris": "Europe/Paris",
  "france": "Europe/Paris",
  "lyon": "Europe/Paris",
  "marseille": "Europe/Paris",
  "nice": "Europe/Paris",
  "toulouse": "Europe/Paris",
  "bordeaux": "Europe/Paris",
  "brussels": "Europe/Brussels",
  "belgium": "Europe/Brussels",
  "antwerp": "Europe/Brussels",
  "amsterdam": "Europe/Amsterdam",
  "rotterdam": "Europe/Amsterdam",
  "the hague": "Europe/Amsterdam",
  "netherlands": "Europe/Amsterdam",
  "the netherlands": "Europe/Amsterdam",
  "holland": "Europe/Amsterdam",
  "luxembourg": "Europe/Luxembourg",
  "berlin": "Europe/Berlin",
  "germany": "Europe/Berlin",
  "munich": "Europe/Berlin",
  "hamburg": "Europe/Berlin",
  "frankfurt": "Europe/Berlin",
  "cologne": "Europe/Berlin",
  "stuttgart": "Europe/Berlin",
  "dusseldorf": "Europe/Berlin",
  "leipzig": "Europe/Berlin",
  "zurich": "Europe/Zurich",
  "geneva": "Europe/Zurich",
  "basel": "Europe/Zurich",
  "bern": "Europe/Zurich",
  "switzerland": "Europe/Zurich",
  "vienna": "Europe/Vienna",
  "austria": "Europe/Vienna",
  "madrid": "Europe/Madrid",
  "barcelona": "Europe/Madrid",
  "valencia": "Europe/Madrid",
  "seville": "Europe/Madrid",
  "spain": "Europe/Madrid",
  "rome": "Europe/Rome",
  "milan": "Europe/Rome",
  "naples": "Europe/Rome",
  "turin": "Europe/Rome",
  "florence": "Europe/Rome",
  "venice": "Europe/Rome",
  "italy": "Europe/Rome",
  "copenhagen": "Europe/Copenhagen",
  "denmark": "Europe/Copenhagen",
  "stockholm": "Europe/Stockholm",
  "gothenburg": "Europe/Stockholm",
  "sweden": "Europe/Stockholm",
  "oslo": "Europe/Oslo",
  "norway": "Europe/Oslo",
  "helsinki": "Europe/Helsinki",
  "finland": "Europe/Helsinki",
  "reykjavik": "Atlantic/Reykjavik",
  "iceland": "Atlantic/Reykjavik",
  "warsaw": "Europe/Warsaw",
  "krakow": "Europe/Warsaw",
  "poland": "Europe/Warsaw",
  "prague": "Europe/Prague",
  "czech republic": "Europe/Prague",
  "czechia": "Europe/Prague",
  "budapest": "Europe/Budapest",
  "hungary": "Europe/Budapest",
  "bratislava": "Europe/Bratislava",
  "ljubljana": "Europe/Ljubljana",
  "zagreb": "Europe/Zagreb",
  "croatia": "Europe/Zagreb",
  "belgrade": "Europe/Belgrade",
  "bucharest": "Europe/Bucharest",
  "romania": "Europe/Bucharest",
  "sofia": "Europe/Sofia",
  "bulgaria": "Europe/Sofia",
  "athens": "Europe/Athens",
  "greece": "Europe/Athens",
  "istanbul": "Europe/Istanbul",
  "ankara": "Europe/Istanbul",
  "turkey": "Europe/Istanbul",
  "kyiv": "Europe/Kyiv",
  "kiev": "Europe/Kyiv",
  "ukraine": "Europe/Kyiv",
  "minsk": "Europe/Minsk",
  "vilnius": "Europe/Vilnius",
  "riga": "Europe/Riga",
  "tallinn": "Europe/Tallinn",
  "st petersburg": "Europe/Moscow",
  "saint petersburg": "Europe/Moscow",
  // Africa and the Middle East
  "cairo": "Africa/Cairo",
  "egypt": "Africa/Cairo",
  "johannesburg": "Africa/Johannesburg",
  "cape town": "Africa/Johannesburg",
  "south africa": "Africa/Johannesburg",
  "lagos": "Africa/Lagos",
  "nigeria": "Africa/Lagos",
  "nairobi": "Africa/Nairobi",
  "kenya": "Africa/Nairobi",
  "casablanca": "Africa/Casablanca",
  "morocco": "Africa/Casablanca",
  "accra": "Africa/Accra",
  "ghana": "Africa/Accra",
  "addis ababa": "Africa/Addis_Ababa",
  "tel aviv": "Asia/Jerusalem",
  "jerusalem": "Asia/Jerusalem",
  "israel": "Asia/Jerusalem",
  "beirut": "Asia/Beirut",
  "amman": "Asia/Amman",
  "riyadh": "Asia/Riyadh",
  "saudi arabia": "Asia/Riyadh",
  "dubai": "Asia/Dubai",
  "abu dhabi": "Asia/Dubai",
  "uae": "Asia/Dubai",
  "united arab emirates": "Asia/Dubai",
  "doha": "Asia/Qatar",
  "qatar": "Asia/Qatar",
  "tehran": "Asia/Tehran",
  "iran": "Asia/Tehran",
  // Asia and Oceania
  "karachi": "Asia/Karachi",
  "lahore": "Asia/Karachi",
  "islamabad": "Asia/Karachi",
  "pakistan": "Asia/Karachi",
  "mumbai": "Asia/Kolkata",
  "bombay": "Asia/Kolkata",
  "delhi": "Asia/Kolkata",
  "new delhi": "Asia/Kolkata",
  "bangalore": "Asia/Kolkata",
  "bengaluru": "Asia/Kolkata",
  "chennai": "Asia/Kolkata",
  "hyderabad": "Asia/Kolkata",
  "pune": "Asia/Kolkata",
  "kolkata": "Asia/Kolkata",
  "calcutta": "Asia/Kolkata",
  "india": "Asia/Kolkata",
  "kathmandu": "Asia/Kathmandu",
  "nepal": "Asia/Kathmandu",
  "dhaka": "Asia/Dhaka",
  "bangladesh": "Asia/Dhaka",
  "colombo": "Asia/Colombo",
  "sri lanka": "Asia/Colombo",
  "bangkok": "Asia/Bangkok",
  "thailand": "Asia/Bangkok",
  "hanoi": "Asia/Ho_Chi_Minh",
  "ho chi minh city": "Asia/Ho_Chi_Minh",
  "saigon": "Asia/Ho_Chi_Minh",
  "vietnam": "Asia/Ho_Chi_Minh",
  "jakarta": "Asia/Jakarta",
  "bali": "Asia/Makassar",
  "kuala lumpur": "Asia/Kuala_Lumpur",
  "malaysia": "Asia/Kuala_Lumpur",
  "singapore": "Asia/Singapore",
  "manila": "Asia/Manila",
  "philippines": "Asia/Manila",
  "hong kong": "Asia/Hong_Kong",
  "beijing": "Asia/Shanghai",
  "shanghai": "Asia/Shanghai",
  "shenzhen": "Asia/Shanghai",
  "guangzhou": "Asia/Shanghai",
  "china": "Asia/Shanghai",
  "taipei": "Asia/Taipei",
  "taiwan": "Asia/Taipei",
  "seoul": "Asia/Seoul",
  "busan": "Asia/Seoul",
  "south korea": "Asia/Seoul",
  "tokyo": "Asia/Tokyo",
  "osaka": "Asia/Tokyo",
  "kyoto": "Asia/Tokyo",
  "yokohama": "Asia/Tokyo",
  "sapporo": "Asia/Tokyo",
  "sydney": "Australia/Sydney",
  "canberra": "Australia/Sydney",
  "melbourne": "Australia/Melbourne",
  "brisbane": "Australia/Brisbane",
  "adelaide": "Australia/Adelaide",
  "perth": "Australia/Perth",
  "hobart": "Australia/Hobart",
  "darwin": "Australia/Darwin",
  "auckland": "Pacific/Auckland",
  "wellington": "Pacific/Auckland",
  "christchurch": "Pacific/Auckland",
  "new zealand": "Pacific/Auckland",
};

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

/** True when the runtime knows `zone` as a time zone. */
export function isValidTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function validated(zone: string | undefined): string | null {
  if (zone === undefined) return null;
  if (isValidTimeZone(zone)) return zone;
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

function stripDiacritics(text: string): string {
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
    if (isValidTimeZone(titled)) return titled;
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
