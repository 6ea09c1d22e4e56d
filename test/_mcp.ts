/**
 * Calling the MCP endpoint in tests: the official SDK client configured as the README says, and a
 * raw JSON-RPC `tools/call` for tests about what the HTTP response itself says.
 * @module
 */
import { Client } from "@modelcontextprotocol/sdk/client";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

/** The MCP endpoint's path. */
export const MCP_PATH = "/api/assistant/v1/mcp";

/** The official SDK client over Streamable HTTP with `key`, connected. */
export async function mcpClient(
  baseUrl: string,
  key: string,
  fetchLike?: (url: string | URL, init?: RequestInit) => Promise<Response>,
): Promise<Client> {
  const client = new Client({ name: "integration-test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}${MCP_PATH}`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
      ...(fetchLike ? { fetch: fetchLike } : {}),
    }),
  );
  return client;
}

/** A `tools/call` as one JSON-RPC POST, without a session; the HTTP response as it came. */
export function mcpToolCall(
  baseUrl: string,
  key: string,
  name: string,
  args: Record<string, unknown> = {},
): Promise<Response> {
  return fetch(`${baseUrl}${MCP_PATH}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      authorization: `Bearer ${key}`,
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name, arguments: args },
    }),
  });
}
