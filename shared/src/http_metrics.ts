/** HTTP request metrics: requests by route pattern and status, and their latency. @module */
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { ChildCache, counter, histogram } from "./metrics.ts";

/** Methods counted by name; any other is counted as `OTHER` (a client picks the method). */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The route label of a request no route matched (only the catch-all middleware ran). */
export const UNMATCHED_ROUTE = "unmatched";

const requests = counter(
  "http_requests_total",
  "HTTP requests answered, by method, route pattern and status.",
  ["method", "route", "status"],
);
const durations = histogram(
  "http_request_duration_seconds",
  "Time to answer an HTTP request, by method and route pattern.",
  ["method", "route"],
);

const requestChildren = new ChildCache((route, key) => {
  const [method, status] = String(key).split(" ");
  return requests.labels(method!, route, status!);
});
const durationChildren = new ChildCache((route, method) => durations.labels(String(method), route));

/**
 * Counts every request by the pattern of the route that answered it (`/chat/api/messages`,
 * `/api/assistant/v1/proposals/:id`), never the path itself, and times it.
 */
export function httpMetrics(): MiddlewareHandler {
  return async function httpMetrics(c, next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      const pattern = routePath(c);
      const route = pattern === "*" || pattern === "/*" || pattern === ""
        ? UNMATCHED_ROUTE
        : pattern;
      const method = METHODS.has(c.req.method) ? c.req.method : "OTHER";
      requestChildren.get(route, `${method} ${c.res.status}`).inc();
      durationChildren.get(route, method).observe((performance.now() - started) / 1000);
    }
  };
}
