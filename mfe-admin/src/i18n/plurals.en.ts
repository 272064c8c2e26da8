/**
 * The English singulars of the admin area's counted texts (the key is the plural, as the specification words it):
 * `t('Showing {{first}}–{{last}} of {{total}} users', { count })` reads "… of 1 user" for one.
 */
export const adminPluralsEn: Record<string, string> = {
  'Showing {{first}}–{{last}} of {{total}} users_one': 'Showing {{first}}–{{last}} of {{total}} user',
  'Showing {{first}}–{{last}} of {{total}} users_other': 'Showing {{first}}–{{last}} of {{total}} users',
  'Showing {{first}}–{{last}} of {{total}} entries_one': 'Showing {{first}}–{{last}} of {{total}} entry',
  'Showing {{first}}–{{last}} of {{total}} entries_other': 'Showing {{first}}–{{last}} of {{total}} entries',
  'Showing {{first}}–{{last}} of {{total}} courses_one': 'Showing {{first}}–{{last}} of {{total}} course',
  'Showing {{first}}–{{last}} of {{total}} courses_other': 'Showing {{first}}–{{last}} of {{total}} courses',
  'Showing {{first}}–{{last}} of {{total}} certificates_one':
    'Showing {{first}}–{{last}} of {{total}} certificate',
  'Showing {{first}}–{{last}} of {{total}} certificates_other':
    'Showing {{first}}–{{last}} of {{total}} certificates',
  'Showing {{first}}–{{last}} of {{total}} posts_one': 'Showing {{first}}–{{last}} of {{total}} post',
  'Showing {{first}}–{{last}} of {{total}} posts_other': 'Showing {{first}}–{{last}} of {{total}} posts',
  'Showing {{first}}–{{last}} of {{total}} messages_one': 'Showing {{first}}–{{last}} of {{total}} message',
  'Showing {{first}}–{{last}} of {{total}} messages_other':
    'Showing {{first}}–{{last}} of {{total}} messages',
  '{{count}} options_one': '{{count}} option',
  '{{count}} options_other': '{{count}} options',
};
