import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  courseMessages,
  courseStudioMessages,
  credentialMessages,
  identityMessages,
  learningPreferenceMessages,
  userAdminMessages,
} from '@canopy/contracts';
import { keyedCatalogueProblems, sourceKeys } from '@canopy/i18n/catalogue-check';
import { adminEs } from '../src/i18n/es';
import { adminMessagesEs } from '../src/i18n/messages.es';
import { adminPluralsEn } from '../src/i18n/plurals.en';

const src = path.join(import.meta.dirname, '..', 'src');
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith(`i18n${path.sep}`))
  .map((f) => readFileSync(path.join(src, f), 'utf8'));

describe("the admin area's catalogue", () => {
  it('translates into Spanish every text the code passes to t() or adminText(), and no other', () => {
    expect(keyedCatalogueProblems(sourceKeys(sources), adminEs, 'es')).toEqual([]);
  });

  it('has an English singular and plural for every counted text Spanish counts', () => {
    const counted = Object.keys(adminEs)
      .filter((k) => k.endsWith('_one'))
      .map((k) => k.slice(0, -'_one'.length));
    for (const base of counted) {
      expect(adminPluralsEn[`${base}_one`], base).toBeTruthy();
      expect(adminPluralsEn[`${base}_other`], base).toBe(base);
    }
  });

  it("translates every contract sentence the admin area's forms and toasts show", () => {
    const shown = [
      ...Object.values(userAdminMessages),
      identityMessages.userDeleted,
      courseMessages.rejectionReasonRequired,
      courseMessages.textMax,
      courseStudioMessages.sendBackReasonRequired,
      courseStudioMessages.educatorRequired,
      credentialMessages.revocationReasonRequired,
      credentialMessages.revocationReasonMax,
      learningPreferenceMessages.questionTextRequired,
      learningPreferenceMessages.questionTextMax,
      learningPreferenceMessages.optionsMin,
      learningPreferenceMessages.optionsMax,
      learningPreferenceMessages.optionRequired,
      learningPreferenceMessages.optionMax,
      learningPreferenceMessages.optionsUnique,
      learningPreferenceMessages.weightInvalid,
    ];
    expect(shown.filter((m) => !adminMessagesEs[m]?.trim())).toEqual([]);
  });
});
