import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { platformServices } from '@canopy/contracts';
import { formatEventSubscribers } from '@canopy/service-kit';
import { serviceFactories } from '../src/service-factories';

/**
 * infra/compose.yaml is written by hand; the launcher derives the same facts from the code. These checks keep
 * the two from drifting: a service added to the platform, or an event a service starts handling, fails here
 * until the compose file says it too.
 */

interface ComposeFile {
  'x-secrets': Record<string, string>;
  services: Record<string, { environment?: Record<string, string> }>;
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

  it("lists the same event receivers as the launcher computes from each service's handled events", () => {
    const expected = formatEventSubscribers(
      serviceFactories.map((f) => {
        const entry = platformServices.find((s) => s.name === f.name)!;
        return { url: `http://${f.name}:${entry.defaultPort}`, handles: f.handles };
      }),
    );
    const actual = compose['x-secrets'].EVENT_SUBSCRIBERS!;
    expect(actual.split(',').sort()).toEqual(expected.split(',').sort());
    for (const s of platformServices) {
      expect(compose.services[s.name]!.environment!.EVENT_SUBSCRIBERS, s.name).toBe(actual);
    }
  });
});

describe('infra/k8s/services.yaml', () => {
  it('deploys every platform service and carries the same event receivers as compose.yaml', async () => {
    const k8sPath = path.resolve(import.meta.dirname, '..', '..', 'k8s', 'services.yaml');
    const docs = parseAllDocuments(await readFile(k8sPath, 'utf8')).map(
      (d) => d.toJS() as { kind: string; metadata: { name: string }; data?: Record<string, string> },
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
    const events = docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name === 'canopy-events');
    expect(events?.data?.EVENT_SUBSCRIBERS).toBe(compose['x-secrets'].EVENT_SUBSCRIBERS);
  });
});
