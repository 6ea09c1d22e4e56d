import { env } from "@asst/shared";
import { z } from "zod";

/** The assistant's settings, from environment variables. */
export const assistantConfigSchema = z.object({
  /** Which model answers: only `local` (the embedded, deterministic one) so far. */
  MODEL_PROVIDER: z.enum(["local"]).default("local"),
  /** How long a Confirm button in the chat stays usable, in seconds. */
  CONFIRMATION_TTL_SECONDS: env.positiveInt(24 * 60 * 60),
});

/** The assistant's settings. */
export type AssistantConfig = z.infer<typeof assistantConfigSchema>;
