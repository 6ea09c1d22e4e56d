/**
 * Every subject of the bus, declared once with zod schemas for both directions: by the service
 * that answers it, in `subjects/` (`gateway.ts`, `assistant.ts`, `proposals.ts`, `notifier.ts`;
 * what they share in `common.ts`). ARCHITECTURE.md's subject table is generated from them.
 * @module
 */
export {
  chatButtonSchema,
  type ChatOut,
  chatOutSchema,
  MAX_MESSAGE_LENGTH,
  usageSchema,
} from "./subjects/common.ts";
export * from "./subjects/gateway.ts";
export * from "./subjects/assistant.ts";
export * from "./subjects/proposals.ts";
export * from "./subjects/notifier.ts";
