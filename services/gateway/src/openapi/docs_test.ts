import assert from "node:assert/strict";
import packageDir from "swagger-ui-dist/absolute-path.js";
import { DOCS_CSP, docsRoutes } from "./docs.ts";

const BASE = "/api/assistant/v1";
const CONTRACT = Deno.readTextFileSync(new URL("../../../../openapi.json", import.meta.url));
const PACKAGE: string = packageDir();
const VERSION: string = JSON.parse(Deno.readTextFileSync(`${PACKAGE}/package.json`)).version;
const PIN = JSON.parse(Deno.readTextFileSync(new URL("../../../../deno.json", import.meta.url)));

async function page(app = docsRoutes()): Promise<string> {
  const res = await app.request(`${BASE}/docs`);
  assert.equal(res.status, 200);
  return await res.text();
}

Deno.test("docsRoutes() serves openapi.json unchanged, without a key, cached for five minutes", async () => {
  const res = await docsRoutes().request(`${BASE}/openapi.json`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "application/json");
  assert.equal(res.headers.get("cache-control"), "public, max-age=300");
  assert.equal(await res.text(), CONTRACT);
});

Deno.test("the renderer is the pinned swagger-ui-dist", () => {
  assert.equal(PIN.imports["swagger-ui-dist"], `npm:swagger-ui-dist@${VERSION}`);
});

Deno.test("docsRoutes() serves the reference page as HTML under a strict content security policy", async () => {
  const res = await docsRoutes().request(`${BASE}/docs`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "text/html; charset=utf-8");
  assert.equal(res.headers.get("x-content-type-options"), "nosniff");
  const csp = res.headers.get("content-security-policy");
  assert.equal(csp, DOCS_CSP);
  assert.match(DOCS_CSP, /^default-src 'none'; script-src 'self'; style-src 'self';/);
  assert.doesNotMatch(DOCS_CSP, /unsafe|\*|https?:/);
  const html = await res.text();
  assert.match(html, /^<!doctype html>/);
  assert.match(html, /<title>Assistant Interface 1\.0\.0<\/title>/);
});

Deno.test("the reference page has no inline script and loads nothing from another origin", async () => {
  const html = await page();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  assert.equal(scripts.length, 2);
  for (const [, attributes, body] of scripts) {
    assert.match(attributes!, / src="\/api\/assistant\/v1\/docs\//);
    assert.equal(body, "");
  }
  assert.doesNotMatch(html, /\b(src|href)="(https?:)?\/\//i);
  assert.doesNotMatch(html, /<(img|iframe|style)\b|\bon[a-z]+=/i);
});

Deno.test("every file the page loads is served with its type and cached for good", async () => {
  const app = docsRoutes();
  const html = await page(app);
  const urls = [...html.matchAll(/\b(?:src|href)="([^"#]+)"/g)].map((m) => m[1]!)
    .filter((url) => url !== `${BASE}/openapi.json`);
  assert.deepEqual(urls.sort(), [
    `${BASE}/docs/start.js`,
    `${BASE}/docs/swagger-ui-${VERSION}/favicon-32x32.png`,
    `${BASE}/docs/swagger-ui-${VERSION}/swagger-ui-bundle.js`,
    `${BASE}/docs/swagger-ui-${VERSION}/swagger-ui.css`,
  ]);
  for (const url of urls) {
    const res = await app.request(url);
    assert.equal(res.status, 200, url);
    assert.equal(res.headers.get("x-content-type-options"), "nosniff", url);
    const body = new Uint8Array(await res.arrayBuffer());
    const file = url.split("/").at(-1)!;
    if (file === "start.js") {
      assert.equal(res.headers.get("content-type"), "text/javascript; charset=utf-8");
      assert.match(new TextDecoder().decode(body), /SwaggerUIBundle\(/);
      continue;
    }
    const type = file.endsWith(".js")
      ? "text/javascript; charset=utf-8"
      : file.endsWith(".css")
      ? "text/css; charset=utf-8"
      : "image/png";
    assert.equal(res.headers.get("content-type"), type, url);
    assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable", url);
    assert.deepEqual(body, await Deno.readFile(`${PACKAGE}/${file}`), url);
    assert.equal(res.headers.get("content-length"), String(body.length), url);
  }
});

Deno.test("a HEAD request for a file answers its headers and leaves no file open", async () => {
  const url = `${BASE}/docs/swagger-ui-${VERSION}/swagger-ui-bundle.js`;
  const res = await docsRoutes().request(url, { method: "HEAD" });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "text/javascript; charset=utf-8");
  assert.equal(
    res.headers.get("content-length"),
    String(Deno.statSync(`${PACKAGE}/swagger-ui-bundle.js`).size),
  );
  assert.equal(res.body, null);
});

Deno.test("the page's address with a trailing slash is sent to the page with 308, its query kept", async () => {
  const app = docsRoutes();
  const cases: [string, string][] = [
    [`${BASE}/docs/`, `${BASE}/docs`],
    [`${BASE}/docs/?a=1`, `${BASE}/docs?a=1`],
  ];
  for (const [path, location] of cases) {
    for (const method of ["GET", "HEAD"]) {
      const res = await app.request(path, { method });
      assert.equal(res.status, 308, `${method} ${path}`);
      assert.equal(res.headers.get("location"), location, `${method} ${path}`);
      await res.body?.cancel();
    }
  }
  // Followed, it is the page itself.
  const followed = await app.request(`${BASE}/docs`);
  assert.equal(followed.status, 200);
  assert.match(await followed.text(), /^<!doctype html>/);
});

Deno.test("docsRoutes() serves no other file of the package, nor another version", async () => {
  const app = docsRoutes();
  for (
    const path of [
      `swagger-ui-${VERSION}/swagger-ui-bundle.js.map`,
      `swagger-ui-${VERSION}/package.json`,
      `swagger-ui-${VERSION}/index.html`,
      `swagger-ui-${VERSION}/..%2fpackage.json`,
      `swagger-ui-${VERSION}/%2e%2e%2f%2e%2e%2fopenapi.json`,
      `swagger-ui-${VERSION}/constructor`,
      `swagger-ui-${VERSION}/__proto__`,
      `swagger-ui-0.0.1/swagger-ui-bundle.js`,
      `other/swagger-ui.css`,
      `swagger-ui-${VERSION}/swagger-ui.css/x`,
    ]
  ) {
    const res = await app.request(`${BASE}/docs/${path}`);
    assert.equal(res.status, 404, path);
    await res.body?.cancel();
  }
});

Deno.test("docsRoutes() reads nothing of the renderer until the page is asked for", async () => {
  let reads = 0;
  const app = docsRoutes({ packageDir: () => (reads++, PACKAGE) });
  await (await app.request(`${BASE}/openapi.json`)).text();
  assert.equal(reads, 0);
  await page(app);
  assert.ok(reads > 0);
});

Deno.test("docsRoutes() answers nothing else", async () => {
  const res = await docsRoutes().request(`${BASE}/messages`, { method: "POST" });
  assert.equal(res.status, 404);
  const put = await docsRoutes().request(`${BASE}/docs`, { method: "PUT" });
  assert.equal(put.status, 404);
});
