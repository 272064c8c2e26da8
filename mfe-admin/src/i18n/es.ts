import { adminUsersEs } from './es.users';
import { adminCoursesEs } from './es.courses';
import { adminInsightsEs } from './es.insights';

/**
 * Spanish for the admin area (namespace `admin`), keyed by the English texts (docs/I18N.md). Neutral Spanish, "tú"
 * form; plural keys have Spanish's `_one`, `_many` and `_other` forms.
 */
export const adminEs: Record<string, string> = {
  ...adminUsersEs,
  ...adminCoursesEs,
  ...adminInsightsEs,
};
