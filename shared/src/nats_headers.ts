/**
 * Headers between the bus's plain record and the NATS message's own, in both directions.
 * @module
 */
import { headers as natsHeaders, type MsgHdrs } from "@nats-io/transport-node";
import type { BusHeaders } from "./bus.ts";

/** Bus headers as NATS headers (none when empty). */
export function toNatsHeaders(h: BusHeaders | undefined): MsgHdrs | undefined {
  if (!h || Object.keys(h).length === 0) return undefined;
  const out = natsHeaders();
  for (const [k, v] of Object.entries(h)) out.set(k, v);
  return out;
}

/** NATS headers as bus headers, their names lower-cased. */
export function fromNatsHeaders(h: MsgHdrs | undefined): BusHeaders {
  const out: BusHeaders = {};
  if (!h) return out;
  for (const k of h.keys()) out[k.toLowerCase()] = h.get(k);
  return out;
}
