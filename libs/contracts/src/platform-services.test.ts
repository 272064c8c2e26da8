import { describe, expect, it } from 'vitest';
import { platformService, platformServiceNames, platformServices } from './platform-services';

describe('platformServices', () => {
  it('names each service once, with its own port', () => {
    expect(new Set(platformServiceNames).size).toBe(platformServices.length);
    expect(new Set(platformServices.map((s) => s.defaultPort)).size).toBe(platformServices.length);
    expect(platformService('live-session').defaultPort).toBe(4004);
  });

  it('derives every variable from the name, so deployments can guess them', () => {
    for (const s of platformServices) {
      const stem = s.name.toUpperCase().replace(/-/g, '_');
      expect([s.urlVariable, s.portVariable, s.databaseUrlVariable]).toEqual([
        `${stem}_URL`,
        `${stem}_PORT`,
        `${stem}_DATABASE_URL`,
      ]);
    }
  });

  it('gives every /api prefix to exactly one service, none below another', () => {
    const prefixes = platformServices.flatMap((s) => s.routePrefixes as readonly string[]);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const a of prefixes) {
      expect(a).toMatch(/^\/api\/[a-z-]+(\/[a-z-]+)*$/);
      // A prefix below another would make the owner depend on the order the table is read in.
      for (const b of prefixes) if (a !== b) expect(a.startsWith(`${b}/`)).toBe(false);
    }
    // The gateway answers these itself.
    for (const own of ['/api/login', '/api/register', '/api/logout', '/api/user', '/api/passkeys']) {
      expect(prefixes).not.toContain(own);
    }
  });
});
