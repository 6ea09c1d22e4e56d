/**
 * What tests of outbound calls need without the Internet: a loopback address declared public
 * (`127.0.0.2`, under the production rules otherwise), listeners that count their connections,
 * resolvers whose answers flip between that address and loopback (DNS rebinding) or give both,
 * and a test CA with a certificate for `shop.example`.
 * @module
 */
import { type AddressPolicy, blockedReason, type HostResolver } from "../src/ssrf.ts";

/** The loopback address tests declare public: a listener on it stands for a server outside. */
export const FAKE_PUBLIC_ADDRESS = "127.0.0.2";

/** The production rules (`allowPrivate` off), except that {@link FAKE_PUBLIC_ADDRESS} is public. */
export const fakePublicPolicy: AddressPolicy = (address) =>
  address === FAKE_PUBLIC_ADDRESS ? null : blockedReason(address, false);

const testdata = new URL("./testdata/", import.meta.url);

/** A CA trusted only by tests, and a certificate and key it signed for {@link TEST_TLS_NAME}. */
export function testTls(): { caCert: string; cert: string; key: string } {
  const read = (name: string) => Deno.readTextFileSync(new URL(name, testdata));
  return {
    caCert: read("test_ca.pem"),
    cert: read("test_server_cert.pem"),
    key: read("test_server_key.pem"),
  };
}

/** The name the test certificate is for. */
export const TEST_TLS_NAME = "shop.example";

/** A raw TCP listener that counts the connections it accepts. */
export interface CountingListener {
  hostname: string;
  port: number;
  /** Connections accepted so far. */
  connections(): number;
  /** Stops listening and closes the connections; again, does nothing. */
  close(): Promise<void>;
}

/**
 * Listens on `hostname:port` (a free port by default) and counts connections. Each is answered
 * at once with `greeting` (a small HTTP 200 by default) and closed when the peer closes it.
 */
export function listenCounting(
  hostname = "127.0.0.1",
  port = 0,
  greeting = "HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok",
): CountingListener {
  const listener = Deno.listen({ hostname, port });
  const open = new Set<Deno.Conn>();
  const handlers: Promise<void>[] = [];
  let count = 0;
  const serve = async (conn: Deno.Conn) => {
    open.add(conn);
    try {
      await conn.write(new TextEncoder().encode(greeting));
      const buf = new Uint8Array(4096);
      while ((await conn.read(buf)) !== null) { /* discard */ }
    } catch {
      /* the peer or close() ended it */
    } finally {
      open.delete(conn);
      try {
        conn.close();
      } catch { /* already closed */ }
    }
  };
  const accepting = (async () => {
    try {
      for await (const conn of listener) {
        count++;
        handlers.push(serve(conn));
      }
    } catch { /* closed */ }
  })();
  let closed = false;
  return {
    hostname,
    port: (listener.addr as Deno.NetAddr).port,
    connections: () => count,
    async close() {
      if (closed) return;
      closed = true;
      listener.close();
      for (const conn of open) {
        try {
          conn.close();
        } catch { /* already closed */ }
      }
      await accepting;
      await Promise.all(handlers);
    },
  };
}

/** A resolver that records how often it was asked. */
export type CountingResolver = HostResolver & { calls(): number };

/**
 * A name whose answer flips on every lookup: `first` (the fake public address), then `second`
 * (loopback), then `first` again; other names have no addresses.
 */
export function flippingResolver(
  name: string,
  first = FAKE_PUBLIC_ADDRESS,
  second = "127.0.0.1",
): CountingResolver {
  let calls = 0;
  const resolve = (host: string) => {
    if (host !== name) return Promise.resolve([]);
    return Promise.resolve([calls++ % 2 === 0 ? first : second]);
  };
  return Object.assign(resolve, { calls: () => calls });
}

/** A resolver that answers `addresses` for every name. */
export function fixedResolver(...addresses: string[]): CountingResolver {
  let calls = 0;
  const resolve = () => {
    calls++;
    return Promise.resolve([...addresses]);
  };
  return Object.assign(resolve, { calls: () => calls });
}

/** Two counting listeners on one port: a loopback trap and a decoy at the fake public address. */
export interface RebindingPair {
  port: number;
  /** On 127.0.0.1: no connection may ever reach it. */
  trap: CountingListener;
  /** On {@link FAKE_PUBLIC_ADDRESS}: where a checked connection goes. */
  decoy: CountingListener;
  /** Closes both. */
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1 and {@link FAKE_PUBLIC_ADDRESS} on the same port, so that a request to
 * `name:port` lands on one or the other depending only on the address connected to.
 */
export function listenRebindingPair(greeting?: string): RebindingPair {
  const trap = greeting === undefined
    ? listenCounting("127.0.0.1")
    : listenCounting("127.0.0.1", 0, greeting);
  const decoy = greeting === undefined
    ? listenCounting(FAKE_PUBLIC_ADDRESS, trap.port)
    : listenCounting(FAKE_PUBLIC_ADDRESS, trap.port, greeting);
  return {
    port: trap.port,
    trap,
    decoy,
    close: async () => {
      await trap.close();
      await decoy.close();
    },
  };
}
