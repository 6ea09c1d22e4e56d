import assert from "node:assert/strict";
import { parseToolIntent, readToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK as PARIS, one } from "./_intent_test_util.ts";

/** The email a message proposes: to, cc and body. */
function copied(text: string): { to: unknown; cc: unknown; body: unknown } {
  const email = one(text, PARIS).input.email as Record<string, unknown>;
  return { to: email.to, cc: email.cc, body: email.body };
}

Deno.test("copies said after the message are the email's copies, never its words", () => {
  assert.deepEqual(
    copied(
      "email the teacher miss.ayesha@example.edu.pk that Zara will be absent on Thursday, cc my husband imran@example.pk",
    ),
    {
      to: ["miss.ayesha@example.edu.pk"],
      cc: ["imran@example.pk"],
      body: "Zara will be absent on Thursday",
    },
  );
  assert.deepEqual(copied("email bob@example.com saying I'll be late, cc imran@example.pk"), {
    to: ["bob@example.com"],
    cc: ["imran@example.pk"],
    body: "I'll be late",
  });
  assert.deepEqual(
    copied("email bob@example.com saying I'll be late, and cc jo@example.com and sam@example.com"),
    { to: ["bob@example.com"], cc: ["jo@example.com", "sam@example.com"], body: "I'll be late" },
  );
  assert.deepEqual(copied("email bob@example.com saying I'll be late, copy in jo@example.com"), {
    to: ["bob@example.com"],
    cc: ["jo@example.com"],
    body: "I'll be late",
  });
  assert.deepEqual(
    copied("email bob@example.com saying I'll be late, copying my boss b@example.com."),
    { to: ["bob@example.com"], cc: ["b@example.com"], body: "I'll be late" },
  );
  assert.deepEqual(
    copied("send an email to ana@example.com telling her the keys are under the mat, cc: jo@x.com"),
    { to: ["ana@example.com"], cc: ["jo@x.com"], body: "The keys are under the mat" },
  );
  assert.deepEqual(copied("email bob@example.com I'll be late, cc jo@example.com"), {
    to: ["bob@example.com"],
    cc: ["jo@example.com"],
    body: "I'll be late",
  });
});

Deno.test("a copy said by name after the message is asked for, never written in", () => {
  for (
    const t of [
      "email bob@example.com saying I'll be late, cc my husband",
      "send an email to bob@example.com saying I'll be late, cc my boss",
      "email bob@example.com that the report is done, cc Priya",
    ]
  ) {
    const read = readToolIntent(t, PARIS);
    assert.deepEqual(read.calls, [], t);
    const draft = read.drafts[0];
    assert.ok(draft?.kind === "email", t);
    assert.equal(draft.names.length, 1, t);
    assert.equal(draft.names[0]!.field, "cc", t);
    assert.ok(!String(draft.body).includes("cc"), t);
  }
});

Deno.test("'cc' inside a message, not a part of its own, stays the message", () => {
  assert.deepEqual(copied("email bob@example.com saying the cc list is wrong"), {
    to: ["bob@example.com"],
    cc: undefined,
    body: "The cc list is wrong",
  });
  assert.deepEqual(copied("email bob@example.com saying please cc me on the thread"), {
    to: ["bob@example.com"],
    cc: undefined,
    body: "Please cc me on the thread",
  });
  assert.deepEqual(copied("email bob@example.com saying please copy the file"), {
    to: ["bob@example.com"],
    cc: undefined,
    body: "Please copy the file",
  });
  assert.deepEqual(copied("email bob@example.com, cc my husband imran@example.pk, saying hi"), {
    to: ["bob@example.com"],
    cc: ["imran@example.pk"],
    body: "Hi",
  });
  // An address inside the message, or copies said after a word more, send nothing.
  for (
    const t of [
      "email bob@example.com saying I'll cc jo@example.com next time",
      "email bob@example.com saying I'm late, cc jo@example.com if you can",
      "email bob@example.com that Zara is sick. cc imran@example.pk",
    ]
  ) {
    assert.deepEqual(parseToolIntent(t, PARIS), [], t);
  }
});

Deno.test("an email asked in Portuguese or Spanish to a name, then its address, is to the address", () => {
  assert.deepEqual(
    copied(
      "mande um email pro Pedro, pedro@example.com.br, asking if he can swap shifts on Sunday",
    ),
    {
      to: ["pedro@example.com.br"],
      cc: undefined,
      body: "Could you let me know if he can swap shifts on Sunday?",
    },
  );
  assert.deepEqual(copied("manda un correo a Lucía, lucia@example.es, diciendo que llego tarde"), {
    to: ["lucia@example.es"],
    cc: undefined,
    body: "Llego tarde",
  });
  // Without a message or without an address, nothing is sent.
  for (
    const t of [
      "mande um email pro Pedro, pedro@example.com.br",
      "mande um email pro Pedro asking if he can swap",
    ]
  ) {
    assert.deepEqual(parseToolIntent(t, PARIS), [], t);
  }
});
