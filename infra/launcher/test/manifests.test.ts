import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { platformServices } from '@canopy/contracts';
import { remoteNames } from '@canopy/gateway';
import { loadClusterConfig, portsVariableOf } from '../src/cluster/cluster-config';
import { gatewayEnvironmentSchema, serviceConfigSchemas } from '../src/cluster/service-config-schemas';
import { loadPlatformConfig } from '../src/platform-config';
import { serviceFactories } from '../src/service-factories';
import { callersOf, knownVariables, neededVariables, repoPath } from './manifest-expectations';

/**
 * infra/compose.yaml is written by hand; the launcher and the cluster derive the same facts from the code. These
 * checks keep them from drifting: a service added to the platform, or a variable a service starts to require,
 * fails here until the compose file says it too. (infra/k8s: manifests-k8s.test.ts.)
 */

interface ComposeService {
  image?: string;
  command?: string[];
  user?: string;
  read_only?: boolean;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  ports?: string[];
}

const compose = parse(readFileSync(repoPath('infra', 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const gateway = compose.services.gateway!;

describe('the launcher, the cluster and the manifests', () => {
  it('run the same services on the same ports', () => {
    expect(serviceFactories.map((f) => f.name)).toEqual(platformServices.map((s) => s.name));
    const launcher = loadPlatformConfig({});
    const cluster = loadClusterConfig({});
    for (const s of platformServices) {
      expect(launcher[s.portVariable], s.name).toBe(s.defaultPort);
      expect(cluster[portsVariableOf(s)], s.name).toEqual([s.defaultPort, s.defaultPort + 100]);
      expect(compose.services[s.name]?.environment?.PORT, s.name).toBe(String(s.defaultPort));
    }
    expect(cluster.GATEWAY_PORTS).toHaveLength(2);
  });
});

describe('infra/compose.yaml', () => {
  it('runs every platform service in at least two replicas, each on its database, checked on /readyz', () => {
    for (const s of platformServices) {
      const service = compose.services[s.name]!;
      expect(service, s.name).toBeDefined();
      expect(service.deploy?.replicas, s.name).toBeGreaterThanOrEqual(2);
      expect(service.healthcheck?.test.join(' '), s.name).toContain('/readyz');
      const database = new URL(service.environment!.DATABASE_URL!).pathname;
      expect(database, s.name).toBe(`/${s.name.replace(/-/g, '_')}`);
    }
    expect(gateway.deploy?.replicas).toBeGreaterThanOrEqual(2);
    // One host port per gateway replica.
    expect(gateway.ports).toEqual(['3000-3001:3000']);
  });

  it('runs every Node process as the image’s non-root user on a read-only file system', () => {
    for (const name of [...platformServices.map((s) => s.name), 'gateway', 'migrate']) {
      const service = compose.services[name]!;
      expect(service.user, name).toBe('1000:1000');
      expect(service.read_only, name).toBe(true);
    }
  });

  it('migrates every service once, before any replica starts', () => {
    const migrate = compose.services.migrate!;
    expect(migrate.command?.join(' ')).toContain('infra/launcher/dist/migrate-main.js');
    for (const s of platformServices) {
      expect(migrate.environment?.[s.databaseUrlVariable], s.name).toBe(
        compose.services[s.name]!.environment!.DATABASE_URL,
      );
      expect(compose.services[s.name]!.depends_on?.migrate, s.name).toEqual({
        condition: 'service_completed_successfully',
      });
    }
  });

  it('gives every process each variable its configuration requires, and none that no process reads', () => {
    const processes = [
      ...platformServices.map((s) => [s.name, serviceConfigSchemas[s.name]] as const),
      ['gateway', gatewayEnvironmentSchema] as const,
    ];
    for (const [name, schema] of processes) {
      const env = compose.services[name]!.environment!;
      const missing = neededVariables(schema).filter((v) => !env[v]);
      expect(missing, `${name} lacks`).toEqual([]);
      expect(
        Object.keys(env).filter((v) => !knownVariables.has(v)),
        `${name} sets`,
      ).toEqual([]);
    }
    // The gateway and the services find each other by the Compose service names.
    for (const s of platformServices) {
      expect(gateway.environment![s.urlVariable]).toBe(`http://${s.name}:${s.defaultPort}`);
    }
  });

  it('gives each process its own signing key, and each service the public keys of the callers it accepts', () => {
    const processes = [...platformServices.map((s) => s.name), 'gateway'];
    const own = processes.map((name) => compose.services[name]!.environment!.SIGNING_KEYS);
    for (const [i, name] of processes.entries()) {
      expect(own[i], name).toMatch(
        new RegExp(`^\\$\\{${name.toUpperCase().replace(/-/g, '_')}_SIGNING_KEYS:\\?`),
      );
    }
    expect(new Set(own).size).toBe(processes.length);
    for (const s of platformServices) {
      const env = compose.services[s.name]!.environment!;
      expect(env.GATEWAY_JWKS, s.name).toBe('http://gateway:3000/.well-known/jwks.json');
      const peers = JSON.parse(env.PEER_JWKS!) as Record<string, string>;
      for (const caller of callersOf(s.name)) {
        const entry = platformServices.find((p) => p.name === caller)!;
        expect(peers[caller], `${s.name} checks ${caller}`).toBe(
          `http://${caller}:${entry.defaultPort}/.well-known/jwks.json`,
        );
      }
    }
    expect(readFileSync(repoPath('infra', 'compose.yaml'), 'utf8')).not.toContain('TOKEN_SECRET');
  });

  it("sends every service's domain events through one NATS with JetStream, and no subscriber lists", () => {
    expect(compose.services.nats?.command).toEqual(expect.arrayContaining(['-js']));
    for (const s of platformServices) {
      const service = compose.services[s.name]!;
      expect(service.environment!.NATS_URL, s.name).toBe('nats://nats:4222');
      expect(service.depends_on?.nats, s.name).toEqual({ condition: 'service_healthy' });
    }
    expect(readFileSync(repoPath('infra', 'compose.yaml'), 'utf8')).not.toContain('EVENT_SUBSCRIBERS');
  });
});

describe('the front ends in infra/compose.yaml', () => {
  it('runs the shell and every remote as a static image of its own, registered with the gateway by name', () => {
    const frontEnds: Array<[string, Record<string, string>, string]> = [
      ['shell', { FRONTEND: 'shell' }, 'SHELL_URL'],
      ...remoteNames.map(
        (r) =>
          [`remote-${r}`, { REMOTE: r }, `REMOTE_${r.toUpperCase()}_UPSTREAM_URL`] as [
            string,
            Record<string, string>,
            string,
          ],
      ),
    ];
    for (const [name, args, variable] of frontEnds) {
      const service = compose.services[name] as ComposeService & {
        build?: { dockerfile: string; args: Record<string, string> };
      };
      expect(service?.build, name).toEqual({
        context: '..',
        dockerfile: 'infra/remote-static/Dockerfile',
        args,
      });
      expect(service.read_only, name).toBe(true);
      expect(service.deploy?.replicas, name).toBeGreaterThanOrEqual(2);
      expect(service.healthcheck?.test.join(' '), name).toContain('http://127.0.0.1:8080/');
      expect(gateway.environment![variable], name).toBe(`http://${name}:8080/`);
    }
    // The gateway's image holds no front end.
    expect(readFileSync(repoPath('infra', 'Dockerfile'), 'utf8')).toMatch(
      /rm -rf \/app\/mfe-\*\/dist \/app\/shell\/dist/,
    );
  });
});

describe('.dockerignore', () => {
  it('keeps local data, secrets and build output out of every image', () => {
    const ignored = readFileSync(repoPath('.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    expect(ignored).toEqual(
      expect.arrayContaining(['.data', '**/.data', '.env', '**/secrets.json', '**/node_modules', '.git']),
    );
  });
});
