/**
 * The OAuth endpoints anyone may call without a key, and that write rows (client registration,
 * the authorization page), are limited per client address, across gateway replicas.
 * @module
 */
import assert from "node:assert/strict";
import { OAUTH_PATHS } from "../services/gateway/src/oauth/metadata.ts";
import { sharedServers, startOnServers } from "./_harness.ts";

function register(base: string, name: string): Promise<Response> {
  return fetch(`${base}${OAUTH_PATHS.register}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_name: name,
      redirect_uris: ["http://127.0.0.1:3000/callback"],
      token_endpoint_auth_method: "none",
    }),
  });
}

Deno.test("client registrations and sign-ins past the per-address limit get 429 with Retry-After, on every replica, and write nothing", async () => {
  const servers = await sharedServers();
  const env = { RATE_LIMIT_OAUTH_PER_ORIGIN_PER_MINUTE: "2" };
  const one = await startOnServers(servers, env);
  const two = await startOnServers(servers, env);
  try {
    assert.equal((await register(one.baseUrl, "first")).status, 201);
    assert.equal((await register(two.baseUrl, "second")).status, 201);
    const third = await register(one.baseUrl, "third");
    assert.equal(third.status, 429);
    assert.ok(Number(third.headers.get("retry-after")) >= 1);
    assert.equal(third.headers.get("ratelimit-remaining"), "0");
    const body = await third.json();
    assert.equal(body.error, "temporarily_unavailable");
    assert.match(body.error_description, /at most 2 in this window; retry after \d+ seconds/);
    const [clients] = await one.system.sql<{ n: number }[]>`
      select count(*)::int as n from gateway.oauth_clients`;
    assert.equal(clients!.n, 2, "the refused registration wrote nothing");

    // The authorization page has its own counter: two pages, then 429.
    const page = (base: string) =>
      fetch(`${base}${OAUTH_PATHS.authorize}?response_type=code&client_id=nobody`);
    for (const base of [one.baseUrl, two.baseUrl]) {
      const res = await page(base);
      assert.notEqual(res.status, 429);
      await res.body?.cancel();
    }
    const refused = await page(two.baseUrl);
    assert.equal(refused.status, 429);
    assert.equal((await refused.json()).error, "temporarily_unavailable");
  } finally {
    await one.stop();
    await two.stop();
    await servers.cleanup();
  }
});
