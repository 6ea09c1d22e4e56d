/**
 * The gateway: the public API, key authentication, accounts and keys.
 * @module
 */
export { createGateway } from "./src/gateway.ts";
export { type GatewayConfig, gatewayConfigSchema } from "./src/config.ts";
export { generateApiKey, isWellFormedApiKey, KEY_PREFIX } from "./src/keys/api_key.ts";
