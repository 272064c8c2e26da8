import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recoveryMessages } from '@canopy/contracts';
import { serverCatalogueProblems, serverSourceKeys } from '@canopy/service-kit/testing';
import { identityEs } from '../src/i18n/es';

describe('the identity service’s catalogue', () => {
  it('has a Spanish text for every English text its mail uses, and no other', () => {
    const used = serverSourceKeys(path.join(import.meta.dirname, '..', 'src'));
    // The subjects are the contracts' texts, passed to t() by name.
    used.add(recoveryMessages.mailSubject);
    used.add(recoveryMessages.educatorApprovedSubject);
    used.add(recoveryMessages.educatorRejectedSubject);
    expect(used.size).toBeGreaterThan(10);
    expect(serverCatalogueProblems(used, identityEs, 'es')).toEqual([]);
  });
});
