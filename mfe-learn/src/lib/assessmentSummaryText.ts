import {
  assessmentCategoryLabels,
  assessmentSummary,
  englishOf,
  type LearningAssessment,
  type PreferenceStyle,
} from '@canopy/contracts';
import { translateStored } from '@canopy/i18n';

function scoreOf(a: LearningAssessment, style: PreferenceStyle): number {
  const scores: Record<PreferenceStyle, number> = {
    visual: a.visualScore,
    auditory: a.auditoryScore,
    reading_writing: a.readingWritingScore,
    kinesthetic: a.kinestheticScore,
  };
  return scores[style];
}

/**
 * An assessment's summary in the page's language. The service words it from the assessment's own fields
 * (`assessmentSummary`), so the template is rebuilt here from them; a summary worded otherwise shows as written.
 */
export function assessmentSummaryText(a: LearningAssessment): string {
  const english = a.personalizedInsights ?? '';
  if (!a.primaryStyle || !a.secondaryStyle) return english;
  const text = assessmentSummary({
    primary: assessmentCategoryLabels[a.primaryStyle].toLowerCase(),
    primaryScore: scoreOf(a, a.primaryStyle),
    secondary: assessmentCategoryLabels[a.secondaryStyle].toLowerCase(),
    secondaryScore: scoreOf(a, a.secondaryStyle),
    confidence: a.confidenceScore,
  });
  return englishOf(text) === english ? translateStored(text, english) : english;
}
