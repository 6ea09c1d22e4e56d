/**
 * The development cluster layout: `kubectl kustomize deploy/dev` renders, every object is valid,
 * the services follow the same conventions as the chart's, and the chart part is what Helm renders.
 */
import assert from "node:assert/strict";
import {
  conventionProblems,
  type K8sObject,
  ofKind,
  parseObjects,
  SERVICES,
  validateObjects,
} from "./_k8s.ts";
import { helmBinary, kubectlBinary, runOk } from "./_tools.ts";

const ROOT = new URL("..", import.meta.url).pathname;
const DEV = `${ROOT}deploy/dev`;
/** The command that renders deploy/dev/app.yaml, as its values file says. */
const HELM_ARGS = [
  "template",
  "assistant",
  "helm/assistant-interface",
  "-n",
  "assistant-dev",
  "-f",
  "deploy/dev/values.yaml",
];

async function renderDev(): Promise<K8sObject[]> {
  return parseObjects(await runOk(await kubectlBinary(), ["kustomize", DEV]));
}

Deno.test("kubectl kustomize deploy/dev renders valid objects that follow the conventions", async () => {
  const objects = await renderDev();
  assert.deepEqual(validateObjects(objects), []);
  assert.deepEqual(conventionProblems(objects), []);
  for (const o of objects.filter((o) => o.kind !== "Namespace")) {
    assert.equal(o.metadata.namespace, "assistant-dev", `${o.kind} ${o.metadata.name}`);
  }
  const stateful = ofKind(objects, "StatefulSet").map((s) => s.metadata.name).sort();
  assert.deepEqual(stateful, ["nats", "postgres"]);
  const nats = ofKind(objects, "StatefulSet").find((s) => s.metadata.name === "nats")!;
  assert.ok(nats.spec.template.spec.containers[0].args.includes("--jetstream"));
});

Deno.test("deploy/dev: every secret reference resolves to the generated Secret's keys", async () => {
  const objects = await renderDev();
  const secrets = ofKind(objects, "Secret");
  assert.equal(secrets.length, 1);
  const secret = secrets[0]!;
  const keys = new Set(Object.keys(secret.data));
  const workloads = [...ofKind(objects, "Deployment"), ...ofKind(objects, "StatefulSet")];
  let references = 0;
  for (const w of workloads) {
    for (const env of w.spec.template.spec.containers[0].env ?? []) {
      const ref = env.valueFrom?.secretKeyRef;
      if (!ref) continue;
      references++;
      assert.equal(ref.name, secret.metadata.name, `${w.metadata.name} ${env.name}`);
      assert.ok(ref.optional || keys.has(ref.key), `${w.metadata.name}: no key ${ref.key}`);
    }
  }
  assert.ok(references >= SERVICES.length * 2);

  // Each service connects as its own role, which postgres-init.sql creates.
  const init = await Deno.readTextFile(`${DEV}/postgres-init.sql`);
  for (const s of SERVICES) {
    const url = new URL(atob(secret.data[`${s.toUpperCase()}_DATABASE_URL`]));
    assert.equal(url.username, s);
    assert.ok(
      init.includes(`create role ${s} login password '${decodeURIComponent(url.password)}'`),
      `postgres-init.sql makes the role ${s}`,
    );
    assert.ok(init.includes(`grant connect, create on database assistant to`));
  }
});

Deno.test("deploy/dev/app.yaml is what helm renders from deploy/dev/values.yaml", async () => {
  const rendered = await runOk(await helmBinary(), HELM_ARGS, { cwd: ROOT });
  const committed = await Deno.readTextFile(`${DEV}/app.yaml`);
  assert.ok(
    committed === rendered,
    `deploy/dev/app.yaml is stale: run helm ${HELM_ARGS.join(" ")} > deploy/dev/app.yaml`,
  );
});
