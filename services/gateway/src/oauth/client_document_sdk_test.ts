/**
 * The official SDK client signing in with a Client ID Metadata Document: the document is served
 * over TLS by the test (a certificate for `shop.example` from the test CA, on the loopback address
 * the outbound fixtures declare public), fetched by the gateway's real outbound client.
 * @module
 */
import assert from "node:assert/strict";
import { createOutboundClient } from "@asst/shared/outbound";
import {
  FAKE_PUBLIC_ADDRESS,
  fakePublicPolicy,
  fixedResolver,
  testTls,
} from "@asst/shared/testing";
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
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { setup } from "../../testing/mcp_fixtures.ts";
import { MCP_PATH } from "../mcp/mcp.ts";
import { MAX_METADATA_DOCUMENT_BYTES } from "./client_store.ts";

const REDIRECT = "http://127.0.0.1:39002/callback";

Deno.test("the SDK client signs in with a Client ID Metadata Document fetched over TLS, and the page names it", async () => {
  const tls = testTls();
  let documentUrl = "";
  let fetched = 0;
  const server = Deno.serve(
    { hostname: FAKE_PUBLIC_ADDRESS, port: 0, cert: tls.cert, key: tls.key, onListen: () => {} },
    () => {
      fetched++;
      return Response.json({
        client_id: documentUrl,
        client_name: "Shop Desk",
        client_uri: "https://shop.example/",
        redirect_uris: [REDIRECT],
        grant_types: ["authorization_code", "refresh_token"],
        token_endpoint_auth_method: "none",
      }, { headers: { "cache-control": "max-age=600" } });
    },
  );
  documentUrl = `https://shop.example:${server.addr.port}/oauth/client.json`;
  const t = await setup({
    outbound: createOutboundClient({
      allowPrivate: false,
      resolveHost: fixedResolver(FAKE_PUBLIC_ADDRESS),
      addressPolicy: fakePublicPolicy,
      caCerts: [tls.caCert],
      schemes: ["https:"],
      maxBytes: MAX_METADATA_DOCUMENT_BYTES,
      maxRedirects: 0,
    }),
  });
  try {
    let info: OAuthClientInformationMixed | undefined;
    let tokens: OAuthTokens | undefined;
    let verifier = "";
    let authorizationUrl: URL | null = null;
    const provider: OAuthClientProvider = {
      get redirectUrl() {
        return REDIRECT;
      },
      get clientMetadata() {
        return { client_name: "Shop Desk", redirect_uris: [REDIRECT] };
      },
      clientMetadataUrl: documentUrl,
      clientInformation: () => info,
      saveClientInformation: (i) => {
        info = i;
      },
      tokens: () => tokens,
      saveTokens: (tk) => {
        tokens = tk;
      },
      redirectToAuthorization: (url) => {
        authorizationUrl = url;
      },
      saveCodeVerifier: (v) => {
        verifier = v;
      },
      codeVerifier: () => verifier,
    };
    const url = new URL(`http://gateway.test${MCP_PATH}`);
    const fetchApp = async (u: string | URL | Request, init?: RequestInit) =>
      await t.app.request(u instanceof Request ? u : String(u), init);
    const make = () =>
      new StreamableHTTPClientTransport(url, { authProvider: provider, fetch: fetchApp });
    const first = make();
    await assert.rejects(new Client({ name: "c", version: "1" }).connect(first), UnauthorizedError);
    assert.equal(info?.client_id, documentUrl, "the client id is the document's URL");
    const page = await t.app.request(String(authorizationUrl));
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.ok(html.includes("Shop Desk") && !html.includes("registered itself"));
    assert.ok(!html.includes("not the host it claims"), "a loopback redirect is no other host");
    const pairing = /id="pairing-code">([A-Z0-9-]{9})</.exec(html)![1]!;
    const href = /<a id="continue" href="([^"]+)"/.exec(html)![1]!.replaceAll("&#38;", "&");
    await t.grants.decide(pairing, crypto.randomUUID(), {
      groups: { shopping: ["read", "add"] },
      propose: false,
    });
    const back = await t.app.request(href);
    assert.equal(back.status, 303);
    await first.finishAuth(new URL(back.headers.get("location")!).searchParams.get("code")!);
    const client = new Client({ name: "c", version: "1" });
    await client.connect(make());
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((x) => x.name), ["shopping_list", "shopping_add", "ask_assistant"]);
    assert.equal(fetched, 1, "the document is kept as its max-age allows");
    await client.close();
  } finally {
    await t.cleanup();
    await server.shutdown();
  }
});
