import assert from "node:assert/strict";
import { ERROR_CODE } from "@asst/shared";

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
