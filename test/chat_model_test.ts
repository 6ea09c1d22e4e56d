import assert from "node:assert/strict";
import {
  FAKE_KEY,
  openaiText,
  openaiToolCalls,
  type Received,
  startFakeOpenAI,
} from "../services/assistant/testing/fake_openai.ts";
import { chat, createKey, startEmbedded } from "./_harness.ts";

// deno-lint-ignore no-explicit-any
type Body = any;

function toolNames(req: Received): string[] {
  return (req.body.tools ?? []).map((t: { function: { name: string } }) => t.function.name);
}

function texts(req: Received): string[] {
  return req.body.messages.map((m: { content: unknown }) =>
    typeof m.content === "string" ? m.content : JSON.stringify(m.content)
  );
}

Deno.test("with MODEL_PROVIDER=openai the owner's chat runs on the model with its tools and recent turns, and no secret reaches it", async () => {
  const fake = startFakeOpenAI([
    // "please stick oat milk on my shopping list": the model calls the list tool, then answers.
    (req) => {
      assert.ok(toolNames(req).includes("shopping_add"), "the chat offers the list tools");
      return openaiToolCalls([
        { id: "c1", name: "shopping_add", arguments: '{"items":["oat milk"]}' },
      ]);
    },
    openaiText("Oat milk is on your shopping list."),
    // "what's on it now?": the model reads the list back through the tool.
    (req) => {
      const said = texts(req);
      const earlier = said.indexOf("please stick oat milk on my shopping list");
      assert.ok(earlier > 0, "the earlier message is context");
      assert.equal(said[earlier + 1], "Oat milk is on your shopping list.");
      assert.equal(said.at(-1), "what's on it now?");
      return openaiToolCalls([{ id: "c2", name: "shopping_list", arguments: "{}" }]);
    },
    openaiText("Your list has oat milk."),
  ]);
  const sys = await startEmbedded({
    MODEL_PROVIDER: "openai",
    MODEL: "gpt-test-1",
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: FAKE_KEY,
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
  });
  const base = sys.baseUrl;
  const say = async (text: string) => (await chat(base, "ada", text)).map((m) => m.text).join("\n");
  try {
    // Secrets first, all handled in code.
    const key = await createKey(base, "ada", "create an API key that can view my shopping list");
    const registered = await say("send my events to http://127.0.0.1:9/hooks");
    const signing = /whsec_[0-9A-Za-z]+/.exec(registered)?.[0];
    assert.ok(signing, registered);
    const todoist = "0123456789abcdef0123456789abcdef01234567";
    assert.match(await say(`my todoist token is ${todoist}`), /todoist/i);
    const password = "app-pass-Zq81";
    await say(`connect my calendar https://ada:${password}@127.0.0.1:9/cal/`);
    await say("remember that my bank pin is zulu-quebec");
    await say("remember that my dog is called Biscuit");
    assert.equal(fake.received.length, 0, "no command reached the model");

    // A list change through the model, then a follow-up that needs the earlier turn.
    assert.equal(
      await say("please stick oat milk on my shopping list"),
      "Oat milk is on your shopping list.",
    );
    assert.equal(await say("what's on it now?"), "Your list has oat milk.");
    assert.equal(fake.received.length, 4);
    const readBack = texts(fake.received[3]!).at(-1)!;
    assert.match(readBack, /oat milk/, "the tool read the change back from the store");

    // Messages that look like they carry a secret are answered in code, never sent.
    for (
      const text of [
        `what can ${key} do?`,
        "is https://bob:hunter2pass@example.com/feed.ics still good?",
        "check sk-live_abcdefghijklmnopqrstuvwx for me",
        "the wifi password is swordfish, keep that in mind",
      ]
    ) {
      const reply = await say(text);
      assert.ok(reply.length > 0);
      assert.equal(fake.received.length, 4, `not sent: ${text}`);
    }

    const sent = JSON.stringify(fake.received.map((r) => r.body as Body));
    for (
      const secret of [
        key,
        signing,
        todoist,
        password,
        "zulu-quebec",
        "hunter2pass",
        "swordfish",
      ]
    ) {
      assert.ok(!sent.includes(secret), `the model never sees ${secret.slice(0, 8)}…`);
    }
    assert.ok(sent.includes("Biscuit"), "memories that are not private are context");

    // The script is exhausted: the provider answers 500, and the chat says so plainly.
    const failed = await say("add bread as well");
    assert.match(failed, /^The model provider "openai" answered HTTP 500; try again later/);
    assert.doesNotMatch(failed, /at \S+\.ts|Error:/);
  } finally {
    await sys.stop();
    await fake.close();
  }
});
