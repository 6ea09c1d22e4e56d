/**
 * The chart's Deployments under `podman kube play`, and what stands in for the cluster around
 * them: a podman network of their own, the Secret fed with `podman secret create`, and on the
 * network's gateway address a NATS started for the run and a forwarder to this machine's Postgres.
 * Where podman falls short of a kubelet the test's copy of the objects is changed, never the chart.
 * @module
 */
import { stringify } from "yaml";
import { type K8sObject, ofKind, parseObjects } from "./_k8s.ts";
import { waitFor } from "@asst/shared/testing";
import { freePort } from "./_harness.ts";
import { podman, podmanOk } from "./_image.ts";
import { helm } from "./_tools.ts";

const CHART = new URL("../helm/assistant-interface", import.meta.url).pathname;

/** The chart rendered with `values`: its Deployments and its Secret. */
export async function renderChart(release: string, values: unknown) {
  const file = await Deno.makeTempFile({ suffix: ".json" });
  try {
    await Deno.writeTextFile(file, JSON.stringify(values));
    const out = await helm(["template", release, CHART, "-f", file]);
    if (out.code !== 0) throw new Error(`helm template: ${out.stderr}`);
    const objects = parseObjects(out.stdout);
    const [secret] = ofKind(objects, "Secret");
    if (!secret) throw new Error("the chart rendered no Secret");
    return { deployments: ofKind(objects, "Deployment"), secret };
  } finally {
    await Deno.remove(file);
  }
}

/**
 * The test's copy of a Deployment, changed where podman 4.3 cannot do what a kubelet does:
 * - `ports`: podman publishes every containerPort on the host, so every pod after the first finds
 *   8080 taken; pods are reached at their own address on the network instead, as in a cluster.
 * - probes: podman turns a liveness probe into a healthcheck that runs `curl` (not in the image)
 *   on port 0 (it does not resolve the port's name) from a systemd timer (no systemd here); the
 *   test waits for each pod's /readyz itself.
 * - emptyDir volumes: podman makes one volume named after the volume (`tmp`) for every pod on the
 *   machine; the copy names it after the release and service, so only the two replicas share it.
 */
export function forPodman(deployment: K8sObject, release: string): K8sObject {
  const copy = structuredClone(deployment);
  const pod = copy.spec.template.spec;
  const service = copy.spec.template.metadata.labels["app.kubernetes.io/component"];
  const rename = (name: string) => `${release}-${service}-${name}`;
  for (const volume of pod.volumes ?? []) volume.name = rename(volume.name);
  for (const container of pod.containers) {
    delete container.ports;
    delete container.startupProbe;
    delete container.readinessProbe;
    delete container.livenessProbe;
    for (const mount of container.volumeMounts ?? []) mount.name = rename(mount.name);
  }
  return copy;
}

/** Objects as one YAML stream. */
export function yamlStream(objects: K8sObject[]): string {
  return objects.map((o) => stringify(o)).join("---\n");
}

/**
 * The Secret as podman 4.3's `secretKeyRef` reads it: a podman secret of that name holding the
 * JSON of the Secret's `data` (its keys and base64 values).
 */
export async function createSecret(secret: K8sObject): Promise<string> {
  const file = await Deno.makeTempFile({ suffix: ".json" });
  try {
    await Deno.writeTextFile(file, JSON.stringify(secret.data));
    await podmanOk(["secret", "create", secret.metadata.name, file]);
  } finally {
    await Deno.remove(file);
  }
  return secret.metadata.name;
}

/** A podman network of the run's own, up, and its gateway address (this machine's side). */
export interface PodNetwork {
  name: string;
  gateway: string;
  remove(): Promise<void>;
}

/**
 * Creates a bridge network and keeps it up with a sleeping container: podman (netavark) only
 * brings the bridge, and with it the gateway address, up while a container is attached, and the
 * servers the pods reach must listen on that address before the pods start.
 */
export async function podNetwork(name: string, image: string): Promise<PodNetwork> {
  const holder = `${name}-bridge`;
  const remove = async () => {
    await podman(["rm", "--force", "--time", "0", holder]);
    await podman(["network", "rm", "--force", name]);
  };
  try {
    await podmanOk(["network", "create", name]);
    const gateway = (await podmanOk([
      "network",
      "inspect",
      "--format",
      "{{range .Subnets}}{{.Gateway}}{{end}}",
      name,
    ])).trim();
    await podmanOk([
      "run",
      "--detach",
      "--name",
      holder,
      "--network",
      name,
      "--read-only",
      "--cap-drop=ALL",
      "--entrypoint",
      "sleep",
      image,
      "infinity",
    ]);
    return { name, gateway, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}

/** A TCP forwarder from `hostname` (a free port) to `target`, until closed. */
export function forwardTcp(hostname: string, target: Deno.ConnectOptions) {
  const listener = Deno.listen({ hostname, port: 0 });
  const open = new Set<Deno.Conn>();
  const close = (conn: Deno.Conn) => {
    open.delete(conn);
    try {
      conn.close();
    } catch {
      // already closed
    }
  };
  const pipe = async (from: Deno.Conn, to: Deno.Conn) => {
    await from.readable.pipeTo(to.writable).catch(() => {});
    close(from);
    close(to);
  };
  const serving = (async () => {
    for await (const conn of listener) {
      open.add(conn);
      Deno.connect(target).then((upstream) => {
        open.add(upstream);
        pipe(conn, upstream);
        pipe(upstream, conn);
      }, () => close(conn));
    }
  })().catch(() => {});
  return {
    port: (listener.addr as Deno.NetAddr).port,
    async close() {
      listener.close();
      await serving;
      for (const conn of [...open]) close(conn);
    },
  };
}

/** A nats-server with JetStream on `hostname`, its store in a fresh folder. */
export async function startNats(hostname: string) {
  const port = freePort(hostname);
  const store = await Deno.makeTempDir({ prefix: "kube-play-nats-" });
  const child = new Deno.Command("nats-server", {
    args: ["-a", hostname, "-p", String(port), "-js", "-sd", store],
    stdin: "null",
    stdout: "null",
    stderr: "null",
  }).spawn();
  const stop = async () => {
    try {
      child.kill("SIGTERM");
    } catch {
      // already gone
    }
    await child.status;
    await Deno.remove(store, { recursive: true }).catch(() => {});
  };
  try {
    await waitFor(
      `nats-server to listen on ${hostname}:${port}`,
      () => Deno.connect({ hostname, port }).then((c) => (c.close(), true)),
      10_000,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `nats://${hostname}:${port}`, stop };
}

/** A pod that `podman kube play` made: `<deployment>-pod-<i>`, its container `<pod>-<name>`. */
export interface PlayedPod {
  pod: string;
  container: string;
  service: string;
}

/** The pods of the played Deployments, as podman names them, replica by replica. */
export function playedPods(deployments: K8sObject[]): PlayedPod[] {
  return deployments.flatMap((d) =>
    Array.from({ length: d.spec.replicas ?? 1 }, (_, i) => {
      const pod = `${d.metadata.name}-pod-${i}`;
      const container = d.spec.template.spec.containers[0].name;
      return { pod, container: `${pod}-${container}`, service: container };
    })
  );
}

/** The pod's address on `network`, from its infra container (which holds the pod's network). */
export async function podAddress(pod: string, network: string): Promise<string> {
  const infra = (await podmanOk(["pod", "inspect", "--format", "{{.InfraContainerID}}", pod]))
    .trim();
  const address = await podmanOk([
    "inspect",
    "--format",
    `{{(index .NetworkSettings.Networks "${network}").IPAddress}}`,
    infra,
  ]);
  return address.trim();
}

/**
 * What the container wrote, line by line, as a kubelet's log collector reads it: podman keeps the
 * same CRI format (`<time> <stdout|stderr> <F|P> <text>`), both streams in one file.
 */
export async function containerLog(container: string): Promise<string[]> {
  const path = await podman(["inspect", "--format", "{{.HostConfig.LogConfig.Path}}", container]);
  const text = await Deno.readTextFile(path.stdout.trim()).catch(() => "");
  return text.split("\n").filter((line) => line !== "").map((line) =>
    line.split(" ").slice(3).join(" ")
  );
}

/** Polls `url` until it answers 200; throws with the container's log when it stops first. */
export async function waitReady(url: string, container: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const status = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(async (r) => {
      await r.body?.cancel();
      return r.status;
    }, () => 0);
    if (status === 200) return;
    const state = await podman(["inspect", "--format", "{{.State.Status}}", container]);
    if (state.stdout.trim() !== "running") break;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} never ready:\n${(await containerLog(container)).join("\n")}`);
}
