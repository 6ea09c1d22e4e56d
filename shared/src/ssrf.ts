/**
 * Which addresses a request on a user's behalf may reach (SSRF protection): public unicast only,
 * so a URL a user gives (a product page, a calendar feed, a webhook) cannot make the server call
 * itself, its network or a cloud metadata endpoint. This file is the one home of the address rules;
 * `outbound/outbound_client.ts` applies them to every request and connects to exactly the address
 * it checked, so a name whose DNS answer changes after the check (DNS rebinding) gains nothing.
 * @module
 */

/** Why a URL was refused. */
export const URL_REFUSAL = {
  /** Not a URL, a scheme not allowed, or credentials in it. */
  badUrl: "bad_url",
  /** The host is, or resolves to, an address requests may not reach. */
  blocked: "blocked",
  /** The host has no addresses. */
  dns: "dns",
  /** More redirects than allowed. */
  tooManyRedirects: "too_many_redirects",
  /** A response body larger than allowed. */
  tooLarge: "too_large",
  /** No complete answer within the time allowed. */
  timeout: "timeout",
} as const;

/** Why a URL was refused. */
export type UrlRefusal = typeof URL_REFUSAL[keyof typeof URL_REFUSAL];

/** A URL a request may not go to; the message is fit for the user and says what to do. */
export class UrlRefusedError extends Error {
  readonly code: UrlRefusal;

  constructor(code: UrlRefusal, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "UrlRefusedError";
    this.code = code;
  }
}

/** Resolves a host name to its IP addresses. */
export type HostResolver = (host: string, signal: AbortSignal) => Promise<string[]>;

/** Resolves A and AAAA records; a host with neither has no addresses. */
export const resolveWithDns: HostResolver = async (host, signal) => {
  const [a, aaaa] = await Promise.allSettled([
    Deno.resolveDns(host, "A", { signal }),
    Deno.resolveDns(host, "AAAA", { signal }),
  ]);
  return [
    ...(a.status === "fulfilled" ? a.value : []),
    ...(aaaa.status === "fulfilled" ? aaaa.value : []),
  ];
};

/** The four bytes of a dotted-decimal IPv4 address, or null. */
export function parseIPv4(s: string): number[] | null {
  const parts = s.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

/** The eight 16-bit groups of an IPv6 address (brackets and a zone allowed), or null. */
export function parseIPv6(input: string): number[] | null {
  let s = input.startsWith("[") && input.endsWith("]") ? input.slice(1, -1) : input;
  const zone = s.indexOf("%");
  if (zone >= 0) s = s.slice(0, zone);
  if (!s.includes(":")) return null;
  const lastColon = s.lastIndexOf(":");
  if (s.slice(lastColon + 1).includes(".")) {
    // An IPv4 address in the last 32 bits ("::ffff:127.0.0.1"): rewrite it as two hex groups.
    const v4 = parseIPv4(s.slice(lastColon + 1));
    if (!v4) return null;
    const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    s = `${s.slice(0, lastColon + 1)}${hex(v4[0]!, v4[1]!)}:${hex(v4[2]!, v4[3]!)}`;
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string | undefined): number[] | null => {
    if (!part) return [];
    const out: number[] = [];
    for (const g of part.split(":")) {
      if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
      out.push(parseInt(g, 16));
    }
    return out;
  };
  const head = groups(halves[0]);
  const rest = groups(halves[1]);
  if (!head || !rest) return null;
  const given = head.length + rest.length;
  if (halves.length === 1) return given === 8 ? head : null;
  if (given > 7) return null;
  return [...head, ...new Array<number>(8 - given).fill(0), ...rest];
}

/** True when `host` is an IP address literal (IPv6 with or without brackets). */
export function isIpLiteral(host: string): boolean {
  return parseIPv4(host) !== null || parseIPv6(host) !== null;
}

interface Range {
  base: number[];
  bits: number;
  why: string;
  /** A private network that `allowPrivate` (local tests) may reach. */
  local?: boolean;
}

const V4_RANGES: Range[] = [
  { base: [0, 0, 0, 0], bits: 8, why: "a 'this network' address" },
  { base: [10, 0, 0, 0], bits: 8, why: "a private address", local: true },
  { base: [100, 64, 0, 0], bits: 10, why: "a carrier-grade NAT address", local: true },
  { base: [127, 0, 0, 0], bits: 8, why: "a loopback address", local: true },
  { base: [169, 254, 0, 0], bits: 16, why: "a link-local or cloud metadata address" },
  { base: [172, 16, 0, 0], bits: 12, why: "a private address", local: true },
  { base: [192, 0, 0, 0], bits: 24, why: "a reserved address" },
  { base: [192, 0, 2, 0], bits: 24, why: "a documentation address" },
  { base: [192, 88, 99, 0], bits: 24, why: "a reserved (6to4 relay) address" },
  { base: [192, 168, 0, 0], bits: 16, why: "a private address", local: true },
  { base: [198, 18, 0, 0], bits: 15, why: "a benchmarking address" },
  { base: [198, 51, 100, 0], bits: 24, why: "a documentation address" },
  { base: [203, 0, 113, 0], bits: 24, why: "a documentation address" },
  { base: [224, 0, 0, 0], bits: 4, why: "a multicast address" },
  { base: [240, 0, 0, 0], bits: 4, why: "a reserved or broadcast address" },
];

function inRange(value: number[], base: number[], bits: number, width: number): boolean {
  let left = bits;
  for (let i = 0; i < base.length && left > 0; i++) {
    const take = Math.min(width, left);
    const mask = ((1 << take) - 1) << (width - take);
    if ((value[i]! & mask) !== (base[i]! & mask)) return false;
    left -= take;
  }
  return true;
}

function v4Reason(bytes: number[], allowPrivate: boolean): string | null {
  const range = V4_RANGES.find((r) => inRange(bytes, r.base, r.bits, 8));
  if (!range || (range.local && allowPrivate)) return null;
  return range.why;
}

function embeddedV4(groups: number[], at: number): number[] {
  const hi = groups[at]!;
  const lo = groups[at + 1]!;
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff];
}

/** The cloud metadata endpoint over IPv6 (AWS), inside the unique local range. */
const V6_METADATA = [0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254];

function v6Reason(g: number[], allowPrivate: boolean): string | null {
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return "the unspecified address";
  if (zeroUpTo(7) && g[7] === 1) return allowPrivate ? null : "a loopback address";
  // ::ffff:a.b.c.d (IPv4-mapped), ::ffff:0:a.b.c.d (IPv4-translated) and the NAT64 prefixes
  // 64:ff9b::/96 and 64:ff9b:1::/48 reach the IPv4 address inside; so does 6to4 (2002::/16).
  if (zeroUpTo(5) && g[5] === 0xffff) return v4Reason(embeddedV4(g, 6), allowPrivate);
  if (zeroUpTo(4) && g[4] === 0xffff && g[5] === 0) {
    return v4Reason(embeddedV4(g, 6), allowPrivate);
  }
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) {
    return v4Reason(embeddedV4(g, 6), allowPrivate);
  }
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return "a local-use NAT64 address";
  if (g[0] === 0x2002) return v4Reason(embeddedV4(g, 1), allowPrivate); // 6to4
  if (g.every((x, i) => x === V6_METADATA[i])) return "a cloud metadata address";
  if ((g[0]! & 0xfe00) === 0xfc00) return allowPrivate ? null : "a private (unique local) address";
  if ((g[0]! & 0xffc0) === 0xfe80) return "a link-local address";
  if ((g[0]! & 0xffc0) === 0xfec0) return "a site-local address";
  if ((g[0]! & 0xff00) === 0xff00) return "a multicast address";
  if (g[0] === 0x2001 && g[1] === 0x0db8) return "a documentation address";
  if (g[0] === 0x3fff && (g[1]! & 0xf000) === 0) return "a documentation address";
  if (g[0] === 0x2001 && g[1] === 0) return "a Teredo tunnel address";
  // 2001::/23: IETF protocol assignments (benchmarking, ORCHID, …), none a web server's.
  if (g[0] === 0x2001 && g[1]! < 0x200) return "a reserved address";
  if ((g[0]! & 0xe000) !== 0x2000) return "not a global unicast address";
  return null;
}

/**
 * Why a request may not reach `address`, or null when it may. With `allowPrivate` (local tests)
 * loopback and private networks are allowed; link-local and metadata addresses never are.
 */
export function blockedReason(address: string, allowPrivate: boolean): string | null {
  const v4 = parseIPv4(address);
  if (v4) return v4Reason(v4, allowPrivate);
  const v6 = parseIPv6(address);
  if (v6) return v6Reason(v6, allowPrivate);
  return "not an IP address";
}

/** Options of {@link parseWebUrl}. */
export interface WebUrlOptions {
  /** The schemes accepted, with their colon; the first is suggested. @default ["https:", "http:"] */
  schemes?: readonly string[];
}

/**
 * Parses a web address a request may be sent to: an accepted scheme, no user name or password.
 * @throws {UrlRefusedError} `bad_url`
 */
export function parseWebUrl(raw: string, options: WebUrlOptions = {}): URL {
  const schemes = options.schemes ?? ["https:", "http:"];
  let url: URL;
  try {
    url = new URL(raw);
  } catch (err) {
    throw new UrlRefusedError(URL_REFUSAL.badUrl, `"${raw}" is not a web address`, { cause: err });
  }
  if (!schemes.includes(url.protocol)) {
    const names = schemes.map((s) => s.slice(0, -1)).join(" or ");
    throw new UrlRefusedError(
      URL_REFUSAL.badUrl,
      `"${raw}" is not an ${names} address; give one starting with ${schemes[0]}//`,
    );
  }
  if (url.username || url.password) {
    throw new UrlRefusedError(
      URL_REFUSAL.badUrl,
      `"${url.host}" is given with a user name or password; give the address without them`,
    );
  }
  return url;
}

/** Why a request may not reach an address, or null when it may. */
export type AddressPolicy = (address: string) => string | null;

/** Options of {@link checkPublicUrl} and {@link checkPublicHost}. */
export interface PublicUrlOptions extends WebUrlOptions {
  /** Allow loopback and private networks (local development and tests only). */
  allowPrivate: boolean;
  /** How host names are resolved. @default A and AAAA records with `Deno.resolveDns` */
  resolveHost?: HostResolver;
  /**
   * Replaces the address rules; only tests set it, to declare a local listener's address public.
   * @default (address) => blockedReason(address, allowPrivate)
   */
  addressPolicy?: AddressPolicy;
  /** Ends the DNS lookup. */
  signal?: AbortSignal;
}

/** A host checked once: every address it had at that moment, each one allowed. */
export interface CheckedHost {
  /** The host name as given (lower case, no trailing dot, IPv6 without brackets). */
  hostname: string;
  /** Its addresses, in the resolver's order; a literal's is itself. Never empty. */
  addresses: string[];
}

/** Names of cloud metadata services, refused before asking DNS, even with `allowPrivate`. */
const METADATA_HOSTS = new Set([
  "metadata",
  "metadata.google.internal",
  "metadata.goog",
  "instance-data",
  "instance-data.ec2.internal",
]);

async function checkHost(
  shown: string,
  hostname: string,
  options: PublicUrlOptions,
): Promise<CheckedHost> {
  const host = hostname.toLowerCase().replace(/\.$/, "").replace(/^\[|\]$/g, "");
  const policy = options.addressPolicy ??
    ((address: string) => blockedReason(address, options.allowPrivate));
  const refuse = (why: string) =>
    new UrlRefusedError(
      URL_REFUSAL.blocked,
      `"${shown}" is ${why}, which the server may not reach; give a public address`,
    );
  if (isIpLiteral(host)) {
    const why = policy(host);
    if (why) throw refuse(why);
    return { hostname: host, addresses: [host] };
  }
  if (METADATA_HOSTS.has(host)) throw refuse("a cloud metadata address");
  if (!options.allowPrivate && (host === "localhost" || host.endsWith(".localhost"))) {
    throw refuse("a loopback address");
  }
  const resolve = options.resolveHost ?? resolveWithDns;
  let addresses: string[];
  try {
    addresses = await resolve(host, options.signal ?? new AbortController().signal);
  } catch (err) {
    if (options.signal?.aborted) throw err;
    addresses = [];
  }
  if (addresses.length === 0) {
    throw new UrlRefusedError(
      URL_REFUSAL.dns,
      `The host "${shown}" was not found; check the address`,
    );
  }
  for (const address of addresses) {
    const why = policy(address);
    if (why) throw refuse(`${why} (${address})`);
  }
  return { hostname: host, addresses: [...addresses] };
}

/**
 * Checks that a request may go to `url`: an accepted scheme, no credentials, and a host (an IP
 * literal, or every address it resolves to, resolved once) that is public, or private with
 * `allowPrivate`. Link-local and metadata addresses are refused even then. Connect only to one of
 * the returned addresses (`outbound/outbound_client.ts` does), never to the name again.
 * @throws {UrlRefusedError} `bad_url`, `blocked` or `dns`
 */
export async function checkPublicUrl(
  url: URL | string,
  options: PublicUrlOptions,
): Promise<CheckedHost & { url: URL }> {
  const parsed = parseWebUrl(typeof url === "string" ? url : url.href, options);
  return { url: parsed, ...await checkHost(parsed.host, parsed.hostname, options) };
}

/**
 * Checks a host of another protocol (an IMAP server) by the same rules as {@link checkPublicUrl}.
 * The host is read as a web URL's would be, so `2130706433` or `0x7f.1` is the IP it stands for.
 * @throws {UrlRefusedError} `bad_url`, `blocked` or `dns`
 */
export async function checkPublicHost(
  host: string,
  options: PublicUrlOptions,
): Promise<CheckedHost> {
  const bracketed = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  let hostname: string;
  try {
    hostname = new URL(`http://${bracketed}/`).hostname;
  } catch (err) {
    throw new UrlRefusedError(URL_REFUSAL.badUrl, `"${host}" is not a host name`, { cause: err });
  }
  return await checkHost(host, hostname, options);
}

/**
 * Checks that a request may go to `url` ({@link checkPublicUrl}), for checks made without
 * connecting (a webhook's registration). @returns the parsed URL
 * @throws {UrlRefusedError} `bad_url`, `blocked` or `dns`
 */
export async function assertPublicUrl(url: URL | string, options: PublicUrlOptions): Promise<URL> {
  return (await checkPublicUrl(url, options)).url;
}
