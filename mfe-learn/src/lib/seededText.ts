import { translateStored } from '@canopy/i18n';

/**
 * A row the course service seeds in English (a category's name, a questionnaire's question or option): shown as
 * stored in English, else translated as its own `messages` key (course-seeds.ts of @canopy/contracts), else as stored
 * (a row an administrator added).
 */
export function seededText(text: string): string {
  return translateStored({ key: text }, text);
}
