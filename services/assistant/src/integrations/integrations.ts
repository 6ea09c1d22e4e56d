/**
 * The services a user connects in the chat: a Todoist token (tasks go to Todoist) and a calendar
 * feed's address (the calendar reads that iCalendar feed). The chat commands that set and remove
 * them, and their store. Both secrets are kept only as {@link SecretBox} ciphertext bound to the
 * account: a private calendar address is as much a credential as a token.
 * @module
 */
import type { Sql } from "@asst/shared/db";
import type { SecretBox } from "@asst/shared";

/** What a chat message asks of the integrations, when it is one of their commands. */
export type IntegrationCommand =
  | { kind: "set_todoist_token"; token: string }
  | { kind: "remove_todoist" }
  | { kind: "set_ics_url"; url: string }
  | { kind: "remove_ics" };

/** The connections a user can set. */
export const INTEGRATION_KIND = {
  todoist: "todoist",
  ics: "ics",
  imap: "imap",
  caldav: "caldav",
} as const;

/** The connections a user can set. */
export type IntegrationKind = typeof INTEGRATION_KIND[keyof typeof INTEGRATION_KIND];

/** A token or address the user gave that can not be used; the message is for the user. */
export class IntegrationInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IntegrationInputError";
  }
}

const LONGEST_COMMAND = 2500;
const POLITE = String.raw`(?:(?:please|pls|hi|hey|ok|okay)[,!]?\s+)?`;
const TOKEN_WORDS = String.raw`(?:api\s+|personal\s+|access\s+)?(?:token|key)`;

const SET_TODOIST: RegExp[] = [
  new RegExp(
    String
      .raw`^${POLITE}(?:here\s+is\s+|here's\s+)?my\s+todoist\s+${TOKEN_WORDS}(?:\s+is|\s*[:=]|\s)\s*(\S+)$`,
    "iu",
  ),
  new RegExp(
    String
      .raw`^${POLITE}connect\s+(?:to\s+)?(?:my\s+)?todoist\s+(?:with|using)\s+(?:the\s+|my\s+|this\s+)?(?:${TOKEN_WORDS}\s*[:=]?\s*)?(\S+)$`,
    "iu",
  ),
  new RegExp(
    String.raw`^${POLITE}use\s+(?:the\s+|my\s+|this\s+)?todoist\s+${TOKEN_WORDS}\s*[:=]?\s*(\S+)$`,
    "iu",
  ),
  new RegExp(
    String
      .raw`^${POLITE}set\s+(?:my\s+|the\s+)?todoist\s+${TOKEN_WORDS}\s+(?:to\s+)?[:=]?\s*(\S+)$`,
    "iu",
  ),
  new RegExp(String.raw`^todoist\s+${TOKEN_WORDS}\s*[:=]\s*(\S+)$`, "iu"),
];

const REMOVE_TODOIST = new RegExp(
  String
    .raw`^${POLITE}(?:(?:disconnect|remove|unlink|forget|delete)\s+(?:from\s+)?(?:my\s+|the\s+)?todoist(?:\s+${TOKEN_WORDS}|\s+account|\s+connection)?|stop\s+using\s+todoist)$`,
  "iu",
);

const FEED = String
  .raw`(?:calendar|ics|ical|icalendar)(?:\s+(?:feed|url|address|link|subscription))?`;

const SET_ICS: RegExp[] = [
  new RegExp(
    String.raw`^${POLITE}(?:here\s+is\s+|here's\s+)?my\s+${FEED}(?:\s+is|\s*:|\s)\s*(\S+)$`,
    "iu",
  ),
  new RegExp(String.raw`^${POLITE}use\s+(?:this|my|the)\s+${FEED}\s*:?\s*(\S+)$`, "iu"),
  new RegExp(
    String
      .raw`^${POLITE}(?:connect|add|subscribe\s+to)\s+(?:my\s+|this\s+|the\s+)?${FEED}\s*:?\s*(\S+)$`,
    "iu",
  ),
  new RegExp(String.raw`^${POLITE}set\s+(?:my\s+|the\s+)?${FEED}\s+(?:to\s+)?:?\s*(\S+)$`, "iu"),
  new RegExp(String.raw`^${FEED}\s*:\s*(\S+)$`, "iu"),
];

const REMOVE_ICS = new RegExp(
  String
    .raw`^${POLITE}(?:(?:remove|forget|delete|unlink|disconnect)\s+(?:my\s+|the\s+)?(?:calendar|ics|ical|icalendar)\s+(?:feed|url|address|link|subscription)|disconnect\s+(?:my\s+|the\s+)?calendar|stop\s+using\s+(?:my\s+|the\s+)?(?:calendar|ics)\s+feed)$`,
  "iu",
);

/** The captured word without quotes, brackets or the sentence's closing punctuation. */
export function unwrap(word: string): string {
  return word.replace(/^["'`<(\[]+/u, "").replace(/["'`>)\]]*[.,;!?]*["'`>)\]]*$/u, "");
}

/** `webcal://` and `webcals://` are `https://` to a client that fetches. */
function webcalToHttps(url: string): string {
  return url.replace(/^webcals?:\/\//iu, "https://");
}

/**
 * Recognises the chat commands that connect or disconnect Todoist and a calendar feed, such as
 * "my todoist token is 0123abcd…", "disconnect todoist", "my calendar feed is https://…/basic.ics",
 * "use this calendar: webcal://…" (made https) or "remove my calendar feed".
 * @returns the command, or null for any other message
 */
export function parseIntegrationCommand(text: string): IntegrationCommand | null {
  if (text.length > LONGEST_COMMAND) return null;
  const message = text.normalize("NFKC").replace(/[\u2018\u2019]/gu, "'").replace(/\s+/gu, " ")
    .trim().replace(/[.!]+$/u, "");
  if (!/todoist|calendar|ics|ical/iu.test(message)) return null;
  if (REMOVE_TODOIST.test(message)) return { kind: "remove_todoist" };
  if (REMOVE_ICS.test(message)) return { kind: "remove_ics" };
  for (const pattern of SET_TODOIST) {
    const m = pattern.exec(message);
    const token = m ? unwrap(m[1]!) : "";
    if (token && token.toLowerCase() !== "is") return { kind: "set_todoist_token", token };
  }
  for (const pattern of SET_ICS) {
    const m = pattern.exec(message);
    const url = m ? unwrap(m[1]!) : "";
    if (/^(?:https?|webcals?):\/\//iu.test(url)) {
      return { kind: "set_ics_url", url: webcalToHttps(url) };
    }
  }
  return null;
}

const TODOIST_TOKEN = /^[A-Za-z0-9_\-.]{20,256}$/u;
const LONGEST_URL = 2000;

/** Where a calendar feed is, as it may be shown: scheme and host, never the secret path. */
export function displayFeedUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}/…`;
  } catch {
    return "that address";
  }
}

function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/u, "");
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local")) return true;
  if (host.startsWith("[")) {
    const ip = host.slice(1, -1);
    return ip.startsWith("::") || /^f[cd]/u.test(ip) || /^fe[89ab]/u.test(ip);
  }
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/u.exec(host);
  if (!v4) return false;
  const [a, b] = [Number(v4[1]), Number(v4[2])];
  return a === 0 || a === 10 || a === 127 || a >= 224 || (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127);
}

/**
 * Parses an address the user gave in the chat, of at most 2000 characters.
 * @param what what it is the address of, for the message about its length ("calendar")
 * @param notUrl the message when it is no URL at all
 * @throws {IntegrationInputError}
 */
export function parseGivenUrl(raw: string, what: string, notUrl: string): URL {
  if (raw.length > LONGEST_URL) {
    throw new IntegrationInputError(
      `That ${what} address is ${raw.length} characters long; give one of at most ${LONGEST_URL}`,
    );
  }
  try {
    return new URL(raw);
  } catch {
    throw new IntegrationInputError(notUrl);
  }
}

/**
 * The calendar feed address to store: `webcal://` made `https://`, which it must then be (plain
 * `http://` and private or loopback hosts only with `allowPrivate`).
 * @throws {IntegrationInputError} for anything else, naming only the scheme and host
 */
export function normalizeFeedUrl(text: string, allowPrivate = false): string {
  const url = parseGivenUrl(
    webcalToHttps(text.trim()),
    "calendar",
    "That is not a web address: give the calendar's iCal address, starting with https://",
  );
  const shown = displayFeedUrl(url.href);
  const schemeOk = url.protocol === "https:" || (allowPrivate && url.protocol === "http:");
  if (!schemeOk) {
    throw new IntegrationInputError(
      `The calendar address "${shown}" is not https: give its https:// (or webcal://) address`,
    );
  }
  if (url.username || url.password) {
    throw new IntegrationInputError(
      `The calendar address "${shown}" holds a user name or password: give its secret iCal address instead`,
    );
  }
  if (!allowPrivate && isPrivateHost(url.hostname)) {
    throw new IntegrationInputError(
      `The calendar address "${shown}" is not on the public internet: give a public https:// address`,
    );
  }
  url.hash = "";
  return url.href;
}

/** Reads and writes the connections of each account. */
export interface IntegrationStore {
  /**
   * Stores a Todoist token, encrypted, in place of any earlier one.
   * @throws {IntegrationInputError} when it does not look like a Todoist token
   */
  setTodoistToken(accountId: string, token: string): Promise<void>;
  /** Forgets the Todoist token. @returns false when there was none */
  removeTodoist(accountId: string): Promise<boolean>;
  /**
   * Stores a calendar feed's address, encrypted, in place of any earlier one.
   * @throws {IntegrationInputError} when it is not an https address on the public internet
   */
  setIcsUrl(accountId: string, url: string): Promise<void>;
  /** Forgets the calendar feed. @returns false when there was none */
  removeIcs(accountId: string): Promise<boolean>;
  /**
   * The Todoist token, or null when none is set.
   * @throws {SecretDecryptError} when the stored one no longer decrypts (the key changed)
   */
  getTodoistToken(accountId: string): Promise<string | null>;
  /**
   * The calendar feed's address, or null when none is set.
   * @throws {SecretDecryptError} when the stored one no longer decrypts (the key changed)
   */
  getIcsUrl(accountId: string): Promise<string | null>;
  /**
   * Stores a secret of `kind`, encrypted, with what may be shown of it, in place of any earlier
   * one. The caller has checked it (see `mail_calendar_links.ts`).
   */
  putSecret(
    accountId: string,
    kind: IntegrationKind,
    secret: string,
    shown: string | null,
  ): Promise<void>;
  /**
   * The secret of `kind`, or null when none is set.
   * @throws {SecretDecryptError} when the stored one no longer decrypts (the key changed)
   */
  getSecret(accountId: string, kind: IntegrationKind): Promise<string | null>;
  /** Forgets the secret of `kind`. @returns false when there was none */
  removeSecret(accountId: string, kind: IntegrationKind): Promise<boolean>;
}

/** Options of {@link createIntegrationStore}. */
export interface IntegrationStoreOptions {
  /** Accept `http://` and private or loopback feed hosts (tests only). @default false */
  allowPrivate?: boolean;
}

/** The integrations of each account in `assistant.integrations`, secrets sealed by `secretBox`. */
export function createIntegrationStore(
  sql: Sql,
  secretBox: SecretBox,
  options: IntegrationStoreOptions = {},
): IntegrationStore {
  const aad = (accountId: string, kind: IntegrationKind) => `${accountId}:${kind}`;

  async function put(
    accountId: string,
    kind: IntegrationKind,
    secret: string,
    shown: string | null,
  ) {
    const { ciphertext, iv } = await secretBox.encrypt(secret, aad(accountId, kind));
    await sql`
      insert into assistant.integrations (account_id, kind, secret_ciphertext, secret_iv, url)
      values (${accountId}, ${kind}, ${ciphertext}, ${iv}, ${shown})
      on conflict (account_id, kind) do update set secret_ciphertext = excluded.secret_ciphertext,
        secret_iv = excluded.secret_iv, url = excluded.url, updated_at = now()
    `;
  }

  async function get(accountId: string, kind: IntegrationKind): Promise<string | null> {
    const [row] = await sql<
      { secret_ciphertext: Uint8Array | null; secret_iv: Uint8Array | null }[]
    >`
      select secret_ciphertext, secret_iv from assistant.integrations
      where account_id = ${accountId} and kind = ${kind}
    `;
    if (!row?.secret_ciphertext || !row.secret_iv) return null;
    return await secretBox.decrypt(row.secret_ciphertext, row.secret_iv, aad(accountId, kind));
  }

  async function remove(accountId: string, kind: IntegrationKind): Promise<boolean> {
    const rows = await sql`
      delete from assistant.integrations where account_id = ${accountId} and kind = ${kind}
      returning kind
    `;
    return rows.length > 0;
  }

  return {
    async setTodoistToken(accountId, token) {
      if (!TODOIST_TOKEN.test(token)) {
        throw new IntegrationInputError(
          "That does not look like a Todoist token: copy the API token from Todoist's Settings → Integrations → Developer",
        );
      }
      await put(accountId, INTEGRATION_KIND.todoist, token, null);
    },
    removeTodoist: (accountId) => remove(accountId, INTEGRATION_KIND.todoist),
    async setIcsUrl(accountId, url) {
      const normalized = normalizeFeedUrl(url, options.allowPrivate ?? false);
      await put(accountId, INTEGRATION_KIND.ics, normalized, displayFeedUrl(normalized));
    },
    removeIcs: (accountId) => remove(accountId, INTEGRATION_KIND.ics),
    getTodoistToken: (accountId) => get(accountId, INTEGRATION_KIND.todoist),
    getIcsUrl: (accountId) => get(accountId, INTEGRATION_KIND.ics),
    putSecret: put,
    getSecret: get,
    removeSecret: remove,
  };
}

/**
 * Carries out a command from {@link parseIntegrationCommand} and says what happened, for the chat
 * reply. The reply never holds the token (at most its last 4 characters) nor the feed's path.
 */
export async function applyIntegrationCommand(
  store: IntegrationStore,
  accountId: string,
  command: IntegrationCommand,
): Promise<string> {
  try {
    switch (command.kind) {
      case "set_todoist_token":
        await store.setTodoistToken(accountId, command.token);
        return `Todoist is connected (token ending …${command.token.slice(-4)}). ` +
          "Your tasks now go to Todoist.";
      case "remove_todoist":
        return await store.removeTodoist(accountId)
          ? "Todoist is disconnected and its token is deleted. Your tasks now use the built-in task list."
          : "Todoist was not connected.";
      case "set_ics_url":
        await store.setIcsUrl(accountId, command.url);
        return `Your calendar feed (${displayFeedUrl(command.url)}) is connected. ` +
          "Your calendar now shows its events.";
      case "remove_ics":
        return await store.removeIcs(accountId)
          ? "Your calendar feed is removed. Your calendar now shows only the assistant's own events."
          : "No calendar feed was connected.";
    }
  } catch (err) {
    if (err instanceof IntegrationInputError) return err.message;
    throw err;
  }
}
