/**
 * The proposals service: chat channels and, later, the proposal state machine.
 * @module
 */
export { createProposals } from "./src/proposals.ts";
export { type ProposalsConfig, proposalsConfigSchema } from "./src/config.ts";
