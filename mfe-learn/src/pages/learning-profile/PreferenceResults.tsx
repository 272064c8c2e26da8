import styled from 'styled-components';
import { currentLanguage } from '@canopy/i18n';
import { formatDate } from '@canopy/i18n/format';
import { RotateCcw } from 'lucide-react';
import type { LearningAssessment, PreferenceStyle } from '@canopy/contracts';
import { Alert, Button, Card, lazyPart } from '@canopy/ui';
import { ContentTypeBadges } from '../../components/ContentTypeBadges';
import type * as Chart from './ScoresChart';
import { useLabels } from '../../hooks/useLabels';
import { seededText } from '../../lib/seededText';
import { assessmentSummaryText } from '../../lib/assessmentSummaryText';

// recharts is loaded with the results, not with the questionnaire.
const ScoresChart = lazyPart<typeof Chart, 'ScoresChart'>(
  () => import('./ScoresChart'),
  'ScoresChart',
  () => <div style={{ height: 268 }} />,
);

const Grid = styled.div`
  display: grid;
  gap: 20px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Panel = styled(Card)`
  display: grid;
  gap: 16px;
  padding: 22px;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    line-height: 1.6;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Preferences = styled.dl`
  margin: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  > div {
    padding: 14px 16px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    margin-block-start: 4px;
    display: grid;
    gap: 2px;
    strong {
      font-size: ${({ theme }) => theme.fontSizes.lg};
      color: ${({ theme }) => theme.colors.primary};
    }
    span {
      font-size: ${({ theme }) => theme.fontSizes.sm};
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

const Taken = styled.p`
  && {
    margin-block-start: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Bullets = styled.ul`
  margin: 0;
  padding-inline-start: 20px;
  display: grid;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.55;
`;

// The day a result was taken: the pattern English had, and the same facts in Spanish's order.
const takenPatterns = { en: 'MMM d, yyyy', es: "d 'de' MMMM 'de' yyyy" } as const;

function Preference({ term, style, score }: { term: string; style: PreferenceStyle | null; score: number }) {
  const labels = useLabels();
  if (!style) return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <strong>{labels.category(style)}</strong>
        <span>
          {labels.categoryDescription(style)} · {labels.t('{{score}} of 100', { score })}
        </span>
      </dd>
    </div>
  );
}

/** The latest result: the five scores, the two preferences, what they mean and how to study with them. */
export function PreferenceResults({
  assessment,
  onRetake,
  retaking,
}: {
  assessment: LearningAssessment;
  onRetake: () => void;
  retaking: boolean;
}) {
  const { t } = useLabels();
  const language = currentLanguage();
  const scores = [
    { category: 'visual', score: assessment.visualScore },
    { category: 'auditory', score: assessment.auditoryScore },
    { category: 'reading_writing', score: assessment.readingWritingScore },
    { category: 'kinesthetic', score: assessment.kinestheticScore },
    { category: 'confidence', score: assessment.confidenceScore },
  ] as const;
  const scoreOf = (style: PreferenceStyle | null) => scores.find((s) => s.category === style)?.score ?? 0;
  const highlight = [assessment.primaryStyle, assessment.secondaryStyle].filter(
    (s): s is PreferenceStyle => s !== null,
  );
  return (
    <Grid>
      <Panel as="section" aria-labelledby="results-heading">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between' }}>
          <div>
            <h2 id="results-heading">{t('Your learning preferences')}</h2>
            {assessment.completedAt && (
              <Taken>
                {t('Taken {{date}}', {
                  date: formatDate(assessment.completedAt, takenPatterns[language], language),
                })}
              </Taken>
            )}
          </div>
          <Button variant="outline" size="sm" onClick={onRetake} disabled={retaking}>
            <RotateCcw aria-hidden="true" /> {t('Retake the questionnaire')}
          </Button>
        </div>
        <Preferences>
          <Preference
            term={t('Primary preference')}
            style={assessment.primaryStyle}
            score={scoreOf(assessment.primaryStyle)}
          />
          <Preference
            term={t('Secondary preference')}
            style={assessment.secondaryStyle}
            score={scoreOf(assessment.secondaryStyle)}
          />
        </Preferences>
        <ScoresChart scores={[...scores]} highlight={highlight} />
        {assessment.personalizedInsights && <p>{assessmentSummaryText(assessment)}</p>}
      </Panel>
      <div style={{ display: 'grid', gap: 20, minWidth: 0 }}>
        <Panel as="section" aria-labelledby="recommendations-heading">
          <h2 id="recommendations-heading">{t('How to study with your preferences')}</h2>
          <Bullets>
            {assessment.learningRecommendations.map((r) => (
              <li key={r}>{seededText(r)}</li>
            ))}
          </Bullets>
          <ContentTypeBadges
            label={t('Material you may enjoy most:')}
            types={assessment.preferredContentTypes}
            variant="default"
          />
        </Panel>
        <Panel as="section" aria-labelledby="strategies-heading">
          <h2 id="strategies-heading">{t('Study strategies that work for everyone')}</h2>
          <Bullets>
            {assessment.studyStrategies.map((s) => (
              <li key={s}>{seededText(s)}</li>
            ))}
          </Bullets>
        </Panel>
        <Alert variant="info" title={t('About these results')}>
          {t(
            'These are preferences, not a diagnosis. Research does not show that teaching matched to a “learning style” helps people learn more, so use them to pick material you enjoy, and keep the strategies above.',
          )}
        </Alert>
      </div>
    </Grid>
  );
}
