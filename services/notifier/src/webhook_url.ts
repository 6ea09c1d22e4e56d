import { assertPublicUrl, type HostResolver, UrlRefusedError } from "@asst/shared";

/** Options of {@link checkWebhookUrl}. */
export interface WebhookUrlOptions {
  /** Accept `http://` and loopback or private hosts (env `WEBHOOK_ALLOW_PRIVATE_URLS`). */
  allowPrivate: boolean;
  /** @default A and AAAA records with `Deno.resolveDns` */
  resolveHost?: HostResolver;
  signal?: AbortSignal;
}

/** What a refusal of a receiver on this machine or its network adds: how to try webhooks locally. */
export const LOCAL_RECEIVER_HINT =
  "; to try webhooks with a receiver on this machine, start the server with WEBHOOK_ALLOW_PRIVATE_URLS=true";

/**
 * Checks that a webhook may be sent to `raw`, at registration (each attempt is checked again by the
 * outbound client, which then connects to the address it checked): https (http too with
 * `allowPrivate`), no credentials, and a host that is and resolves only to public addresses. A
 * refusal that `WEBHOOK_ALLOW_PRIVATE_URLS` would lift (a loopback or private host, over http or
 * https) says so ({@link LOCAL_RECEIVER_HINT}); one it would not (a metadata address, plain http to
 * a public host) does not. @returns the address without its fragment
 * @throws {UrlRefusedError} `bad_url`, `blocked` or `dns`, with a message for the user
 */
export async function checkWebhookUrl(raw: string, options: WebhookUrlOptions): Promise<URL> {
  const check = (allowPrivate: boolean, schemes: string[]) =>
    assertPublicUrl(raw, {
      allowPrivate,
      schemes,
      ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  let url: URL;
  try {
    url = await check(
      options.allowPrivate,
      options.allowPrivate ? ["https:", "http:"] : ["https:"],
    );
  } catch (err) {
    if (!(err instanceof UrlRefusedError) || options.allowPrivate) throw err;
    // Would the setting lift it, and is it the host (not only the scheme) that is refused?
    const local = await check(true, ["https:", "http:"]).then(
      () => check(false, ["https:", "http:"]).then(() => false, () => true),
      () => false,
    );
    if (!local) throw err;
    throw new UrlRefusedError(err.code, err.message + LOCAL_RECEIVER_HINT, { cause: err });
  }
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
