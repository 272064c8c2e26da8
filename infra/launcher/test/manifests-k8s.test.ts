import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { platformServices } from '@canopy/contracts';
import { remoteNames } from '@canopy/gateway';
import { gatewayEnvironmentSchema, serviceConfigSchemas } from '../src/cluster/service-config-schemas';
import {
  knownVariables,
  callersOf,
  neededVariables,
  repoPath,
  yamlDocuments,
  type K8sObject,
} from './manifest-expectations';

/**
 * infra/k8s, as `kubectl apply -k infra/k8s` applies it (every file its kustomization lists), held to the
 * platform's service list and to each process's configuration schema.
 */

interface EnvEntry {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
}
interface Container {
  name: string;
  command?: string[];
  env?: EnvEntry[];
  envFrom?: { configMapRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string; port: number } };
  livenessProbe?: { httpGet?: { path: string; port: number } };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean };
}
interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  containers: Container[];
  initContainers?: Container[];
}

const k8s = (file: string) => repoPath('infra', 'k8s', file);
const kustomization = parse(readFileSync(k8s('kustomization.yaml'), 'utf8')) as { resources: string[] };
const objects = kustomization.resources.flatMap((file) => yamlDocuments(k8s(file)));
const find = (kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name) as K8sObject | undefined;
const podOf = (name: string) =>
  (find('Deployment', name)?.spec as { template: { spec: PodSpec } } | undefined)?.template.spec;
const configMaps = new Map(
  objects.filter((o) => o.kind === 'ConfigMap').map((o) => [o.metadata.name, o.data ?? {}]),
);

/** The container's variables: its own and those of the ConfigMaps it reads whole. */
function variablesOf(container: Container): Record<string, EnvEntry> {
  const vars: Record<string, EnvEntry> = {};
  for (const from of container.envFrom ?? []) {
    const data = configMaps.get(from.configMapRef!.name);
    expect(data, `ConfigMap ${from.configMapRef!.name}`).toBeDefined();
    for (const [name, value] of Object.entries(data!)) vars[name] = { name, value };
  }
  for (const e of container.env ?? []) vars[e.name] = e;
  return vars;
}

const deployments = [
  ...platformServices.map((s) => ({
    name: s.name,
    port: s.defaultPort,
    schema: serviceConfigSchemas[s.name],
  })),
  { name: 'gateway', port: 3000, schema: gatewayEnvironmentSchema },
];

describe('infra/k8s', () => {
  it('deploys every platform service and the gateway: at least two replicas, a Service on its port', () => {
    for (const { name, port } of deployments) {
      const deployment = find('Deployment', name);
      expect(deployment, name).toBeDefined();
      expect((deployment!.spec as { replicas: number }).replicas, name).toBeGreaterThanOrEqual(2);
      const service = find('Service', name)?.spec as { ports: { port: number }[] } | undefined;
      expect(service?.ports[0]?.port, name).toBe(port);
    }
  });

  it('keeps at least one replica of each through disruptions and scales each from two', () => {
    for (const { name } of deployments) {
      const pdb = find('PodDisruptionBudget', name)?.spec as
        { minAvailable?: number; selector: { matchLabels: Record<string, string> } } | undefined;
      expect(pdb?.minAvailable, `${name} PodDisruptionBudget`).toBeGreaterThanOrEqual(1);
      expect(pdb!.selector.matchLabels).toEqual({ component: name });
      const hpa = find('HorizontalPodAutoscaler', name)?.spec as
        | { scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number }
        | undefined;
      expect(hpa?.scaleTargetRef, `${name} HorizontalPodAutoscaler`).toMatchObject({
        kind: 'Deployment',
        name,
      });
      expect(hpa!.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa!.maxReplicas).toBeGreaterThan(hpa!.minReplicas);
    }
  });

  it('probes readiness on /readyz and liveness on /healthz, and runs as a non-root user', () => {
    for (const { name, port } of deployments) {
      const pod = podOf(name)!;
      expect(pod.securityContext, name).toMatchObject({ runAsNonRoot: true });
      expect(pod.securityContext!.runAsUser, name).toBeGreaterThan(0);
      for (const container of [...pod.containers, ...(pod.initContainers ?? [])]) {
        expect(container.securityContext, `${name} ${container.name}`).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
        });
      }
      const main = pod.containers[0]!;
      expect(main.livenessProbe?.httpGet, name).toEqual({ path: '/healthz', port });
      // The gateway's /readyz reports every service: one down must not take every gateway out of the Ingress.
      const readiness = name === 'gateway' ? '/healthz' : '/readyz';
      expect(main.readinessProbe?.httpGet, name).toEqual({ path: readiness, port });
    }
  });

  it('migrates each service in an init container, on the database its replicas use', () => {
    for (const s of platformServices) {
      const pod = podOf(s.name)!;
      const migrate = pod.initContainers?.find((c) => c.name === 'migrate');
      expect(migrate?.command, s.name).toEqual(['node', 'infra/launcher/dist/migrate-main.js', s.name]);
      const database = (c: Container) => c.env!.find((e) => e.name === 'DATABASE_URL')!.valueFrom;
      expect(database(migrate!), s.name).toEqual(database(pod.containers[0]!));
      expect(database(migrate!)?.secretKeyRef?.key, s.name).toBe(s.databaseUrlVariable);
    }
  });

  it('gives every process each variable its configuration requires, and none that no process reads', () => {
    for (const { name, schema } of deployments) {
      const vars = variablesOf(podOf(name)!.containers[0]!);
      const missing = neededVariables(schema).filter((v) => !vars[v] || vars[v]!.value === '');
      expect(missing, `${name} lacks`).toEqual([]);
      expect(
        Object.keys(vars).filter((v) => !knownVariables.has(v)),
        `${name} sets`,
      ).toEqual([]);
    }
    const platform = configMaps.get('canopy-platform')!;
    for (const s of platformServices) {
      expect(platform[s.urlVariable], s.urlVariable).toBe(`http://${s.name}:${s.defaultPort}`);
    }
    expect(new URL(platform.PUBLIC_URL!).hostname).toBe(platform.WEBAUTHN_RP_ID);
    expect(platform.WEBAUTHN_ORIGINS).toBe(new URL(platform.PUBLIC_URL!).origin);
  });

  it('names only secrets the example Secrets have (optional ones excepted)', () => {
    const examples = new Map(
      yamlDocuments(k8s('secrets.example.yaml')).map((o) => [
        o.metadata.name,
        Object.keys(o.stringData ?? {}),
      ]),
    );
    for (const { name } of deployments) {
      const pod = podOf(name)!;
      for (const container of [...pod.containers, ...(pod.initContainers ?? [])]) {
        for (const e of container.env ?? []) {
          const ref = e.valueFrom?.secretKeyRef;
          if (ref && !ref.optional) expect(examples.get(ref.name), `${name} ${e.name}`).toContain(ref.key);
        }
      }
    }
    expect(kustomization.resources).not.toContain('secrets.example.yaml');
  });

  it('gives each component its own signing key from a Secret no other reads, and the public keys it checks', () => {
    const secretOf = new Map(
      deployments.map(({ name }) => [
        name,
        variablesOf(podOf(name)!.containers[0]!).SIGNING_KEYS?.valueFrom?.secretKeyRef,
      ]),
    );
    for (const [name, ref] of secretOf)
      expect(ref, name).toEqual({ name: `canopy-${name}-keys`, key: 'SIGNING_KEYS' });
    const platform = configMaps.get('canopy-platform')!;
    expect(platform.GATEWAY_JWKS).toBe('http://gateway:3000/.well-known/jwks.json');
    const peers = JSON.parse(platform.PEER_JWKS!) as Record<string, string>;
    for (const s of platformServices) {
      for (const caller of callersOf(s.name)) {
        const entry = platformServices.find((p) => p.name === caller)!;
        expect(peers[caller], `${s.name} checks ${caller}`).toBe(
          `http://${caller}:${entry.defaultPort}/.well-known/jwks.json`,
        );
      }
    }
  });

  it('deploys the shell and every remote as a static image of its own, registered with the gateway', () => {
    const gatewayVars = variablesOf(podOf('gateway')!.containers[0]!);
    const frontEnds: Array<[string, string]> = [
      ['shell', 'SHELL_URL'],
      ...remoteNames.map(
        (r) => [`remote-${r}`, `REMOTE_${r.toUpperCase()}_UPSTREAM_URL`] as [string, string],
      ),
    ];
    for (const [name, variable] of frontEnds) {
      const deployment = find('Deployment', name)?.spec as { replicas: number } | undefined;
      expect(deployment?.replicas, name).toBeGreaterThanOrEqual(2);
      const pod = podOf(name)!;
      expect(pod.securityContext, name).toMatchObject({ runAsNonRoot: true });
      expect(pod.containers[0]!.securityContext, name).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
      });
      expect(pod.containers[0]!.readinessProbe?.httpGet?.port, name).toBe(8080);
      expect((find('Service', name)?.spec as { ports: { port: number }[] }).ports[0]!.port, name).toBe(8080);
      expect(find('PodDisruptionBudget', name), name).toBeDefined();
      expect(gatewayVars[variable]?.value, name).toBe(`http://${name}:8080/`);
    }
  });

  it("sends every service's events through NATS with JetStream, and no subscriber lists", () => {
    expect(configMaps.get('canopy-platform')?.NATS_URL).toBe('nats://nats:4222');
    const nats = find('StatefulSet', 'nats')?.spec as {
      template: { spec: { containers: { args: string[] }[] } };
    };
    expect(nats.template.spec.containers[0]!.args).toEqual(expect.arrayContaining(['-js']));
    expect(find('Service', 'nats')).toBeDefined();
    expect(JSON.stringify(objects)).not.toContain('EVENT_SUBSCRIBERS');
  });
});
