/**
 * The user's own mailbox and calendar through the whole system: connected in the chat, read by a
 * key allowed `email_followups` or `calendar`, and a confirmed event written over CalDAV. Against
 * a real Dovecot and Radicale started here.
 * @module
 */
import assert from "node:assert/strict";
import { appendMessage, startDovecot } from "../services/assistant/testing/dovecot.ts";
import { startRadicale, storedObjects } from "../services/assistant/testing/radicale.ts";
import { connectPostgres } from "@asst/shared/db";
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

const ALLOW_LOOPBACK = { PRICE_FETCH_ALLOW_PRIVATE: "true" };

/** Everything the web chat's transcript keeps, both sides, as stored. */
async function transcript(databaseUrl: string): Promise<string> {
  const sql = connectPostgres(databaseUrl, { max: 1 });
  try {
    const rows = await sql<{ text: string }[]>`select text from proposals.web_messages order by id`;
    return rows.map((r) => r.text).join("\n");
  } finally {
    await sql.end();
  }
}

async function proposalStatus(base: string, key: string, id: string): Promise<string> {
  const res = await fetch(`${base}/api/assistant/v1/actions/requests/${id}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  return (await res.json()).status;
}

async function proposeEvent(base: string, key: string, message: string): Promise<string> {
  const body = await (await api(base, "/actions", key, { message })).json();
  const entry = body.actions.find((a: { tool: string }) => a.tool === "propose_action");
  assert.ok(entry?.ok, JSON.stringify(body));
  return entry.request_id;
}

function confirmOf(message: ChatMessage): string {
  const found = message.buttons.find((b) => b.label === "Confirm");
  assert.ok(found);
  return found.data;
}

Deno.test("a connected CalDAV calendar is listed for a key, and a confirmed event is on the server once after a repeated confirm", async () => {
  const radicale = await startRadicale();
  const servers = await sharedServers();
  const sys = await startOnServers(servers, { ...ALLOW_LOOPBACK, WEB_CHAT_ENABLED: "true" });
  const base = sys.baseUrl;
  try {
    const [connected] = await chat(base, "cal", `connect my calendar ${radicale.calendarUrl}`);
    assert.match(connected!.text, /is connected over CalDAV/);
    const said = await transcript(servers.env.DATABASE_URL!);
    assert.ok(!said.includes(radicale.password), "the chat line is kept redacted");
    assert.match(said, /\(a calendar address at http:\/\/127\.0\.0\.1:\d+\/…, hidden\)/);

    const key = await createKey(
      base,
      "cal",
      "create an API key that can propose and view my calendar",
    );
    const id = await proposeEvent(
      base,
      key,
      "put dinner with Sam on 2030-03-14 at 7pm in my calendar",
    );
    const message = await proposalMessage(base, "cal", "Dinner with Sam");
    const [added] = await tap(base, "cal", confirmOf(message));
    assert.match(added!.text, /in your calendar/);
    await tap(base, "cal", confirmOf(message));
    assert.equal(await proposalStatus(base, key, id), "confirmed");
    const stored = await storedObjects(radicale);
    assert.deepEqual([...stored.keys()], [`${id}.ics`], "on the server exactly once");
    assert.match(stored.get(`${id}.ics`)!, /SUMMARY:Dinner with Sam/);

    const listed = await api(base, "/actions", key, {
      message: "what's in my calendar from 2030-03-14 to 2030-03-15",
    });
    assert.match((await listed.json()).reply, /Dinner with Sam/);
  } finally {
    await sys.stop();
    await servers.cleanup();
    await radicale.stop();
  }
});

Deno.test("a CalDAV server that answers 403 makes the confirmed proposal failed, with the reason in the chat", async () => {
  const radicale = await startRadicale({ readOnly: true });
  const sys = await startEmbedded(ALLOW_LOOPBACK);
  const base = sys.baseUrl;
  try {
    await chat(base, "ro", `connect my calendar ${radicale.calendarUrl}`);
    const key = await createKey(
      base,
      "ro",
      "create an API key that can propose and view my calendar",
    );
    const id = await proposeEvent(
      base,
      key,
      "put lunch with Kim on 2030-03-14 at 1pm in my calendar",
    );
    const message = await proposalMessage(base, "ro", "Lunch with Kim");
    const replies = await tap(base, "ro", confirmOf(message));
    assert.match(replies.map((m) => m.text).join("\n"), /refused the event \(403 Forbidden\)/);
    assert.equal(await proposalStatus(base, key, id), "failed");
    assert.equal((await storedObjects(radicale)).size, 0);
  } finally {
    await sys.stop();
    await radicale.stop();
  }
});

Deno.test("a key allowed email follow-ups sees the connected mailbox's unanswered emails and can dismiss one", async () => {
  const dovecot = await startDovecot();
  const servers = await sharedServers();
  const sys = await startOnServers(servers, { ...ALLOW_LOOPBACK, WEB_CHAT_ENABLED: "true" });
  const base = sys.baseUrl;
  try {
    const wrong = dovecot.url.replace(`:${dovecot.password}@`, ":wrong-password@");
    const [refused] = await chat(base, "mo", `connect my mailbox ${wrong}`);
    assert.match(refused!.text, /refused the user name or password/);
    assert.ok(!(await transcript(servers.env.DATABASE_URL!)).includes("wrong-password"));

    const sent = new Date(Date.now() - 5 * 86_400_000).toUTCString();
    await appendMessage(
      dovecot,
      "Sent",
      `From: mo@example.com\r\nTo: lee@example.com\r\nSubject: Signed lease\r\n` +
        `Message-ID: <lease@example.com>\r\nDate: ${sent}\r\n\r\nPlease sign.\r\n`,
      ["\\Seen"],
    );

    const [ok] = await chat(base, "mo", `connect my mailbox ${dovecot.url}`);
    assert.match(ok!.text, /Your mailbox \(imap:\/\/127\.0\.0\.1:\d+\) is connected/);
    const said = await transcript(servers.env.DATABASE_URL!);
    assert.ok(!said.includes(dovecot.password), "the chat line is kept redacted");
    assert.match(said, /\(a mailbox address at imap:\/\/127\.0\.0\.1:\d+, hidden\)/);

    const key = await createKey(
      base,
      "mo",
      "create an API key that can see and dismiss my email follow-ups",
    );
    // The mailbox loop reads it on its own within seconds (a pass every 5 s).
    await waitFor(
      "the mailbox loop's pass",
      () => sys.logs.some((l) => l.includes("mailbox follow-ups updated")),
    );
    const res = await api(base, "/actions", key, { message: "list my email follow-ups" });
    const reply = (await res.json()).reply as string;
    assert.match(reply, /Signed lease/);
    assert.match(reply, /lee@example\.com/);
    assert.doesNotMatch(reply, /Please sign/);
    const dismissed = await api(base, "/actions", key, {
      message: 'dismiss the follow-up "Signed lease"',
    });
    assert.match((await dismissed.json()).reply, /Dismissed the follow-up/);
  } finally {
    await sys.stop();
    await servers.cleanup();
    await dovecot.stop();
  }
});
