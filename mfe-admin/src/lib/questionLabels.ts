import type { AssessmentCategory, AssessmentQuestionType } from '@canopy/contracts';
import { adminText } from '../i18n/useAdminT';

// The contract's category and scale labels (English word for word), read in the current language when shown.
export function categoryName(category: AssessmentCategory): string {
  const names: Record<AssessmentCategory, string> = {
    visual: adminText('Visual'),
    auditory: adminText('Listening and discussion'),
    kinesthetic: adminText('Hands-on practice'),
    reading_writing: adminText('Reading and writing'),
    confidence: adminText('Confidence as a learner'),
  };
  return names[category];
}

export function scaleName(type: AssessmentQuestionType): string {
  const names: Record<AssessmentQuestionType, string> = {
    agreement: adminText('Agreement scale'),
    frequency: adminText('Frequency scale'),
  };
  return names[type];
}
