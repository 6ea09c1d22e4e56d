/**
 * The gateway's side of the consent in the chat: the subjects the assistant asks when the user
 * sends "allow XXXX-XXXX", taps Confirm or Reject, lists connected apps or disconnects one.
 * @module
 */
import {
  allows,
  gatewaySubjects,
  GROUP_LEVELS,
  GROUPS,
  type Logger,
  normalizePermissions,
  type Permissions,
  serve,
} from "@asst/shared";
import type { Bus, Stoppable } from "@asst/shared/bus";
import { type GrantStore, MAX_GRANTS } from "./grant_store.ts";

/** What the user allowed, never more than was asked. */
export function narrowed(asked: Permissions, allowed: Permissions): Permissions {
  const groups: Permissions["groups"] = {};
  for (const g of GROUPS) {
    const levels = GROUP_LEVELS.filter((l) => allows(asked, g, l) && allows(allowed, g, l));
    if (levels.length > 0) groups[g] = levels;
  }
  return normalizePermissions({ groups, propose: asked.propose && allowed.propose });
}

function hostOf(uri: string): string {
  if (!URL.canParse(uri)) return uri;
  const url = new URL(uri);
  return url.host || url.protocol;
}

/** Serves the consent subjects. */
export function serveConsent(
  bus: Bus,
  grants: GrantStore,
  opts: { queue: string; log: Logger },
  revoked: (fingerprints: string[]) => void,
): Stoppable[] {
  return [
    serve(bus, gatewaySubjects.oauthPairing, opts, async ({ pairing_code }) => {
      const p = await grants.pendingPairing(pairing_code);
      if (!p) {
        return {
          found: false,
          client_name: "",
          redirect_host: "",
          requested: { groups: {}, propose: false },
        };
      }
      return {
        found: true,
        client_name: p.clientName,
        redirect_host: hostOf(p.redirectUri),
        requested: p.requested,
      };
    }),
    serve(
      bus,
      gatewaySubjects.oauthDecide,
      opts,
      async ({ account_id, pairing_code, permissions }) => {
        const p = await grants.pendingPairing(pairing_code);
        const reply = (outcome: "approved" | "denied" | "not_found" | "limit") => ({
          outcome,
          client_name: p?.clientName ?? "",
          max_apps: MAX_GRANTS,
        });
        if (!p) return reply("not_found");
        const granted = permissions === null ? null : narrowed(p.requested, permissions);
        const decided = await grants.decide(pairing_code, account_id, granted);
        if (decided !== "decided") return reply(decided);
        return reply(granted === null ? "denied" : "approved");
      },
    ),
    serve(bus, gatewaySubjects.oauthApps, opts, async ({ account_id }) => ({
      apps: await grants.list(account_id),
      max_apps: MAX_GRANTS,
    })),
    serve(bus, gatewaySubjects.oauthDisconnect, opts, async ({ account_id, name }) => {
      const { disconnected, fingerprints } = await grants.disconnect(account_id, name);
      if (fingerprints.length > 0) revoked(fingerprints);
      return { disconnected };
    }),
  ];
}
