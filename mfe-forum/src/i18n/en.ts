import type { Catalogue } from '@canopy/i18n';

/**
 * The forum's English plural forms: one English key cannot say both "1 reply" and "3 replies". Every other English
 * text is its own key (docs/I18N.md). Bundled: a few hundred bytes.
 */
export const forumEn: Catalogue = {
  '{{count}} discussions_one': '{{count}} discussion',
  '{{count}} discussions_other': '{{count}} discussions',
  '{{count}} discussions matching "{{search}}"_one': '{{count}} discussion matching "{{search}}"',
  '{{count}} discussions matching "{{search}}"_other': '{{count}} discussions matching "{{search}}"',
  '{{count}} Replies_one': '{{count}} Reply',
  '{{count}} Replies_other': '{{count}} Replies',
  '{{count}} contributions in the last 30 days_one': '{{count}} contribution in the last 30 days',
  '{{count}} contributions in the last 30 days_other': '{{count}} contributions in the last 30 days',
  '{{count}} found this helpful_one': '{{count}} found this helpful',
  '{{count}} found this helpful_other': '{{count}} found this helpful',
};
