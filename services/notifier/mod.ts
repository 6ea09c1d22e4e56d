/**
 * The notifier: durable events in, signed webhooks out.
 * @module
 */
export {
  createNotifier,
  type Notifier,
  NOTIFIER_DURABLE,
  type NotifierOptions,
} from "./src/notifier.ts";
export { type NotifierConfig, notifierConfigSchema } from "./src/config.ts";
export {
  EVENT_HEADER,
  SIGNATURE_HEADER,
  signatureHeader,
  type VerifyOptions,
  verifyWebhookSignature,
} from "./src/signature.ts";
export { RETRY_STEPS_SECONDS, RETRY_WINDOW_SECONDS } from "./src/retry_schedule.ts";
export { WEBHOOK_USER_AGENT } from "./src/delivery_worker.ts";
