import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notificationTemplateKeys } from '@canopy/contracts';
import { serverCatalogueProblems, serverSourceKeys } from '@canopy/service-kit/testing';
import { liveSessionEs } from '../src/i18n/es';

describe('the live-session service’s catalogue', () => {
  it('has a Spanish text for every English text its mail uses, and no other', () => {
    const used = serverSourceKeys(path.join(import.meta.dirname, '..', 'src'));
    expect(used.size).toBe(3);
    // The subjects and messages are the notifications' templates, stored and passed to t() as data.
    for (const key of notificationTemplateKeys) used.add(key);
    expect(serverCatalogueProblems(used, liveSessionEs, 'es')).toEqual([]);
  });
});
