import assert from "node:assert/strict";
import { AppError, everything, SecretBox } from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import { withMigratedDatabase } from "@asst/shared/testing";
import { ToolRegistry } from "../registry.ts";
import { createCalendarHandlers } from "./calendar_handlers.ts";
import { addCalendarEventOnce, builtinEvents } from "./calendar_store.ts";
import { addProposedEvent, type ProposedEvent } from "./proposed_event.ts";

const MIGRATIONS = new URL("../../../migrations/", import.meta.url);
/** Tuesday 10 March 2026, 10:00 UTC. */
const NOW = new Date("2026-03-10T10:00:00Z");
const MARCH = [new Date("2026-03-01T00:00:00Z"), new Date("2026-04-01T00:00:00Z")] as const;

async function listed(sql: Sql, accountId: string, timezone = "Europe/Berlin") {
  const registry = new ToolRegistry(
    createCalendarHandlers({
      fetchFeed: () => Promise.reject(new Error("no feed in this test")),
      secretBox: SecretBox.fromBase64Key(btoa("k".repeat(32))),
    }),
  );
  const result = await registry.execute(
    { name: "calendar_list", input: { from: "2026-03-10", to: "2026-03-20" } },
    { permissions: everything(), context: { businessMode: false } },
    { accountId, timezone, now: NOW, sql, requestId: "t", keyId: null, owner: false },
  );
  assert.ok(result.ok, JSON.stringify(result));
  return result.summary;
}

function request(accountId: string, fields: Partial<ProposedEvent> = {}): ProposedEvent {
  return {
    account_id: accountId,
    id: crypto.randomUUID(),
    title: "Lunch with Ana",
    start: "2026-03-12T12:00:00+01:00",
    ...fields,
  };
}

Deno.test("addProposedEvent adds a timed event of one hour under the proposal's id, once", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const me = crypto.randomUUID();
    const req = request(me, { location: "Café Blau", notes: "Bring the contract" });
    assert.deepEqual(await addProposedEvent(sql, req), { event_id: req.id, created: true });
    assert.deepEqual(await addProposedEvent(sql, req), { event_id: req.id, created: false });
    assert.deepEqual(
      await addProposedEvent(sql, { ...req, title: "Changed meanwhile" }),
      { event_id: req.id, created: false },
      "a repeated id adds nothing, whatever it carries",
    );
    const events = await builtinEvents(sql, me, ...MARCH);
    assert.deepEqual(events, [{
      id: req.id,
      title: "Lunch with Ana",
      location: "Café Blau",
      description: "Bring the contract",
      source: "proposal",
      allDay: false,
      start: new Date("2026-03-12T11:00:00Z"),
      end: new Date("2026-03-12T12:00:00Z"),
    }]);
    assert.match(await listed(sql, me), /• Thu 12 Mar 12:00–13:00: Lunch with Ana \(Café Blau\)/);
  });
});

Deno.test("addProposedEvent keeps a given end, and reads a date as an all-day event", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const me = crypto.randomUUID();
    const timed = request(me, { end: "2026-03-12T12:30:00+01:00" });
    await addProposedEvent(sql, timed);
    const oneDay = request(me, { title: "Dentist", start: "2026-03-13" });
    await addProposedEvent(sql, oneDay);
    const trip = request(me, { title: "Conference", start: "2026-03-16", end: "2026-03-18" });
    await addProposedEvent(sql, trip);
    const byId = new Map((await builtinEvents(sql, me, ...MARCH)).map((e) => [e.id, e]));
    const t = byId.get(timed.id);
    assert.ok(t && !t.allDay);
    assert.deepEqual(t.end, new Date("2026-03-12T11:30:00Z"));
    const d = byId.get(oneDay.id);
    assert.ok(d?.allDay);
    assert.deepEqual([d.firstDay, d.lastDay], ["2026-03-13", "2026-03-13"]);
    const c = byId.get(trip.id);
    assert.ok(c?.allDay);
    assert.deepEqual([c.firstDay, c.lastDay], ["2026-03-16", "2026-03-18"]);
    const summary = await listed(sql, me);
    assert.match(summary, /• Fri 13 Mar, all day: Dentist/);
    assert.match(summary, /• Mon 16 Mar – Wed 18 Mar, all day: Conference/);
  });
});

Deno.test("addProposedEvent answers 422 invalid_body for an event it cannot add, and adds nothing", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const me = crypto.randomUUID();
    const cases: [Partial<ProposedEvent>, RegExp][] = [
      [{ start: "2026-03-12T12:00:00" }, /is not a time: use ISO 8601 with an offset/],
      [{ start: "next tuesday at 9" }, /is not a time/],
      [{ start: "2026-02-30" }, /of an all-day event is not a date/],
      [{ start: "2026-03-12", end: "2026-03-12T13:00:00+01:00" }, /is not a date/],
      [{ start: "2026-03-12", end: "2026-03-11" }, /before it starts on 2026-03-12/],
      [
        { start: "2026-03-12T12:00:00+01:00", end: "2026-03-12T11:00:00+01:00" },
        /before it starts/,
      ],
      [{ title: "   " }, /has no title/],
    ];
    for (const [fields, message] of cases) {
      await assert.rejects(addProposedEvent(sql, request(me, fields)), (err: unknown) => {
        assert.ok(err instanceof AppError, String(err));
        assert.equal(err.status, 422);
        assert.equal(err.code, "invalid_body");
        assert.match(err.message, message);
        return true;
      }, JSON.stringify(fields));
    }
    assert.deepEqual(await builtinEvents(sql, me, ...MARCH), []);
  });
});

Deno.test("an event id of another account is not taken over", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const req = request(crypto.randomUUID());
    await addProposedEvent(sql, req);
    const thief = crypto.randomUUID();
    await assert.rejects(
      addProposedEvent(sql, { ...req, account_id: thief }),
      (err: unknown) =>
        err instanceof AppError && err.status === 422 && /already taken/.test(err.message),
    );
    assert.deepEqual(await builtinEvents(sql, thief, ...MARCH), []);
    await assert.rejects(
      addCalendarEventOnce(sql, thief, { id: "not-a-uuid", title: "A", starts_at: "2026-03-12" }),
      /is not a uuid/,
    );
  });
});

Deno.test("two requests with the same id at once add one event", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const me = crypto.randomUUID();
    const req = request(me);
    const results = await Promise.all([addProposedEvent(sql, req), addProposedEvent(sql, req)]);
    assert.deepEqual(results.map((r) => r.created).sort(), [false, true]);
    assert.equal((await builtinEvents(sql, me, ...MARCH)).length, 1);
  });
});
