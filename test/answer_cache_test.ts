import assert from "node:assert/strict";
import { api, chat, createKey, withTwoReplicas } from "./_harness.ts";

Deno.test("with two replicas, an answer after a change in the chat never comes from a stale cache", async () => {
  await withTwoReplicas(async (one, two) => {
    await chat(one.baseUrl, "ada", "my name is Ada");
    const key = await createKey(one.baseUrl, "ada", "create an API key");
    const ask = async () => {
      const res = await api(two.baseUrl, "/messages", key, { message: "what is my name?" });
      assert.equal(res.status, 200);
      return (await res.json()).reply as string;
    };
    // Both assistant replicas answer (a queue group) and keep the profile in their caches.
    for (let i = 0; i < 6; i++) assert.match(await ask(), /Ada/);
    await chat(one.baseUrl, "ada", "my name is Bea");
    for (let i = 0; i < 6; i++) assert.match(await ask(), /Bea/);
    await chat(two.baseUrl, "ada", "remember that my dentist is Dr Lee");
    const res = await api(one.baseUrl, "/messages", key, { message: "who is my dentist?" });
    assert.match((await res.json()).reply, /Dr Lee/);
  });
});

Deno.test("with two replicas, Business Mode turned on in the chat is seen at once by /actions", async () => {
  await withTwoReplicas(async (one, two) => {
    const key = await createKey(
      one.baseUrl,
      "kim",
      "create an API key that can record my business expenses",
    );
    // Both assistant replicas answer (a queue group) and keep "off" in their caches.
    for (let i = 0; i < 6; i++) {
      const off = await api(two.baseUrl, "/actions", key, { message: `I spent ${i} EUR on tea` });
      assert.equal(off.status, 422);
      await off.body?.cancel();
    }
    await chat(one.baseUrl, "kim", "turn on business mode");
    for (let i = 0; i < 6; i++) {
      const on = await api(two.baseUrl, "/actions", key, { message: `I spent ${i} EUR on coffee` });
      assert.equal(on.status, 200);
      await on.body?.cancel();
    }
  });
});
