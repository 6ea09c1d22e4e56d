/**
 * The `propose_action` tool: an email or a calendar event becomes a pending proposal in the
 * proposals service, which asks the user in their chat with Confirm and Reject. Nothing goes out
 * from here.
 * @module
 */
import {
  AppError,
  call,
  EMAIL_DELIVERY,
  type ProposalInput,
  proposalsSubjects,
} from "@asst/shared";
import type { Bus } from "@asst/shared/bus";
import { MemoryStore } from "../../memory/memory_store.ts";
import { formatDateTime, safeTimeZone } from "@asst/shared/time";
import { type ToolEnv, ToolError, type ToolHandlers } from "../types.ts";

/** What the propose tool needs besides each call's {@link ToolEnv}. */
export interface ProposeHandlerDeps {
  bus: Bus;
  /** How long the proposals service may take to store a proposal. @default 10000 */
  timeoutMs?: number;
}

/** Why an email cannot be proposed yet: the account has no address to send from. */
export const NO_SENDER_ADDRESS =
  'I don\'t know which address to send your email from: tell me in the chat, for example "my email address is you@example.com", then ask again';

/** `propose_action`'s data: the proposal's id (`request_id`), its state, and how an email goes out. */
export interface ProposeData {
  request_id: string;
  status: string;
  summary: string;
  expires_at: string;
  delivery: "smtp" | "local_outbox" | null;
}

/**
 * The handler of `propose_action`. An email needs the address the user set in the chat (sent
 * with their name); a refusal of the proposals service for the proposal's content (422) is the
 * tool's failure, and anything else it answers (such as 503 when it is down) is thrown as is.
 */
export function createProposeHandlers(deps: ProposeHandlerDeps): ToolHandlers {
  const timeoutMs = deps.timeoutMs ?? 10_000;
  return {
    propose_action: async (input: ProposalInput, env: ToolEnv) => {
      const profile = await new MemoryStore(env.sql).profile(env.accountId);
      if (input.email && profile.email === null) throw new ToolError(NO_SENDER_ADDRESS);
      const from = profile.email === null ? null : { address: profile.email, name: profile.name };
      const zone = safeTimeZone(env.timezone);
      let created;
      try {
        created = await call(deps.bus, proposalsSubjects.createProposal, {
          id: env.callId ?? crypto.randomUUID(),
          account_id: env.accountId,
          key_id: env.keyId,
          proposal: input,
          from,
          timezone: zone,
        }, { requestId: env.requestId, timeoutMs });
      } catch (err) {
        if (err instanceof AppError && err.status === 422) throw new ToolError(err.message);
        throw err;
      }
      const { proposal, delivery } = created;
      const summary = proposal.summary.replace(/\.\s*$/u, "");
      const expires = `${formatDateTime(new Date(proposal.expires_at), zone)} (${zone})`;
      const outbox = delivery === EMAIL_DELIVERY.localOutbox
        ? ' No mail server is set up, so once confirmed the email goes to your local outbox (say "show my outbox" to read it).'
        : "";
      const data: ProposeData = {
        request_id: proposal.id,
        status: proposal.status,
        summary: proposal.summary,
        expires_at: proposal.expires_at,
        delivery,
      };
      return {
        summary: `Proposed: ${summary}. Nothing goes out until you tap Confirm in your chat; ` +
          `the proposal expires on ${expires}.${outbox}`,
        data,
      };
    },
  };
}
