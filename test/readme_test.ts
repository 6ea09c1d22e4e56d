import assert from "node:assert/strict";
import { ERROR_CODE } from "@asst/shared";
import { chat, sharedServers, startOnServers } from "./_harness.ts";

/** The first ```ts block under a heading of the README. */
async function snippetUnder(heading: string): Promise<string> {
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  const section = readme.slice(readme.indexOf(heading));
  const match = /```ts\n([\s\S]*?)```/.exec(section);
  assert.ok(match, `a ts block under "${heading}"`);
  return match[1]!;
}

async function sign(secret: string, t: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${t}.${body}`));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, "0")).join("");
}

Deno.test("the README's webhook verifier accepts our signatures and refuses forgeries", async () => {
  const code = `${await snippetUnder("## Webhooks")}\nexport { verify };`;
  const { verify } = await import(
    `data:application/typescript;base64,${btoa(unescape(encodeURIComponent(code)))}`
  );
  const secret = "whsec_testsecret";
  const body = JSON.stringify({ id: "e1", type: "reminder.fired", data: { text: "héllo" } });
  const now = Math.floor(Date.now() / 1000);
  const good = await sign(secret, now, body);
  assert.equal(await verify(secret, `t=${now},v1=${good}`, body), true);
  assert.equal(await verify(secret, `t=${now},v1=${"0".repeat(64)},v1=${good}`, body), true);
  assert.equal(await verify(secret, `t=${now},v1=${good}`, body + " "), false);
  assert.equal(await verify("whsec_other", `t=${now},v1=${good}`, body), false);
  const old = now - 301;
  assert.equal(await verify(secret, `t=${old},v1=${await sign(secret, old, body)}`, body), false);
  assert.equal(await verify(secret, `v1=${good}`, body), false);
  assert.equal(await verify(secret, "", body), false);
});

/** The codes in the second column of the README's error table (`| status | code | when |`). */
function errorTableCodes(readme: string): string[] {
  const start = readme.indexOf("| status | code ");
  assert.ok(start >= 0, "the README has an error table");
  const end = readme.indexOf("\n\n", start);
  const rows = readme.slice(start, end).split("\n").slice(2);
  return rows.flatMap((row) =>
    [...(row.split("|")[2] ?? "").matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!)
  );
}

Deno.test("the README's error table lists every error code, each once", async () => {
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  const listed = errorTableCodes(readme);
  for (const code of Object.values(ERROR_CODE)) {
    assert.equal(
      listed.filter((c) => c === code).length,
      1,
      `\`${code}\` in the README's error table`,
    );
  }
  assert.deepEqual(listed.filter((c) => !(Object.values(ERROR_CODE) as string[]).includes(c)), []);
});

/** The README's section under `heading`, up to the next heading of its level. */
async function section(heading: string): Promise<string> {
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  const start = readme.indexOf(`\n${heading}\n`);
  assert.ok(start >= 0, `the README has "${heading}"`);
  const next = readme.indexOf(`\n${heading.split(" ")[0]} `, start + heading.length + 2);
  return readme.slice(start, next < 0 ? undefined : next);
}

Deno.test("the README's local webhook receiver prints the kind and body of what it receives", async () => {
  const webhooks = await section("## Webhooks");
  const line = webhooks.split("\n").find((l) => l.startsWith("npx -y deno@2.9.6 eval '"));
  assert.ok(line, "a receiver command under Webhooks");
  const code = line.slice("npx -y deno@2.9.6 eval '".length, -1);
  assert.match(code, /port: 8787/);
  assert.ok(webhooks.includes("http://127.0.0.1:8787/hooks"), "the chat sentence names its port");
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const receiver = new Deno.Command(Deno.execPath(), {
    args: ["eval", code.replace("port: 8787", `port: ${port}`)],
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  try {
    let res: Response | null = null;
    for (let i = 0; i < 100 && !res; i++) {
      res = await fetch(`http://127.0.0.1:${port}/hooks`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Service-Event": "reminder.fired" },
        body: '{"id":"e1","type":"reminder.fired"}',
      }).catch(() => null);
      if (!res) await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(res?.status, 204);
  } finally {
    receiver.kill("SIGTERM");
  }
  const out = new TextDecoder().decode((await receiver.output()).stdout);
  assert.match(out, /reminder\.fired \{"id":"e1","type":"reminder\.fired"\}/);
});

Deno.test("the README's webhook walkthrough: the local receiver is taken with WEBHOOK_ALLOW_PRIVATE_URLS=true, and without it the refusal says so", async () => {
  const webhooks = (await section("## Webhooks")).replace(/\s+/g, " ");
  assert.ok(webhooks.includes("WEBHOOK_ALLOW_PRIVATE_URLS=true npx -y deno@2.9.6 task start"));
  const said = /Then say in the chat "([^"]+)" and "([^"]+)"/.exec(webhooks);
  assert.ok(said, "the two sentences to say in the chat");
  const [, register, remind] = said;
  const servers = await sharedServers();
  try {
    const allowed = await startOnServers(servers, { WEBHOOK_ALLOW_PRIVATE_URLS: "true" });
    try {
      const [registered] = await chat(allowed.baseUrl, "readme", register!);
      assert.match(registered!.text, /whsec_/, "the endpoint's secret is shown");
      const [reminded] = await chat(allowed.baseUrl, "readme", remind!);
      assert.match(reminded!.text, /remind you/i, reminded!.text);
    } finally {
      await allowed.stop();
    }
    const strict = await startOnServers(servers);
    try {
      const [refused] = await chat(strict.baseUrl, "readme2", register!);
      assert.doesNotMatch(refused!.text, /whsec_/);
      assert.match(refused!.text, /WEBHOOK_ALLOW_PRIVATE_URLS=true/);
    } finally {
      await strict.stop();
    }
  } finally {
    await servers.cleanup();
  }
});
