import { env } from "@asst/shared";
import { z } from "zod";

/** The proposals service's settings, from environment variables. */
export const proposalsConfigSchema = z.object({
  /**
   * Serve the built-in web chat at /chat. It trusts the handle it is given: a development
   * channel. On by default in the embedded mode only.
   */
  WEB_CHAT_ENABLED: env.flag(false),
  /** How long the chat waits for the assistant, in milliseconds. */
  CHAT_REQUEST_TIMEOUT_MS: env.positiveInt(30_000),
});

/** The proposals service's settings. */
export type ProposalsConfig = z.infer<typeof proposalsConfigSchema>;
