import assert from "node:assert/strict";
import {
  FAKE_PUBLIC_ADDRESS,
  fakePublicPolicy,
  fixedResolver,
  flippingResolver,
  listenCounting,
  listenRebindingPair,
  TEST_TLS_NAME,
  testTls,
} from "@asst/shared/testing";
import { SERVER_FAILURE, UserServerError } from "../integrations/user_server_error.ts";
import { checkMailbox, parseMailboxUrl } from "./imap_mailbox.ts";

const failsAs = (code: string) => (err: unknown) =>
  err instanceof UserServerError && err.code === code;

Deno.test("a mail server host that answers loopback too, or flips to it, never gets a connection to loopback", async () => {
  // Both listeners greet as IMAP servers that offer nothing, so a login goes no further.
  const pair = listenRebindingPair("* BYE not a real server\r\n");
  const strict = { allowPrivate: false, addressPolicy: fakePublicPolicy, timeoutMs: 5000 };
  try {
    const address = parseMailboxUrl(`imap://ana:pw@mail.example:${pair.port}`);
    await assert.rejects(
      checkMailbox(address, {
        ...strict,
        resolveHost: fixedResolver(FAKE_PUBLIC_ADDRESS, "127.0.0.1"),
      }),
      failsAs(SERVER_FAILURE.blocked),
    );
    assert.equal(pair.decoy.connections(), 0);
    const resolveHost = flippingResolver("mail.example");
    // The first connection goes to the address checked; the second lookup answers loopback.
    await assert.rejects(
      checkMailbox(address, { ...strict, resolveHost }),
      failsAs(SERVER_FAILURE.unreachable),
    );
    await assert.rejects(
      checkMailbox(address, { ...strict, resolveHost }),
      failsAs(SERVER_FAILURE.blocked),
    );
    assert.equal(pair.decoy.connections(), 1);
    assert.equal(pair.trap.connections(), 0);
  } finally {
    await pair.close();
  }
});

Deno.test("imaps connects to the address checked and verifies TLS for the mail server's name", async () => {
  const tls = testTls();
  const trap = listenCounting("127.0.0.1");
  const listener = Deno.listenTls({
    hostname: FAKE_PUBLIC_ADDRESS,
    port: trap.port,
    cert: tls.cert,
    key: tls.key,
  });
  let handshakes = 0;
  const serving = (async () => {
    for await (const conn of listener) {
      try {
        await conn.handshake();
        handshakes++;
        await conn.write(new TextEncoder().encode("* BYE test server\r\n"));
      } catch {
        /* the client refused the certificate */
      } finally {
        conn.close();
      }
    }
  })();
  const options = {
    allowPrivate: false,
    addressPolicy: fakePublicPolicy,
    caCerts: [tls.caCert],
    resolveHost: fixedResolver(FAKE_PUBLIC_ADDRESS),
    timeoutMs: 5000,
  };
  try {
    const named = parseMailboxUrl(`imaps://ana:pw@${TEST_TLS_NAME}:${trap.port}`);
    await assert.rejects(checkMailbox(named, options), failsAs(SERVER_FAILURE.unreachable));
    assert.equal(handshakes, 1, "the certificate was accepted for its name");
    const other = parseMailboxUrl(`imaps://ana:pw@other.example:${trap.port}`);
    await assert.rejects(checkMailbox(other, options), failsAs(SERVER_FAILURE.unreachable));
    assert.equal(handshakes, 1, "a certificate for another name was refused");
    assert.equal(trap.connections(), 0);
  } finally {
    listener.close();
    await serving.catch(() => {});
    await trap.close();
  }
});
