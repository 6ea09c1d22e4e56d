import assert from "node:assert/strict";
import { metadataRoutes, OAUTH_PATHS, resourceChallenge } from "./metadata.ts";
import { SCOPES } from "./scopes.ts";

const MCP = "/api/assistant/v1/mcp";

Deno.test("the protected resource metadata names the MCP endpoint, its server, scopes and the header", async () => {
  const app = metadataRoutes(undefined);
  for (
    const path of [
      `/.well-known/oauth-protected-resource${MCP}`,
      "/.well-known/oauth-protected-resource",
    ]
  ) {
    const res = await app.request(`http://gw.test:8080${path}`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), {
      resource: `http://gw.test:8080${MCP}`,
      authorization_servers: ["http://gw.test:8080"],
      scopes_supported: [...SCOPES],
      bearer_methods_supported: ["header"],
      resource_name: "Assistant Interface",
    });
  }
});

Deno.test("the authorization server metadata is at the root and the path-suffixed forms, with the configured issuer", async () => {
  const app = metadataRoutes("https://assistant.example.com");
  for (
    const path of [
      "/.well-known/oauth-authorization-server",
      `/.well-known/oauth-authorization-server${MCP}`,
    ]
  ) {
    const res = await app.request(`http://internal:8080${path}`);
    assert.equal(res.status, 200);
    const m = await res.json();
    assert.equal(m.issuer, "https://assistant.example.com");
    assert.equal(m.authorization_endpoint, `https://assistant.example.com${OAUTH_PATHS.authorize}`);
    assert.equal(m.token_endpoint, `https://assistant.example.com${OAUTH_PATHS.token}`);
    assert.equal(m.registration_endpoint, `https://assistant.example.com${OAUTH_PATHS.register}`);
    assert.equal(m.revocation_endpoint, `https://assistant.example.com${OAUTH_PATHS.revoke}`);
    assert.deepEqual(m.code_challenge_methods_supported, ["S256"]);
    assert.equal(m.client_id_metadata_document_supported, true);
    assert.equal(m.authorization_response_iss_parameter_supported, true);
    assert.deepEqual(m.grant_types_supported, ["authorization_code", "refresh_token"]);
    assert.ok(m.token_endpoint_auth_methods_supported.includes("none"));
    assert.deepEqual(m.scopes_supported, [...SCOPES]);
  }
});

Deno.test("resourceChallenge() names the metadata and the scopes and keeps the key check's error", () => {
  const challenge = resourceChallenge(
    "https://a.example",
    'Bearer realm="assistant", error="invalid_token"',
  );
  assert.equal(
    challenge,
    `Bearer realm="assistant", ` +
      `resource_metadata="https://a.example/.well-known/oauth-protected-resource${MCP}", ` +
      `scope="${SCOPES.join(" ")}", error="invalid_token"`,
  );
});
