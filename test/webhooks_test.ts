import assert from "node:assert/strict";
import { verifyWebhookSignature } from "@asst/notifier";
import Stripe from "stripe";
import { startSystem } from "../system.ts";
import { api, chat, createKey, waitFor } from "./_harness.ts";

interface Received {
  headers: Headers;
  body: string;
  answered: number;
}

/** A local webhook receiver that answers 503 (Retry-After: 1) until told to accept. */
function receiver() {
  const received: Received[] = [];
  let accept = false;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const body = await req.text();
    const answered = accept ? 204 : 503;
    received.push({ headers: req.headers, body, answered });
    return accept
      ? new Response(null, { status: 204 })
      : new Response("down", { status: 503, headers: { "retry-after": "1" } });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/hooks`,
    received,
    accept: () => (accept = true),
    stop: () => server.shutdown(),
  };
}

Deno.test("a reminder set through /actions reaches a webhook, signed, though the receiver and the notifier were down in between", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "asst-webhooks-" });
  const hook = receiver();
  const env = {
    PORT: "0",
    DATA_DIR: dataDir,
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    LOG_LEVEL: "warn",
  };
  const silent = { logSink: () => {} };
  let sys = await startSystem(env, silent);
  try {
    let base = `http://127.0.0.1:${sys.port}`;
    const [registered] = await chat(base, "wes", `send my events to ${hook.url}`);
    const secret = /whsec_[0-9A-Za-z]+/.exec(registered!.text)?.[0];
    assert.ok(secret, registered!.text);
    const transcript = await (await fetch(`${base}/chat/api/messages?user=wes`)).json();
    assert.ok(!JSON.stringify(transcript).includes(secret), "the secret is shown once only");

    const key = await createKey(base, "wes", "create an API key that can manage my reminders");
    const res = await api(base, "/actions", key, { message: "remind me to stretch in 1 second" });
    assert.deepEqual((await res.json()).actions, [{ tool: "reminders_create", ok: true }]);

    // The receiver is down for the first attempt; then the whole process restarts.
    await waitFor("the first attempt", () => hook.received.length > 0 ? true : null);
    await sys.shutdown();
    hook.accept();
    sys = await startSystem(env, silent);
    base = `http://127.0.0.1:${sys.port}`;

    const delivered = await waitFor(
      "the delivery",
      () => hook.received.find((r) => r.answered === 204) ?? null,
    );
    assert.equal(hook.received[0]!.answered, 503);
    assert.equal(hook.received.filter((r) => r.answered === 204).length, 1);
    assert.equal(delivered.headers.get("content-type"), "application/json");
    assert.equal(delivered.headers.get("x-service-event"), "reminder.fired");
    const signature = delivered.headers.get("x-service-signature")!;
    assert.match(signature, /^t=\d+,v1=[0-9a-f]{64}$/);
    const body = JSON.parse(delivered.body);
    assert.deepEqual(Object.keys(body).sort(), ["created_at", "data", "id", "type"]);
    assert.equal(body.type, "reminder.fired");
    assert.equal(body.data.text, "stretch");
    assert.equal(typeof body.data.reminder_id, "string");
    assert.equal(body.id, JSON.parse(hook.received[0]!.body).id, "a retry is the same event");
    assert.equal(delivered.body, hook.received[0]!.body, "every attempt sends the same bytes");

    assert.equal(await verifyWebhookSignature(secret, signature, delivered.body), true);
    const stripe = new Stripe("sk_test_unused");
    const event = await stripe.webhooks.constructEventAsync(delivered.body, signature, secret);
    assert.equal(event.id, body.id, "an independent Stripe-scheme verifier accepts it");
    await assert.rejects(
      stripe.webhooks.constructEventAsync(delivered.body + " ", signature, secret),
      "a changed body is refused",
    );

    const [list] = await chat(base, "wes", "list my webhooks");
    assert.match(list!.text, /reminder\.fired: 204/, "the delivery's final status");
  } finally {
    await sys.shutdown();
    await hook.stop();
    await Deno.remove(dataDir, { recursive: true });
  }
});

Deno.test("webhook URLs that reach private addresses are refused unless allowed", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "asst-webhooks-" });
  const sys = await startSystem({ PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "warn" }, {
    logSink: () => {},
  });
  try {
    const base = `http://127.0.0.1:${sys.port}`;
    // A receiver the setting would allow is told how to try one locally; the rest are not.
    const local = [
      "http://127.0.0.1:8787/hooks",
      "https://127.0.0.1/hooks",
      "https://[::1]/x",
      "https://10.0.0.7/in",
      "https://localhost/hooks",
    ];
    for (
      const url of [
        "http://example.com/hooks",
        "https://169.254.169.254/latest/meta-data",
        ...local,
      ]
    ) {
      const [reply] = await chat(base, "sec", `send my events to ${url}`);
      assert.doesNotMatch(reply!.text, /whsec_/, url);
      if (local.includes(url)) {
        assert.match(reply!.text, /start the server with WEBHOOK_ALLOW_PRIVATE_URLS=true/, url);
      } else {
        assert.doesNotMatch(reply!.text, /WEBHOOK_ALLOW_PRIVATE_URLS/, url);
      }
    }
    const [list] = await chat(base, "sec", "list my webhooks");
    assert.match(list!.text, /You have no webhooks/);
  } finally {
    await sys.shutdown();
    await Deno.remove(dataDir, { recursive: true });
  }
});
