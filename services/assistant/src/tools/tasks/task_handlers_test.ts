import assert from "node:assert/strict";
import { everything } from "@asst/shared";
import { connectPostgres, type Sql } from "@asst/shared/db";
import { migratedDatabaseUrl } from "@asst/shared/testing";
import { createIntegrationStore } from "../../integrations/integrations.ts";
import { SecretBox, toBase64 } from "@asst/shared";
import { ToolRegistry } from "../registry.ts";
import type { ToolEnv, ToolResult } from "../types.ts";
import { type FakeTodoist, startFakeTodoist } from "../../../testing/fake_todoist.ts";
import { type CheckedCalls, checkedCalls } from "../../../testing/lists_env.ts";
import { MAX_OPEN_TASKS } from "./builtin_tasks.ts";
import { createTaskHandlers, type TaskHandlerDeps } from "./task_handlers.ts";
import { TODOIST_NOT_ANSWERING } from "./todoist_tasks.ts";

const MIGRATIONS = new URL("../../../migrations/", import.meta.url);
/** Tuesday 10 March 2026, 10:00 UTC. */
const NOW = new Date("2026-03-10T10:00:00Z");
const TOKEN = "0123456789abcdef0123456789abcdef0123abcd";

function randomKey(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(32)));
}

type Service = "builtin" | "todoist";

interface Ctx extends CheckedCalls {
  sql: Sql;
  accountId: string;
  box: SecretBox;
  fake: FakeTodoist | null;
  call(name: string, input?: Record<string, unknown>): Promise<ToolResult>;
  /** Calls as another account of the same database. */
  as(accountId: string): Ctx;
  setNow(now: Date): void;
}

async function withTasks(
  service: Service,
  fn: (ctx: Ctx) => Promise<void>,
  options: { timezone?: string; pageSize?: number; deps?: Partial<TaskHandlerDeps> } = {},
): Promise<void> {
  const db = await migratedDatabaseUrl("assistant", MIGRATIONS);
  const sql = connectPostgres(db.url, { max: 4 });
  let now = NOW;
  const fake = service === "todoist"
    ? startFakeTodoist(TOKEN, {
      ...(options.pageSize ? { pageSize: options.pageSize } : {}),
      now: () => now,
    })
    : null;
  try {
    const box = SecretBox.fromBase64Key(randomKey());
    const registry = new ToolRegistry(
      createTaskHandlers({
        secretBox: box,
        ...(fake ? { todoistBaseUrl: fake.baseUrl } : {}),
        ...options.deps,
      }),
    );
    const make = (accountId: string): Ctx => {
      const call = async (name: string, input: Record<string, unknown> = {}) => {
        const env: ToolEnv = {
          accountId,
          timezone: options.timezone ?? "Europe/Berlin",
          now,
          sql,
          requestId: "test",
          keyId: null,
          owner: false,
        };
        return await registry.execute(
          { name, input },
          { permissions: everything(), context: { businessMode: false } },
          env,
        );
      };
      return {
        sql,
        accountId,
        box,
        fake,
        call,
        ...checkedCalls(call),
        as: make,
        setNow(value) {
          now = value;
        },
      };
    };
    const ctx = make(crypto.randomUUID());
    if (fake) await createIntegrationStore(sql, box).setTodoistToken(ctx.accountId, TOKEN);
    await fn(ctx);
  } finally {
    await fake?.close();
    await sql.end();
    await db.drop();
  }
}

const SERVICES: Service[] = ["builtin", "todoist"];
const IN = { builtin: "your tasks", todoist: "your tasks in Todoist" } as const;

for (const service of SERVICES) {
  Deno.test(`${service}: tasks_create adds tasks that tasks_list shows soonest due first, in the user's time zone`, async () => {
    await withTasks(service, async (t) => {
      const milk = await t.ok("tasks_create", { content: "Buy milk", due: "2026-03-12" });
      assert.equal(milk.summary, `Added "Buy milk" to ${IN[service]}, due Thu 12 Mar.`);
      const call = await t.ok("tasks_create", {
        content: "Call mum",
        due: "2026-03-11T09:00:00+01:00",
      });
      assert.equal(call.summary, `Added "Call mum" to ${IN[service]}, due Wed 11 Mar 09:00.`);
      const trip = await t.ok("tasks_create", { content: "Plan the trip" });
      assert.equal(trip.summary, `Added "Plan the trip" to ${IN[service]}.`);

      const list = await t.ok("tasks_list");
      const title = service === "todoist" ? "Your tasks in Todoist" : "Your tasks";
      assert.equal(
        list.summary,
        `${title}:\n• Call mum, due Wed 11 Mar 09:00\n• Buy milk, due Thu 12 Mar\n• Plan the trip`,
      );
      assert.equal(list.data.service, service);
      assert.deepEqual(list.data.tasks.map((x: { due: string | null }) => x.due), [
        "2026-03-11T09:00:00+01:00",
        "2026-03-12",
        null,
      ]);
      assert.deepEqual(
        list.data.tasks.map((x: { id: string }) => x.id),
        [call.data.task.id, milk.data.task.id, trip.data.task.id],
      );
    });
  });

  Deno.test(`${service}: tasks_list marks overdue tasks and says when there are none`, async () => {
    await withTasks(service, async (t) => {
      const empty = await t.ok("tasks_list");
      assert.equal(
        empty.summary,
        `You have no open tasks${service === "todoist" ? " in Todoist" : ""}.`,
      );
      assert.deepEqual(empty.data.tasks, []);
      await t.ok("tasks_create", { content: "Pay rent", due: "2026-03-09" });
      const list = await t.ok("tasks_list");
      assert.match(list.summary, /• Pay rent, due Mon 9 Mar \(overdue\)/);
    });
  });

  Deno.test(`${service}: tasks_complete by words marks the task done and takes it off the open list`, async () => {
    await withTasks(service, async (t) => {
      await t.ok("tasks_create", { content: "Buy milk" });
      await t.ok("tasks_create", { content: "Book the dentist" });
      const done = await t.ok("tasks_complete", { task: "dentist" });
      assert.equal(done.summary, 'Marked "Book the dentist" as done.');
      assert.equal(done.data.task.completed, true);

      const open = await t.ok("tasks_list");
      assert.equal(
        open.summary,
        `${service === "todoist" ? "Your tasks in Todoist" : "Your tasks"}:\n• Buy milk`,
      );
      const all = await t.ok("tasks_list", { include_completed: true });
      assert.match(all.summary, /• Buy milk\n• Book the dentist \(done\)/);
      assert.deepEqual(
        all.data.tasks.map((
          x: { content: string; completed: boolean },
        ) => [x.content, x.completed]),
        [["Buy milk", false], ["Book the dentist", true]],
      );
      await t.fails("tasks_complete", { task: "dentist" }, /No open task matches "dentist"/);
    });
  });

  Deno.test(`${service}: tasks_update changes the text and the due date, and null removes the due date`, async () => {
    await withTasks(service, async (t) => {
      const created = await t.ok("tasks_create", { content: "Buy milk", due: "2026-03-12" });
      const changed = await t.ok("tasks_update", {
        task: created.data.task.id,
        content: "Buy oat milk",
        due: "2026-03-14T18:30:00+01:00",
      });
      assert.equal(
        changed.summary,
        'The task "Buy milk" now reads "Buy oat milk" and is due Sat 14 Mar 18:30.',
      );
      assert.equal(changed.data.task.due, "2026-03-14T18:30:00+01:00");

      const cleared = await t.ok("tasks_update", { task: "oat milk", due: null });
      assert.equal(cleared.summary, 'The task "Buy oat milk" has no due date.');
      assert.equal(cleared.data.task.due, null);
      const list = await t.ok("tasks_list");
      assert.deepEqual(
        list.data.tasks.map((x: { content: string; due: null }) => [x.content, x.due]),
        [
          ["Buy oat milk", null],
        ],
      );

      const dated = await t.ok("tasks_update", { task: "oat", due: "2026-04-01" });
      assert.equal(dated.summary, 'The task "Buy oat milk" is due Wed 1 Apr.');
    });
  });

  Deno.test(`${service}: tasks_update refuses a call that changes nothing or names an impossible date`, async () => {
    await withTasks(service, async (t) => {
      await t.ok("tasks_create", { content: "Buy milk" });
      await t.fails("tasks_update", { task: "milk" }, /Say what to change in the task/);
      await t.fails(
        "tasks_update",
        { task: "milk", due: "2026-02-30" },
        /"2026-02-30" does not exist/,
      );
      await t.fails(
        "tasks_create",
        { content: "x", due: "2026-13-01" },
        /"2026-13-01" does not exist/,
      );
      await t.fails("tasks_create", { content: "x", due: "next friday" }, /Invalid input/);
      await t.fails("tasks_create", { content: "x".repeat(501) }, /Invalid input/);
      await t.fails("tasks_create", { content: "   " }, /Invalid input/);
      const list = await t.ok("tasks_list");
      assert.deepEqual(list.data.tasks.map((x: { content: string }) => x.content), ["Buy milk"]);
    });
  });

  Deno.test(`${service}: tasks_delete removes the task named by its id`, async () => {
    await withTasks(service, async (t) => {
      const keep = await t.ok("tasks_create", { content: "Water the plants" });
      const gone = await t.ok("tasks_create", { content: "Renew passport" });
      const del = await t.ok("tasks_delete", { task: gone.data.task.id });
      assert.equal(del.summary, 'Deleted the task "Renew passport".');
      assert.deepEqual(del.data.deleted, { id: gone.data.task.id, content: "Renew passport" });
      const list = await t.ok("tasks_list", { include_completed: true });
      assert.deepEqual(list.data.tasks.map((x: { id: string }) => x.id), [keep.data.task.id]);
      await t.fails("tasks_delete", { task: gone.data.task.id }, /No open task matches/);
    });
  });

  Deno.test(`${service}: words that match several tasks are refused, naming them`, async () => {
    await withTasks(service, async (t) => {
      await t.ok("tasks_create", { content: "Call the bank" });
      await t.ok("tasks_create", { content: "Call the plumber" });
      await t.fails(
        "tasks_complete",
        { task: "call" },
        /Several open tasks match "call": "Call the bank", "Call the plumber"/,
      );
      await t.fails("tasks_delete", { task: "garage" }, /No open task matches "garage"/);
      const list = await t.ok("tasks_list");
      assert.equal(list.data.tasks.length, 2);
    });
  });

  Deno.test(`${service}: hostile task text is kept and shown as written`, async () => {
    await withTasks(service, async (t) => {
      const texts = [
        "'); drop table assistant.tasks; --",
        '<script>alert("x")</script> & "quotes"',
        "émoji 🎉 ünïcödé",
      ];
      for (const content of texts) await t.ok("tasks_create", { content });
      const list = await t.ok("tasks_list");
      assert.deepEqual(list.data.tasks.map((x: { content: string }) => x.content), texts);
    });
  });
}

Deno.test("builtin: one account never sees or changes another account's tasks", async () => {
  await withTasks("builtin", async (t) => {
    const mine = await t.ok("tasks_create", { content: "Secret plan" });
    const other = t.as(crypto.randomUUID());
    assert.deepEqual((await other.ok("tasks_list", { include_completed: true })).data.tasks, []);
    await other.fails("tasks_complete", { task: mine.data.task.id }, /No open task matches/);
    await other.fails("tasks_delete", { task: "Secret plan" }, /No open task matches/);
    assert.equal((await t.ok("tasks_list")).data.tasks.length, 1);
  });
});

Deno.test("builtin: an account with the most open tasks can not add another", async () => {
  await withTasks("builtin", async (t) => {
    await t.sql`
      insert into assistant.tasks (id, account_id, content)
      select gen_random_uuid(), ${t.accountId}, 'task ' || n from generate_series(1, ${MAX_OPEN_TASKS}) n
    `;
    await t.fails(
      "tasks_create",
      { content: "one more" },
      /1000 open tasks, the most the built-in task list keeps/,
    );
    await t.ok("tasks_complete", { task: "task 7" });
    await t.ok("tasks_create", { content: "one more" });
  });
});

Deno.test("todoist: the token travels only in the Authorization header", async () => {
  await withTasks("todoist", async (t) => {
    await t.ok("tasks_create", { content: "Buy milk", due: "2026-03-12" });
    await t.ok("tasks_list", { include_completed: true });
    await t.ok("tasks_complete", { task: "milk" });
    assert.ok(t.fake!.requests.length >= 4);
    for (const r of t.fake!.requests) {
      assert.equal(r.authorization, `Bearer ${TOKEN}`);
      assert.ok(!r.url.includes(TOKEN) && !r.body.includes(TOKEN));
    }
  });
});

Deno.test("todoist: tasks the user added in Todoist are listed, floating due times in their zone", async () => {
  await withTasks("todoist", async (t) => {
    t.fake!.add("Stretch", {
      date: "2026-03-11",
      datetime: "2026-03-11T07:15:00",
      string: "tomorrow 7:15",
      is_recurring: false,
      timezone: null,
      lang: "en",
    });
    t.fake!.add("Laundry", {
      date: "2026-03-11T20:00:00Z",
      string: "tomorrow 21:00",
      is_recurring: true,
      timezone: "Europe/Berlin",
      lang: "en",
    });
    const list = await t.ok("tasks_list");
    assert.equal(
      list.summary,
      "Your tasks in Todoist:\n• Stretch, due Wed 11 Mar 07:15\n• Laundry, due Wed 11 Mar 21:00",
    );
    assert.deepEqual(list.data.tasks.map((x: { due: string }) => x.due), [
      "2026-03-11T07:15:00+01:00",
      "2026-03-11T21:00:00+01:00",
    ]);
  });
});

Deno.test("todoist: tasks_list follows every page of a long list", async () => {
  await withTasks("todoist", async (t) => {
    for (let i = 1; i <= 7; i++) t.fake!.add(`Task ${i}`);
    const list = await t.ok("tasks_list");
    assert.deepEqual(
      list.data.tasks.map((x: { content: string }) => x.content),
      ["Task 1", "Task 2", "Task 3", "Task 4", "Task 5", "Task 6", "Task 7"],
    );
    assert.equal(t.fake!.requests.filter((r) => r.path === "/api/v1/tasks").length, 4);
  }, { pageSize: 2 });
});

Deno.test("todoist: a refused token asks for a new one in the chat and never shows the token", async () => {
  await withTasks("todoist", async (t) => {
    const other = "ffffffffffffffffffffffffffffffffffff9999";
    await createIntegrationStore(t.sql, t.box).setTodoistToken(t.accountId, other);
    for (const [name, input] of [["tasks_list", {}], ["tasks_create", { content: "x" }]] as const) {
      const error = await t.fails(
        name,
        input,
        /Todoist refused the saved token: send a new one in the chat/,
      );
      assert.ok(!error.includes(other) && !error.includes("9999"));
    }
  });
});

Deno.test("todoist: a failing Todoist reads as not answering", async () => {
  await withTasks("todoist", async (t) => {
    t.fake!.mode = "error500";
    const error = await t.fails("tasks_list", {}, /Todoist is not answering; try again later/);
    assert.equal(error, TODOIST_NOT_ANSWERING);
    await t.fails("tasks_create", { content: "x" }, /Todoist is not answering/);
  });
});

Deno.test("todoist: a Todoist that does not answer in time reads as not answering", async () => {
  await withTasks("todoist", async (t) => {
    t.fake!.mode = "hang";
    await t.fails("tasks_list", {}, /^Todoist is not answering; try again later$/);
  }, { deps: { todoistTimeoutMs: 50 } });
});

Deno.test("todoist: an unreachable Todoist reads as not answering", async () => {
  const closed = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (closed.addr as Deno.NetAddr).port;
  closed.close();
  await withTasks("todoist", async (t) => {
    await t.fails("tasks_list", {}, /^Todoist is not answering; try again later$/);
  }, { deps: { todoistBaseUrl: `http://127.0.0.1:${port}/api/v1` } });
});

Deno.test("todoist: an answer that is not Todoist's JSON is reported, not trusted", async () => {
  await withTasks("todoist", async (t) => {
    t.fake!.mode = "garbage";
    await t.fails("tasks_list", {}, /Todoist gave an answer the assistant does not understand/);
  });
});

Deno.test("todoist: a task deleted in Todoist meanwhile is reported as missing", async () => {
  await withTasks("todoist", async (t) => {
    const made = await t.ok("tasks_create", { content: "Buy milk" });
    let first = true;
    const racing: typeof fetch = (input, init) => {
      if (first && init?.method === "POST" && String(input).endsWith("/close")) {
        first = false;
        t.fake!.tasks.forEach((x) => x.is_deleted = true);
      }
      return fetch(input, init);
    };
    const registry = new ToolRegistry(
      createTaskHandlers({ secretBox: t.box, todoistBaseUrl: t.fake!.baseUrl, fetch: racing }),
    );
    const r = await registry.execute(
      { name: "tasks_complete", input: { task: made.data.task.id } },
      { permissions: everything(), context: { businessMode: false } },
      {
        accountId: t.accountId,
        timezone: "UTC",
        now: NOW,
        sql: t.sql,
        requestId: "test",
        keyId: null,
        owner: false,
      },
    );
    assert.deepEqual(r, {
      ok: false,
      error:
        `Todoist has no task with the id "${made.data.task.id}": list the tasks to see their ids`,
    });
  });
});

Deno.test("todoist: a token that no longer decrypts asks for it again", async () => {
  await withTasks("todoist", async (t) => {
    const otherBox = SecretBox.fromBase64Key(randomKey());
    await createIntegrationStore(t.sql, otherBox).setTodoistToken(t.accountId, TOKEN);
    await t.fails(
      "tasks_list",
      {},
      /The saved Todoist token can not be read any more: send it again/,
    );
  });
});

Deno.test("todoist: disconnecting Todoist brings back the built-in task list", async () => {
  await withTasks("todoist", async (t) => {
    await t.ok("tasks_create", { content: "In Todoist" });
    await createIntegrationStore(t.sql, t.box).removeTodoist(t.accountId);
    const list = await t.ok("tasks_list");
    assert.equal(list.data.service, "builtin");
    assert.deepEqual(list.data.tasks, []);
    await t.ok("tasks_create", { content: "Built in" });
    assert.equal(t.fake!.tasks.length, 1);
  });
});
