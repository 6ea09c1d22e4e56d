import { eventEnvelopeSchema, type HostResolver, notifierSubjects, serve } from "@asst/shared";
import { decodeJson, type Stoppable } from "@asst/shared/bus";
import { migrateFrom } from "@asst/shared/db";
import {
  scrapeCount,
  scrapedGauge,
  type Service,
  type ServiceDeps,
  stopAll,
} from "@asst/shared/http";
import type { NotifierConfig } from "./config.ts";
import { createDeliveryWorker, type DeliveryWorker } from "./delivery_worker.ts";
import { createRetentionLoop } from "./retention.ts";
import { EndpointStore } from "./endpoint_store.ts";
import { EventInbox } from "./event_inbox.ts";
import { WebhookSecrets } from "./webhook_secrets.ts";

const deliveriesPending = scrapedGauge(
  "webhook_deliveries_pending",
  "Webhook deliveries waiting for their next attempt or being attempted.",
);

/** Name of the notifier's durable consumer; its replicas share it. */
export const NOTIFIER_DURABLE = "notifier";

const QUEUE = "notifier";

/** Options of {@link createNotifier}, for tests. */
export interface NotifierOptions {
  /** Replaces the connection a delivery makes after its address check. @default a socket */
  fetch?: (request: Request) => Promise<Response>;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** How webhook hosts are resolved. @default A and AAAA records with `Deno.resolveDns` */
  resolveHost?: HostResolver;
  /** The jitter's random numbers in [0, 1). @default Math.random */
  random?: () => number;
  /**
   * Run the delivery worker's loop from `start()`; tests that call `worker.runOnce()` themselves
   * turn it off. @default true
   */
  deliverInBackground?: boolean;
}

/** The notifier and its parts that tests and the embedded mode reach. */
export interface Notifier extends Service {
  inbox: EventInbox;
  endpoints: EndpointStore;
  worker: DeliveryWorker;
}

/**
 * The notifier: records every durable event from the stream and, in the same transaction, queues
 * its webhook deliveries, before acknowledging it; serves the webhook subjects of the chat
 * (`notifier.webhooks.*`); and runs the delivery worker.
 */
export function createNotifier(
  deps: ServiceDeps,
  config: NotifierConfig,
  options: NotifierOptions = {},
): Notifier {
  const log = deps.log.child({ component: "notifier" });
  const { sql } = deps;
  const now = options.now ?? (() => new Date());
  const secrets = WebhookSecrets.fromBase64Key(config.WEBHOOK_SECRET_KEY);
  const allowPrivate = config.WEBHOOK_ALLOW_PRIVATE_URLS;
  const resolveHost = options.resolveHost ? { resolveHost: options.resolveHost } : {};
  const inbox = new EventInbox(sql, now);
  const endpoints = new EndpointStore({ sql, secrets, allowPrivate, now, ...resolveHost });
  const worker = createDeliveryWorker({
    sql,
    bus: deps.bus,
    log,
    secrets,
    allowPrivate,
    now,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    ...resolveHost,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.random ? { random: options.random } : {}),
  });
  const retention = createRetentionLoop(sql, log, now);
  const subscriptions: Stoppable[] = [];
  let consumer: Stoppable | null = null;

  return {
    name: "notifier",
    inbox,
    endpoints,
    worker,
    async start() {
      await migrateFrom(sql, "notifier", new URL("../migrations/", import.meta.url), log);
      const opts = { queue: QUEUE, log };
      subscriptions.push(
        serve(deps.bus, notifierSubjects.registerWebhook, opts, async (req) => {
          const registered = await endpoints.register(req.account_id, req.url, req.events);
          log.info("webhook registered", {
            account_id: req.account_id,
            endpoint_id: registered.endpoint.id,
          });
          return registered;
        }),
        serve(deps.bus, notifierSubjects.listWebhooks, opts, async (req) => ({
          endpoints: await endpoints.list(req.account_id),
        })),
        serve(deps.bus, notifierSubjects.removeWebhook, opts, async (req) => ({
          removed: await endpoints.remove(req.account_id, req.url),
        })),
        serve(deps.bus, notifierSubjects.rotateWebhookSecret, opts, async (req) => {
          const rotated = await endpoints.rotate(req.account_id, req.url);
          log.info("webhook secret rotated", {
            account_id: req.account_id,
            endpoint_id: rotated.endpoint.id,
          });
          return rotated;
        }),
        serve(deps.bus, notifierSubjects.resendWebhooks, opts, async (req) => {
          const requeued = await endpoints.resend(req.account_id, new Date(req.since));
          if (requeued > 0) worker.wake();
          return { requeued };
        }),
        // The partial index `deliveries_due` holds exactly these rows.
        scrapeCount(deliveriesPending, async () => {
          const [row] = await sql<{ n: number }[]>`
            select count(*)::int as n from notifier.deliveries
            where status in ('pending', 'delivering')
          `;
          return row?.n ?? 0;
        }),
      );
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
          // Its deliveries go out now rather than at the next tick.
          if (fresh) worker.wake();
        },
      );
      if (options.deliverInBackground ?? true) worker.start(config.WEBHOOK_WORKER_INTERVAL_MS);
      retention.start();
    },
    async stop() {
      await stopAll(subscriptions);
      await consumer?.stop();
      await worker.stop();
      await retention.stop();
    },
  };
}
