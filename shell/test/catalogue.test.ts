import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages, recoveryMessages } from '@canopy/contracts';
import { keyedCatalogueProblems, sourceKeys } from '@canopy/i18n/catalogue-check';
import { shellEs } from '../src/i18n/es';
import { messagesEs } from '../src/i18n/messages.es';

const src = path.join(import.meta.dirname, '..', 'src');
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !f.startsWith(`i18n${path.sep}`))
  .map((f) => readFileSync(path.join(src, f), 'utf8'));

describe("the shell's catalogues", () => {
  it('translate into Spanish every text the code passes to t(), and no other', () => {
    const used = sourceKeys(sources);
    expect(used.size).toBeGreaterThan(150);
    expect(keyedCatalogueProblems(used, shellEs, 'es')).toEqual([]);
  });

  it('translate every message of the sign-in and recovery contracts the pages show', () => {
    // The e-mail subjects are the mail's, not the pages' (e-mails are not translated yet: docs/I18N.md).
    const {
      mailSubject: _a,
      educatorApprovedSubject: _b,
      educatorRejectedSubject: _c,
      ...pageTexts
    } = recoveryMessages;
    const shown = [...Object.values(messages), ...Object.values(pageTexts)];
    expect(shown.filter((m) => !messagesEs[m]?.trim())).toEqual([]);
  });
});
