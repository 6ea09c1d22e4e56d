/**
 * The owner's chat commands, in the order they are tried: the first whose `recognise` reads the
 * message answers it; a message none recognises is a tool request or a question (`turn.ts`).
 * Commands that carry a secret (mailbox passwords, tokens, keys, webhook secrets) come first, so
 * such a message never reaches a model.
 * @module
 */
import { allowAppCommand } from "./keys/apps_allow.ts";
import { disconnectAppCommand } from "./keys/apps_disconnect.ts";
import { businessModeCommand } from "./business_mode.ts";
import { emailAddressCommand } from "./email_address.ts";
import { forgetCommand } from "./forget.ts";
import { helpCommand } from "./help.ts";
import { integrationCommand } from "./integrations.ts";
import { keysActivityCommand } from "./keys/keys_activity.ts";
import { createKeyCommand } from "./keys/keys_issue.ts";
import { listKeysCommand } from "./keys/keys_list.ts";
import { revokeKeyCommand } from "./keys/keys_revoke.ts";
import { rotateKeyCommand } from "./keys/keys_rotate.ts";
import { linkCommand } from "./links.ts";
import { memoryListCommand } from "./memory_list.ts";
import { nameCommand } from "./name.ts";
import { outboxCommand } from "./outbox.ts";
import { rememberCommand } from "./remember.ts";
import { spendCommand } from "./spend.ts";
import { timezoneCommand } from "./timezone.ts";
import type { ChatCommand } from "./types.ts";
import { webhookCommand } from "./webhooks.ts";

/** The table, in order. Each entry's parsed value is its own; the loop only passes it back. */
// deno-lint-ignore no-explicit-any
export const CHAT_COMMANDS: readonly ChatCommand<any>[] = [
  linkCommand,
  integrationCommand,
  emailAddressCommand,
  outboxCommand,
  webhookCommand,
  spendCommand,
  keysActivityCommand,
  allowAppCommand,
  disconnectAppCommand,
  // What the chat intent parser reads (one parse decides between these).
  nameCommand,
  timezoneCommand,
  rememberCommand,
  forgetCommand,
  memoryListCommand,
  createKeyCommand,
  listKeysCommand,
  revokeKeyCommand,
  rotateKeyCommand,
  helpCommand,
  // Only on a message the intent parser leaves as a question.
  businessModeCommand,
];
