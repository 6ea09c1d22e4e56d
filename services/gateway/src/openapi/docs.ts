/**
 * The contract and its reference page, without a key: `GET /api/assistant/v1/openapi.json` and
 * `GET /api/assistant/v1/docs`, rendered in the browser by Swagger UI, served from the pinned
 * `swagger-ui-dist` npm package (no CDN). Nothing is read before the first request for it: the
 * bundle is streamed from the package on each request and never held in memory.
 */
import { Hono } from "hono";
import packageDir from "swagger-ui-dist/absolute-path.js";

const BASE = "/api/assistant/v1";

/**
 * Only this origin's scripts and styles, and no inline script: the page's own start-up code is a
 * file too. Swagger UI sets styles from script (allowed) and shows `data:` images (its icons).
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The files of the package the page loads, with their content types. */
const ASSETS: Record<string, string> = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

/**
 * Starts Swagger UI on the contract and, when the address names an element (`#error-…`,
 * `#tool-…`), scrolls to it once Swagger UI has rendered it.
 */
const START_SCRIPT = `"use strict";
window.addEventListener("load", function () {
  var root = document.getElementById("reference");
  var id = decodeURIComponent(location.hash.slice(1));
  if (id) {
    var watcher = new MutationObserver(function () {
      var target = document.getElementById(id);
      if (!target) return;
      watcher.disconnect();
      target.scrollIntoView();
    });
    watcher.observe(root, { childList: true, subtree: true });
  }
  window.SwaggerUIBundle({
    url: ${JSON.stringify(`${BASE}/openapi.json`)},
    domNode: root,
    deepLinking: false,
    validatorUrl: null,
    defaultModelsExpandDepth: 1,
  });
});
`;

/** The page: the renderer's style and scripts from this origin, and a way in without script. */
function page(version: string): string {
  const assets = `${BASE}/docs/swagger-ui-${version}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Assistant Interface 1.0.0</title>
<link rel="icon" type="image/png" href="${assets}/favicon-32x32.png">
<link rel="stylesheet" href="${assets}/swagger-ui.css">
</head>
<body>
<noscript><p>This reference needs JavaScript. The contract itself is
<a href="${BASE}/openapi.json">${BASE}/openapi.json</a> (OpenAPI 3.0.3).</p></noscript>
<div id="reference"></div>
<script src="${assets}/swagger-ui-bundle.js"></script>
<script src="${BASE}/docs/start.js"></script>
</body>
</html>
`;
}

/** Options of {@link docsRoutes}. */
export interface DocsOptions {
  /** Where the swagger-ui-dist package lies. @default the package's own `getAbsoluteFSPath()` */
  packageDir?: () => string;
}

/** Routes, without authentication, for the contract, its reference page and the page's files. */
export function docsRoutes(options: DocsOptions = {}): Hono {
  let contract: string | undefined;
  let html: string | undefined;
  let version: string | undefined;
  const dir = options.packageDir ?? (() => packageDir() as string);
  const swaggerVersion = async (): Promise<string> =>
    version ??= JSON.parse(await Deno.readTextFile(`${dir()}/package.json`)).version as string;

  const app = new Hono();
  app.get(`${BASE}/openapi.json`, async (c) => {
    contract ??= await Deno.readTextFile(new URL("../../../../openapi.json", import.meta.url));
    return c.body(contract, 200, {
      "content-type": "application/json",
      "cache-control": "public, max-age=300",
    });
  });
  app.get(`${BASE}/docs`, async (c) => {
    html ??= page(await swaggerVersion());
    return c.body(html, 200, {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": DOCS_CSP,
      "cache-control": "public, max-age=300",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    });
  });
  // The page has one address: with a trailing slash, the browser is sent there (the query kept;
  // the browser keeps an `#error-…` fragment across the redirect).
  app.get(`${BASE}/docs/`, (c) => c.redirect(`${BASE}/docs${new URL(c.req.url).search}`, 308));
  app.get(`${BASE}/docs/start.js`, (c) =>
    c.body(START_SCRIPT, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=300",
      "x-content-type-options": "nosniff",
    }));
  // The version is in the path, so a file never changes under its URL.
  app.get(`${BASE}/docs/:release/:file`, async (c) => {
    const file = c.req.param("file");
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (c.req.param("release") !== `swagger-ui-${await swaggerVersion()}` || !type) {
      return c.notFound();
    }
    const handle = await Deno.open(`${dir()}/${file}`);
    const { size } = await handle.stat();
    const headers = {
      "content-type": type,
      "content-length": String(size),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    };
    if (c.req.method === "HEAD") {
      handle.close();
      return c.body(null, 200, headers);
    }
    return c.body(handle.readable, 200, headers);
  });
  return app;
}
