/**
 * Clarifying questions, end to end on this machine's Postgres and NATS: when a request lacks a
 * detail, the chat asks for exactly that and reads the next message as the answer; over the API
 * the reply asks, nothing runs, and nothing is kept as a duplicate.
 */
import assert from "node:assert/strict";
import {
  api,
  chat,
  createKey,
  sharedServers,
  startOnServers,
  type TestSystem,
} from "./_harness.ts";

const ZONE = "Europe/Lisbon";

/** Runs `fn` with the whole system on a fresh database and subject prefix. */
async function withSystem(fn: (sys: TestSystem) => Promise<void>): Promise<void> {
  const servers = await sharedServers();
  const sys = await startOnServers(servers, { WEB_CHAT_ENABLED: "true" });
  try {
    await fn(sys);
  } finally {
    await sys.stop();
    await servers.cleanup();
  }
}

/** Writes in the chat as `user`. @returns the replies' text */
async function say(sys: TestSystem, user: string, text: string): Promise<string> {
  return (await chat(sys.baseUrl, user, text)).map((m) => m.text).join("\n");
}

/** The account of a chat user (the web chat's handle). */
async function accountOf(sys: TestSystem, user: string): Promise<string> {
  const [row] = await sys.system.sql<{ account_id: string }[]>`
    select account_id from proposals.chat_identities where channel = 'web' and handle = ${user}
  `;
  assert.ok(row, `no account for ${user}`);
  return row.account_id;
}

async function trips(sys: TestSystem, user: string): Promise<string[]> {
  const rows = await sys.system.sql<{ destination: string; start_date: string }[]>`
    select destination, start_date::text from assistant.trips
    where account_id = ${await accountOf(sys, user)} order by start_date
  `;
  return rows.map((r) => `${r.destination} ${r.start_date}`);
}

async function reminders(sys: TestSystem, user: string): Promise<{ text: string; at: Date }[]> {
  const rows = await sys.system.sql<{ text: string; first_at: Date }[]>`
    select text, first_at from assistant.reminders
    where account_id = ${await accountOf(sys, user)} order by first_at
  `;
  return rows.map((r) => ({ text: r.text, at: r.first_at }));
}

async function openQuestions(sys: TestSystem, user: string): Promise<number> {
  const [row] = await sys.system.sql<{ n: number }[]>`
    select count(*)::int as n from assistant.chat_questions
    where account_id = ${await accountOf(sys, user)}
  `;
  return row!.n;
}

/** Two trips to Lisbon and one to Rome, so "the Lisbon trip" matches two. */
async function threeTrips(sys: TestSystem, user: string): Promise<string[]> {
  for (
    const text of [
      "add a trip to Lisbon from 2 April to 6 April",
      "add a trip to Lisbon from 1 May to 5 May",
      "add a trip to Rome from 10 June to 12 June",
    ]
  ) {
    assert.doesNotMatch(await say(sys, user, text), /didn't work|can't/i, text);
  }
  const all = await trips(sys, user);
  assert.equal(all.length, 3, JSON.stringify(all));
  return all;
}

/** The instant of 18:00 tomorrow in `zone`, seen from `now`. */
function tomorrowAt18(now: Date, zone: string): Date {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: zone, dateStyle: "short" })
    .format(new Date(now.getTime() + 24 * 3600_000));
  // The zone's offset at that wall time: try the offsets Lisbon has (UTC+0, UTC+1).
  for (const offset of ["+00:00", "+01:00"]) {
    const at = new Date(`${day}T18:00:00${offset}`);
    const wall = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(at);
    if (wall === "18:00") return at;
  }
  throw new Error(`no 18:00 on ${day} in ${zone}`);
}

Deno.test("the chat asks which trip when several match, and the next message picks one", async () => {
  await withSystem(async (sys) => {
    const all = await threeTrips(sys, "ana");
    const asked = await say(sys, "ana", "remove the Lisbon trip");
    assert.match(asked, /Several trips match "Lisbon"/);
    assert.match(asked, /Say which one/);
    for (const lisbon of all.filter((t) => t.startsWith("Lisbon"))) {
      assert.ok(asked.includes(lisbon), `the question names ${lisbon}: ${asked}`);
    }
    assert.equal((await trips(sys, "ana")).length, 3, "nothing is removed while it asks");

    const may = all.find((t) => t.startsWith("Lisbon") && /-05-01$/.test(t))!;
    const removed = await say(sys, "ana", may.split(" ")[1]!);
    assert.doesNotMatch(removed, /didn't work/, removed);
    assert.deepEqual(await trips(sys, "ana"), all.filter((t) => t !== may));
    assert.equal(await openQuestions(sys, "ana"), 0, "the answered question is cleared");

    // Answered once: the same words again are a message of their own, which removes nothing.
    await say(sys, "ana", may.split(" ")[1]!);
    assert.equal((await trips(sys, "ana")).length, 2);
  });
});

Deno.test("an answer after the question expired, or after a command, is a message of its own", async () => {
  await withSystem(async (sys) => {
    const all = await threeTrips(sys, "bea");
    const april = all.find((t) => /-04-02$/.test(t))!.split(" ")[1]!;

    await say(sys, "bea", "remove the Lisbon trip");
    assert.equal(await openQuestions(sys, "bea"), 1);
    await sys.system.sql`
      update assistant.chat_questions set expires_at = now() - interval '1 second'
    `;
    const late = await say(sys, "bea", april);
    assert.doesNotMatch(late, /Removed|removed/, late);
    assert.equal((await trips(sys, "bea")).length, 3, "an expired question is not answered");
    assert.equal(await openQuestions(sys, "bea"), 0, "an expired question is cleared");

    await say(sys, "bea", "remove the Lisbon trip");
    assert.match(await say(sys, "bea", "my name is Bea"), /Nice to meet you, Bea/);
    assert.equal(await openQuestions(sys, "bea"), 0, "a command clears the question");
    await say(sys, "bea", april);
    assert.equal((await trips(sys, "bea")).length, 3, "after a command the answer is not read");

    await say(sys, "bea", "remove the Lisbon trip");
    const list = await say(sys, "bea", "add milk to my shopping list");
    assert.match(list, /milk/i, "a request of its own runs as itself");
    await say(sys, "bea", april);
    assert.equal((await trips(sys, "bea")).length, 3, "after a request the answer is not read");
  });
});

Deno.test("a hostile or oversized answer runs nothing it should not and leaves the data whole", async () => {
  await withSystem(async (sys) => {
    const all = await threeTrips(sys, "cy");
    for (
      const answer of [
        "x".repeat(4000),
        "and also ".repeat(30),
        "Lisbon'); delete from assistant.trips; --",
        "\u202e\u200b\u2066",
        "???",
        "Lisbon 2099-01-01",
      ]
    ) {
      await say(sys, "cy", "remove the Lisbon trip");
      const reply = await say(sys, "cy", answer);
      assert.ok(reply.length < 2000, `a short reply to ${JSON.stringify(answer.slice(0, 40))}`);
      assert.deepEqual(await trips(sys, "cy"), all, JSON.stringify(answer.slice(0, 40)));
    }
    // A question still open after an answer that matched nothing can be answered again.
    await say(sys, "cy", "remove the Lisbon trip");
    await say(sys, "cy", "Lisbon 2099-01-01");
    const april = all.find((t) => /-04-02$/.test(t))!;
    await say(sys, "cy", april);
    assert.deepEqual(await trips(sys, "cy"), all.filter((t) => t !== april));
  });
});

Deno.test("the chat asks when a reminder has no time, and the answer sets it at the right instant", async () => {
  await withSystem(async (sys) => {
    assert.match(await say(sys, "dee", `my timezone is ${ZONE}`), /Europe\/Lisbon/);
    assert.match(await say(sys, "dee", "remind me to call mum"), /When should I remind you/);
    assert.equal(await say(sys, "dee", "never mind"), "OK, I've left that.");
    await say(sys, "dee", "tomorrow at 6pm");
    assert.deepEqual(await reminders(sys, "dee"), [], "a dropped question is not answered");

    const asked = await say(sys, "dee", "remind me to call mum");
    assert.match(asked, /When should I remind you/, asked);
    assert.deepEqual(await reminders(sys, "dee"), [], "nothing runs while it asks");

    const before = new Date();
    const set = await say(sys, "dee", "tomorrow at 6pm");
    assert.doesNotMatch(set, /didn't work/, set);
    const [reminder, ...more] = await reminders(sys, "dee");
    assert.equal(more.length, 0);
    assert.match(reminder!.text, /call mum/i);
    assert.equal(reminder!.at.toISOString(), tomorrowAt18(before, ZONE).toISOString());
  });
});

Deno.test("over POST /actions a request that lacks a detail asks, runs nothing, and is not kept", async () => {
  await withSystem(async (sys) => {
    const all = await threeTrips(sys, "eve");
    const key = await createKey(
      sys.baseUrl,
      "eve",
      "create an API key that can view and change my trips",
    );
    for (const attempt of [1, 2]) {
      const res = await api(sys.baseUrl, "/actions", key, { message: "remove the Lisbon trip" });
      const body = await res.json();
      assert.equal(res.status, 200, JSON.stringify(body));
      assert.equal(body.idempotent_replay, false, `attempt ${attempt} runs again`);
      assert.match(body.reply, /Several trips match "Lisbon".*Say which one/s);
      assert.ok(body.actions.every((a: { ok: boolean }) => !a.ok), JSON.stringify(body));
      assert.deepEqual(await trips(sys, "eve"), all);
    }
    const reminderKey = await createKey(
      sys.baseUrl,
      "eve",
      "create an API key called pinger that can view and add to my reminders",
    );
    for (const attempt of [1, 2]) {
      const res = await api(sys.baseUrl, "/actions", reminderKey, {
        message: "remind me to call mum",
      });
      const body = await res.json();
      assert.equal(res.status, 200, JSON.stringify(body));
      assert.equal(body.idempotent_replay, false, `attempt ${attempt} runs again`);
      assert.match(body.reply, /When should I remind you/);
      assert.deepEqual(body.actions, []);
    }
    assert.deepEqual(await reminders(sys, "eve"), []);
    // The API keeps no question: the chat's next message is not read as its answer.
    await say(sys, "eve", all[0]!.split(" ")[1]!);
    assert.deepEqual(await trips(sys, "eve"), all);
    await say(sys, "eve", "tomorrow at 6pm");
    assert.deepEqual(await reminders(sys, "eve"), []);
  });
});

/** Trips to three places, so "the trip" names none of them. */
async function tripsToThreePlaces(sys: TestSystem, user: string): Promise<string[]> {
  for (
    const text of [
      "add a trip to Lisbon from 2 April to 6 April",
      "add a trip to Rome from 10 June to 12 June",
      "add a trip to Oslo from 1 August to 4 August",
    ]
  ) {
    assert.doesNotMatch(await say(sys, user, text), /didn't work|can't/i, text);
  }
  const all = await trips(sys, user);
  assert.equal(all.length, 3, JSON.stringify(all));
  return all;
}

Deno.test("'remove the trip' with three trips names them all and asks; the answer picks one", async () => {
  await withSystem(async (sys) => {
    const all = await tripsToThreePlaces(sys, "fay");
    const asked = await say(sys, "fay", "remove the trip");
    assert.match(asked, /Several trips match "the trip".*Say which one/s, asked);
    for (const trip of all) assert.ok(asked.includes(trip), `the question names ${trip}: ${asked}`);
    assert.deepEqual(await trips(sys, "fay"), all, "nothing is removed while it asks");
    assert.equal(await openQuestions(sys, "fay"), 1);

    const removed = await say(sys, "fay", "Lisbon");
    assert.match(removed, /Removed your trip to Lisbon/, removed);
    assert.deepEqual(await trips(sys, "fay"), all.filter((t) => !t.startsWith("Lisbon")));
    assert.equal(await openQuestions(sys, "fay"), 0, "the answered question is cleared");

    // With one trip left of a kind named alone, that one is meant: no question.
    await say(sys, "fay", "remove the Rome trip");
    const [oslo] = await trips(sys, "fay");
    assert.match(oslo!, /^Oslo/);
    assert.match(await say(sys, "fay", "cancel my trip"), /Removed your trip to Oslo/);
    assert.deepEqual(await trips(sys, "fay"), []);
    assert.equal(await openQuestions(sys, "fay"), 0, "acting on the only one asks nothing");
    // With none, the usual "no trip matches", and nothing to answer.
    assert.match(await say(sys, "fay", "remove the trip"), /No trip matches "the trip"/);
    assert.equal(await openQuestions(sys, "fay"), 0);
  });
});

Deno.test("over POST /actions 'remove the trip' with several names them, runs nothing, and is not kept", async () => {
  await withSystem(async (sys) => {
    const all = await tripsToThreePlaces(sys, "gil");
    const key = await createKey(
      sys.baseUrl,
      "gil",
      "create an API key that can view and change my trips",
    );
    for (const attempt of [1, 2]) {
      const res = await api(sys.baseUrl, "/actions", key, { message: "remove the trip" });
      const body = await res.json();
      assert.equal(res.status, 200, JSON.stringify(body));
      assert.equal(body.idempotent_replay, false, `attempt ${attempt} runs again`);
      assert.match(body.reply, /Several trips match "the trip".*Say which one/s);
      for (const trip of all) assert.ok(body.reply.includes(trip), `${trip} in ${body.reply}`);
      assert.ok(body.actions.every((a: { ok: boolean }) => !a.ok), JSON.stringify(body));
      assert.deepEqual(await trips(sys, "gil"), all);
    }
    // Naming one over the API removes it, as a request of its own.
    const res = await api(sys.baseUrl, "/actions", key, { message: "remove the Oslo trip" });
    assert.equal(res.status, 200);
    assert.deepEqual(await trips(sys, "gil"), all.filter((t) => !t.startsWith("Oslo")));
  });
});
