/**
 * The service runtime: the HTTP app and its problem responses, metrics, the service lifecycle
 * and booting a service from its environment.
 * @module
 */
export * from "./src/http.ts";
export * from "./src/http_metrics.ts";
export * from "./src/metrics.ts";
export * from "./src/service.ts";
export * from "./src/boot.ts";
