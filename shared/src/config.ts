import { z } from "zod";

/** A configuration variable failed validation; `message` is one line naming it. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/**
 * Reads configuration from environment variables and validates it.
 *
 * Empty strings count as unset, so `PORT=` falls back to the default.
 * @param schema a zod object whose keys are the variable names
 * @param env the environment, `Deno.env.toObject()` in a composition root
 * @throws {ConfigError} naming the first bad variable and what is expected
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: Record<string, string | undefined>,
): z.infer<S> {
  const input: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== "") input[key] = value;
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? "configuration");
  const shown = input[name] === undefined ? "unset" : `"${redactConfigValue(name, input[name])}"`;
  throw new ConfigError(`${name} is ${shown}: ${issue?.message ?? "invalid"}`);
}

function redactConfigValue(name: string, value: string): string {
  return /SECRET|PEPPER|KEY|TOKEN|PASSWORD|URL/.test(name) ? "(hidden)" : value;
}

/** Helpers for common variable shapes. */
export const env = {
  /** A TCP port, 0 to 65535. */
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  /** A positive whole number. */
  positiveInt: (fallback: number) => z.coerce.number().int().positive().default(fallback),
  /** `true`/`false`/`1`/`0`/`yes`/`no`. */
  flag: (fallback: boolean) =>
    z.enum(["true", "false", "1", "0", "yes", "no"], {
      error: "expected true or false",
    }).transform((v) => v === "true" || v === "1" || v === "yes").default(fallback),
  /** A log level. */
  logLevel: () => z.enum(["debug", "info", "warn", "error"]).default("info"),
};
