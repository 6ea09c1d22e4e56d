import { everything, NetworkMatcher, silentLogger } from "@asst/shared";
import { Fingerprinter, generateApiKey } from "./api_key.ts";
import { Authenticator } from "./authenticator.ts";
import type { KeyPrincipal, KeyStore } from "./key_store.ts";

const fingerprinter = new Fingerprinter("bench-pepper-0123456789abcdefghijklmnop");
const plain = generateApiKey();
const limited = generateApiKey();
const principals = new Map<string, KeyPrincipal>([
  [await fingerprinter.fingerprint(plain), {
    keyId: crypto.randomUUID(),
    accountId: crypto.randomUUID(),
    permissions: everything(),
    expiresAt: null,
    replaced: false,
    networks: null,
  }],
  [await fingerprinter.fingerprint(limited), {
    keyId: crypto.randomUUID(),
    accountId: crypto.randomUUID(),
    permissions: everything(),
    expiresAt: Date.now() + 30 * 86_400_000,
    replaced: false,
    networks: new NetworkMatcher([
      "198.51.100.0/24",
      "192.0.2.0/24",
      "2001:db8::/48",
      "203.0.113.0/24",
    ]),
  }],
]);
// Every lookup after the first is served from the cache, as on the hot path.
const store = {
  findActive: (fingerprint: string) => Promise.resolve(principals.get(fingerprint) ?? null),
  touch: () => Promise.resolve(),
} as unknown as KeyStore;
const token = `asst_at_${"A1b2C3d4E5".repeat(4)}`;
const tokenPrincipal: KeyPrincipal = {
  keyId: crypto.randomUUID(),
  accountId: crypto.randomUUID(),
  permissions: everything(),
  expiresAt: Date.now() + 3_600_000,
  replaced: false,
  networks: null,
  token: true,
};
const tokenFingerprint = await fingerprinter.fingerprint(token);
const tokens = {
  findAccess: (fingerprint: string) =>
    Promise.resolve(fingerprint === tokenFingerprint ? tokenPrincipal : null),
  touch: () => Promise.resolve(),
};
const auth = new Authenticator({ store, tokens, fingerprinter, log: silentLogger });
const from = () => "203.0.113.9";

Deno.bench("authenticate() a cached key without expiry or networks", {
  group: "auth",
  baseline: true,
}, async () => {
  await auth.authenticate(`Bearer ${plain}`, from);
});

Deno.bench(
  "authenticate() a cached key with an expiry and four allowed networks (the last matches)",
  { group: "auth" },
  async () => {
    await auth.authenticate(`Bearer ${limited}`, from);
  },
);

Deno.bench("authenticate() a cached OAuth access token at the MCP endpoint", {
  group: "auth",
}, async () => {
  await auth.authenticate(`Bearer ${token}`, from, true);
});
