/**
 * Helpers the chat intent tests share: the kind a message parses to, and the key request it reads.
 * @module
 */
import assert from "node:assert/strict";
import { GROUPS, normalizePermissions, type Permissions } from "@asst/shared";
import { type ChatIntent, parseChatIntent } from "../src/chat/intent.ts";

/** The kind of intent `text` parses to. */
export function kindOf(text: string): ChatIntent["kind"] {
  return parseChatIntent(text).kind;
}

/** Asserts that each of `cases` parses to `kind`. */
export function expectKind(cases: string[], kind: ChatIntent["kind"]): void {
  for (const text of cases) {
    assert.equal(kindOf(text), kind, `${JSON.stringify(text)} should be ${kind}`);
  }
}

/** Normalized permissions over `groups`. */
export function perms(groups: Permissions["groups"], propose = false): Permissions {
  return normalizePermissions({ groups, propose });
}

/** Read access to every group. */
export function allGroupsRead(): Permissions {
  const groups: Permissions["groups"] = {};
  for (const g of GROUPS) groups[g] = ["read"];
  return perms(groups);
}

/** Asserts that `text` is a key request for exactly these permissions. */
export function expectKey(
  text: string,
  permissions: Permissions,
  needsConfirmation: boolean,
  label: string | null = null,
  expires: string | null = null,
  networks: string[] | null = null,
): void {
  assert.deepEqual(
    parseChatIntent(text),
    { kind: "create_key", label, permissions, needsConfirmation, expires, networks },
    JSON.stringify(text),
  );
}
