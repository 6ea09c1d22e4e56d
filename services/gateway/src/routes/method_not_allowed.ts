/**
 * 405 for a known path asked with a method it does not take (`GET /messages`), where Hono alone
 * answers 404 as for a path that does not exist. The methods come from the routes registered on
 * the app, so they cannot drift from what the routes take.
 * @module
 */
import { AppError, ERROR_CODE } from "@asst/shared";
import type { Hono } from "hono";
import { METHOD_NAME_ALL } from "hono/router";

/**
 * The methods each path of `app` under `prefix` takes, as its routes were registered: HEAD with
 * GET (Hono answers HEAD with the GET route). Routes for every method (`use`, `all`) take none of
 * their own: they are middleware, or answer every method themselves.
 */
export function allowedMethods(app: Hono, prefix: string): Map<string, string[]> {
  const byPath = new Map<string, Set<string>>();
  for (const { path, method } of app.routes) {
    if (method === METHOD_NAME_ALL || !path.startsWith(prefix)) continue;
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(method);
    if (method === "GET") methods.add("HEAD");
    byPath.set(path, methods);
  }
  return new Map([...byPath].map(([path, methods]) => [path, [...methods]]));
}

/**
 * Answers every path of `app` under `prefix`, asked with a method none of its routes takes, with
 * 405 `method_not_allowed` and `Allow` listing the methods it takes. Call once every route is
 * registered: the answer is one more route per path, reached only when the path's own routes did
 * not answer. A path no route has is left to the 404.
 */
export function answerWrongMethods(app: Hono, prefix: string): void {
  for (const [path, methods] of allowedMethods(app, prefix)) {
    const allow = methods.join(", ");
    app.all(path, function methodNotAllowed(c) {
      throw new AppError(
        ERROR_CODE.methodNotAllowed,
        `${c.req.method} is not allowed on ${new URL(c.req.url).pathname}; it takes ${allow}`,
        { headers: { allow } },
      );
    });
  }
}
