import assert from "node:assert/strict";
import { eventDataSchemas } from "@asst/shared";
import { startFakeSmtp } from "../services/proposals/src/_fake_smtp.ts";
import { assertMatchesContract } from "./_contract.ts";
import {
  api,
  chat,
  type ChatMessage,
  createKey,
  proposalMessage,
  sharedServers,
  startEmbedded,
  startOnServers,
  tap,
  waitFor,
} from "./_harness.ts";

/** A local webhook receiver that keeps every body it is sent. */
function receiver() {
  const bodies: { type: string; data: Record<string, unknown>; id: string }[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    bodies.push(JSON.parse(await req.text()));
    return new Response(null, { status: 204 });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/hooks`,
    bodies,
    stop: () => server.shutdown(),
  };
}

async function status(base: string, key: string, id: string) {
  const res = await fetch(`${base}/api/assistant/v1/actions/requests/${id}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  await assertMatchesContract("GET", "/api/assistant/v1/actions/requests/{request_id}", res);
  assert.equal(res.status, 200);
  return await res.json();
}

/** Proposes through /actions and returns the proposal id. */
async function propose(base: string, key: string, message: string): Promise<string> {
  const res = await api(base, "/actions", key, { message });
  const body = await res.json();
  assert.equal(res.status, 200, JSON.stringify(body));
  const entry = body.actions.find((a: { tool: string }) => a.tool === "propose_action");
  assert.ok(entry?.ok, JSON.stringify(body));
  assert.match(entry.request_id, /^[0-9a-f-]{36}$/);
  assert.notEqual(entry.request_id, body.request_id, "the proposal id is not the call's id");
  return entry.request_id;
}

function button(message: ChatMessage, label: "Confirm" | "Reject"): string {
  const found = message.buttons.find((b) => b.label === label);
  assert.ok(found, `no ${label} button`);
  assert.ok(new TextEncoder().encode(found.data).length <= 64);
  return found.data;
}

Deno.test("a proposed email confirmed in the chat goes out through SMTP; rejected, failed and repeated taps read as such, each with one proposal.resolved", async () => {
  const smtp = await startFakeSmtp();
  const hook = receiver();
  const sys = await startEmbedded({ SMTP_URL: smtp.url, WEBHOOK_ALLOW_PRIVATE_URLS: "true" });
  const base = sys.baseUrl;
  try {
    await chat(base, "ana", "my email address is ana@example.com");
    await chat(base, "ana", "my name is Ana Lopez");
    await chat(base, "ana", `send my proposal events to ${hook.url}`);
    const key = await createKey(base, "ana", "create an API key that can propose emails");

    // Confirmed: the email arrives at the SMTP server, sent from the account's address.
    const sent = await propose(base, key, "send an email to bob@example.com saying I'll be late");
    const pending = await status(base, key, sent);
    assert.equal(pending.status, "pending");
    assert.equal(pending.resolved_at, null);
    assert.equal(
      Date.parse(pending.expires_at) - Date.parse(pending.created_at),
      72 * 3600 * 1000,
    );
    assert.match(pending.summary, /bob@example\.com/);
    const message = await proposalMessage(base, "ana", "bob@example.com");
    assert.match(message.text, /From: Ana Lopez <ana@example\.com>/);
    const [confirmed] = await tap(base, "ana", button(message, "Confirm"));
    assert.match(confirmed!.text, /^Confirmed\./);
    const [mail] = await smtp.waitFor(1);
    assert.equal(mail!.from, "ana@example.com");
    assert.deepEqual(mail!.to, ["bob@example.com"]);
    assert.match(mail!.text, /I'll be late/);
    assert.ok(mail!.messageId.includes(sent));
    const done = await status(base, key, sent);
    assert.equal(done.status, "confirmed");
    assert.ok(Date.parse(done.resolved_at) >= Date.parse(done.created_at));

    // A second tap on either button changes nothing and says the state.
    const [again] = await tap(base, "ana", button(message, "Confirm"));
    assert.match(again!.text, /already confirmed/);
    const [late] = await tap(base, "ana", button(message, "Reject"));
    assert.match(late!.text, /already confirmed/);
    assert.equal(smtp.received.length, 1, "the email went out once");

    // Rejected.
    const rejected = await propose(base, key, "send an email to cy@example.com saying no thanks");
    const rejectMessage = await proposalMessage(base, "ana", "cy@example.com");
    const [rejectReply] = await tap(base, "ana", button(rejectMessage, "Reject"));
    assert.match(rejectReply!.text, /^Rejected\./);
    assert.equal((await status(base, key, rejected)).status, "rejected");
    assert.ok((await status(base, key, rejected)).resolved_at);

    // Failed: the mail server refuses it; the reason reaches the chat.
    smtp.refuseNext(1, 550, "5.1.1 mailbox unavailable");
    const failed = await propose(base, key, "send an email to dee@example.com saying hello");
    const failMessage = await proposalMessage(base, "ana", "dee@example.com");
    const [failReply] = await tap(base, "ana", button(failMessage, "Confirm"));
    assert.match(failReply!.text, /didn't go out/);
    assert.match(failReply!.text, /mailbox unavailable/);
    assert.equal((await status(base, key, failed)).status, "failed");
    assert.equal(smtp.received.length, 1);

    // Another user's tap with a valid button changes nothing.
    const other = await propose(base, key, "send an email to eve@example.com saying hi");
    const otherMessage = await proposalMessage(base, "ana", "eve@example.com");
    await chat(base, "mallory", "hello");
    const [stolen] = await tap(base, "mallory", button(otherMessage, "Confirm"));
    assert.match(stolen!.text, /someone else's/);
    assert.equal((await status(base, key, other)).status, "pending");

    // One proposal.resolved per resolution, each valid and as documented.
    const events = await waitFor("three proposal.resolved", () => {
      const resolved = hook.bodies.filter((b) => b.type === "proposal.resolved");
      return resolved.length >= 3 ? resolved : null;
    });
    await new Promise((r) => setTimeout(r, 300));
    const resolved = hook.bodies.filter((b) => b.type === "proposal.resolved");
    assert.equal(resolved.length, 3, JSON.stringify(resolved));
    const byId = new Map(events.map((e) => [e.data.proposal_id, e.data]));
    assert.equal(byId.get(sent)?.status, "confirmed");
    assert.equal(byId.get(sent)?.delivery, "smtp");
    assert.equal(byId.get(rejected)?.status, "rejected");
    assert.equal(byId.get(failed)?.status, "failed");
    assert.match(String(byId.get(failed)?.reason), /mailbox unavailable/);
    for (const e of resolved) {
      assert.ok(eventDataSchemas["proposal.resolved"].safeParse(e.data).success);
    }
  } finally {
    await sys.stop();
    await hook.stop();
    await smtp.close();
  }
});

Deno.test("a proposal nobody decides expires on time, with one proposal.resolved, and its buttons then change nothing", async () => {
  const hook = receiver();
  const sys = await startEmbedded({
    PROPOSAL_TTL_SECONDS: "1",
    PROPOSAL_SWEEP_MS: "200",
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
  });
  const base = sys.baseUrl;
  try {
    await chat(base, "ian", `send my proposal events to ${hook.url}`);
    const key = await createKey(base, "ian", "create an API key that can propose");
    const id = await propose(base, key, "put lunch with Ana on Friday at 1pm in my calendar");
    const message = await proposalMessage(base, "ian", "Lunch with Ana");
    const expired = await waitFor("expiry", async () => {
      const view = await status(base, key, id);
      return view.status === "expired" ? view : null;
    });
    assert.equal(expired.resolved_at, null);
    const event = await waitFor(
      "proposal.resolved",
      () => hook.bodies.find((b) => b.type === "proposal.resolved") ?? null,
    );
    assert.equal(event.data.status, "expired");
    assert.equal(event.data.resolved_at, expired.expires_at);
    await waitFor("the expiry notice", async () => {
      const res = await fetch(`${base}/chat/api/messages?user=ian`);
      const { messages } = await res.json() as { messages: ChatMessage[] };
      return messages.some((m) => /Expired without a decision/.test(m.text)) || null;
    });
    const [reply] = await tap(base, "ian", button(message, "Confirm"));
    assert.match(reply!.text, /expired/);
    const res = await api(base, "/actions", key, { message: "show my calendar for this week" });
    assert.equal(res.status, 200);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(hook.bodies.filter((b) => b.type === "proposal.resolved").length, 1);
  } finally {
    await sys.stop();
    await hook.stop();
  }
});

Deno.test("without a mail server a confirmed email goes to the local outbox, which the chat shows; a confirmed event lands in the calendar", async () => {
  const sys = await startEmbedded();
  const base = sys.baseUrl;
  try {
    await chat(base, "oli", "my email address is oli@example.com");
    const key = await createKey(
      base,
      "oli",
      "create an API key that can propose and view my calendar",
    );
    const id = await propose(
      base,
      key,
      "send an email to pat@example.com saying the report is ready",
    );
    const message = await proposalMessage(base, "oli", "pat@example.com");
    assert.match(message.text, /local outbox/);
    const [reply] = await tap(base, "oli", button(message, "Confirm"));
    assert.match(reply!.text, /local outbox/);
    assert.equal((await status(base, key, id)).status, "confirmed");
    const outbox = await chat(base, "oli", "show my outbox");
    const text = outbox.map((m) => m.text).join("\n");
    assert.match(text, /pat@example\.com/);
    assert.match(text, /the report is ready/i);

    const event = await propose(
      base,
      key,
      "put dinner with Sam on 2030-03-14 at 7pm in my calendar",
    );
    const eventMessage = await proposalMessage(base, "oli", "Dinner with Sam");
    const [added] = await tap(base, "oli", button(eventMessage, "Confirm"));
    assert.match(added!.text, /in your calendar/);
    assert.equal((await status(base, key, event)).status, "confirmed");
    const listed = await api(base, "/actions", key, {
      message: "what's in my calendar from 2030-03-14 to 2030-03-15",
    });
    assert.match((await listed.json()).reply, /Dinner with Sam/);
  } finally {
    await sys.stop();
  }
});

Deno.test("two taps on Confirm at once, on two replicas, send the email once and make one transition", async () => {
  const smtp = await startFakeSmtp();
  const servers = await sharedServers();
  const a = await startOnServers(servers, { SMTP_URL: smtp.url, WEB_CHAT_ENABLED: "true" });
  const b = await startOnServers(servers, { SMTP_URL: smtp.url, WEB_CHAT_ENABLED: "true" });
  try {
    await chat(a.baseUrl, "kim", "my email address is kim@example.com");
    const key = await createKey(a.baseUrl, "kim", "create an API key that can propose");
    const id = await propose(a.baseUrl, key, "send an email to lee@example.com saying on my way");
    const message = await proposalMessage(b.baseUrl, "kim", "lee@example.com");
    const data = button(message, "Confirm");
    const replies = await Promise.all([tap(a.baseUrl, "kim", data), tap(b.baseUrl, "kim", data)]);
    const texts = replies.map((r) => r[0]!.text);
    assert.equal(texts.filter((t) => t.startsWith("Confirmed.")).length, 1, texts.join(" | "));
    await smtp.waitFor(1);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(smtp.received.length, 1);
    assert.equal((await status(b.baseUrl, key, id)).status, "confirmed");
    const [events] = await a.system.sql<{ n: number }[]>`
      select count(*)::int as n from proposals.outbox
      where payload->'data'->>'proposal_id' = ${id}
    `;
    assert.equal(events!.n, 1);
  } finally {
    await a.stop();
    await b.stop();
    await servers.cleanup();
    await smtp.close();
  }
});
