/**
 * The floor of the benchmark: what a microservice on this stack costs at the least. Run as two
 * processes: `floor.ts responder <nats> <subject>` echoes every request on the subject, and
 * `floor.ts http <port> <nats> <subject>` is a Hono app that forwards each JSON body as a NATS
 * request and answers with the reply.
 * @module
 */
import { connect } from "@nats-io/transport-node";
import { Hono } from "hono";

async function responder(servers: string, subject: string): Promise<void> {
  const nc = await connect({ servers });
  const sub = nc.subscribe(subject, { queue: "floor" });
  Deno.addSignalListener("SIGTERM", () => void nc.drain().then(() => Deno.exit(0)));
  for await (const msg of sub) msg.respond(msg.data);
}

async function http(port: number, servers: string, subject: string): Promise<void> {
  const nc = await connect({ servers });
  const app = new Hono();
  // Ready when the responder answers.
  app.get("/readyz", async (c) => {
    await nc.request(subject, "{}", { timeout: 1000 });
    return c.json({ status: "ready" });
  });
  app.post("/echo", async (c) => {
    const body = await c.req.json();
    const reply = await nc.request(subject, JSON.stringify(body), { timeout: 10_000 });
    return c.json(reply.json());
  });
  const server = Deno.serve({ port, hostname: "127.0.0.1", onListen: () => {} }, app.fetch);
  Deno.addSignalListener("SIGTERM", () => {
    void server.shutdown().then(() => nc.drain()).then(() => Deno.exit(0));
  });
}

if (import.meta.main) {
  const [mode, ...args] = Deno.args;
  if (mode === "responder") await responder(args[0]!, args[1]!);
  else if (mode === "http") await http(Number(args[0]), args[1]!, args[2]!);
  else throw new Error("usage: floor.ts responder <nats> <subject> | http <port> <nats> <subject>");
}
