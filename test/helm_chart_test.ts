/**
 * The Helm chart, checked with Helm itself (pinned, from npm): lint, render with the default and
 * the production values, schema refusals, and the conventions on every rendered object.
 */
import assert from "node:assert/strict";
import {
  conventionProblems,
  type K8sObject,
  ofKind,
  parseObjects,
  SERVICES,
  serviceVariables,
  validateObjects,
} from "./_k8s.ts";
import { helm, run } from "./_tools.ts";

const CHART = new URL("../helm/assistant-interface", import.meta.url).pathname;
const PRODUCTION = `${CHART}/ci/production-values.yaml`;

/** `helm template` of the chart with these arguments; throws with Helm's message on failure. */
async function render(args: string[] = []): Promise<K8sObject[]> {
  const out = await helm(["template", "assistant", CHART, "--namespace", "assistant", ...args]);
  assert.equal(out.code, 0, out.stderr);
  return parseObjects(out.stdout);
}

async function valuesFile(text: string): Promise<string> {
  const path = await Deno.makeTempFile({ suffix: ".yaml" });
  await Deno.writeTextFile(path, text);
  return path;
}

function named(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = ofKind(objects, kind).find((o) => o.metadata.name === name);
  assert.ok(found, `no ${kind} ${name}`);
  return found;
}

function container(objects: K8sObject[], service: string) {
  return named(objects, "Deployment", `assistant-assistant-interface-${service}`)
    .spec.template.spec.containers[0];
}

Deno.test("helm lint --strict passes with the default and the production values", async () => {
  for (const args of [[], ["-f", PRODUCTION]]) {
    const out = await helm(["lint", "--strict", CHART, ...args]);
    assert.equal(out.code, 0, `${out.stdout}\n${out.stderr}`);
    assert.match(out.stdout, /1 chart\(s\) linted, 0 chart\(s\) failed/);
  }
});

Deno.test("the default values render valid objects that follow the conventions", async () => {
  const objects = await render();
  assert.deepEqual(validateObjects(objects), []);
  assert.deepEqual(conventionProblems(objects), []);
  assert.deepEqual(ofKind(objects, "HTTPRoute"), []);
  assert.deepEqual(ofKind(objects, "ServiceMonitor"), []);
  for (const s of SERVICES) {
    const args = container(objects, s).args;
    assert.deepEqual(args, ["task", `start:${s}`], `${s} runs its own task`);
  }
  assert.equal(
    container(objects, "gateway").image,
    "ghcr.io/assistant-interface/assistant-interface:0.1.0",
  );

  const ingress = named(objects, "Ingress", "assistant-assistant-interface");
  const routes = ingress.spec.rules[0].http.paths.map((
    p: { path: string; pathType: string; backend: { service: { name: string } } },
  ) => `${p.pathType} ${p.path} -> ${p.backend.service.name}`);
  assert.deepEqual(routes, [
    "Prefix /api/assistant/v1 -> assistant-assistant-interface-gateway",
    "Prefix /.well-known/oauth-protected-resource -> assistant-assistant-interface-gateway",
    "Prefix /.well-known/oauth-authorization-server -> assistant-assistant-interface-gateway",
    "Prefix /chat -> assistant-assistant-interface-proposals",
    "Exact /telegram/webhook -> assistant-assistant-interface-proposals",
  ]);

  // Generated secrets have the shapes the services' schemas demand.
  const secret = named(objects, "Secret", "assistant-assistant-interface-secrets");
  assert.equal(secret.metadata.annotations["helm.sh/resource-policy"], "keep");
  const data = Object.fromEntries(
    Object.entries(secret.data as Record<string, string>).map(([k, v]) => [k, atob(v)]),
  );
  assert.ok(data.KEY_PEPPER!.length >= 32);
  assert.match(data.ASSISTANT_SECRET_KEY!, /^[A-Za-z0-9+/]{43}=$/);
  assert.match(data.WEBHOOK_SECRET_KEY!, /^[A-Za-z0-9+/]{43}=$/);
  assert.notEqual(data.ASSISTANT_SECRET_KEY, data.WEBHOOK_SECRET_KEY);
  assert.equal(data.NOTIFIER_DATABASE_URL, "postgres://notifier@postgres:5432/assistant");
});

Deno.test("each service reads only its own secrets, each its own database URL", async () => {
  const objects = await render();
  const fromSecret = (s: string) =>
    Object.fromEntries(
      container(objects, s).env
        .filter((e: { valueFrom?: unknown }) => e.valueFrom)
        .map((e: { name: string; valueFrom: { secretKeyRef: { key: string } } }) => [
          e.name,
          e.valueFrom.secretKeyRef.key,
        ]),
    );
  assert.deepEqual(fromSecret("gateway"), {
    DATABASE_URL: "GATEWAY_DATABASE_URL",
    KEY_PEPPER: "KEY_PEPPER",
  });
  assert.deepEqual(fromSecret("assistant"), {
    DATABASE_URL: "ASSISTANT_DATABASE_URL",
    ASSISTANT_SECRET_KEY: "ASSISTANT_SECRET_KEY",
    OPENAI_API_KEY: "OPENAI_API_KEY",
    ANTHROPIC_API_KEY: "ANTHROPIC_API_KEY",
  });
  assert.deepEqual(fromSecret("proposals"), {
    DATABASE_URL: "PROPOSALS_DATABASE_URL",
    SMTP_URL: "SMTP_URL",
    TELEGRAM_BOT_TOKEN: "TELEGRAM_BOT_TOKEN",
    TELEGRAM_WEBHOOK_SECRET: "TELEGRAM_WEBHOOK_SECRET",
  });
  assert.deepEqual(fromSecret("notifier"), {
    DATABASE_URL: "NOTIFIER_DATABASE_URL",
    WEBHOOK_SECRET_KEY: "WEBHOOK_SECRET_KEY",
  });
});

Deno.test("values.schema.json offers exactly the variables each service reads", async () => {
  const schema = JSON.parse(await Deno.readTextFile(`${CHART}/values.schema.json`));
  const objects = await render();
  for (const s of SERVICES) {
    const settable = Object.keys(schema.properties[s].properties.config.properties);
    const secret = container(objects, s).env
      .filter((e: { name: string; valueFrom?: unknown }) =>
        e.valueFrom && e.name !== "DATABASE_URL"
      )
      .map((e: { name: string }) => e.name);
    assert.deepEqual(
      [...settable, ...secret].sort(),
      serviceVariables(s).sort(),
      `${s}: config keys plus secrets must be the variables of its schema`,
    );
  }
});

Deno.test("the production example renders valid objects with its choices applied", async () => {
  const objects = await render(["-f", PRODUCTION]);
  assert.deepEqual(validateObjects(objects), []);
  assert.deepEqual(conventionProblems(objects), []);
  // Secrets come from the operator's Secret; the chart makes none.
  assert.deepEqual(ofKind(objects, "Secret"), []);
  for (const s of SERVICES) {
    for (
      const env of container(objects, s).env.filter((e: { valueFrom?: unknown }) => e.valueFrom)
    ) {
      assert.equal(env.valueFrom.secretKeyRef.name, "assistant-interface-secrets");
    }
  }
  assert.match(container(objects, "gateway").image, /@sha256:[a-f0-9]{64}$/);
  const assistantEnv = Object.fromEntries(
    container(objects, "assistant").env.filter((e: { value?: string }) => e.value !== undefined)
      .map((e: { name: string; value: string }) => [e.name, e.value]),
  );
  assert.equal(assistantEnv.MODEL_PROVIDER, "openai");
  assert.equal(assistantEnv.OTEL_DENO, "true");
  assert.equal(assistantEnv.OTEL_SERVICE_NAME, "assistant");
  assert.equal(assistantEnv.BUS_PREFIX, "prod.");
  assert.equal(
    assistantEnv.NATS_URL,
    "nats://nats-0.nats-headless.nats:4222,nats://nats-1.nats-headless.nats:4222,nats://nats-2.nats-headless.nats:4222",
    "a list of servers becomes one comma-separated NATS_URL",
  );
  assert.equal(assistantEnv.NATS_STREAM_REPLICAS, "3");

  const route = named(objects, "HTTPRoute", "assistant-assistant-interface");
  assert.deepEqual(route.spec.hostnames, ["assistant.example.com"]);
  const backends = route.spec.rules.map((r: {
    matches: { path: { type: string; value: string } }[];
    backendRefs: { name: string }[];
  }) =>
    `${r.matches.map((m) => `${m.path.type} ${m.path.value}`).join(", ")} -> ${
      r.backendRefs[0]!.name
    }`
  );
  assert.deepEqual(backends, [
    "PathPrefix /api/assistant/v1, PathPrefix /.well-known/oauth-protected-resource, " +
    "PathPrefix /.well-known/oauth-authorization-server -> assistant-assistant-interface-gateway",
    "PathPrefix /chat, Exact /telegram/webhook -> assistant-assistant-interface-proposals",
  ]);

  const monitor = named(objects, "ServiceMonitor", "assistant-assistant-interface");
  assert.equal(monitor.spec.endpoints[0].path, "/metrics");
  assert.equal(monitor.spec.endpoints[0].port, "http");
  assert.deepEqual(monitor.spec.selector.matchExpressions[0].values, [...SERVICES]);
  for (const service of ofKind(objects, "Service")) {
    assert.ok(service.spec.ports.some((p: { name: string }) => p.name === "http"));
  }
});

Deno.test("network policies: only gateway and proposals take ingress traffic; egress is narrow", async () => {
  const objects = await render(["-f", PRODUCTION]);
  for (const s of SERVICES) {
    const policy = named(objects, "NetworkPolicy", `assistant-assistant-interface-${s}`);
    assert.deepEqual(policy.spec.policyTypes, ["Ingress", "Egress"]);
    const fromIngress = policy.spec.ingress.some((rule: { from: unknown[] }) =>
      JSON.stringify(rule.from).includes("gateway-system")
    );
    assert.equal(fromIngress, s === "gateway" || s === "proposals", `${s} ingress`);
    const ports = policy.spec.egress.flatMap((rule: { ports: { port: number }[] }) =>
      rule.ports.map((p) => p.port)
    ).sort((a: number, b: number) => a - b);
    const internet = policy.spec.egress.filter((rule: { to?: { ipBlock?: { cidr: string } }[] }) =>
      rule.to?.some((t) => t.ipBlock?.cidr === "0.0.0.0/0")
    );
    // The production example traces, so every service also reaches the OTLP collector (4318).
    const expected: Record<string, number[]> = {
      gateway: [53, 53, 443, 4222, 4318, 5432],
      assistant: [53, 53, 80, 143, 443, 993, 4222, 4318, 5432],
      proposals: [25, 53, 53, 443, 465, 587, 4222, 4318, 5432],
      notifier: [53, 53, 443, 4222, 4318, 5432],
    };
    assert.deepEqual(ports, expected[s], `${s} egress ports`);
    assert.equal(internet.length, 1, `${s} internet egress`);
    for (const rule of internet) {
      assert.ok(rule.to[0].ipBlock.except.includes("169.254.0.0/16"), "metadata stays out");
    }
  }
});

Deno.test("without tracing no service may reach an OTLP collector", async () => {
  const objects = await render();
  for (const policy of ofKind(objects, "NetworkPolicy")) {
    const ports = policy.spec.egress.flatMap((rule: { ports: { port: number }[] }) =>
      rule.ports.map((p) => p.port)
    );
    assert.ok(!ports.includes(4318), `${policy.metadata.name} egress ports ${ports}`);
    assert.ok(
      ports.includes(4222) && ports.includes(5432),
      `${policy.metadata.name} NATS, Postgres`,
    );
  }
});

Deno.test("values with an unknown key, at the top or nested, are refused by the schema", async () => {
  const cases = [
    ["replicaCount: 3\n", "Additional property replicaCount is not allowed"],
    ["gateway:\n  autoscaling:\n    enabeld: true\n", "Additional property enabeld is not allowed"],
    ["assistant:\n  config:\n    MODEL_PROVIDR: openai\n", "Additional property MODEL_PROVIDR"],
    ["networkPolicy:\n  nats:\n    prot: 4222\n", "Additional property prot is not allowed"],
    ["logLevel: verbose\n", "logLevel"],
    ['secrets:\n  smtpUrl: "http://mail"\n', "smtpUrl"],
    ["image:\n  tag: latest\n", "image.tag"],
  ];
  for (const [values, message] of cases) {
    const out = await helm(["template", "x", CHART, "-f", await valuesFile(values!)]);
    assert.notEqual(out.code, 0, `accepted: ${values}`);
    assert.ok(out.stderr.includes(message!), `${values}: ${out.stderr}`);
  }
});

Deno.test("the conventions check notices a weakened Deployment", async () => {
  const objects = await render([
    "--set=securityContext.readOnlyRootFilesystem=false",
    "--set=notifier.pdb.enabled=false",
    "--set=preStopSleepSeconds=40",
    "--set=gateway.extraEnv[0].name=NOT_READ_BY_GATEWAY",
    "--set=gateway.extraEnv[0].value=x",
  ]);
  const problems = conventionProblems(objects);
  const gateway = "Deployment assistant-assistant-interface-gateway";
  const notifier = "Deployment assistant-assistant-interface-notifier";
  for (
    const expected of [
      `${gateway}: root filesystem is not read-only`,
      `${gateway}: sets NOT_READ_BY_GATEWAY, which gateway does not read`,
      `${gateway}: terminationGracePeriodSeconds leaves under 10 s for the drain after preStop`,
      `${notifier}: no PDB`,
    ]
  ) assert.ok(problems.includes(expected), `missing "${expected}" in ${problems.join("\n")}`);
});

Deno.test("choices that miss what they need are refused with the setting named", async () => {
  const cases = [
    ["expose:\n  type: httpRoute\n", "expose.httpRoute.parentRefs is required"],
    ["tracing:\n  enabled: true\n", "tracing.otlpEndpoint is required"],
  ];
  for (const [values, message] of cases) {
    const out = await helm(["template", "x", CHART, "-f", await valuesFile(values!)]);
    assert.notEqual(out.code, 0, `accepted: ${values}`);
    assert.ok(out.stderr.includes(message!), out.stderr);
  }
});

Deno.test("NOTES.txt names the Secret but never prints a secret value", async () => {
  // Helm renders NOTES.txt only on install; render it here with the same engine through `tpl`.
  const copy = await Deno.makeTempDir({ prefix: "chart-notes-" });
  await run("cp", ["-r", `${CHART}/.`, copy]);
  await Deno.copyFile(`${CHART}/templates/NOTES.txt`, `${copy}/notes.txt`);
  await Deno.writeTextFile(
    `${copy}/templates/zz-notes.yaml`,
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: notes\ndata:\n  notes: {{ tpl (.Files.Get "notes.txt") . | quote }}\n',
  );
  const secrets = {
    openai: "sk-test-0123456789abcdefNOTES",
    smtp: "smtp://mailer:hunter2-smtp@mail.example.com:587",
    db: "postgres://gateway:s3cret-db-password@db.example.com:5432/assistant",
    telegram: "123456:ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef",
  };
  const values = await valuesFile(
    `secrets:\n  openaiApiKey: "${secrets.openai}"\n  smtpUrl: "${secrets.smtp}"\n` +
      `  telegramBotToken: "${secrets.telegram}"\n  databaseUrls:\n    gateway: "${secrets.db}"\n`,
  );
  const out = await helm(["template", "assistant", copy, "-f", values]);
  await Deno.remove(copy, { recursive: true });
  assert.equal(out.code, 0, out.stderr);
  const objects = parseObjects(out.stdout);
  const notes: string = named(objects, "ConfigMap", "notes").data.notes;
  assert.match(notes, /Secret "assistant-assistant-interface-secrets"/);
  const generated = Object.values(
    named(objects, "Secret", "assistant-assistant-interface-secrets").data as Record<
      string,
      string
    >,
  ).map((v) => atob(v));
  for (const value of [...Object.values(secrets), ...generated, "hunter2", "s3cret"]) {
    assert.ok(!notes.includes(value), `NOTES.txt prints a secret`);
  }
});
