import { useState } from 'react';
import styled from 'styled-components';
import { ClipboardList, Compass } from 'lucide-react';
import { Button, Card, IconTile, PageContainer, PageHeader, Skeleton, Stack } from '@canopy/ui';
import { QueryState } from '@canopy/ui/page-kit';
import { useDocumentTitle } from '@canopy/ui/page-kit';
import {
  useAssessmentHistory,
  useCurrentAssessment,
  useInsights,
  useLatestAssessment,
  useStartAssessment,
} from '../api/useLearningProfile';
import { InsightList } from '../components/InsightList';
import { Section } from '../components/Section';
import { AssessmentHistory } from './learning-profile/AssessmentHistory';
import { PreferenceResults } from './learning-profile/PreferenceResults';
import { Questionnaire } from './learning-profile/Questionnaire';
import { useLearnT } from '../i18n/useLearnT';

const Page = styled.div`
  display: grid;
  gap: 48px;
  margin-block-start: 32px;
`;

const Intro = styled(Card)`
  display: grid;
  gap: 16px;
  max-width: 760px;
  padding: 28px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function Loading() {
  const { t } = useLearnT();
  return (
    <Stack $gap={3} role="status" aria-label={t('Loading your learning preferences')}>
      <Skeleton $height="120px" />
      <Skeleton $height="260px" />
    </Stack>
  );
}

/**
 * /learning-profile: the learning-preferences questionnaire (resumable, one question at a time), the latest result
 * and the learner's insights. Presented as preferences: nothing here claims that matching a format improves
 * learning.
 */
export default function LearningProfilePage() {
  const { t } = useLearnT();
  useDocumentTitle(t('Learning preferences'));
  const current = useCurrentAssessment();
  const latest = useLatestAssessment();
  const history = useAssessmentHistory();
  const insights = useInsights();
  const start = useStartAssessment();
  // A retake in progress can be set aside to look at the earlier result; it stays saved for later.
  const [setAside, setSetAside] = useState(false);

  const session = current.data;
  const result = latest.data;
  const answering = session && !(setAside && result);

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('Your learning')}
        title={t('Learning preferences')}
        description={t(
          'How you like to learn, with study strategies that work for everyone, and insights from your activity.',
        )}
      />
      <Page>
        <QueryState
          query={{
            data: current.data === undefined || latest.data === undefined ? undefined : true,
            isError: current.isError || latest.isError,
            error: current.error ?? latest.error,
            refetch: () => Promise.all([current.refetch(), latest.refetch()]),
          }}
          loading={<Loading />}
          errorTitle={t('Your learning preferences could not be loaded')}
          errorFallback={t('Please try again.')}
          errorAs="h2"
        >
          {() =>
            answering ? (
              <Questionnaire
                key={session.assessment.id}
                session={session}
                autoFocus={start.isSuccess}
                onCancel={result ? () => setSetAside(true) : undefined}
              />
            ) : result ? (
              <PreferenceResults
                assessment={result}
                retaking={start.isPending}
                onRetake={() => {
                  setSetAside(false);
                  start.mutate();
                }}
              />
            ) : (
              <Intro as="section" aria-labelledby="intro-heading">
                <IconTile $tone="primary" aria-hidden="true">
                  <Compass />
                </IconTile>
                <h2 id="intro-heading">{t('Find out how you like to learn')}</h2>
                <p>
                  {t(
                    'Answer a short questionnaire about the kinds of material you enjoy (pictures and video, listening and discussion, reading and writing, hands-on practice) and how confident you feel as a learner. Your answers are saved one by one, so you can stop and come back.',
                  )}
                </p>
                <p>
                  {t(
                    'You will get your preferences with study strategies that research shows work for everyone, paired with the formats you enjoy.',
                  )}
                </p>
                <div>
                  <Button onClick={() => start.mutate()} disabled={start.isPending}>
                    <ClipboardList aria-hidden="true" /> {t('Start the questionnaire')}
                  </Button>
                </div>
              </Intro>
            )
          }
        </QueryState>

        {session && setAside && result && (
          <div>
            <Button variant="outline" onClick={() => setSetAside(false)}>
              {t('Continue the questionnaire')}
            </Button>
          </div>
        )}

        <Section
          title={t('Your learning insights')}
          description={t(
            'From your latest questionnaire and what you do on the platform; updated when you complete lessons, take quizzes or change a goal.',
          )}
        >
          <InsightList
            query={insights}
            emptyText={t(
              'Take the questionnaire, set a weekly goal on a course or complete a lesson, and insights will appear here.',
            )}
          />
        </Section>

        {result && (
          <Section
            title={t('Earlier results')}
            description={t('Every questionnaire you completed, newest first.')}
          >
            <AssessmentHistory query={history} />
          </Section>
        )}
      </Page>
    </PageContainer>
  );
}
