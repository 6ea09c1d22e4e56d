/**
 * The authorization-server scenarios of `@modelcontextprotocol/conformance`
 * (`authorization-server-metadata`, `authorization-code-grant`) against the real system. The
 * suite prints the authorization URL and waits for a person: the test opens the page, sends
 * "allow <code>" in the web chat, taps Confirm, and follows the Continue link back to the suite.
 * @module
 */
import assert from "node:assert/strict";
import { chat, freePort, startEmbedded, tap } from "./_harness.ts";

/**
 * The authorization-server scenarios came after 0.1.16 (which the server scenarios of
 * `mcp_conformance_test.ts` still run): this suite pins the release that has them.
 */
const AUTH_CONFORMANCE = "npm:@modelcontextprotocol/conformance@0.2.0-alpha.12";
const MCP = "/api/assistant/v1/mcp";
const SCENARIOS = ["authorization-server-metadata", "authorization-code-grant"];

/** Reads `stream` line by line until one matches `pattern`; the rest is kept in `seen`. */
async function lineMatching(
  stream: ReadableStream<string>,
  pattern: RegExp,
  seen: string[],
): Promise<RegExpExecArray> {
  let buffer = "";
  for await (const chunk of stream) {
    buffer += chunk;
    seen.push(chunk);
    const match = pattern.exec(buffer);
    if (match) return match;
  }
  throw new Error(`the suite ended without printing the authorization URL:\n${seen.join("")}`);
}

Deno.test("the conformance suite's authorization-server scenarios pass, the test playing the person in the chat", async () => {
  const sys = await startEmbedded();
  const base = sys.baseUrl;
  const work = await Deno.makeTempDir({ prefix: "oauth-conformance-" });
  const results = `${work}/results`;
  const port = freePort();
  try {
    const reg = await fetch(`${base}/api/assistant/v1/oauth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_name: "Conformance",
        redirect_uris: [`http://127.0.0.1:${port}/callback`],
      }),
    });
    assert.equal(reg.status, 201);
    const { client_id } = await reg.json();
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--no-config",
        "--no-lock",
        "--allow-net",
        "--allow-read",
        `--allow-write=${results}`,
        "--allow-env",
        "--allow-sys",
        AUTH_CONFORMANCE,
        "authorization",
        "--url",
        base,
        "--client-id",
        client_id,
        "--resource",
        `${base}${MCP}`,
        "--port",
        String(port),
        "-o",
        results,
      ],
      cwd: work,
      env: { NO_COLOR: "1" },
      stdout: "piped",
      stderr: "piped",
      signal: AbortSignal.timeout(120_000),
    }).spawn();
    const stderr = new Response(child.stderr).text();
    const seen: string[] = [];
    const stdout = child.stdout.pipeThrough(new TextDecoderStream());
    const [url] = await lineMatching(
      stdout,
      new RegExp(`${base.replaceAll(".", "\\.")}/api/assistant/v1/oauth/authorize\\?\\S+`),
      seen,
    );
    const rest = new Response(stdout.pipeThrough(new TextEncoderStream())).text();

    // The person: the page, "allow" in the chat, Confirm, and the Continue link.
    const html = await (await fetch(url)).text();
    const pairing = /id="pairing-code">([A-Z0-9-]{9})</.exec(html)![1]!;
    const href = /<a id="continue" href="([^"]+)"/.exec(html)![1]!.replaceAll("&#38;", "&");
    const [ask] = await chat(base, "conf", `allow ${pairing}`);
    const confirm = ask!.buttons.find((b) => b.label === "Confirm")!;
    await tap(base, "conf", confirm.data);
    const back = await fetch(href, { redirect: "manual" });
    assert.equal(back.status, 303);
    const callback = await fetch(back.headers.get("location")!);
    await callback.body?.cancel();

    const status = await child.status;
    const output = seen.join("") + await rest + await stderr;
    const checks = new Map<string, { status: string; errorMessage?: string }>();
    for await (const entry of Deno.readDir(results)) {
      for (const c of JSON.parse(await Deno.readTextFile(`${results}/${entry.name}/checks.json`))) {
        checks.set(c.id, c);
      }
    }
    for (const scenario of SCENARIOS) {
      assert.equal(checks.get(scenario)?.status, "SUCCESS", `${scenario}:\n${output}`);
    }
    assert.equal(status.code, 0, output);
  } finally {
    await sys.stop();
    await Deno.remove(work, { recursive: true });
  }
});
