import type { Catalogue } from '@canopy/i18n';
import { studioDashboardEs } from './es.authoring.dashboard';
import { studioEbooksEs } from './es.authoring.ebooks';
import { studioModuleEditorEs } from './es.authoring.moduleEditor';
import { studioImportEs } from './es.authoring.import';

/**
 * The studio's Spanish for the educator's own pages, ebooks, imports and the AI assistant, keyed by the English text.
 * test/catalogue.test.ts checks every key the studio's code uses is in one of the two studio catalogues.
 */
export const studioAuthoringEs: Catalogue = {
  ...studioDashboardEs,
  ...studioEbooksEs,
  ...studioModuleEditorEs,
  ...studioImportEs,
};
