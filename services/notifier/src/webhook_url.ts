import { assertPublicUrl, type HostResolver } from "@asst/shared";

/** Options of {@link checkWebhookUrl}. */
export interface WebhookUrlOptions {
  /** Accept `http://` and loopback or private hosts (env `WEBHOOK_ALLOW_PRIVATE_URLS`). */
  allowPrivate: boolean;
  /** @default A and AAAA records with `Deno.resolveDns` */
  resolveHost?: HostResolver;
  signal?: AbortSignal;
}

/**
 * Checks that a webhook may be sent to `raw`, at registration (each attempt is checked again by the
 * outbound client, which then connects to the address it checked): https (http too with
 * `allowPrivate`), no credentials, and a host that is and resolves only to public addresses. @returns the address without its fragment
 * @throws {UrlRefusedError} `bad_url`, `blocked` or `dns`, with a message for the user
 */
export async function checkWebhookUrl(raw: string, options: WebhookUrlOptions): Promise<URL> {
  const url = await assertPublicUrl(raw, {
    allowPrivate: options.allowPrivate,
    schemes: options.allowPrivate ? ["https:", "http:"] : ["https:"],
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  url.hash = "";
  return url;
}

/** The forms under which a URL the user typed may be stored: as typed and normalised. */
export function urlVariants(raw: string): string[] {
  const trimmed = raw.trim();
  try {
    const url = new URL(trimmed);
    url.hash = "";
    return [...new Set([trimmed, url.href])];
  } catch {
    return [trimmed];
  }
}
