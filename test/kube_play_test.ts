/**
 * The chart's pods, run: the chart rendered with two replicas of each service, its Deployments run
 * by `podman kube play` on the image built from deploy/Dockerfile, against this machine's Postgres
 * (a fresh database) and a NATS started for the run; then the key flow in the web chat and
 * `POST /messages` through each gateway pod. Podman's limits are worked around in the test's copy
 * of the objects (test/_kube_play.ts), never in the chart.
 */
import assert from "node:assert/strict";
import { api, chat, createKey, freshDatabase } from "./_harness.ts";
import { imageBuilt, podman, podmanOk, whyNoContainers } from "./_image.ts";
import { SERVICES } from "./_k8s.ts";
import {
  containerLog,
  createSecret,
  forPodman,
  forwardTcp,
  playedPods,
  podAddress,
  podNetwork,
  renderChart,
  startNats,
  waitReady,
  yamlStream,
} from "./_kube_play.ts";
import { run } from "./_tools.ts";

const REPOSITORY = "localhost/assistant-interface";

/** Why this machine cannot run the pods, or null when it can. */
async function whyNotHere(): Promise<string | null> {
  const containers = await whyNoContainers();
  if (containers) return containers;
  const nats = await run("sh", ["-c", "command -v nats-server"]);
  return nats.code === 0 ? null : "nats-server is not installed";
}

const skip = await whyNotHere();
if (skip) console.log(`kube_play_test: SKIPPED, this machine cannot run the chart's pods: ${skip}`);

/** The chart's values for this run: every service at two replicas, reaching the run's servers. */
function chartValues(tag: string, natsUrl: string, databaseUrl: string) {
  const services = Object.fromEntries(SERVICES.map((s) => [s, {
    replicas: 2,
    autoscaling: { enabled: false },
    // Eight pods on the machine's shared Postgres: a small pool each.
    databasePoolSize: 2,
    ...(s === "proposals" ? { config: { WEB_CHAT_ENABLED: true } } : {}),
  }]));
  return {
    image: { repository: REPOSITORY, tag, pullPolicy: "Never" },
    nats: { url: natsUrl },
    secrets: { databaseUrls: Object.fromEntries(SERVICES.map((s) => [s, databaseUrl])) },
    ...services,
  };
}

Deno.test({
  name: "the chart's Deployments run two pods per service under podman kube play: a key from the " +
    "web chat, then POST /messages through each gateway pod",
  ignore: skip !== null,
  sanitizeResources: false,
  fn: async () => {
    const id = crypto.randomUUID().slice(0, 8);
    const release = `kp${id}`;
    // A tag of the run's own: another checkout's build cannot move it while the pods start.
    const tag = `kube-play-${id}`;
    const undo: (() => Promise<unknown>)[] = [];
    try {
      await imageBuilt(`${REPOSITORY}:${tag}`);
      undo.push(() => podman(["rmi", `${REPOSITORY}:${tag}`]));
      const network = await podNetwork(`assistant-kube-play-${id}`, `${REPOSITORY}:${tag}`);
      undo.push(network.remove);
      // The pods reach the machine at the network's gateway address: NATS listens there, and
      // Postgres (on 127.0.0.1 only, trusting local connections) is forwarded from there.
      const nats = await startNats(network.gateway);
      undo.push(nats.stop);
      const db = await freshDatabase();
      undo.push(db.drop);
      const local = new URL(db.url);
      const postgres = forwardTcp(network.gateway, {
        hostname: local.hostname,
        port: Number(local.port || 5432),
      });
      undo.push(postgres.close);
      const databaseUrl = new URL(db.url);
      databaseUrl.host = `${network.gateway}:${postgres.port}`;

      const { deployments, secret } = await renderChart(
        release,
        chartValues(tag, nats.url, databaseUrl.toString()),
      );
      const replicas = deployments.map((d) => [d.metadata.name, d.spec.replicas]);
      assert.deepEqual(
        replicas,
        SERVICES.map((s) => [`${release}-assistant-interface-${s}`, 2]),
        "two replicas of each service",
      );
      const name = await createSecret(secret);
      undo.push(() => podman(["secret", "rm", name]));
      const pods = playedPods(deployments);
      // Nothing is checked of the teardown, so the pods are killed rather than stopped; one call
      // for all of them, as podman 4.3 leaves pods behind when removals run side by side.
      undo.push(async () => {
        await podman(["pod", "kill", ...pods.map((p) => p.pod)]);
        await podman(["pod", "rm", "--force", "--ignore", ...pods.map((p) => p.pod)]);
      });
      const file = await Deno.makeTempFile({ suffix: ".yaml" });
      undo.push(() => Deno.remove(file));
      await Deno.writeTextFile(file, yamlStream(deployments.map((d) => forPodman(d, release))));
      await podmanOk(["kube", "play", "--network", network.name, file], 300_000);

      // podman runs no readiness probe: the test waits for each pod's /readyz as a kubelet would.
      const bases = new Map<string, string>();
      for (const pod of pods) {
        const base = `http://${await podAddress(pod.pod, network.name)}:8080`;
        await waitReady(`${base}/readyz`, pod.container);
        bases.set(pod.pod, base);
      }
      const of = (service: string) =>
        pods.filter((p) => p.service === service).map((p) => bases.get(p.pod)!);

      const listed = await podmanOk([
        "pod",
        "ps",
        "--filter",
        `name=^${release}-`,
        "--format",
        "{{.Name}} {{.Status}}",
      ]);
      assert.deepEqual(
        listed.trim().split("\n").sort(),
        pods.map((p) => `${p.pod} Running`).sort(),
        "two running pods per service, and no other",
      );

      // The key flow of "First key in two minutes", one proposals pod after the other.
      const [chatOne, chatTwo] = of("proposals");
      const remembered = await chat(chatOne!, "ada", "remember that my dentist is Dr Lee");
      assert.match(remembered.map((m) => m.text).join("\n"), /dentist is Dr Lee/);
      const key = await createKey(chatTwo!, "ada", "create an API key");

      const gateways = of("gateway");
      assert.equal(gateways.length, 2);
      for (const gateway of gateways) {
        const res = await api(gateway, "/messages", key, { message: "who is my dentist?" });
        const body = await res.json();
        assert.equal(res.status, 200, `${gateway}: ${JSON.stringify(body)}`);
        assert.match(body.reply, /Dr Lee/, `${gateway} answered from the profile`);
      }

      for (const pod of pods) {
        const state = await podmanOk(["inspect", "--format", "{{.State.Status}}", pod.container]);
        assert.equal(state.trim(), "running", `${pod.container} still runs`);
        const log = await containerLog(pod.container);
        assert.ok(
          log[0]?.startsWith(`Task start:${pod.service} deno run `),
          `${pod.container}'s first line is its task: ${JSON.stringify(log[0])}`,
        );
        const coloured = log.filter((line) => line.includes("\x1b["));
        assert.deepEqual(coloured, [], `${pod.container} logs plain text`);
      }
    } finally {
      for (const step of undo.reverse()) await step().catch(() => {});
    }
  },
});
