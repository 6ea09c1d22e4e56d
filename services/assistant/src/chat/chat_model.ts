/**
 * The owner's chat on a provider model: a message no chat command recognised runs through the
 * configured model with the owner's tools and the recent exchanges as context. A message that
 * looks like it carries a secret or a private fact never reaches the model.
 * @module
 */
import { AppError, everything } from "@asst/shared";
import type { ActionRunner } from "../actions/actions.ts";
import type { ChatTurns } from "./chat_turns.ts";
import { isSensitive } from "../text/sensitive.ts";

/** What a provider-model chat turn needs. */
export interface ModelChat {
  /** An action runner on the provider model. */
  runner: ActionRunner;
  turns: ChatTurns;
}

const SECRET_SHAPES: RegExp[] = [
  // This service's API keys and webhook signing secrets.
  /\b(?:asst|whsec)_[A-Za-z0-9_-]{4,}/i,
  // A URL with a user name and password.
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s/?#@]*:[^\s/?#@]*@/i,
  // A URL carrying a token, key, secret, password or signature in its query.
  /[?&](?:[a-z_-]*token|[a-z_-]*key|secret|password|passwd|pwd|sig|signature|auth)=[^\s&]+/i,
  // Tokens of common providers, bearer tokens and JSON Web Tokens.
  /\b(?:sk|pk|rk)[-_](?:live_|test_|proj-|ant-)?[A-Za-z0-9_-]{12,}/,
  /\b(?:ghp|gho|ghs|ghu|github_pat|glpat|xox[abprs])[-_][A-Za-z0-9_-]{10,}/,
  /\bbearer\s+[A-Za-z0-9._~+/-]{8,}/i,
  /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/,
  // A long opaque string of letters and digits, as tokens and keys are.
  /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/,
];

/**
 * True when `text` looks like it carries a secret (an API key, a signing secret, a token, a URL
 * with credentials) or a private fact (a password, an identity document, health): such a message
 * is answered in code and never sent to a provider model.
 */
export function carriesSecret(text: string): boolean {
  return SECRET_SHAPES.some((shape) => shape.test(text)) || isSensitive(text);
}

/**
 * Runs one chat message through the provider model with the owner's tools and the recent
 * exchanges, and keeps the exchange for the next one. A provider failure becomes its message.
 */
export async function modelChatTurn(
  chat: ModelChat,
  accountId: string,
  text: string,
  requestId: string,
  now: Date,
): Promise<string> {
  const history = await chat.turns.recent(accountId);
  let reply: string;
  try {
    const turn = await chat.runner.act(accountId, everything(), text, requestId, {
      keyId: null,
      owner: true,
      history,
    });
    reply = turn.reply;
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
  await chat.turns.add(accountId, { user: text, assistant: reply }, now);
  return reply;
}
