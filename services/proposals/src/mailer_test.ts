import assert from "node:assert/strict";
import {
  createSmtpMailer,
  describeSmtpUrl,
  type Mailer,
  MailError,
  type OutgoingEmail,
} from "./mailer.ts";
import { type FakeSmtp, startFakeSmtp } from "../testing/fake_smtp.ts";

function email(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    from: { address: "assistant@example.test", name: "Ada's Assistant" },
    to: ["bob@example.test"],
    subject: "Lunch on Friday?",
    text: "Hi Bob,\n\nShall we have lunch on Friday at 12:30?\n\nAda",
    messageId: `<${crypto.randomUUID()}@assistant.invalid>`,
    ...overrides,
  };
}

/** Runs `fn` with a fresh fake server and a mailer pointed at it, closing both afterwards. */
async function withMailer(
  fn: (smtp: FakeSmtp, mailer: Mailer) => Promise<void>,
  options: Parameters<typeof startFakeSmtp>[0] = {},
  mailerUrl?: (smtp: FakeSmtp) => string,
): Promise<void> {
  const smtp = await startFakeSmtp(options);
  const mailer = createSmtpMailer(mailerUrl ? mailerUrl(smtp) : smtp.url, { timeoutMs: 5_000 });
  try {
    await fn(smtp, mailer);
  } finally {
    await mailer.close();
    await smtp.close();
  }
}

async function mailError(promise: Promise<unknown>): Promise<MailError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof MailError, `expected a MailError, got ${String(error)}`);
    return error;
  }
  assert.fail("expected the send to fail");
}

/** A port on 127.0.0.1 that nothing listens on. */
function closedPort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

Deno.test("send() delivers from name and address, to, cc, subject, body and the Message-ID", async () => {
  await withMailer(async (smtp, mailer) => {
    const outgoing = email({ cc: ["carol@example.test"] });
    const sent = await mailer.send(outgoing);

    assert.equal(sent.messageId, outgoing.messageId);
    assert.deepEqual(sent.accepted, ["bob@example.test", "carol@example.test"]);
    assert.deepEqual(sent.rejected, []);
    assert.match(sent.response, /^250 /);

    const [got] = await smtp.waitFor(1);
    assert.ok(got);
    assert.equal(got.from, "assistant@example.test");
    assert.deepEqual(got.to, ["bob@example.test", "carol@example.test"]);
    assert.equal(got.subject, "Lunch on Friday?");
    assert.equal(got.text.trimEnd(), outgoing.text);
    assert.equal(got.messageId, outgoing.messageId);
    assert.equal(got.headers.get("message-id"), outgoing.messageId);
    assert.match(got.headers.get("from") ?? "", /"Ada's Assistant" <assistant@example\.test>/);
    assert.equal(got.headers.get("to"), "bob@example.test");
    assert.equal(got.headers.get("cc"), "carol@example.test");
    assert.equal(got.headers.has("bcc"), false);
    assert.match(got.headers.get("content-type") ?? "", /^text\/plain/);
  });
});

Deno.test("send() with the same Message-ID twice sends it unchanged both times", async () => {
  await withMailer(async (smtp, mailer) => {
    const outgoing = email();
    await mailer.send(outgoing);
    await mailer.send(outgoing);
    const got = await smtp.waitFor(2);
    assert.deepEqual(got.map((m) => m.messageId), [outgoing.messageId, outgoing.messageId]);
  });
});

Deno.test("send() logs in when the server requires it and the URL has the right credentials", async () => {
  await withMailer(async (smtp, mailer) => {
    assert.match(smtp.url, /^smtp:\/\/mailer:s3cret-pa55@127\.0\.0\.1:\d+$/);
    await mailer.send(email());
    assert.equal((await smtp.waitFor(1)).length, 1);
  }, { username: "mailer", password: "s3cret-pa55" });
});

Deno.test("send() with a wrong password fails permanently and never shows the password", async () => {
  const password = "Wr0ng-Passw0rd";
  await withMailer(
    async (smtp, mailer) => {
      const error = await mailError(mailer.send(email()));
      assert.equal(error.permanent, true);
      assert.match(
        error.message,
        /refused the login: 535 5\.7\.8 Authentication credentials invalid/,
      );
      assert.match(error.message, /check the user name and password in SMTP_URL/);
      assert.ok(!error.message.includes(password), error.message);
      assert.ok(!error.message.includes(btoa(password)), error.message);
      assert.ok(!error.message.includes("smtp://"), error.message);
      const logged = Deno.inspect(error, { depth: 10 });
      assert.ok(!logged.includes(password) && !logged.includes(btoa(password)), logged);
      assert.equal(smtp.received.length, 0);
    },
    { username: "mailer", password: "s3cret-pa55" },
    (smtp) => smtp.url.replace("s3cret-pa55", password),
  );
});

Deno.test("send() without credentials to a server that requires a login fails permanently and says so", async () => {
  await withMailer(
    async (smtp, mailer) => {
      const error = await mailError(mailer.send(email()));
      assert.equal(error.permanent, true);
      assert.match(error.message, /requires a login/);
      assert.equal(smtp.received.length, 0);
    },
    { username: "mailer", password: "s3cret-pa55" },
    (smtp) => smtp.url.replace("mailer:s3cret-pa55@", ""),
  );
});

Deno.test("send() refused with 550 fails permanently with the server's reply", async () => {
  await withMailer(async (smtp, mailer) => {
    smtp.refuseNext(1, 550, "5.1.1 mailbox unavailable");
    const error = await mailError(mailer.send(email()));
    assert.equal(error.permanent, true);
    assert.equal(
      error.message,
      "The mail server refused the message: 550 5.1.1 mailbox unavailable",
    );
    assert.ok(error.cause instanceof Error);
    assert.equal(smtp.received.length, 0);
  });
});

Deno.test("send() refused with 451 fails temporarily, and a later attempt goes through", async () => {
  await withMailer(async (smtp, mailer) => {
    smtp.refuseNext(1, 451, "4.3.0 try again later");
    const outgoing = email();
    const error = await mailError(mailer.send(outgoing));
    assert.equal(error.permanent, false);
    assert.equal(
      error.message,
      "The mail server could not take the message now: 451 4.3.0 try again later: it can be sent again later",
    );

    await mailer.send(outgoing);
    const [got] = await smtp.waitFor(1);
    assert.equal(got?.messageId, outgoing.messageId);
  });
});

Deno.test("send() with nothing listening fails temporarily and names host and port", async () => {
  const port = closedPort();
  const mailer = createSmtpMailer(`smtp://user:hunter22@127.0.0.1:${port}`, { timeoutMs: 5_000 });
  try {
    const error = await mailError(mailer.send(email()));
    assert.equal(error.permanent, false);
    assert.equal(
      error.message,
      `Could not reach the mail server at "127.0.0.1:${port}": connection refused`,
    );
    assert.ok(!error.message.includes("hunter22"));
  } finally {
    await mailer.close();
  }
});

Deno.test("send() to a server that never greets fails temporarily after timeoutMs", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  const accepted: Deno.Conn[] = [];
  const accepting = (async () => {
    for await (const conn of listener) accepted.push(conn);
  })();
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, { timeoutMs: 300 });
  try {
    const started = performance.now();
    const error = await mailError(mailer.send(email()));
    assert.equal(error.permanent, false);
    assert.equal(
      error.message,
      `Could not reach the mail server at "127.0.0.1:${port}": no answer within 300 ms`,
    );
    assert.ok(performance.now() - started < 4_000);
  } finally {
    await mailer.close();
    for (const conn of accepted) conn.close();
    listener.close();
    await accepting;
  }
});

Deno.test("send() with one of two recipients rejected succeeds and lists the rejected one", async () => {
  await withMailer(async (smtp, mailer) => {
    smtp.rejectRecipient("gone@example.test");
    const sent = await mailer.send(email({ to: ["bob@example.test", "gone@example.test"] }));
    assert.deepEqual(sent.accepted, ["bob@example.test"]);
    assert.deepEqual(sent.rejected, ["gone@example.test"]);
    const [got] = await smtp.waitFor(1);
    assert.deepEqual(got?.to, ["bob@example.test"]);
  });
});

Deno.test("send() with every recipient rejected fails permanently", async () => {
  await withMailer(async (smtp, mailer) => {
    smtp.rejectRecipient("gone@example.test");
    smtp.rejectRecipient("left@example.test");
    const error = await mailError(
      mailer.send(email({ to: ["gone@example.test"], cc: ["left@example.test"] })),
    );
    assert.equal(error.permanent, true);
    assert.equal(
      error.message,
      "The mail server refused every recipient: 550 5.1.1 mailbox unavailable",
    );
    assert.equal(smtp.received.length, 0);
  });
});

Deno.test("send() keeps CR LF in the subject and sender name from adding headers or recipients", async () => {
  await withMailer(async (smtp, mailer) => {
    await mailer.send(
      email({
        subject: "Hello\r\nBcc: evil@x.test\r\nX-Injected: yes",
        from: { address: "assistant@example.test", name: "Ada\r\nBcc: evil@x.test" },
      }),
    );
    const [got] = await smtp.waitFor(1);
    assert.ok(got);
    assert.deepEqual(got.to, ["bob@example.test"]);
    assert.equal(got.headers.has("bcc"), false);
    assert.equal(got.headers.has("x-injected"), false);
    assert.ok(!/^bcc:/im.test(got.raw), got.raw);
    assert.ok(!/^x-injected:/im.test(got.raw), got.raw);
    assert.equal(got.subject, "Hello Bcc: evil@x.test X-Injected: yes");
    assert.equal(got.headers.get("from"), '"Ada Bcc: evil@x.test" <assistant@example.test>');
  });
});

Deno.test("send() refuses address lists, display names and CR LF in an address or Message-ID", async () => {
  await withMailer(async (smtp, mailer) => {
    const hostile: Partial<OutgoingEmail>[] = [
      { to: ["bob@example.test, evil@x.test"] },
      { to: ["Bob <bob@example.test>"] },
      { to: ["bob@example.test\r\nBcc: evil@x.test"] },
      { cc: ["evil@x.test;other@x.test"] },
      { from: { address: "assistant@example.test\r\nBcc: evil@x.test" } },
      { messageId: "<a@b>\r\nBcc: evil@x.test" },
      { messageId: "no-brackets@assistant.invalid" },
    ];
    for (const overrides of hostile) {
      const error = await mailError(mailer.send(email(overrides)));
      assert.equal(error.permanent, true, error.message);
      assert.ok(!/[\r\n]/.test(error.message), error.message);
    }
    assert.equal(smtp.received.length, 0);
  });
});

Deno.test("send() needs 1 to 20 recipients", async () => {
  await withMailer(async (smtp, mailer) => {
    const none = await mailError(mailer.send(email({ to: [] })));
    assert.equal(none.permanent, true);
    assert.equal(none.message, 'The email needs 1 to 20 "to" addresses, got 0');
    const many = Array.from({ length: 21 }, (_, i) => `r${i}@example.test`);
    const tooMany = await mailError(mailer.send(email({ to: many })));
    assert.equal(tooMany.message, 'The email needs 1 to 20 "to" addresses, got 21');

    await mailer.send(email({ to: many.slice(0, 20) }));
    assert.equal((await smtp.waitFor(1))[0]?.to.length, 20);
  });
});

Deno.test("send() does not let a lone dot in the body end the message early", async () => {
  await withMailer(async (smtp, mailer) => {
    const text = "first\r\n.\r\nMAIL FROM:<evil@x.test>\r\nRCPT TO:<evil@x.test>\r\n.\nlast";
    await mailer.send(email({ text }));
    const [got] = await smtp.waitFor(1);
    assert.equal(smtp.received.length, 1);
    assert.deepEqual(got?.to, ["bob@example.test"]);
    assert.equal(
      got?.text.trimEnd(),
      "first\n.\nMAIL FROM:<evil@x.test>\nRCPT TO:<evil@x.test>\n.\nlast",
    );
  });
});

Deno.test("send() keeps a unicode subject, sender name and body intact", async () => {
  await withMailer(async (smtp, mailer) => {
    const subject = "Déjeuner vendredi ? 🍜 — 金曜日のランチ";
    const text = "Ça te dit ? Zürich, 12:30 ✓\nПривет! 你好 👋";
    await mailer.send(
      email({ subject, text, from: { address: "assistant@example.test", name: "Zoë Ångström" } }),
    );
    const [got] = await smtp.waitFor(1);
    assert.equal(got?.subject, subject);
    assert.equal(got?.text.trimEnd(), text);
    assert.match(
      got?.headers.get("subject") ?? "",
      /^[ -~]+$/,
      "the Subject header is MIME-encoded",
    );
  });
});

Deno.test("send() upgrades with STARTTLS when offered, and refuses an unverified certificate by default", async () => {
  const smtp = await startFakeSmtp({ tls: "starttls", username: "mailer", password: "pw-123" });
  const trusting = createSmtpMailer(smtp.url, { timeoutMs: 5_000, tlsRejectUnauthorized: false });
  const strict = createSmtpMailer(smtp.url, { timeoutMs: 5_000 });
  try {
    await trusting.send(email());
    assert.equal((await smtp.waitFor(1)).length, 1);

    const error = await mailError(strict.send(email()));
    assert.equal(error.permanent, false);
    assert.match(
      error.message,
      /^Could not set up a secure connection to the mail server at "127\.0\.0\.1:\d+"/,
    );
    assert.ok(!error.message.includes("pw-123"));
    assert.equal(smtp.received.length, 1);
  } finally {
    await trusting.close();
    await strict.close();
    await smtp.close();
  }
});

Deno.test("send() speaks TLS from the start for smtps://", async () => {
  const smtp = await startFakeSmtp({ tls: "implicit" });
  assert.match(smtp.url, /^smtps:\/\//);
  const mailer = createSmtpMailer(smtp.url, { timeoutMs: 5_000, tlsRejectUnauthorized: false });
  try {
    const outgoing = email();
    await mailer.send(outgoing);
    assert.equal((await smtp.waitFor(1))[0]?.messageId, outgoing.messageId);

    const strict = createSmtpMailer(smtp.url, { timeoutMs: 5_000 });
    const error = await mailError(strict.send(email())).finally(() => strict.close());
    assert.equal(error.permanent, false);
    assert.match(error.message, /^Could not set up a secure connection/);
    assert.equal(smtp.received.length, 1);
  } finally {
    await mailer.close();
    await smtp.close();
  }
});

Deno.test("close() waits for a send in flight and later sends fail temporarily", async () => {
  await withMailer(async (smtp, mailer) => {
    const sending = mailer.send(email());
    await mailer.close();
    await sending;
    assert.equal(smtp.received.length, 1);
    const error = await mailError(mailer.send(email()));
    assert.equal(error.permanent, false);
    assert.match(error.message, /shut down/);
  });
});

Deno.test("describeSmtpUrl() redacts the password and fills in the default port", () => {
  assert.equal(
    describeSmtpUrl("smtp://mailer:s3cret@mail.example.test:2525"),
    "smtp://mailer:***@mail.example.test:2525",
  );
  assert.equal(describeSmtpUrl("smtps://mail.example.test"), "smtps://mail.example.test:465");
  assert.equal(describeSmtpUrl("smtp://mail.example.test"), "smtp://mail.example.test:587");
  assert.equal(describeSmtpUrl("smtp://only-user@[::1]:25"), "smtp://only-user@[::1]:25");
  const encoded = describeSmtpUrl("smtp://me%40example.test:p%40ss%3Aword@mail.example.test");
  assert.equal(encoded, "smtp://me%40example.test:***@mail.example.test:587");
  assert.ok(!encoded.includes("p%40ss"));
});

Deno.test("describeSmtpUrl() rejects other schemes, a missing host and garbage without echoing secrets", () => {
  const cases: [string, RegExp][] = [
    ["http://x", /scheme "http".*smtp:\/\//],
    ["smtp://", /(no host|not a valid URL)/],
    ["smtp://user:pw@", /(no host|not a valid URL)/],
    ["not a url at all", /not a valid URL/],
    ["", /not a valid URL/],
    ["smtp://mail.example.test:99999", /not a valid URL/],
    ["smtp://mail.example.test:0", /port "0"/],
    ["smtp://mail.example.test/path?x=1", /path, query or fragment/],
    ["smtp://:pw-only@mail.example.test", /password but no user name/],
    ["smtp://u:%E0%A4%A@mail.example.test", /badly percent-encoded/],
  ];
  for (const [url, expected] of cases) {
    assert.throws(() => describeSmtpUrl(url), (error: unknown) => {
      assert.ok(error instanceof Error);
      assert.match(error.message, expected, `${url}: ${error.message}`);
      assert.ok(!error.message.includes("pw"), error.message);
      return true;
    });
  }
});

Deno.test("createSmtpMailer() rejects an invalid SMTP_URL at once", () => {
  assert.throws(() => createSmtpMailer("http://mail.example.test"), /scheme "http"/);
});
