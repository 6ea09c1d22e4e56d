/**
 * Network ranges (CIDR, IPv4 and IPv6) as a key's allowed networks and the gateway's trusted
 * proxies name them: read and put in canonical form once, then matched with a few integer
 * comparisons per request (ipaddr.js does the parsing).
 * @module
 */
import ipaddr from "ipaddr.js";

/** Most ranges a key may be limited to. */
export const MAX_NETWORKS = 16;

/** A range that could not be read, or too many ranges. */
export interface NetworksError {
  ok: false;
  /** What is wrong, in the user's terms, with the value quoted. */
  message: string;
}

/** Ranges read and put in canonical form. */
export interface ParsedNetworks {
  ok: true;
  /** Each range as `address/prefix`, host bits cleared, duplicates dropped, in the order given. */
  cidrs: string[];
  /** The ranges that admit every address of their family (`0.0.0.0/0`, `::/0`). */
  everything: string[];
}

function quote(text: string): string {
  const t = text.length > 45 ? `${text.slice(0, 44)}…` : text;
  return `"${t}"`;
}

/** One range read, or why not. A bare address is a range of one (`/32`, `/128`). */
function parseOne(text: string): string | { error: string } {
  const t = text.trim();
  const slash = t.indexOf("/");
  const address = slash === -1 ? t : t.slice(0, slash);
  const prefixText = slash === -1 ? null : t.slice(slash + 1);
  // Only the usual forms: four decimal parts for IPv4 (not "127.1" or "0x7f.0.0.1"), or IPv6.
  const usual = address.includes(":")
    ? ipaddr.IPv6.isValid(address)
    : ipaddr.IPv4.isValidFourPartDecimal(address);
  if (!usual) {
    return { error: `${quote(t)} is not an IP address or a range such as 203.0.113.0/24` };
  }
  const parsed = ipaddr.parse(address);
  // An IPv4 address written as IPv6 (::ffff:192.0.2.1) is matched as the IPv4 it is.
  const ip = parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress() &&
      prefixText === null
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
  const bits = ip.kind() === "ipv4" ? 32 : 128;
  if (prefixText !== null && !/^\d{1,3}$/u.test(prefixText)) {
    return { error: `${quote(t)} has no valid prefix length after "/"` };
  }
  const prefix = prefixText === null ? bits : Number(prefixText);
  if (prefix > bits) {
    return {
      error: `${quote(t)} is not a range: an ${ip.kind().toUpperCase()} prefix is 0 to ${bits}`,
    };
  }
  const network = ip.kind() === "ipv4"
    ? ipaddr.IPv4.networkAddressFromCIDR(`${ip.toString()}/${prefix}`)
    : ipaddr.IPv6.networkAddressFromCIDR(`${ip.toString()}/${prefix}`);
  return `${network.toString()}/${prefix}`;
}

/**
 * Reads a list of ranges, at most {@link MAX_NETWORKS}.
 * @returns the canonical ranges, or the first problem
 */
export function parseNetworks(items: readonly string[]): ParsedNetworks | NetworksError {
  const cidrs: string[] = [];
  for (const item of items) {
    const one = parseOne(item);
    if (typeof one !== "string") return { ok: false, message: one.error };
    if (!cidrs.includes(one)) cidrs.push(one);
  }
  if (cidrs.length > MAX_NETWORKS) {
    return {
      ok: false,
      message: `A key may be limited to at most ${MAX_NETWORKS} ranges; ${cidrs.length} were given`,
    };
  }
  return { ok: true, cidrs, everything: cidrs.filter((c) => c.endsWith("/0")) };
}

/** Canonical ranges, compiled for matching addresses. */
export class NetworkMatcher {
  readonly #ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][];

  /** @param cidrs ranges as {@link parseNetworks} gives them (anything else is skipped) */
  constructor(cidrs: readonly string[]) {
    this.#ranges = [];
    for (const cidr of cidrs) {
      try {
        this.#ranges.push(ipaddr.parseCIDR(cidr));
      } catch {
        // Not a range: matches nothing.
      }
    }
  }

  /** How many ranges there are. */
  get size(): number {
    return this.#ranges.length;
  }

  /**
   * True when `address` lies in one of the ranges. An IPv4-mapped IPv6 address (as a dual-stack
   * socket reports IPv4 peers) counts as its IPv4 address; anything not an address matches none.
   */
  admits(address: string): boolean {
    let ip: ipaddr.IPv4 | ipaddr.IPv6;
    try {
      // One parse: `process` throws for what is not an address.
      ip = ipaddr.process(address);
    } catch {
      return false;
    }
    for (const [network, prefix] of this.#ranges) {
      if (network.kind() === ip.kind() && ip.match(network, prefix)) return true;
    }
    return false;
  }
}
