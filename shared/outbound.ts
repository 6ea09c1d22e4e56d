/**
 * The one outbound client for addresses users give (webhooks, product pages, calendar feeds and
 * servers, mail servers): resolves once, refuses any non-public address, connects to exactly the
 * address it checked. The address rules themselves are in `@asst/shared` (`ssrf.ts`).
 * @module
 */
export * from "./src/outbound/outbound_client.ts";
