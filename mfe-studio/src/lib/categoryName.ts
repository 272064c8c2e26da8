import { translateStored } from '@canopy/i18n';

/** A category's name: a seeded one in the page's language (by its English), one an administrator added as written. */
export function categoryName(name: string): string {
  return translateStored({ key: name }, name);
}
