import { Link } from 'react-router-dom';
import { Lightbulb } from 'lucide-react';
import { Button } from '@canopy/ui';
import { useInsights } from '../api/useLearningProfile';
import { DashboardCard } from './DashboardCard';
import { InsightList } from './InsightList';
import { useLearnT } from '../i18n/useLearnT';

/** The enrolled-course view's insights: this course's (pace, quizzes, activity) and the learner's general ones. */
export function CourseInsightsCard({ courseId }: { courseId: number }) {
  const { t } = useLearnT();
  const insights = useInsights(courseId);
  return (
    <DashboardCard
      title={t('Learning insights')}
      description={t('From your activity in this course and your learning preferences.')}
      icon={<Lightbulb />}
      action={
        <Button asChild variant="link" size="sm">
          <Link to="/learning-profile">{t('Learning preferences')}</Link>
        </Button>
      }
    >
      <InsightList
        query={insights}
        headingLevel="h4"
        emptyText={t(
          'Set a weekly goal, complete lessons or take the learning-preferences questionnaire to see insights here.',
        )}
      />
    </DashboardCard>
  );
}
