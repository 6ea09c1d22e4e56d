/**
 * The two time helpers `chat.ts` imports from here, re-exported from their one home,
 * `@asst/shared/time`. New code imports `@asst/shared/time` directly; this file goes once
 * `chat.ts` does too.
 * @module
 */
export { formatDateTime, safeTimeZone } from "@asst/shared/time";
