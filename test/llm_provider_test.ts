import assert from "node:assert/strict";
import {
  FAKE_KEY,
  openaiText,
  openaiToolCalls,
  startFakeOpenAI,
} from "../services/assistant/testing/fake_openai.ts";
import { api, createKey, startEmbedded } from "./_harness.ts";

Deno.test("with MODEL_PROVIDER=openai, /actions runs the model's tool calls within the key and reports its model", async () => {
  const fake = startFakeOpenAI([
    // The model first tries a tool the key does not allow, then one it does.
    openaiToolCalls([
      { id: "c1", name: "notes_create", arguments: '{"text":"secret plan"}' },
      { id: "c2", name: "shopping_add", arguments: '{"items":["oat milk"]}' },
    ], { model: "gpt-test-1", usage: { prompt_tokens: 120, completion_tokens: 30 } }),
    openaiText("I added oat milk to your shopping list.", {
      model: "gpt-test-1",
      usage: { prompt_tokens: 200, completion_tokens: 12 },
    }),
    openaiText("Your dentist is Dr Lee.", { model: "gpt-test-1" }),
  ]);
  const sys = await startEmbedded({
    MODEL_PROVIDER: "openai",
    MODEL: "gpt-test-1",
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: FAKE_KEY,
  });
  try {
    const key = await createKey(
      sys.baseUrl,
      "ola",
      "create an API key that can view and change my shopping list",
    );
    const res = await api(sys.baseUrl, "/actions", key, { message: "please add oat milk" });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.model, "gpt-test-1");
    assert.equal(body.reply, "I added oat milk to your shopping list.");
    assert.deepEqual(body.actions, [
      { tool: "notes_create", ok: false },
      { tool: "shopping_add", ok: true },
    ]);

    const first = fake.received[0]!.body;
    const offered = first.tools.map((t: { function: { name: string } }) => t.function.name).sort();
    assert.deepEqual(offered, [
      "shopping_add",
      "shopping_clear",
      "shopping_list",
      "shopping_remove",
    ]);
    assert.ok(!JSON.stringify(fake.received).includes(key), "the model never sees the API key");

    const msg = await api(sys.baseUrl, "/messages", key, { message: "who is my dentist?" });
    assert.equal((await msg.json()).model, "gpt-test-1");
    assert.equal(fake.received[2]!.body.tools, undefined, "/messages offers the model no tools");

    const list = await api(sys.baseUrl, "/actions", key, { message: "x" });
    assert.equal(list.status, 503, "a model that does not answer is a 503, not a hang");
    assert.ok(Number(list.headers.get("retry-after")) >= 1);
    await list.body?.cancel();
    assert.ok(!sys.logs.join("\n").includes(FAKE_KEY), "the provider key is never logged");
  } finally {
    await sys.stop();
    await fake.close();
  }
});
