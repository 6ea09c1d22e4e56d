import assert from "node:assert/strict";
import { warningOf } from "./authorize.ts";
import {
  checkClientMetadata,
  type ClientMetadata,
  MAX_REDIRECT_URIS,
  redirectUriMatches,
  redirectUriProblem,
} from "./client_metadata.ts";

Deno.test("redirect URIs: https, loopback http, an app's own scheme; never javascript:, data: or http elsewhere", () => {
  for (
    const ok of [
      "https://app.example/cb",
      "http://127.0.0.1:33418/callback",
      "http://localhost/cb",
      "cursor://anysphere.cursor-mcp/oauth/callback",
    ]
  ) {
    assert.equal(redirectUriProblem(ok), null, ok);
  }
  for (
    const bad of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "http://app.example/cb",
      "https://app.example/cb#x",
      "not a url",
      "https://u:p@app.example/cb",
    ]
  ) {
    assert.notEqual(redirectUriProblem(bad), null, bad);
  }
});

Deno.test("checkClientMetadata() refuses 100 redirect URIs, a javascript: one, none, and other grant types", () => {
  const many = Array.from({ length: 100 }, (_, i) => `https://app.example/cb${i}`);
  assert.equal(MAX_REDIRECT_URIS < 100, true);
  const cases: [unknown, string][] = [
    [{ redirect_uris: many }, "invalid_redirect_uri"],
    [{ redirect_uris: ["javascript:alert(document.cookie)"] }, "invalid_redirect_uri"],
    [{ redirect_uris: [] }, "invalid_redirect_uri"],
    [{}, "invalid_redirect_uri"],
    [
      { redirect_uris: ["https://a.example/cb"], grant_types: ["client_credentials"] },
      "invalid_client_metadata",
    ],
    [{ redirect_uris: ["https://a.example/cb"], client_name: 7 }, "invalid_client_metadata"],
    [[], "invalid_client_metadata"],
  ];
  for (const [body, error] of cases) {
    const checked = checkClientMetadata(body);
    assert.equal(checked.ok, false, JSON.stringify(body).slice(0, 80));
    if (!checked.ok) assert.equal(checked.error, error);
  }
});

Deno.test("checkClientMetadata() keeps a public client, whatever authentication it asked for", () => {
  const checked = checkClientMetadata({
    redirect_uris: ["http://127.0.0.1:9999/cb"],
    client_name: "  Desk  ",
    token_endpoint_auth_method: "client_secret_basic",
    grant_types: ["authorization_code", "refresh_token"],
  });
  assert.ok(checked.ok);
  assert.equal(checked.metadata.client_name, "Desk");
  assert.equal(checked.metadata.token_endpoint_auth_method, "none");
  assert.deepEqual(checked.metadata.grant_types, ["authorization_code", "refresh_token"]);
});

Deno.test("a redirect URI matches exactly, or a loopback one on any port (RFC 8252)", () => {
  const registered = ["http://127.0.0.1/callback", "https://app.example/cb"];
  assert.equal(redirectUriMatches(registered, "https://app.example/cb"), true);
  assert.equal(redirectUriMatches(registered, "http://127.0.0.1:51004/callback"), true);
  assert.equal(redirectUriMatches(registered, "https://app.example/cb/"), false);
  assert.equal(redirectUriMatches(registered, "https://app.example:8443/cb"), false);
  assert.equal(redirectUriMatches(registered, "http://127.0.0.1:51004/other"), false);
  assert.equal(redirectUriMatches(registered, "http://localhost:51004/callback"), false);
});

Deno.test("the page warns when an app registered itself, or its document claims or sends elsewhere", () => {
  const metadata = (m: Partial<ClientMetadata>): ClientMetadata => ({
    client_name: "A",
    client_uri: null,
    redirect_uris: ["http://127.0.0.1/cb"],
    grant_types: ["authorization_code"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
    scope: null,
    ...m,
  });
  const doc = "https://app.example/client.json";
  assert.match(
    warningOf({ id: "client_1", kind: "registered", metadata: metadata({}) }) ?? "",
    /registered itself/,
  );
  assert.equal(warningOf({ id: doc, kind: "metadata_document", metadata: metadata({}) }), null);
  assert.equal(
    warningOf({
      id: doc,
      kind: "metadata_document",
      metadata: metadata({
        client_uri: "https://www.app.example/",
        redirect_uris: ["https://app.example/cb"],
      }),
    }),
    null,
  );
  for (
    const m of [{ client_uri: "https://bank.example/" }, {
      redirect_uris: ["https://evil.example/cb"],
    }]
  ) {
    assert.match(
      warningOf({ id: doc, kind: "metadata_document", metadata: metadata(m) }) ?? "",
      /not the host it claims/,
    );
  }
});
