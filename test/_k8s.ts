/**
 * Rendered Kubernetes objects: parsed from YAML, validated against the Kubernetes (and Gateway
 * API, Prometheus operator) schemas of `kubernetes-models`, and checked against the conventions
 * every Deployment of this project follows.
 * @module
 */
import { assistantConfigSchema, modelConfigSchema } from "@asst/assistant";
import { gatewayConfigSchema } from "@asst/gateway";
import { notifierConfigSchema } from "@asst/notifier";
import { proposalsConfigSchema } from "@asst/proposals";
import { processConfigSchema } from "@asst/shared/http";
import { HTTPRoute } from "@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1";
import { ServiceMonitor } from "@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1";
import { Deployment, StatefulSet } from "kubernetes-models/apps/v1";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import { Ingress, NetworkPolicy } from "kubernetes-models/networking.k8s.io/v1";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import { ConfigMap, Namespace, Secret, Service, ServiceAccount } from "kubernetes-models/v1";
import { parseAllDocuments } from "yaml";

/** A rendered object, as parsed. */
// deno-lint-ignore no-explicit-any
export type K8sObject = { apiVersion: string; kind: string; metadata: { name: string } } & any;

/** The four services. */
export const SERVICES = ["gateway", "assistant", "proposals", "notifier"] as const;
/** One of the four services. */
export type ServiceName = typeof SERVICES[number];

/**
 * Variables the Deno runtime itself reads (colours in its own output, OpenTelemetry export), not
 * the services' code.
 */
export const RUNTIME_VARIABLES = [
  "NO_COLOR",
  "OTEL_DENO",
  "OTEL_SERVICE_NAME",
  "OTEL_EXPORTER_OTLP_ENDPOINT",
  "OTEL_EXPORTER_OTLP_PROTOCOL",
];

/** Every variable a service's own configuration schemas read. */
export function serviceVariables(service: ServiceName): string[] {
  const shapes = {
    gateway: [gatewayConfigSchema.shape],
    assistant: [assistantConfigSchema.shape, modelConfigSchema.shape],
    proposals: [proposalsConfigSchema.shape],
    notifier: [notifierConfigSchema.shape],
  }[service];
  return shapes.flatMap((shape) => Object.keys(shape));
}

/** Every variable a separately deployed process reads before its service's own. */
export const PROCESS_VARIABLES = Object.keys(processConfigSchema.shape);

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  "v1/ConfigMap": ConfigMap,
  "v1/Namespace": Namespace,
  "v1/Secret": Secret,
  "v1/Service": Service,
  "v1/ServiceAccount": ServiceAccount,
  "apps/v1/Deployment": Deployment,
  "apps/v1/StatefulSet": StatefulSet,
  "autoscaling/v2/HorizontalPodAutoscaler": HorizontalPodAutoscaler,
  "policy/v1/PodDisruptionBudget": PodDisruptionBudget,
  "networking.k8s.io/v1/NetworkPolicy": NetworkPolicy,
  "networking.k8s.io/v1/Ingress": Ingress,
  "gateway.networking.k8s.io/v1/HTTPRoute": HTTPRoute,
  "monitoring.coreos.com/v1/ServiceMonitor": ServiceMonitor,
};

/** Parses a multi-document YAML stream; empty documents are dropped. */
export function parseObjects(yamlText: string): K8sObject[] {
  return parseAllDocuments(yamlText).flatMap((doc) => {
    if (doc.errors.length > 0) throw new Error(`YAML: ${doc.errors[0]?.message}`);
    const value = doc.toJS();
    return value === null || value === undefined ? [] : [value as K8sObject];
  });
}

/**
 * Validates every object against its schema; an object of a kind this project does not render
 * is an error too.
 * @returns one line per invalid object, empty when all are valid
 */
export function validateObjects(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const object of objects) {
    const id = `${object.apiVersion}/${object.kind}`;
    const Model = MODELS[id];
    if (!Model) {
      problems.push(`${id} ${object.metadata?.name}: no schema for this kind`);
      continue;
    }
    const copy = structuredClone(object);
    // Kustomize wraps long base64 values; the API server's decoder skips the line breaks.
    if (object.kind === "Secret" && copy.data) {
      for (const key of Object.keys(copy.data)) copy.data[key] = copy.data[key].replace(/\n/g, "");
    }
    try {
      new Model(copy as never).validate();
    } catch (err) {
      problems.push(`${id} ${object.metadata?.name}: ${String(err).slice(0, 500)}`);
    }
  }
  return problems;
}

/** The objects of one kind. */
export function ofKind(objects: K8sObject[], kind: string): K8sObject[] {
  return objects.filter((o) => o.kind === kind);
}

function selects(selector: Record<string, string> | undefined, labels: Record<string, string>) {
  const entries = Object.entries(selector ?? {});
  return entries.length > 0 && entries.every(([k, v]) => labels[k] === v);
}

/**
 * The conventions of every Deployment of a service, with the problems as lines: probes on
 * /readyz and /healthz, resources, non-root, read-only root, seccomp, no capabilities, a writable
 * /tmp, a preStop pause inside the grace period, an image that is not `latest`, selectors within
 * the labels, a Service, a PDB, an HPA and a NetworkPolicy for it, and only the environment
 * variables its configuration schemas read.
 */
export function conventionProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const deployments = ofKind(objects, "Deployment");
  for (const d of deployments) {
    const name = `Deployment ${d.metadata.name}`;
    const bad = (what: string) => problems.push(`${name}: ${what}`);
    const labels: Record<string, string> = d.spec.template.metadata?.labels ?? {};
    const service = labels["app.kubernetes.io/component"] as ServiceName;
    if (!SERVICES.includes(service)) bad(`component label "${service}" is not a service`);
    if (!selects(d.spec.selector?.matchLabels, labels)) bad("selector is not within pod labels");
    const pod = d.spec.template.spec;
    if (pod.containers.length !== 1) bad("expected one container");
    const c = pod.containers[0];
    if (!/(:[A-Za-z0-9._-]+|@sha256:[a-f0-9]{64})$/.test(c.image) || /:latest$/.test(c.image)) {
      bad(`image "${c.image}" has no pinned tag or digest`);
    }
    if (c.readinessProbe?.httpGet?.path !== "/readyz") bad("readinessProbe is not GET /readyz");
    if (c.livenessProbe?.httpGet?.path !== "/healthz") bad("livenessProbe is not GET /healthz");
    if (!c.startupProbe) bad("no startupProbe");
    if (!c.resources?.requests?.cpu || !c.resources?.requests?.memory) bad("no cpu/memory request");
    if (!c.resources?.limits?.memory) bad("no memory limit");
    const sc = c.securityContext ?? {};
    const psc = pod.securityContext ?? {};
    if ((sc.runAsNonRoot ?? psc.runAsNonRoot) !== true) bad("not runAsNonRoot");
    if (sc.readOnlyRootFilesystem !== true) bad("root filesystem is not read-only");
    if (sc.allowPrivilegeEscalation !== false) bad("privilege escalation allowed");
    if (!(sc.capabilities?.drop ?? []).includes("ALL")) bad("capabilities not all dropped");
    if ((sc.seccompProfile ?? psc.seccompProfile)?.type !== "RuntimeDefault") bad("no seccomp");
    const tmp = (c.volumeMounts ?? []).find((m: { mountPath: string }) => m.mountPath === "/tmp");
    const tmpVolume = (pod.volumes ?? []).find((v: { name: string }) => v.name === tmp?.name);
    if (!tmpVolume?.emptyDir) bad("no emptyDir at /tmp");
    const pause = c.lifecycle?.preStop?.sleep?.seconds;
    if (typeof pause !== "number") bad("no preStop sleep");
    if (!(pod.terminationGracePeriodSeconds > (pause ?? 0) + 10)) {
      bad("terminationGracePeriodSeconds leaves under 10 s for the drain after preStop");
    }
    const allowed = new Set([
      ...serviceVariables(service),
      ...PROCESS_VARIABLES,
      ...RUNTIME_VARIABLES,
    ]);
    for (const env of c.env ?? []) {
      if (!allowed.has(env.name)) bad(`sets ${env.name}, which ${service} does not read`);
    }
    const covers = (kind: string, selectorOf: (o: K8sObject) => Record<string, string>) =>
      ofKind(objects, kind).some((o) => selects(selectorOf(o), labels));
    if (!covers("Service", (o) => o.spec.selector)) bad("no Service");
    if (!covers("PodDisruptionBudget", (o) => o.spec.selector?.matchLabels)) bad("no PDB");
    if (!covers("NetworkPolicy", (o) => o.spec.podSelector?.matchLabels)) bad("no NetworkPolicy");
    const hpa = ofKind(objects, "HorizontalPodAutoscaler")
      .find((h) =>
        h.spec.scaleTargetRef.kind === "Deployment" &&
        h.spec.scaleTargetRef.name === d.metadata.name
      );
    if (!hpa) bad("no HorizontalPodAutoscaler");
  }
  const covered = new Set(
    deployments.map((d) => d.spec.template.metadata?.labels?.["app.kubernetes.io/component"]),
  );
  for (const s of SERVICES) if (!covered.has(s)) problems.push(`no Deployment of ${s}`);
  return problems;
}
