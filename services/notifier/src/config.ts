import { env } from "@asst/shared";
import { z } from "zod";

/** The notifier's settings, from environment variables. */
export const notifierConfigSchema = z.object({
  /**
   * AES-256-GCM key (base64 of 32 bytes) that encrypts the stored webhook signing secrets.
   * Changing it makes every stored secret unreadable: endpoints must then be registered again.
   */
  WEBHOOK_SECRET_KEY: z.string().regex(
    /^[A-Za-z0-9+/]{43}=$/,
    "expected base64 of 32 bytes, as `openssl rand -base64 32` prints",
  ),
  /**
   * Accept `http://` webhook URLs and loopback or private hosts (local development and tests
   * only). Link-local and cloud metadata addresses stay refused.
   */
  WEBHOOK_ALLOW_PRIVATE_URLS: env.flag(false),
  /** How long a receiver has to answer one delivery, in milliseconds. */
  WEBHOOK_TIMEOUT_MS: env.positiveInt(10_000),
  /** How often the delivery worker looks for due deliveries, in milliseconds. */
  WEBHOOK_WORKER_INTERVAL_MS: env.positiveInt(500),
});

/** The notifier's settings. */
export type NotifierConfig = z.infer<typeof notifierConfigSchema>;
