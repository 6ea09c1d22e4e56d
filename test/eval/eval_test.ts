import assert from "node:assert/strict";
import { findTool, GROUPS } from "@asst/shared";
import type { ActRequest, Model } from "../../services/assistant/src/models/model.ts";
import {
  caseSchema,
  CORPUS_FILES,
  type CorpusCase,
  DEFAULT_NOW,
  developmentSet,
  type Matcher,
  MIN_PER_GROUP,
  MIN_TOTAL,
  NOTHING_FILE,
  PROPOSE_FILE,
  readCorpus,
} from "./corpus.ts";
import { judge, type MadeCall } from "./judge.ts";
import { aggregate, formatAggregate, summarise } from "./report.ts";
import { startEvalSystem } from "./run.ts";

const corpus = await readCorpus();

Deno.test("the corpus is well-formed: known tools, enough cases per group, no duplicates", () => {
  assert.ok(corpus.length >= MIN_TOTAL, `${corpus.length} cases, want ≥ ${MIN_TOTAL}`);
  for (const file of [...GROUPS, PROPOSE_FILE]) {
    const n = corpus.filter((c) => c.file === file).length;
    assert.ok(n >= MIN_PER_GROUP, `${file} has ${n} cases, want ≥ ${MIN_PER_GROUP}`);
  }
  const seen = new Map<string, string>();
  for (const c of corpus) {
    const key = c.text.trim().toLowerCase();
    assert.equal(seen.get(key), undefined, `"${c.text}" twice (${seen.get(key)}, ${c.file})`);
    seen.set(key, c.file);
  }
});

Deno.test("each corpus case is filed under the group of the tools it expects", () => {
  for (const c of corpus) {
    const where = `${c.file}:${c.line}`;
    if (c.file === NOTHING_FILE) {
      assert.deepEqual(c.expect, [], where);
      continue;
    }
    assert.ok(c.expect.length > 0, `${where} expects no call outside ${NOTHING_FILE}`);
    for (const e of c.expect) {
      const group = findTool(e.tool)!.group ?? PROPOSE_FILE;
      assert.equal(group, c.file, `${where} expects ${e.tool}`);
    }
  }
});

Deno.test("every `given` of the corpus is valid input for its tool", () => {
  for (const c of corpus) {
    for (const g of c.given ?? []) {
      if (!("tool" in g)) continue;
      const parsed = findTool(g.tool)!.input.safeParse(g.input);
      assert.ok(parsed.success, `${c.file}:${c.line} given ${g.tool}: ${parsed.error}`);
    }
  }
});

/**
 * The development sets written blind, each checked alike: its folder, cases and minimums. The
 * sixth and eighth to twenty-fifth, written as sealed sets, and the seventh, written the same way
 * (see their `README.md`), file a multi-action case by its first call's group only, may expect a group's request to run
 * nothing (one to be asked about first), and may be given an overdue task, a past trip or a
 * follow-up due today: only their reminders must be later.
 */
const BLIND_SETS: {
  name: string;
  label: string;
  cases: CorpusCase[];
  total: number;
  perFile: number;
  asSealed: boolean;
}[] = await Promise.all(
  // [set, least cases, least cases per file, written as a sealed set]
  ([
    [3, 320, 16, false],
    [4, 250, 12, false],
    [5, 260, 12, false],
    [6, 285, 17, true],
    [7, 285, 17, true],
    [8, 285, 17, true],
    [9, 285, 17, true],
    [10, 285, 17, true],
    [11, 285, 17, true],
    [12, 285, 17, true],
    [13, 285, 17, true],
    [14, 285, 17, true],
    [15, 290, 17, true],
    [16, 290, 17, true],
    [17, 290, 17, true],
    [18, 290, 17, true],
    [19, 250, 13, true],
    [20, 280, 14, true],
    [21, 280, 14, true],
    [22, 285, 15, true],
    [23, 285, 17, true],
    [24, 290, 17, true],
    [25, 290, 17, true],
  ] as const).map(async ([n, total, perFile, asSealed]) => {
    const { name, ordinal, dir } = developmentSet(n);
    const cases = await readCorpus(CORPUS_FILES, dir);
    return { name, label: ordinal, cases, total, perFile, asSealed };
  }),
);

/** Whether an expected value fits the field `schema` of its tool (plain values and arrays only). */
function fits(schema: { safeParse(v: unknown): { success: boolean } }, m: Matcher): boolean {
  if (m === null || typeof m !== "object") return schema.safeParse(m).success;
  if (!Array.isArray(m)) {
    // An object is partial (its keys are judged one by one), so only `$any` is looked into.
    return !("$any" in m) || (m.$any as Matcher[]).every((a) => fits(schema, a));
  }
  const hasMatcher = (v: Matcher): boolean =>
    v !== null && typeof v === "object" &&
    (Array.isArray(v)
      ? v.some(hasMatcher)
      : Object.entries(v).some(([k, x]) => k.startsWith("$") || hasMatcher(x as Matcher)));
  return hasMatcher(m) || schema.safeParse(m).success;
}

for (const set of BLIND_SETS) {
  Deno.test(`the ${set.label} development set is well-formed: every file, filed by group, plausible args, no duplicates`, async () => {
    const { name, cases } = set;
    assert.ok(cases.length >= set.total, `${name} has ${cases.length} cases, want ≥ ${set.total}`);
    // A set written blind as a sealed set may repeat a short, common sentence of a set before it
    // ("show my countdowns", "tell me a joke"): its writer saw none of them. Any other later set
    // repeats no sentence of the sets before it; no set repeats one of its own.
    const seen = new Map(
      set.asSealed ? [] : corpus.map((c) => [c.text.trim().toLowerCase(), `corpus/${c.file}`]),
    );
    if (name !== "corpus_dev3" && !set.asSealed) {
      // A later set repeats no sentence of the sets before it.
      const before = [
        ...(await readCorpus(CORPUS_FILES, developmentSet(2).dir, true)).map((c) =>
          ["corpus_dev2", c] as const
        ),
        ...BLIND_SETS.slice(0, BLIND_SETS.indexOf(set)).flatMap((s) =>
          s.cases.map((c) => [s.name, c] as const)
        ),
      ];
      for (const [dir, c] of before) seen.set(c.text.trim().toLowerCase(), `${dir}/${c.file}`);
    }
    for (const file of CORPUS_FILES) {
      const n = cases.filter((c) => c.file === file).length;
      assert.ok(n >= set.perFile, `${name}/${file} has ${n} cases, want ≥ ${set.perFile}`);
    }
    for (const c of cases) {
      const where = `${name}/${c.file}:${c.line}`;
      const key = c.text.trim().toLowerCase();
      assert.equal(seen.get(key), undefined, `${where} "${c.text}" also in ${seen.get(key)}`);
      seen.set(key, where);
      if (c.file === NOTHING_FILE) assert.deepEqual(c.expect, [], where);
      // A set written as sealed may expect a group's request to run nothing (one that must be
      // asked about first: "remind me to call the bank" has no time).
      else if (!set.asSealed) {
        assert.ok(c.expect.length > 0, `${where} expects no call outside ${NOTHING_FILE}`);
      }
      for (const [i, e] of c.expect.entries()) {
        const tool = findTool(e.tool)!;
        if (i === 0 || !set.asSealed) {
          assert.equal(tool.group ?? PROPOSE_FILE, c.file, `${where} expects ${e.tool}`);
        }
        const shape = tool.input.shape as Record<
          string,
          { safeParse(v: unknown): { success: boolean } }
        >;
        for (const [k, m] of Object.entries(e.args ?? {})) {
          const field = shape[k];
          assert.ok(field !== undefined, `${where} ${e.tool} has no argument ${k}`);
          assert.ok(fits(field, m), `${where} ${e.tool}.${k} = ${JSON.stringify(m)} is not valid`);
        }
      }
    }
  });

  Deno.test(`every \`given\` of the ${set.label} development set is valid and dated after the case's clock`, () => {
    for (const c of set.cases) {
      const where = `${set.name}/${c.file}:${c.line}`;
      const now = new Date(c.now ?? DEFAULT_NOW);
      const today = now.toISOString().slice(0, 10);
      for (const g of c.given ?? []) {
        let dated: unknown[] = [];
        if ("tool" in g) {
          const parsed = findTool(g.tool)!.input.safeParse(g.input);
          assert.ok(parsed.success, `${where} given ${g.tool}: ${parsed.error}`);
          const i = g.input;
          dated = g.tool === "birthdays_save"
            ? []
            : set.asSealed
            ? [i.at]
            : [i.at, i.due, i.date, i.start_date, i.end_date];
        } else if ("followup" in g && !set.asSealed) dated = [g.followup.due_date];
        for (const d of dated) {
          if (typeof d !== "string") continue;
          const after = d.length === 10 ? d > today : new Date(d).getTime() > now.getTime();
          assert.ok(after, `${where} given dated ${d}, not after ${now.toISOString()}`);
        }
      }
    }
  });
}

Deno.test("a malformed case is rejected: unknown tool, bad matcher, missing expect", () => {
  for (
    const bad of [
      { text: "add milk", expect: [{ tool: "shopping_buy" }] },
      { text: "add milk", expect: [{ tool: "shopping_add", args: { items: { $like: "milk" } } }] },
      { text: "add milk" },
      { text: "", expect: [] },
    ]
  ) {
    assert.equal(caseSchema.safeParse(bad).success, false, JSON.stringify(bad));
  }
});

const ok = (summary = "Done.") => ({ ok: true as const, summary, data: null });
const made = (name: string, input: Record<string, unknown>, result = ok()): MadeCall => ({
  call: { name, input },
  result,
});

Deno.test("the judge accepts the right call and loose wording, and rejects a wrong one", () => {
  const c = {
    expect: [{
      tool: "reminders_create",
      args: { text: "call mum", at: "2026-03-12T18:00:00+01:00" },
    }],
  };
  const right = made("reminders_create", { text: "Call Mum.", at: "2026-03-12T17:00:00Z" });
  assert.equal(judge(c, [right]).right, true);

  const late = made("reminders_create", { text: "call mum", at: "2026-03-12T18:00:00Z" });
  const wrong = judge(c, [late]);
  assert.equal(wrong.right, false);
  assert.equal(wrong.expected[0]!.got, "reminders_create (wrong arguments)");

  const junk = made("reminders_create", {
    text: "call mum, it's her birthday",
    at: "2026-03-12T17:00:00Z",
  });
  assert.equal(judge(c, [junk]).right, false);

  const other = judge(c, [made("tasks_create", { content: "call mum" })]);
  assert.equal(other.right, false);
  assert.equal(other.expected[0]!.got, "tasks_create");
  assert.equal(judge(c, []).expected[0]!.got, "nothing");
});

Deno.test("the judge: a failed call is not right; items are a set; refs need the item reached", () => {
  const add = { expect: [{ tool: "shopping_add", args: { items: ["eggs", "milk"] } }] };
  assert.equal(judge(add, [made("shopping_add", { items: ["Milk", "eggs"] })]).right, true);
  assert.equal(judge(add, [made("shopping_add", { items: ["milk"] })]).right, false);
  const failed = made("shopping_add", { items: ["milk", "eggs"] }, {
    ok: false,
    error: "nope",
  } as never);
  assert.equal(judge(add, [failed]).expected[0]!.got, "shopping_add (failed)");

  const remove = { expect: [{ tool: "trips_delete", args: { trip: { $ref: "lisbon" } } }] };
  const reached = made("trips_delete", { trip: "the trip to lisbon" }, ok("Removed Lisbon."));
  assert.equal(judge(remove, [reached]).right, true);
  const elsewhere = made("trips_delete", { trip: "porto" }, ok("Removed your trip to Porto."));
  assert.equal(judge(remove, [elsewhere]).right, false);
  // A follow-up reached by its correspondent's address ("Jenny" for jenny@example.com).
  const dismiss = {
    expect: [{ tool: "email_followups_dismiss", args: { followup: { $ref: "jenny" } } }],
  };
  const jenny = made(
    "email_followups_dismiss",
    { followup: "Jenny" },
    ok('Dismissed the follow-up "Saturday plans" with jenny@example.com.'),
  );
  assert.equal(judge(dismiss, [jenny]).right, true);
  const bob = made(
    "email_followups_dismiss",
    { followup: "Bob" },
    ok('Dismissed the follow-up "Quote" with bob@jennyco.example.'),
  );
  assert.equal(judge(dismiss, [bob]).right, false);
});

Deno.test("the judge: extra changes are wrong, extra reads are not; nothing means nothing", () => {
  const c = { expect: [{ tool: "notes_create", args: { text: { $contains: "gate code" } } }] };
  const note = made("notes_create", { text: "the gate code changed" });
  assert.equal(judge(c, [made("notes_list", {}), note]).right, true);
  const twice = judge(c, [note, made("keepsakes_save", { text: "x" })]);
  assert.deepEqual([twice.right, twice.extra], [false, ["keepsakes_save"]]);

  const nothing = { expect: [] };
  assert.equal(judge(nothing, []).right, true);
  assert.deepEqual(judge(nothing, [made("contacts_list", {})]).extra, ["contacts_list"]);
});

Deno.test("the report counts per group and tool, violations, errors and confusions", () => {
  const base = { line: 1, given: [] };
  const cases: CorpusCase[] = [
    { ...base, file: "shopping", text: "add milk", expect: [{ tool: "shopping_add" }] },
    { ...base, file: "shopping", text: "add eggs", expect: [{ tool: "shopping_add" }] },
    { ...base, file: "shopping", text: "add tea", expect: [{ tool: "shopping_add" }] },
    { ...base, file: NOTHING_FILE, text: "hello", expect: [] },
  ];
  const calls = [
    [made("shopping_add", {})],
    [made("notes_create", {})],
    [],
    [made("shopping_list", {})],
  ];
  const r = summarise(
    "test",
    cases.map((c, i) => ({
      case: c,
      verdict: judge(c, calls[i]!),
      ran: [],
      reply: "",
      ...(c.text === "add tea" ? { error: "the model is down" } : {}),
    })),
  );
  assert.deepEqual(r.overall, { right: 1, total: 4 });
  assert.deepEqual(r.groups["shopping"], { right: 1, total: 3 });
  assert.deepEqual(r.tools["shopping_add"], { right: 1, total: 3 });
  assert.deepEqual(r.violations, [{ text: "hello", ran: ["shopping_list"] }]);
  assert.deepEqual(r.errors, [{ text: "add tea", error: "the model is down" }]);
  assert.deepEqual(
    r.confusions.map((c) => [c.expected, c.got, c.count]),
    [["(nothing)", "shopping_list", 1], ["shopping_add", "notes_create", 1], [
      "shopping_add",
      "error",
      1,
    ]],
  );
});

Deno.test("a wrong write is a successful data-changing call no expected call accounts for", () => {
  const c = { expect: [{ tool: "shopping_add", args: { items: ["milk"] } }] };
  // The expected write with wrong arguments changed data: one wrong write.
  const debris = judge(c, [made("shopping_add", { items: ["milk because we're out"] })]);
  assert.deepEqual(debris.wrongWrites, ["shopping_add"]);
  // A second, unrelated write is one too; the right call and an extra read are not.
  const extra = judge(c, [
    made("shopping_list", {}),
    made("shopping_add", { items: ["milk"] }),
    made("notes_create", { text: "x" }),
  ]);
  assert.deepEqual(extra.wrongWrites, ["notes_create"]);
  // A failed write changed nothing.
  const failed = made("notes_create", { text: "x" }, { ok: false, error: "no" } as never);
  assert.deepEqual(judge({ expect: [] }, [failed]).wrongWrites, []);
  assert.deepEqual(judge({ expect: [] }, [made("notes_create", { text: "x" })]).wrongWrites, [
    "notes_create",
  ]);
});

Deno.test("the aggregate of a part holds counts only, never a case's text", () => {
  const base = { line: 1, given: [] };
  const cases: CorpusCase[] = [
    { ...base, file: "shopping", text: "add secret milk", expect: [{ tool: "shopping_add" }] },
    { ...base, file: NOTHING_FILE, text: "hello secret", expect: [] },
  ];
  const calls = [[made("notes_create", {})], [made("notes_create", {})]];
  const r = summarise(
    "test",
    cases.map((c, i) => ({ case: c, verdict: judge(c, calls[i]!), ran: [], reply: "" })),
  );
  const a = aggregate(r);
  assert.deepEqual([a.overall, a.nothing, a.wrongWrites, a.wrongWriteCases], [
    { right: 0, total: 2 },
    { right: 0, total: 1 },
    2,
    2,
  ]);
  const shown = JSON.stringify(a) + formatAggregate(a);
  assert.equal(shown.includes("secret"), false);
  assert.equal(shown.includes("notes_create"), false);
});

/** A model that makes the calls scripted for each message, through the real tools. */
function scripted(calls: Record<string, MadeCall["call"][]>): Model {
  return {
    name: "scripted",
    answer: () => Promise.reject(new Error("not used")),
    async act(req: ActRequest) {
      const done = [];
      for (const call of calls[req.message] ?? []) {
        done.push({ call, result: await req.execute(call) });
      }
      return {
        reply: "",
        model: "scripted",
        usage: { input_tokens: 0, output_tokens: 0 },
        calls: done,
      };
    },
  };
}

Deno.test("the runner sets up `given` data and Business Mode, and records each call with its effect", async () => {
  const model = scripted({
    "cross milk off": [{ name: "shopping_remove", input: { items: ["milk"] } }],
    "taxi 12 euros": [{
      name: "expenses_record",
      input: { amount: 12, currency: "EUR", description: "taxi" },
    }],
  });
  const system = await startEvalSystem(model);
  try {
    const given = [{ tool: "shopping_add", input: { items: ["milk", "eggs"] } }];
    const cross: CorpusCase = {
      file: "shopping",
      line: 1,
      text: "cross milk off",
      given,
      expect: [{ tool: "shopping_remove", args: { items: [{ $ref: "milk" }] } }],
    };
    const run = await system.run(cross);
    assert.equal(judge(cross, run.calls).right, true, JSON.stringify(run.calls));
    // Without the item there, the same call reaches nothing and is judged wrong.
    const bare = await system.run({ ...cross, given: [] });
    assert.equal(judge(cross, bare.calls).right, false);
    // Side by side, each case gets its own calls.
    const [a, b] = await Promise.all([system.run(cross), system.run({ ...cross, text: "hi" })]);
    assert.deepEqual([a.calls.length, b.calls.length], [1, 0]);

    const taxi: CorpusCase = {
      file: "expenses",
      line: 1,
      text: "taxi 12 euros",
      expect: [{ tool: "expenses_record", args: { amount: 12 } }],
    };
    assert.equal(judge(taxi, (await system.run(taxi)).calls).right, true);
    // A case whose given data the tools refuse fails on its own, as an error.
    const past = await system.run({
      ...cross,
      given: [{ tool: "countdowns_set", input: { title: "gone", date: "2020-01-01" } }],
    });
    assert.deepEqual([past.calls, typeof past.error], [[], "string"]);
    // Outside the expenses group Business Mode is off, so the same call fails.
    const off = await system.run({ ...taxi, file: "notes" });
    assert.equal(judge(taxi, off.calls).right, false);
  } finally {
    await system.stop();
  }
});
