import styled from 'styled-components';
import { Lightbulb, X } from 'lucide-react';
import type { InsightConfidenceLevel, LearningInsight, LearningInsightType } from '@canopy/contracts';
import { Badge, Button, EmptyState } from '@canopy/ui';
import { QueryState, SkeletonRows, type QueryView } from '@canopy/ui/page-kit';
import { useDismissInsight } from '../api/useLearningProfile';
import { ContentTypeBadges } from './ContentTypeBadges';
import { learnText, useLearnT } from '../i18n/useLearnT';
import { localDate } from '../lib/dates';
import { translateStored } from '@canopy/i18n';
import { seededText } from '../lib/seededText';

function insightTypeLabel(type: LearningInsightType): string {
  return {
    learning_preference: learnText('Learning preferences'),
    confidence: learnText('Confidence'),
    pace: learnText('Weekly pace'),
    quiz_results: learnText('Quiz results'),
    activity: learnText('Activity'),
    content_engagement: learnText('What you complete'),
  }[type];
}

function confidenceLabel(level: InsightConfidenceLevel): string {
  return {
    low: learnText('Low confidence'),
    medium: learnText('Medium confidence'),
    high: learnText('High confidence'),
  }[level];
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
`;

const Item = styled.li`
  display: grid;
  gap: 10px;
  padding: 16px 18px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  h3,
  h4 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.55;
`;

const Steps = styled.ol`
  margin: 0;
  padding-inline-start: 20px;
  display: grid;
  gap: 4px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

function InsightItem({ insight, headingLevel }: { insight: LearningInsight; headingLevel: 'h3' | 'h4' }) {
  const { t } = useLearnT();
  const dismiss = useDismissInsight();
  const Heading = headingLevel;
  const title = translateStored(insight.titleText, insight.title);
  return (
    <Item>
      <Top>
        <Heading>{title}</Heading>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('Dismiss insight: {{title}}', { title })}
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate(insight.id)}
        >
          <X aria-hidden="true" />
        </Button>
      </Top>
      <Meta>
        <Badge $variant="default">{insightTypeLabel(insight.insightType)}</Badge>
        <Badge $variant="secondary">{confidenceLabel(insight.confidenceLevel)}</Badge>
        <span>{t('Updated {{date}}', { date: localDate(insight.generatedAt, 'short') })}</span>
      </Meta>
      <Description>{translateStored(insight.descriptionText, insight.description)}</Description>
      {insight.actionableSteps.length > 0 && (
        <Steps aria-label={t('What you can do')}>
          {insight.actionableSteps.map((step) => (
            <li key={step}>{seededText(step)}</li>
          ))}
        </Steps>
      )}
      <ContentTypeBadges label={t('Related:')} types={insight.relatedContentTypes} />
    </Item>
  );
}

/**
 * A learner's insights with their loading, failure and empty states. Each says what it rests on, how sure it is
 * and what to do; the learner can dismiss one (it returns if what it found changes).
 */
export function InsightList({
  query,
  headingLevel = 'h3',
  emptyText,
}: {
  query: QueryView<LearningInsight[]>;
  headingLevel?: 'h3' | 'h4';
  emptyText: string;
}) {
  const { t } = useLearnT();
  return (
    <QueryState
      query={query}
      loading={<SkeletonRows count={2} label={t('Loading insights')} height="96px" />}
      errorTitle={t('Your insights could not be loaded')}
      errorAs="h3"
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState as="p" icon={<Lightbulb />} title={t('No insights yet')} description={emptyText} />}
    >
      {(list) => (
        <List aria-label={t('Learning insights')}>
          {list.map((insight) => (
            <InsightItem key={insight.id} insight={insight} headingLevel={headingLevel} />
          ))}
        </List>
      )}
    </QueryState>
  );
}
