/**
 * The shapes the grant store takes and gives: a pairing's request and view, where the Continue
 * link stands, issued tokens, a connected app, and why an exchange was refused.
 * @module
 */
import type { Permissions } from "@asst/shared";

/** What an authorization request asked, kept until the user decides. */
export interface PairingRequest {
  clientId: string;
  clientName: string;
  redirectUri: string;
  state: string | null;
  codeChallenge: string;
  resource: string;
  requested: Permissions;
}

/** A pairing as the chat shows it. */
export interface PairingView {
  clientName: string;
  clientId: string;
  redirectUri: string;
  requested: Permissions;
}

/** Where the page's Continue link stands. */
export type PollResult =
  | { status: "pending" | "unknown" }
  | { status: "approved"; code: string; redirectUri: string; state: string | null }
  | { status: "denied"; redirectUri: string; state: string | null };

/** Tokens as the token endpoint answers them. */
export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  scope: Permissions;
}

/** A connected app as the chat lists it. */
export interface GrantView {
  id: string;
  client_name: string;
  permissions: Permissions;
  created_at: string;
  last_used_at: string | null;
}

/** Why a code or refresh token was not exchanged (`invalid_grant` unless said). */
export type ExchangeRefusal = { error: "invalid_grant"; description: string };
