/**
 * The notifier: durable events in, signed webhooks out.
 * @module
 */
export { createNotifier, NOTIFIER_DURABLE } from "./src/notifier.ts";
