import assert from "node:assert/strict";
import { setup } from "../../testing/mcp_fixtures.ts";
import { MCP_PATH } from "../mcp/mcp.ts";
import { MAX_GRANTS, pruneExpired, s256 } from "./grant_store.ts";
import { OAUTH_PATHS } from "./metadata.ts";

const ORIGIN = "http://localhost";
const RESOURCE = `${ORIGIN}${MCP_PATH}`;
const REDIRECT = "http://127.0.0.1:4567/callback";
const SHOP_READ = { groups: { shopping: ["read" as const] }, propose: false };

type T = Awaited<ReturnType<typeof setup>>;

async function register(t: T, redirect = REDIRECT): Promise<string> {
  const res = await t.app.request(OAUTH_PATHS.register, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_name: "Desk", redirect_uris: [redirect] }),
  });
  assert.equal(res.status, 201);
  return (await res.json()).client_id;
}

function verifier(): string {
  return crypto.randomUUID() + crypto.randomUUID();
}

async function authorize(t: T, params: Record<string, string>) {
  const url = new URL(`${ORIGIN}${OAUTH_PATHS.authorize}`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return await t.app.request(url.toString());
}

/** Starts a sign-in: the page's pairing code and Continue link. */
async function signIn(t: T, clientId: string, v: string, extra: Record<string, string> = {}) {
  const res = await authorize(t, {
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT,
    code_challenge: await s256(v),
    code_challenge_method: "S256",
    state: "st-1",
    resource: RESOURCE,
    ...extra,
  });
  assert.equal(res.status, 200);
  const html = await res.text();
  const pairing = /id="pairing-code">([A-Z0-9]{4}-[A-Z0-9]{4})</.exec(html)?.[1];
  const href = /<a id="continue" href="([^"]+)"/.exec(html)?.[1]?.replaceAll("&#38;", "&");
  assert.ok(pairing && href, "the page shows the code and the Continue link");
  assert.match(pairing, /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  assert.ok(html.includes(`send "allow ${pairing}" to your assistant`));
  return { pairing, href, html };
}

async function approve(t: T, v: string, clientId: string, permissions = SHOP_READ) {
  const { pairing, href } = await signIn(t, clientId, v);
  const account = crypto.randomUUID();
  assert.equal(await t.grants.decide(pairing, account, permissions), "decided");
  const back = await t.app.request(href);
  assert.equal(back.status, 303);
  const location = new URL(back.headers.get("location")!);
  return { code: location.searchParams.get("code")!, account, location, href, pairing };
}

function token(t: T, params: Record<string, string>) {
  return t.app.request(OAUTH_PATHS.token, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(params).toString(),
  });
}

async function exchange(t: T, clientId: string, code: string, v: string, extra = {}) {
  return await token(t, {
    grant_type: "authorization_code",
    client_id: clientId,
    code,
    code_verifier: v,
    redirect_uri: REDIRECT,
    resource: RESOURCE,
    ...extra,
  });
}

const listTools = { jsonrpc: "2.0", id: 1, method: "tools/list" };

async function toolNames(t: T, accessToken: string): Promise<string[] | number> {
  const res = await t.post(listTools, { authorization: `Bearer ${accessToken}` });
  if (res.status !== 200) {
    await res.body?.cancel();
    return res.status;
  }
  return (await res.json()).result.tools.map((x: { name: string }) => x.name);
}

Deno.test("the code flow: page, decision, 303 with code, state and iss once, tokens bound to the grant's permissions", async () => {
  const t = await setup();
  try {
    const clientId = await register(t);
    const v = verifier();
    const { pairing, href, html } = await signIn(t, clientId, v);
    assert.ok(html.includes("Desk") && html.includes("127.0.0.1:4567"));
    assert.ok(html.includes("registered itself"), "a self-registered app's name is not verified");
    const waiting = await t.app.request(href);
    assert.equal(waiting.status, 202);
    await waiting.body?.cancel();
    await t.grants.decide(pairing, crypto.randomUUID(), SHOP_READ);
    const back = await t.app.request(href);
    assert.equal(back.status, 303);
    const location = new URL(back.headers.get("location")!);
    assert.equal(location.origin + location.pathname, REDIRECT);
    assert.equal(location.searchParams.get("state"), "st-1");
    assert.equal(location.searchParams.get("iss"), ORIGIN);
    const code = location.searchParams.get("code")!;
    const again = await t.app.request(href);
    assert.equal(again.status, 400, "the Continue link answers once");
    await again.body?.cancel();

    const res = await exchange(t, clientId, code, v);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("cache-control"), "no-store");
    const tokens = await res.json();
    assert.equal(tokens.token_type, "Bearer");
    assert.equal(tokens.expires_in, 3600);
    assert.equal(tokens.scope, "shopping:read");
    assert.deepEqual(await toolNames(t, tokens.access_token), ["shopping_list", "ask_assistant"]);
  } finally {
    await t.cleanup();
  }
});

Deno.test("Reject sends the app back with error=access_denied and state", async () => {
  const t = await setup();
  try {
    const clientId = await register(t);
    const { pairing, href } = await signIn(t, clientId, verifier());
    await t.grants.decide(pairing, crypto.randomUUID(), null);
    const back = await t.app.request(href);
    assert.equal(back.status, 303);
    const location = new URL(back.headers.get("location")!);
    assert.equal(location.searchParams.get("error"), "access_denied");
    assert.equal(location.searchParams.get("state"), "st-1");
    assert.equal(location.searchParams.get("code"), null);
  } finally {
    await t.cleanup();
  }
});

Deno.test("a pairing is decided once: a second decision, or one after 10 minutes, changes nothing", async () => {
  const t = await setup();
  try {
    const clientId = await register(t);
    const first = await signIn(t, clientId, verifier());
    assert.equal(await t.grants.decide(first.pairing, crypto.randomUUID(), SHOP_READ), "decided");
    assert.equal(
      await t.grants.decide(first.pairing, crypto.randomUUID(), SHOP_READ),
      "not_found",
    );
    assert.equal(await t.grants.decide(first.pairing, crypto.randomUUID(), null), "not_found");
    const late = await signIn(t, clientId, verifier());
    await t.sql`update gateway.oauth_pairings set expires_at = now() - interval '1 second'
                where status = 'pending'`;
    assert.equal(await t.grants.pendingPairing(late.pairing), null);
    assert.equal(await t.grants.decide(late.pairing, crypto.randomUUID(), SHOP_READ), "not_found");
  } finally {
    await t.cleanup();
  }
});

Deno.test("an account holds at most MAX_GRANTS apps, approvals not yet redeemed included, even when Confirms come at once", async () => {
  const t = await setup();
  try {
    const clientId = await register(t);
    const account = crypto.randomUUID();
    const pairings = await Promise.all(
      Array.from({ length: MAX_GRANTS + 2 }, () => signIn(t, clientId, verifier())),
    );
    const first = pairings.slice(0, MAX_GRANTS - 1);
    for (const p of first) {
      assert.equal(await t.grants.decide(p.pairing, account, SHOP_READ), "decided");
    }
    // Two Confirms at once for the last place: exactly one is approved.
    const rest = pairings.slice(MAX_GRANTS - 1);
    const outcomes = await Promise.all(
      rest.map((p) => t.grants.decide(p.pairing, account, SHOP_READ)),
    );
    assert.deepEqual([...outcomes].sort(), ["decided", "limit", "limit"]);
    // At the limit a Reject is still taken, and another account's Confirm is not affected.
    const refused = rest[outcomes.indexOf("limit")]!;
    assert.equal(await t.grants.decide(refused.pairing, account, null), "decided");
    const other = rest[outcomes.lastIndexOf("limit")]!;
    assert.equal(await t.grants.decide(other.pairing, crypto.randomUUID(), SHOP_READ), "decided");
  } finally {
    await t.cleanup();
  }
});

Deno.test("the token endpoint refuses a wrong or missing verifier, a code used twice, another client's code, another redirect_uri or resource, an expired code", async () => {
  const t = await setup();
  try {
    const clientId = await register(t);
    const other = await register(t);
    const cases: [string, (code: string, v: string) => Promise<Response>, string][] = [
      ["wrong verifier", (c) => exchange(t, clientId, c, verifier()), "invalid_grant"],
      ["missing verifier", (c) => exchange(t, clientId, c, "", {}), "invalid_request"],
      ["another client's code", (c, v) => exchange(t, other, c, v), "invalid_grant"],
      [
        "another redirect_uri",
        (c, v) => exchange(t, clientId, c, v, { redirect_uri: "http://127.0.0.1:4567/other" }),
        "invalid_grant",
      ],
      [
        "a resource naming another server",
        (c, v) => exchange(t, clientId, c, v, { resource: "https://other.example/mcp" }),
        "invalid_grant",
      ],
    ];
    for (const [name, run, error] of cases) {
      const v = verifier();
      const { code } = await approve(t, v, clientId);
      const res = await run(code, v);
      assert.equal(res.status, 400, name);
      assert.equal(res.headers.get("cache-control"), "no-store");
      const body = await res.json();
      assert.equal(body.error, error, name);
      assert.ok(!JSON.stringify(body).includes(code), "the code is never echoed");
    }
    const v = verifier();
    const { code } = await approve(t, v, clientId);
    assert.equal((await exchange(t, clientId, code, v)).status, 200);
    const twice = await exchange(t, clientId, code, v);
    assert.equal(twice.status, 400);
    assert.equal((await twice.json()).error, "invalid_grant");

    const v2 = verifier();
    const expired = await approve(t, v2, clientId);
    await t.sql`update gateway.oauth_pairings set expires_at = now() - interval '1 second'
                where status = 'approved'`;
    const late = await exchange(t, clientId, expired.code, v2);
    assert.equal((await late.json()).error, "invalid_grant");
    const grants = await t.sql`select 1 from gateway.oauth_grants`;
    assert.equal(grants.length, 1, "only the one good exchange made a grant");
  } finally {
    await t.cleanup();
  }
});

Deno.test("the token endpoint answers unsupported_grant_type, invalid_client and invalid_request as RFC 6749 JSON", async () => {
  const t = await setup();
  try {
    const clientId = await register(t);
    const unsupported = await token(t, { grant_type: "password", client_id: clientId });
    assert.equal(unsupported.status, 400);
    assert.equal((await unsupported.json()).error, "unsupported_grant_type");
    const unknown = await token(t, {
      grant_type: "refresh_token",
      client_id: "client_nope",
      refresh_token: "x",
    });
    assert.equal(unknown.status, 401);
    assert.equal((await unknown.json()).error, "invalid_client");
    const missing = await token(t, { grant_type: "authorization_code", client_id: clientId });
    assert.equal((await missing.json()).error, "invalid_request");
  } finally {
    await t.cleanup();
  }
});

Deno.test("the authorization endpoint refuses plain PKCE, no challenge, a foreign resource, an unregistered redirect_uri and an unknown client", async () => {
  const t = await setup();
  try {
    const clientId = await register(t);
    const base = {
      response_type: "code",
      client_id: clientId,
      redirect_uri: REDIRECT,
      code_challenge: await s256(verifier()),
      code_challenge_method: "S256",
      state: "s",
      resource: RESOURCE,
    };
    const redirected: [string, Record<string, string>, string][] = [
      ["plain PKCE", { code_challenge_method: "plain" }, "invalid_request"],
      ["no challenge", { code_challenge: "" }, "invalid_request"],
      ["another resource", { resource: "https://other.example/mcp" }, "invalid_target"],
      ["unknown scope", { scope: "shopping:read admin" }, "invalid_scope"],
      ["token response type", { response_type: "token" }, "unsupported_response_type"],
    ];
    for (const [name, change, error] of redirected) {
      const res = await authorize(t, { ...base, ...change });
      assert.equal(res.status, 303, name);
      const location = new URL(res.headers.get("location")!);
      assert.equal(location.searchParams.get("error"), error, name);
      assert.equal(location.searchParams.get("state"), "s");
    }
    for (
      const params of [
        { ...base, redirect_uri: "https://evil.example/cb" },
        { ...base, client_id: "client_nope" },
        Object.fromEntries(Object.entries(base).filter(([k]) => k !== "redirect_uri")),
      ]
    ) {
      const res = await authorize(t, params);
      assert.equal(res.status, 400);
      assert.equal(res.headers.get("location"), null, "never sent to an unregistered address");
      await res.body?.cancel();
    }
    assert.equal((await t.sql`select 1 from gateway.oauth_pairings`).length, 0);
  } finally {
    await t.cleanup();
  }
});

Deno.test("refresh tokens rotate; a used one presented again revokes the grant and its access tokens at once", async () => {
  const t = await setup();
  try {
    const clientId = await register(t);
    const v = verifier();
    const { code } = await approve(t, v, clientId);
    const first = await (await exchange(t, clientId, code, v)).json();
    const refresh = (rt: string) =>
      token(t, { grant_type: "refresh_token", client_id: clientId, refresh_token: rt });
    const second = await (await refresh(first.refresh_token)).json();
    assert.notEqual(second.access_token, first.access_token);
    assert.notEqual(second.refresh_token, first.refresh_token);
    assert.deepEqual(await toolNames(t, second.access_token), ["shopping_list", "ask_assistant"]);
    const reused = await refresh(first.refresh_token);
    assert.equal(reused.status, 400);
    assert.equal((await reused.json()).error, "invalid_grant");
    assert.equal(await toolNames(t, second.access_token), 401, "the grant is revoked");
    assert.ok(t.revoked.length > 0, "the revocation is broadcast");
    const after = await refresh(second.refresh_token);
    assert.equal((await after.json()).error, "invalid_grant");
  } finally {
    await t.cleanup();
  }
});

Deno.test("revocation (RFC 7009): a revoked access token gets 401 at once; an unknown token is answered 200", async () => {
  const t = await setup();
  try {
    const clientId = await register(t);
    const v = verifier();
    const { code } = await approve(t, v, clientId);
    const tokens = await (await exchange(t, clientId, code, v)).json();
    assert.ok(Array.isArray(await toolNames(t, tokens.access_token)));
    const revoke = (tk: string) =>
      t.app.request(OAUTH_PATHS.revoke, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: tk, client_id: clientId }).toString(),
      });
    assert.equal((await revoke(tokens.access_token)).status, 200);
    assert.equal(await toolNames(t, tokens.access_token), 401);
    assert.equal((await revoke("asst_at_unknown")).status, 200);
  } finally {
    await t.cleanup();
  }
});

Deno.test("an access token is refused outside the MCP endpoint, and the grant acts as its key id", async () => {
  const t = await setup();
  try {
    const clientId = await register(t);
    const v = verifier();
    const { code, account } = await approve(t, v, clientId);
    const tokens = await (await exchange(t, clientId, code, v)).json();
    await assert.rejects(
      t.authenticator.authenticate(`Bearer ${tokens.access_token}`),
      (err: { status?: number; message: string }) =>
        err.status === 401 && /only at the MCP endpoint/.test(err.message),
    );
    const principal = await t.authenticator.authenticate(
      `Bearer ${tokens.access_token}`,
      () => "127.0.0.1",
      true,
    );
    // Another server's token (a JWT, another audience) and an unknown one: 401 at the MCP endpoint.
    const others = [
      "eyJhbGciOiJSUzI1NiJ9.eyJhdWQiOiJodHRwczovL290aGVyIn0.c2ln",
      `asst_at_${"Z".repeat(40)}`,
    ];
    for (const other of others) {
      const res = await t.post(listTools, { authorization: `Bearer ${other}` });
      assert.equal(res.status, 401);
      await res.body?.cancel();
    }
    const [grant] = await t.sql<{ id: string }[]>`select id from gateway.oauth_grants`;
    assert.equal(principal.keyId, grant!.id);
    assert.equal(principal.accountId, account);
    assert.deepEqual(principal.permissions, SHOP_READ);
  } finally {
    await t.cleanup();
  }
});

Deno.test("pruneExpired() drops pairings and tokens past their end, and keeps the rest", async () => {
  const t = await setup();
  try {
    const clientId = await register(t);
    const v = verifier();
    const { code } = await approve(t, v, clientId);
    await exchange(t, clientId, code, v);
    await signIn(t, clientId, verifier());
    await t.sql`update gateway.oauth_pairings set expires_at = now() - interval '1 second'
                where status = 'redeemed'`;
    await t.sql`update gateway.oauth_tokens set expires_at = now() - interval '1 second'
                where kind = 'access'`;
    assert.equal(await pruneExpired(t.sql, 100), 1);
    const [pairings] = await t.sql<
      { n: number }[]
    >`select count(*)::int as n from gateway.oauth_pairings`;
    const tokens = await t.sql<{ kind: string }[]>`select kind from gateway.oauth_tokens`;
    assert.equal(pairings!.n, 1, "the pending pairing stays");
    assert.deepEqual(tokens.map((r) => r.kind), ["refresh"]);
  } finally {
    await t.cleanup();
  }
});
