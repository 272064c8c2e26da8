import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { ArrowRight, MessagesSquare, SquarePen } from 'lucide-react';
import type { OutlineModule } from '@canopy/contracts';
import { DeclaredLink } from '@canopy/auth';
import { useCourseDiscussions } from '../../api/useLearnQueries';
import { DashboardCard } from '../../components/DashboardCard';
import { CourseDiscussionResults } from '../../components/CourseDiscussionResults';
import { StartDiscussionForm } from '../../components/StartDiscussionForm';
import { forumTopicHref } from '../../lib/courseDiscussions';
import { groupDigits } from '../../lib/progress';
import { useLearnT } from '../../i18n/useLearnT';
import { PanelTitle } from './PanelTitle';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-block: -8px 20px;
  margin-inline: 0;
  max-width: 70ch;
`;

const Layout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const TopicLink = styled(DeclaredLink)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  align-self: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg {
    width: 15px;
    height: 15px;
  }
`;

/**
 * The Discussions tab: the course's discussions in the forum (newest first, with author, time, replies and the
 * lesson they are about), each leading to its forum page, and a form to start one here.
 */
export function DiscussionsPanel({
  courseId,
  courseTitle,
  modules,
}: {
  courseId: number;
  courseTitle: string;
  modules: OutlineModule[];
}) {
  const { t } = useLearnT();
  const [page, setPage] = useState(1);
  const place = useMemo(() => ({ courseId }), [courseId]);
  const discussions = useCourseDiscussions(place, page);
  const lessonTitles = useMemo(
    () => new Map(modules.flatMap((m) => m.lessons.map((l) => [l.id, l.title] as const))),
    [modules],
  );
  const data = discussions.data;

  return (
    <>
      <PanelTitle>{t('Discussions')}</PanelTitle>
      <Intro>
        {t('Ask questions, share what you are trying at home and learn from other learners of {{title}}.', {
          title: courseTitle,
        })}
      </Intro>
      <Layout>
        <DashboardCard
          title={t('Course discussions')}
          description={
            data && data.total > 0
              ? t('{{n}} discussions', { count: data.total, n: groupDigits(data.total) })
              : undefined
          }
          icon={<MessagesSquare />}
        >
          <CourseDiscussionResults
            discussions={discussions}
            emptyTitle={t('No discussions in this course yet')}
            label={t('Discussions of {{title}}', { title: courseTitle })}
            pagerLabel={t('Course discussion pages')}
            headingLevel="h4"
            lessonTitles={lessonTitles}
            onPage={setPage}
            after={(items) =>
              items[0]?.topicId && (
                <TopicLink to={forumTopicHref(items[0].topicId)}>
                  {t('See the course’s topic in the forum')} <ArrowRight aria-hidden="true" />
                </TopicLink>
              )
            }
          />
        </DashboardCard>
        <DashboardCard
          title={t('Start a discussion')}
          description={t("Your discussion appears here and in the course's topic in the forum.")}
          icon={<SquarePen />}
        >
          <StartDiscussionForm place={place} label={t('Start a discussion')} onCreated={() => setPage(1)} />
        </DashboardCard>
      </Layout>
    </>
  );
}
