/**
 * OAuth 2.1 sign-in of MCP clients against the real system: the official SDK client, given only
 * the server's URL and an `OAuthClientProvider`, discovers, registers, signs in with the user's
 * "allow" and Confirm in the web chat, lists and calls the granted tools, refreshes, and is cut
 * off by "disconnect".
 * @module
 */
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/sdk/client";
// @ts-types="@modelcontextprotocol/sdk/client/auth"
import {
  type OAuthClientProvider,
  UnauthorizedError,
} from "@modelcontextprotocol/sdk/client/auth.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/shared/auth"
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { startFakeBotApi } from "../services/proposals/testing/fake_bot_api.ts";
import { chat, freePort, sharedServers, startEmbedded, tap, waitFor } from "./_harness.ts";
import { startServiceProcesses } from "./_processes.ts";

const MCP = "/api/assistant/v1/mcp";
const REDIRECT = "http://127.0.0.1:39001/callback";

/** An in-memory client of the kind desktop MCP clients are: it remembers what the SDK saves. */
class MemoryProvider implements OAuthClientProvider {
  info: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = "";
  authorizationUrl: URL | null = null;
  readonly #name: string;

  constructor(name: string) {
    this.#name = name;
  }
  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.#name,
      redirect_uris: [REDIRECT],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/** A client whose id is the URL of its Client ID Metadata Document. */
class DocumentProvider extends MemoryProvider {
  readonly clientMetadataUrl: string;

  constructor(name: string, url: string) {
    super(name);
    this.clientMetadataUrl = url;
  }
}

/**
 * A certificate for 127.0.0.1 made now by a CA made now: the gateway process trusts the CA through
 * `NODE_EXTRA_CA_CERTS` (the outbound client speaks node:https), as it would a public CA.
 */
async function loopbackCertificate(
  dir: string,
): Promise<{ cert: string; key: string; file: string }> {
  const openssl = async (...args: string[]) => {
    const out = await new Deno.Command("openssl", {
      args,
      cwd: dir,
      stdout: "null",
      stderr: "piped",
    })
      .output();
    assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
  };
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  await openssl(
    "req",
    "-x509",
    ...ec,
    "-days",
    "1",
    "-subj",
    "/CN=Test CA",
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign",
  );
  await openssl("req", ...ec, "-subj", "/CN=127.0.0.1", "-keyout", "key.pem", "-out", "leaf.csr");
  await Deno.writeTextFile(
    `${dir}/leaf.ext`,
    "subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n",
  );
  await openssl(
    "x509",
    "-req",
    "-in",
    "leaf.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-days",
    "1",
    "-out",
    "cert.pem",
    "-extfile",
    "leaf.ext",
  );
  return {
    cert: await Deno.readTextFile(`${dir}/cert.pem`),
    key: await Deno.readTextFile(`${dir}/key.pem`),
    file: `${dir}/ca.pem`,
  };
}

function transport(apiBase: string, provider: OAuthClientProvider) {
  return new StreamableHTTPClientTransport(new URL(`${apiBase}${MCP}`), { authProvider: provider });
}

async function connect(apiBase: string, provider: OAuthClientProvider) {
  const client = new Client({ name: "oauth-test", version: "1.0.0" });
  await client.connect(transport(apiBase, provider));
  return client;
}

/**
 * Drives the whole sign-in as a user would: the page, "allow <code> only …" in the web chat,
 * Confirm, and the Continue link the page polls. @returns the connected client
 */
async function signIn(
  apiBase: string,
  chatBase: string,
  user: string,
  provider: MemoryProvider,
  narrowing: string,
): Promise<Client> {
  const first = transport(apiBase, provider);
  await assert.rejects(
    new Client({ name: "oauth-test", version: "1.0.0" }).connect(first),
    UnauthorizedError,
  );
  assert.ok(provider.authorizationUrl, "the SDK was sent to the authorization page");
  const page = await fetch(provider.authorizationUrl);
  const html = await page.text();
  assert.equal(page.status, 200, html);
  const pairing = /id="pairing-code">([A-Z0-9-]{9})</.exec(html)![1]!;
  const href = /<a id="continue" href="([^"]+)"/.exec(html)![1]!.replaceAll("&#38;", "&");
  const waiting = await fetch(href, { redirect: "manual" });
  assert.equal(waiting.status, 202);
  await waiting.body?.cancel();

  const [ask] = await chat(chatBase, user, `allow ${pairing} ${narrowing}`);
  assert.match(ask!.text, /asks to connect/);
  const confirm = ask!.buttons.find((b) => b.label === "Confirm")!;
  const [done] = await tap(chatBase, user, confirm.data);
  assert.match(done!.text, /^Connected/);

  const back = await fetch(href, { redirect: "manual" });
  assert.equal(back.status, 303);
  const location = new URL(back.headers.get("location")!);
  assert.equal(location.origin + location.pathname, REDIRECT);
  assert.equal(location.searchParams.get("iss"), new URL(apiBase).origin);
  await first.finishAuth(location.searchParams.get("code")!);
  return await connect(apiBase, provider);
}

async function rawList(apiBase: string, accessToken: string): Promise<number> {
  const res = await fetch(`${apiBase}${MCP}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${accessToken}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });
  await res.body?.cancel();
  return res.status;
}

/** The whole life of a connection, as a user and their MCP client live it. */
async function connectionLife(
  apiBase: string,
  chatBase: string,
  user: string,
  provider: MemoryProvider = new MemoryProvider("SDK test"),
) {
  const client = await signIn(apiBase, chatBase, user, provider, "only shopping");
  if (provider instanceof DocumentProvider) {
    assert.equal(provider.info?.client_id, provider.clientMetadataUrl, "a metadata document");
  } else {
    assert.ok(provider.info?.client_id.startsWith("client_"), "registered by DCR");
  }

  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), [
    "ask_assistant",
    "shopping_add",
    "shopping_clear",
    "shopping_list",
    "shopping_remove",
  ]);
  const added = await client.callTool({ name: "shopping_add", arguments: { items: ["oat milk"] } });
  assert.notEqual(added.isError, true);
  const [list] = await chat(chatBase, user, "what is on my shopping list?");
  assert.match(list!.text, /oat milk/i);

  const [keys] = await chat(chatBase, user, "list my API keys");
  assert.match(keys!.text, /Connected apps \(1 of 10\):\n• SDK test: /);

  // A refresh: the access token is refused, the SDK refreshes and retries.
  const before = provider.saved!;
  provider.saved = { ...before, access_token: `asst_at_${"x".repeat(40)}` };
  await client.listTools();
  assert.notEqual(provider.saved!.access_token, before.access_token);
  assert.notEqual(provider.saved!.refresh_token, before.refresh_token);
  const current = provider.saved!.access_token;
  assert.equal(await rawList(apiBase, current), 200);

  // Bound to the MCP endpoint: the same token at /actions is 401.
  const actions = await fetch(`${apiBase}/api/assistant/v1/actions`, {
    method: "POST",
    headers: { authorization: `Bearer ${current}`, "content-type": "application/json" },
    body: JSON.stringify({ message: "add eggs to my shopping list" }),
  });
  assert.equal(actions.status, 401);
  assert.match((await actions.json()).detail, /only at the MCP endpoint/);

  const [bye] = await chat(chatBase, user, "disconnect SDK test");
  assert.match(bye!.text, /^Disconnected "SDK test"/);
  assert.equal(await rawList(apiBase, current), 401);
  await assert.rejects(client.listTools());
  await client.close();

  // Its calls are told with the keys', under the app's name.
  const [activity] = await chat(chatBase, user, "what did my keys do today?");
  assert.match(
    activity!.text,
    /• app SDK test \(disconnected\): 1 call, 1 allowed\n {2}via MCP 1\n/,
  );
  assert.match(activity!.text, /tools: shopping_add ×1/);
  return { provider, tokens: [before.access_token, before.refresh_token!, current] };
}

Deno.test("the official SDK client signs in by DCR, uses the granted tools, refreshes, and is disconnected (separate processes)", async () => {
  const servers = await sharedServers();
  const system = await startServiceProcesses(servers, { KEY_CACHE_TTL_MS: "60000" });
  try {
    await connectionLife(system.apiBase, system.chatBase, "olga");
  } finally {
    await system.stop();
    await servers.cleanup();
  }
});

Deno.test("the official SDK client signs in with a Client ID Metadata Document served by the test (separate processes)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "oauth-cimd-" });
  const tls = await loopbackCertificate(dir);
  let url = "";
  let fetched = 0;
  const documentServer = Deno.serve(
    { hostname: "127.0.0.1", port: 0, cert: tls.cert, key: tls.key, onListen: () => {} },
    () => {
      fetched++;
      return Response.json({
        client_id: url,
        client_name: "SDK test",
        redirect_uris: [REDIRECT],
        grant_types: ["authorization_code", "refresh_token"],
        token_endpoint_auth_method: "none",
      });
    },
  );
  url = `https://127.0.0.1:${documentServer.addr.port}/oauth/client.json`;
  const servers = await sharedServers();
  const system = await startServiceProcesses(servers, {
    // The document is on loopback, behind a certificate made now: this test's switch and trust.
    OAUTH_ALLOW_PRIVATE_CLIENT_URLS: "true",
    NODE_EXTRA_CA_CERTS: tls.file,
  });
  try {
    await connectionLife(system.apiBase, system.chatBase, "ines", new DocumentProvider("x", url));
    assert.ok(fetched >= 1, "the gateway fetched the document");
  } finally {
    await system.stop();
    await servers.cleanup();
    await documentServer.shutdown();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("no token, code or verifier appears in any log line or metric of a whole connection", async () => {
  const sys = await startEmbedded();
  try {
    const { provider, tokens } = await connectionLife(sys.baseUrl, sys.baseUrl, "lena");
    const secrets = [...tokens, provider.verifier].filter((s) => s.length > 0);
    assert.ok(secrets.length >= 4);
    const logs = sys.logs.join("\n");
    assert.ok(sys.logs.length > 0);
    for (const secret of secrets) assert.ok(!logs.includes(secret), "a secret was logged");
    assert.doesNotMatch(logs, /asst_(at|rt|code|pg)_[0-9A-Za-z]{10}/);
    assert.doesNotMatch(logs, /[?&]code=/);
    const metrics = await (await fetch(`${sys.baseUrl}/metrics`)).text();
    for (const secret of secrets) assert.ok(!metrics.includes(secret), "a secret is in a metric");
    assert.doesNotMatch(metrics, /asst_(at|rt|code|pg)_/);
    // The OAuth routes are counted by their route, never by what their query held.
    assert.match(metrics, /route="\/api\/assistant\/v1\/oauth\/token"/);
  } finally {
    await sys.stop();
  }
});

/** Registers a client and opens its sign-in page. @returns the page's pairing code */
async function openPage(base: string): Promise<{ pairing: string; href: string }> {
  const reg = await fetch(`${base}/api/assistant/v1/oauth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_name: "Raw", redirect_uris: [REDIRECT] }),
  });
  const { client_id } = await reg.json();
  const url = new URL(`${base}/api/assistant/v1/oauth/authorize`);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id,
    redirect_uri: REDIRECT,
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
  }).toString();
  const html = await (await fetch(url)).text();
  return {
    pairing: /id="pairing-code">([A-Z0-9-]{9})</.exec(html)![1]!,
    href: /<a id="continue" href="([^"]+)"/.exec(html)![1]!.replaceAll("&#38;", "&"),
  };
}

Deno.test("in the chat, a code of another format, an unknown or used code, a second Confirm and another account's tap grant nothing", async () => {
  const sys = await startEmbedded();
  const base = sys.baseUrl;
  try {
    const [format] = await chat(base, "ana", "allow ABC-123");
    assert.match(format!.text, /is not a sign-in code/);
    assert.equal(format!.buttons.length, 0);
    const [unknown] = await chat(base, "ana", "allow ZZZZ-ZZZZ");
    assert.match(unknown!.text, /No sign-in waits for the code ZZZZ-ZZZZ/);
    assert.equal(unknown!.buttons.length, 0);

    const { pairing, href } = await openPage(base);
    const [ask] = await chat(base, "ana", `allow ${pairing}`);
    const confirm = ask!.buttons.find((b) => b.label === "Confirm")!;
    const [stranger] = await tap(base, "bob", confirm.data);
    assert.match(stranger!.text, /no longer does anything/);
    const [bobAsk] = await chat(base, "bob", `allow ${pairing}`);
    assert.ok(
      bobAsk!.buttons.length === 2,
      "another account may ask, and the first to decide wins",
    );

    const [done] = await tap(base, "ana", confirm.data);
    assert.match(done!.text, /^Connected "Raw"/);
    const [twice] = await tap(base, "ana", confirm.data);
    assert.match(twice!.text, /no longer does anything/);
    const bobConfirm = bobAsk!.buttons.find((b) => b.label === "Confirm")!;
    const [late] = await tap(base, "bob", bobConfirm.data);
    assert.match(late!.text, /no longer waits/);
    const [used] = await chat(base, "ana", `allow ${pairing}`);
    assert.match(used!.text, /No sign-in waits/);

    // The page's Continue link goes back to the app once.
    const back = await fetch(href, { redirect: "manual" });
    assert.equal(back.status, 303);
    await back.body?.cancel();
    const [keys] = await chat(base, "bob", "list my API keys");
    assert.doesNotMatch(keys!.text, /Connected apps/);
  } finally {
    await sys.stop();
  }
});

Deno.test('on Telegram, "allow <code>" shows the app\'s request with Confirm, and Confirm connects it', async () => {
  const fake = await startFakeBotApi();
  const port = freePort();
  const sys = await startEmbedded({
    PORT: String(port),
    TELEGRAM_BOT_TOKEN: fake.token,
    TELEGRAM_API_BASE: fake.base,
    TELEGRAM_WEBHOOK_URL: `http://127.0.0.1:${port}/telegram/webhook`,
  });
  const TIA = 4243;
  try {
    await fake.waitForCall("setWebhook");
    const { pairing, href } = await openPage(sys.baseUrl);
    const res = await fake.deliverUpdate({
      update_id: fake.nextUpdateId(),
      message: {
        message_id: fake.nextUpdateId(),
        from: { id: TIA, is_bot: false, first_name: "Tia" },
        chat: { id: TIA, type: "private", first_name: "Tia" },
        date: Math.floor(Date.now() / 1000),
        text: `allow ${pairing} only shopping`,
      },
    });
    assert.equal(res.status, 200, res.body);
    const sent = (pattern: RegExp) =>
      fake.calls.filter((c) =>
        c.ok && /sendMessage|editMessageText/.test(c.method) && c.params.chat_id === TIA &&
        pattern.test(String(c.params.text))
      );
    const ask = await waitFor("the app's request", () => {
      const call = sent(/asks to connect/).find((c) => c.method === "sendMessage");
      return call
        ? fake.message(TIA, (call.result as { message_id: number }).message_id) ?? null
        : null;
    });
    assert.match(String(ask.text), /shopping list/);
    const confirm = ask.reply_markup!.inline_keyboard.flat().find((b) => b.text === "Confirm")!;
    await fake.tap(TIA, ask.message_id, confirm.callback_data);
    await waitFor("the connection", () => sent(/Connected "Raw"/)[0] ?? null);
    const back = await fetch(href, { redirect: "manual" });
    assert.equal(back.status, 303);
    assert.ok(new URL(back.headers.get("location")!).searchParams.get("code"));
  } finally {
    await sys.stop();
    await fake.close();
  }
});
