import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { platformServices } from '@canopy/contracts';

/**
 * infra/compose.yaml is written by hand; the launcher derives the same facts from the code. These checks keep
 * the two from drifting: a service added to the platform fails here until the compose file says it too.
 */

interface ComposeFile {
  'x-secrets': Record<string, string>;
  services: Record<
    string,
    { environment?: Record<string, string>; command?: string[]; depends_on?: string[] }
  >;
}

const composePath = path.resolve(import.meta.dirname, '..', '..', 'compose.yaml');
const compose = parse(await readFile(composePath, 'utf8'), { merge: true }) as ComposeFile;

describe('infra/compose.yaml', () => {
  it('runs every platform service, on its default port, and the gateway knows each one', () => {
    const gateway = compose.services.gateway!.environment!;
    for (const s of platformServices) {
      const env = compose.services[s.name]?.environment;
      expect(env, `${s.name} in compose.yaml`).toBeDefined();
      expect(env!.PORT).toBe(String(s.defaultPort));
      expect(gateway[s.urlVariable]).toBe(`http://${s.name}:${s.defaultPort}`);
    }
  });

  it("sends every service's domain events through one NATS with JetStream, and no subscriber lists", () => {
    expect(compose.services.nats?.command).toEqual(expect.arrayContaining(['-js']));
    for (const s of platformServices) {
      const service = compose.services[s.name]!;
      expect(service.environment!.NATS_URL, s.name).toBe('nats://nats:4222');
      expect(service.depends_on, s.name).toContain('nats');
      expect(service.environment!.EVENT_SUBSCRIBERS, s.name).toBeUndefined();
    }
  });
});

describe('infra/k8s/services.yaml', () => {
  it('deploys every platform service, each reading NATS_URL, and NATS with JetStream', async () => {
    const k8sPath = (file: string) => path.resolve(import.meta.dirname, '..', '..', 'k8s', file);
    const text = await readFile(k8sPath('services.yaml'), 'utf8');
    const docs = parseAllDocuments(text).map(
      (d) =>
        d.toJS() as {
          kind: string;
          metadata: { name: string };
          data?: Record<string, string>;
          spec?: { template?: { spec: { containers: { env?: { name: string }[]; args?: string[] }[] } } };
        },
    );
    for (const s of platformServices) {
      expect(
        docs.some((d) => d.kind === 'Deployment' && d.metadata.name === s.name),
        s.name,
      ).toBe(true);
      expect(
        docs.some((d) => d.kind === 'Service' && d.metadata.name === s.name),
        s.name,
      ).toBe(true);
    }
    for (const s of platformServices) {
      const deployment = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === s.name)!;
      const env = deployment.spec!.template!.spec.containers[0]!.env!.map((e) => e.name);
      expect(env, s.name).toContain('NATS_URL');
    }
    expect(text).not.toContain('EVENT_SUBSCRIBERS');
    const events = docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name === 'canopy-events');
    expect(events?.data?.NATS_URL).toBe(compose['x-secrets'].NATS_URL);
    const nats = parseAllDocuments(await readFile(k8sPath('nats.yaml'), 'utf8')).map(
      (d) => d.toJS() as (typeof docs)[number],
    );
    const server = nats.find((d) => d.kind === 'StatefulSet' && d.metadata.name === 'nats');
    expect(server?.spec?.template?.spec.containers[0]!.args).toEqual(expect.arrayContaining(['-js']));
    expect(nats.some((d) => d.kind === 'Service' && d.metadata.name === 'nats')).toBe(true);
  });
});
