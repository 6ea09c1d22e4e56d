/**
 * The JetStream side of the bus's setup: the event stream's name for a subject prefix, and the
 * stream and a durable consumer made or brought up to date, whichever replica gets there first.
 * @module
 */
import type { ConsumerConfig, JetStreamManager, StreamConfig } from "@nats-io/jetstream";
import type { Logger } from "./log.ts";

/** The name of the event stream for a subject prefix (stream names allow no dots). */
export function eventStreamName(prefix: string): string {
  const clean = prefix.replace(/[^A-Za-z0-9_-]/g, "_").replace(/_+$/, "");
  return clean ? `EVENTS_${clean}` : "EVENTS";
}

/** Makes the stream, or brings its de-duplication window and replicas up to date. */
export async function ensureStream(
  jsm: JetStreamManager,
  config: Pick<StreamConfig, "name" | "subjects" | "duplicate_window" | "num_replicas">,
): Promise<void> {
  try {
    await jsm.streams.info(config.name);
    await jsm.streams.update(config.name, {
      duplicate_window: config.duplicate_window,
      num_replicas: config.num_replicas,
    });
  } catch (err) {
    if (!String((err as Error).message).includes("not found")) throw err;
    try {
      await jsm.streams.add(config);
    } catch (addErr) {
      // Another replica created it first.
      if (!String((addErr as Error).message).includes("already in use")) throw addErr;
    }
  }
}

/** Makes the durable consumer, or brings its ack wait and filter up to date. */
export async function ensureConsumer(
  jsm: JetStreamManager,
  stream: string,
  config: Partial<ConsumerConfig> & {
    durable_name: string;
    ack_wait: number;
    filter_subject: string;
  },
  log: Logger,
): Promise<void> {
  try {
    await jsm.consumers.add(stream, config);
  } catch (err) {
    // It exists with another configuration: bring it up to date.
    log.debug("consumer exists, updating", { durable: config.durable_name, err });
    await jsm.consumers.update(stream, config.durable_name, {
      ack_wait: config.ack_wait,
      filter_subject: config.filter_subject,
    });
  }
}
