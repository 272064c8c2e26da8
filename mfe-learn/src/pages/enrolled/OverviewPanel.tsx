import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@canopy/auth';
import { BookOpen, ClipboardCheck, FileText, Flag, Info, Video } from 'lucide-react';
import { ErrorState, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Enrollment, Milestone, OutlineLearner } from '@canopy/contracts';
import { CompetencyCard } from '../../components/CompetencyCard';
import { CourseInsightsCard } from '../../components/CourseInsightsCard';
import { CardEmpty, DashboardCard } from '../../components/DashboardCard';
import { GoalsCard } from '../../components/GoalsCard';
import { InfoTiles } from '../../components/InfoTiles';
import { MilestoneTimeline } from '../../components/MilestoneTimeline';
import type { CourseResource } from '../../lib/courseResources';
import { CourseSessionsPanel } from './CourseSessionsPanel';
import { useLearnT } from '../../i18n/useLearnT';

const Overview = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
    align-items: start;
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: 24px;
    min-width: 0;
  }
`;

/**
 * The Overview tab: self-assessment and goals beside the course's real figures, live sessions and the learner's
 * milestones.
 */
export function OverviewPanel({
  enrollment,
  learner,
  resources,
  quizCount,
  milestones,
  offline,
}: {
  enrollment: Enrollment;
  learner: OutlineLearner;
  resources: CourseResource[];
  quizCount: number;
  milestones: UseQueryResult<Milestone[]>;
  /** The offline-access card (it needs the course and its outline). */
  offline?: ReactNode;
}) {
  const { t } = useLearnT();
  const { user } = useAuth();
  const navigate = useNavigate();
  const tiles = [
    { label: t('Lessons'), value: learner.totalLessons, icon: <BookOpen /> },
    { label: t('Videos'), value: resources.filter((r) => r.kind === 'video').length, icon: <Video /> },
    {
      label: t('Documents'),
      value: resources.filter((r) => r.kind === 'document').length,
      icon: <FileText />,
    },
    ...(quizCount > 0 ? [{ label: t('Quizzes'), value: quizCount, icon: <ClipboardCheck /> }] : []),
    { label: t('Milestones'), value: milestones.data?.length, icon: <Flag /> },
  ];
  return (
    <>
      <VisuallyHiddenText as="h2">{t('Overview')}</VisuallyHiddenText>
      <Overview>
        <div>
          <CompetencyCard enrollment={enrollment} />
          <GoalsCard enrollment={enrollment} />
          <CourseInsightsCard courseId={enrollment.courseId} />
        </div>
        <div>
          <DashboardCard title={t('Course information')} icon={<Info />}>
            <InfoTiles label={t('Course information')} items={tiles} />
          </DashboardCard>
          {offline}
          <CourseSessionsPanel
            courseId={enrollment.courseId}
            role={user?.role}
            onJoin={(session) => navigate(`/live-sessions?session=${session.id}`)}
          />
          <DashboardCard
            title={t('Milestones')}
            description={t('What you have achieved in this course.')}
            icon={<Flag />}
          >
            {milestones.isLoading ? (
              <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
                <Skeleton $height="40px" />
                <Skeleton $height="40px" />
              </div>
            ) : milestones.isError ? (
              <ErrorState
                as="h3"
                title={t("We couldn't load your milestones")}
                onRetry={() => void milestones.refetch()}
              />
            ) : (milestones.data ?? []).length === 0 ? (
              <CardEmpty
                title={t('No Milestones Yet')}
                description={t(
                  'Complete lessons, update your self-assessment, join the course discussions and finish the course to record milestones.',
                )}
              />
            ) : (
              <MilestoneTimeline milestones={milestones.data ?? []} />
            )}
          </DashboardCard>
        </div>
      </Overview>
    </>
  );
}
