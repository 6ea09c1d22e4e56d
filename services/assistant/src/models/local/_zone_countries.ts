/**
 * The countries the local model tells apart by the user's time zone (whose currency a bare "$" or
 * "a tenner" is, whose "Independence Day" or "Mother's Day" is meant): each country's zones, one
 * home for every table that needs them.
 * @module
 */

/** A country's time zones: zones named whole, and areas ("Australia/") whose every zone is its. */
export interface CountryZones {
  readonly zones?: readonly string[];
  readonly areas?: readonly string[];
}

/** The countries, by their ISO 3166 code. */
export const COUNTRIES = {
  GB: {
    zones: [
      "Europe/London",
      "Europe/Belfast",
      "Europe/Guernsey",
      "Europe/Jersey",
      "Europe/Isle_of_Man",
    ],
    areas: ["GB"],
  },
  IE: { zones: ["Europe/Dublin"] },
  CA: {
    zones: [
      "America/Toronto",
      "America/Vancouver",
      "America/Montreal",
      "America/Edmonton",
      "America/Winnipeg",
      "America/Halifax",
      "America/St_Johns",
      "America/Regina",
      "America/Moncton",
    ],
    areas: ["Canada/"],
  },
  AU: { areas: ["Australia/"] },
  NZ: { zones: ["Pacific/Auckland", "Pacific/Chatham"] },
  ZA: { zones: ["Africa/Johannesburg"] },
  IN: { zones: ["Asia/Kolkata", "Asia/Calcutta"] },
  SG: { zones: ["Asia/Singapore"] },
  MY: { zones: ["Asia/Kuala_Lumpur", "Asia/Kuching"] },
  NG: { zones: ["Africa/Lagos"] },
  GH: { zones: ["Africa/Accra"] },
  JM: { zones: ["America/Jamaica"] },
  TT: { zones: ["America/Port_of_Spain"] },
} as const satisfies Record<string, CountryZones>;

/** True when `zone` is one of the country's. */
export function inCountry(zone: string, country: CountryZones): boolean {
  return country.zones?.includes(zone) === true ||
    country.areas?.some((area) => zone.startsWith(area)) === true;
}
