import { ConfigError, loadConfig } from "@asst/shared";
import assert from "node:assert/strict";
import { anthropicText, startFakeAnthropic } from "../../testing/fake_anthropic.ts";
import { FAKE_KEY, openaiText, startFakeOpenAI } from "../../testing/fake_openai.ts";
import { AnthropicModel } from "./anthropic_model.ts";
import { OpenAIModel } from "./openai_model.ts";
import { createProviderModel, modelConfigSchema } from "./provider_config.ts";

const SECRET = "sk-live-c2VjcmV0LXZhbHVlLW5ldmVyLXNob3du";

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(modelConfigSchema, env);
  } catch (err) {
    assert.ok(err instanceof ConfigError);
    return err;
  }
  assert.fail("expected a ConfigError");
}

const question = {
  question: "What is my name?",
  profile: { name: "Ada", timezone: null },
  memories: [],
  now: new Date("2026-01-01T00:00:00Z"),
};

Deno.test("the model config defaults to the local model with the providers' public URLs and a 60 s timeout", () => {
  const config = loadConfig(modelConfigSchema, {});
  assert.deepEqual(config, {
    MODEL_PROVIDER: "local",
    OPENAI_BASE_URL: "https://api.openai.com/v1",
    ANTHROPIC_BASE_URL: "https://api.anthropic.com",
    MODEL_TIMEOUT_MS: 60_000,
  });
  assert.equal(createProviderModel(config), null);
});

Deno.test("openai without OPENAI_API_KEY fails naming the variable", () => {
  const err = configError({ MODEL_PROVIDER: "openai", MODEL: "gpt-4.1-mini" });
  assert.equal(
    err.message,
    'OPENAI_API_KEY is unset: required when MODEL_PROVIDER is "openai": set OPENAI_API_KEY, ' +
      "or set MODEL_PROVIDER to local",
  );
});

Deno.test("openai without MODEL fails naming the variable", () => {
  const err = configError({ MODEL_PROVIDER: "openai", OPENAI_API_KEY: SECRET });
  assert.match(err.message, /^MODEL is unset: required when MODEL_PROVIDER is "openai"/);
  assert.ok(!err.message.includes(SECRET));
});

Deno.test("anthropic without ANTHROPIC_API_KEY fails naming it, even with an OpenAI key set", () => {
  const err = configError({
    MODEL_PROVIDER: "anthropic",
    MODEL: "claude-sonnet-5-5",
    OPENAI_API_KEY: SECRET,
  });
  assert.match(
    err.message,
    /^ANTHROPIC_API_KEY is unset: required when MODEL_PROVIDER is "anthropic"/,
  );
  assert.ok(!err.message.includes(SECRET));
});

Deno.test("an empty key counts as missing", () => {
  const err = configError({ MODEL_PROVIDER: "anthropic", MODEL: "m", ANTHROPIC_API_KEY: "" });
  assert.match(err.message, /^ANTHROPIC_API_KEY is unset/);
});

Deno.test("an unknown provider fails naming MODEL_PROVIDER and the choices", () => {
  const err = configError({ MODEL_PROVIDER: "gemini" });
  assert.equal(err.message, 'MODEL_PROVIDER is "gemini": expected local, openai or anthropic');
});

Deno.test("a base URL that is not http(s) fails naming the variable without showing its value", () => {
  const err = configError({
    MODEL_PROVIDER: "openai",
    MODEL: "m",
    OPENAI_API_KEY: SECRET,
    OPENAI_BASE_URL: "file:///etc/passwd",
  });
  assert.equal(
    err.message,
    'OPENAI_BASE_URL is "(hidden)": expected an http(s) URL such as https://api.openai.com/v1',
  );
  assert.ok(!err.message.includes("passwd"));
});

Deno.test("a timeout that is not a positive whole number fails naming MODEL_TIMEOUT_MS", () => {
  assert.match(configError({ MODEL_TIMEOUT_MS: "soon" }).message, /^MODEL_TIMEOUT_MS is "soon"/);
  assert.match(configError({ MODEL_TIMEOUT_MS: "-5" }).message, /^MODEL_TIMEOUT_MS is "-5"/);
});

Deno.test("createProviderModel() builds an OpenAI model that talks to OPENAI_BASE_URL with the key", async () => {
  const fake = startFakeOpenAI([openaiText("Ada.")]);
  try {
    const config = loadConfig(modelConfigSchema, {
      MODEL_PROVIDER: "openai",
      MODEL: "llama3.2",
      OPENAI_API_KEY: FAKE_KEY,
      OPENAI_BASE_URL: fake.url,
    });
    const model = createProviderModel(config, { maxRetries: 0 });
    assert.ok(model instanceof OpenAIModel);
    assert.equal(model.name, "llama3.2");
    assert.equal((await model.answer(question)).reply, "Ada.");
    assert.equal(fake.received[0]!.body.model, "llama3.2");
  } finally {
    await fake.close();
  }
});

Deno.test("createProviderModel() builds an Anthropic model that talks to ANTHROPIC_BASE_URL", async () => {
  const fake = startFakeAnthropic([anthropicText("Ada.")]);
  try {
    const config = loadConfig(modelConfigSchema, {
      MODEL_PROVIDER: "anthropic",
      MODEL: "claude-sonnet-5-5",
      ANTHROPIC_API_KEY: FAKE_KEY,
      ANTHROPIC_BASE_URL: fake.url,
    });
    const model = createProviderModel(config, { maxRetries: 0 });
    assert.ok(model instanceof AnthropicModel);
    assert.equal((await model.answer(question)).reply, "Ada.");
    assert.equal(fake.received[0]!.body.model, "claude-sonnet-5-5");
  } finally {
    await fake.close();
  }
});

Deno.test("createProviderModel() gives the model MODEL_TIMEOUT_MS", async () => {
  const fake = startFakeOpenAI(["hang"]);
  try {
    const config = loadConfig(modelConfigSchema, {
      MODEL_PROVIDER: "openai",
      MODEL: "m",
      OPENAI_API_KEY: FAKE_KEY,
      OPENAI_BASE_URL: fake.url,
      MODEL_TIMEOUT_MS: "120",
    });
    const model = createProviderModel(config, { maxRetries: 0 });
    assert.ok(model);
    await assert.rejects(model.answer(question), /did not answer within 120 ms/);
  } finally {
    await fake.close();
  }
});

Deno.test("a model never shows its key when inspected", () => {
  const model = createProviderModel(loadConfig(modelConfigSchema, {
    MODEL_PROVIDER: "openai",
    MODEL: "m",
    OPENAI_API_KEY: SECRET,
  }));
  assert.ok(model);
  assert.ok(!Deno.inspect(model, { depth: 10 }).includes(SECRET));
  assert.ok(!JSON.stringify(model).includes(SECRET));
});
