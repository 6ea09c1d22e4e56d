import { env } from "@asst/shared";
import { z } from "zod";
import { AnthropicModel } from "./anthropic_model.ts";
import type { Model } from "./model.ts";
import { OpenAIModel } from "./openai_model.ts";

/** Which model answers. */
export const MODEL_PROVIDER = {
  local: "local",
  openai: "openai",
  anthropic: "anthropic",
} as const;

/** Which model answers. */
export type ModelProvider = typeof MODEL_PROVIDER[keyof typeof MODEL_PROVIDER];

const httpUrl = (fallback: string) =>
  z.url({ protocol: /^https?$/, error: `expected an http(s) URL such as ${fallback}` })
    .default(fallback);

/**
 * The model settings, from environment variables (read them with `loadConfig`).
 *
 * `openai` speaks OpenAI chat completions, so any compatible server works through
 * `OPENAI_BASE_URL`: Azure OpenAI (`https://<resource>.openai.azure.com/openai/v1`), Ollama
 * (`http://127.0.0.1:11434/v1`), vLLM (`http://host:8000/v1`), llama.cpp server
 * (`http://host:8080/v1`) and LM Studio (`http://127.0.0.1:1234/v1`). Servers that take no key
 * still need `OPENAI_API_KEY` set to any value, such as `none`.
 */
export const modelConfigSchema = z.object({
  /** `local` (the embedded, deterministic model), `openai` or `anthropic`. */
  MODEL_PROVIDER: z.enum(["local", "openai", "anthropic"], {
    error: "expected local, openai or anthropic",
  }).default("local"),
  /** The provider's model name, e.g. `gpt-4.1-mini` or `claude-sonnet-5-5`; required for both. */
  MODEL: z.string().trim().min(1).max(200).optional(),
  /** Where the OpenAI-compatible API lives. */
  OPENAI_BASE_URL: httpUrl("https://api.openai.com/v1"),
  /** The OpenAI (or compatible server's) API key. */
  OPENAI_API_KEY: z.string().trim().min(1).max(1000).optional(),
  /** Where the Anthropic API lives. */
  ANTHROPIC_BASE_URL: httpUrl("https://api.anthropic.com"),
  /** The Anthropic API key. */
  ANTHROPIC_API_KEY: z.string().trim().min(1).max(1000).optional(),
  /** How long one provider HTTP attempt may take, in milliseconds. */
  MODEL_TIMEOUT_MS: env.positiveInt(60_000),
}).superRefine((config, ctx) => {
  const provider = config.MODEL_PROVIDER;
  if (provider === "local") return;
  const required = provider === "openai"
    ? ["MODEL", "OPENAI_API_KEY"] as const
    : ["MODEL", "ANTHROPIC_API_KEY"] as const;
  for (const name of required) {
    if (config[name] === undefined) {
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: `required when MODEL_PROVIDER is "${provider}": set ${name}, ` +
          "or set MODEL_PROVIDER to local",
      });
    }
  }
});

/** The model settings. */
export type ModelConfig = z.infer<typeof modelConfigSchema>;

/** Settings that are not environment variables, for tests and tuning. */
export interface ProviderModelOptions {
  /**
   * How often the SDK retries a failed request.
   * @default 2
   */
  maxRetries?: number;
}

/**
 * The provider's model for the configuration, or null for `local` (the caller supplies the
 * local model).
 * @throws {Error} when `MODEL` or the provider's key is missing (a config that skipped validation)
 */
export function createProviderModel(
  config: ModelConfig,
  options: ProviderModelOptions = {},
): Model | null {
  const common = {
    timeoutMs: config.MODEL_TIMEOUT_MS,
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
  };
  switch (config.MODEL_PROVIDER) {
    case "local":
      return null;
    case "openai":
      return new OpenAIModel({
        model: required(config.MODEL, "MODEL"),
        apiKey: required(config.OPENAI_API_KEY, "OPENAI_API_KEY"),
        baseURL: config.OPENAI_BASE_URL,
        ...common,
      });
    case "anthropic":
      return new AnthropicModel({
        model: required(config.MODEL, "MODEL"),
        apiKey: required(config.ANTHROPIC_API_KEY, "ANTHROPIC_API_KEY"),
        baseURL: config.ANTHROPIC_BASE_URL,
        ...common,
      });
  }
}

function required(value: string | undefined, name: string): string {
  if (value === undefined) {
    throw new Error(`${name} is unset; set it, or set MODEL_PROVIDER to local`);
  }
  return value;
}
