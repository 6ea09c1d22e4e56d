import {
  decodeJson,
  eventEnvelopeSchema,
  migrateFrom,
  type Service,
  type ServiceDeps,
  type Stoppable,
} from "@asst/shared";
import { EventInbox } from "./event_inbox.ts";

/** Name of the notifier's durable consumer; its replicas share it. */
export const NOTIFIER_DURABLE = "notifier";

/**
 * The notifier: receives every durable event from the stream and records it before
 * acknowledging it. Webhook delivery builds on this inbox.
 */
export function createNotifier(deps: ServiceDeps): Service & { inbox: EventInbox } {
  const log = deps.log.child({ component: "notifier" });
  const inbox = new EventInbox(deps.sql);
  let consumer: Stoppable | null = null;

  return {
    name: "notifier",
    inbox,
    async start() {
      await migrateFrom(deps.sql, "notifier", new URL("../migrations/", import.meta.url), log);
      await deps.bus.ensureEventStream();
      consumer = await deps.bus.consume(
        { durable: NOTIFIER_DURABLE, filterSubject: "events.>" },
        async (msg) => {
          const parsed = eventEnvelopeSchema.safeParse(decodeJson(msg.data));
          if (!parsed.success) {
            // A malformed event can never be recorded: acknowledge it so it does not loop.
            log.error("dropped a malformed event", { msg_id: msg.headers["nats-msg-id"] });
            return;
          }
          const fresh = await inbox.record(parsed.data);
          log.info("event received", { event_id: parsed.data.id, type: parsed.data.type, fresh });
        },
      );
    },
    async stop() {
      await consumer?.stop();
    },
  };
}
