import type { Context } from "hono";
import { getConnInfo } from "hono/deno";

/** The address used when neither a trusted proxy nor the socket names the client. */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * The client's address: the socket's peer, or, behind `trustedHops` proxies that each append
 * to `X-Forwarded-For`, the entry the outermost trusted proxy appended. Entries a client wrote
 * itself (further left) are never believed.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  let socket = UNKNOWN_ADDRESS;
  try {
    socket = getConnInfo(c).remote.address ?? UNKNOWN_ADDRESS;
  } catch {
    // No socket (a request made in-process, as in tests).
  }
  if (trustedHops <= 0) return socket;
  const forwarded = (c.req.header("x-forwarded-for") ?? "").split(",").map((s) => s.trim())
    .filter((s) => s.length > 0);
  // Nearest first: the socket, then what each trusted proxy appended.
  const chain = [socket, ...forwarded.reverse()];
  return chain[Math.min(trustedHops, chain.length - 1)]!;
}
