/**
 * A replica that takes requests and never answers them, for tests that kill it mid-request: it
 * serves `work` in the queue group `work` and prints `took` for each request it takes.
 *
 * Usage: deno run -A shared/testing/hung_replier.ts <nats-url> <prefix>
 */
import { silentLogger } from "../src/log.ts";
import { NatsBus } from "../src/nats_bus.ts";

const [servers, prefix] = Deno.args;
if (!servers || !prefix) throw new Error("usage: hung_replier.ts <nats-url> <prefix>");
const bus = await NatsBus.connect({ servers, prefix, log: silentLogger });
const encoder = new TextEncoder();
bus.serve("work", "work", () => {
  Deno.stdout.writeSync(encoder.encode("took\n"));
  return new Promise(() => {});
});
await bus.ping();
Deno.stdout.writeSync(encoder.encode("ready\n"));
