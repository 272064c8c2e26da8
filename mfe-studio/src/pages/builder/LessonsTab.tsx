import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BookOpen } from 'lucide-react';
import type { CourseDetail } from '@canopy/contracts';
import { Button, EmptyState } from '@canopy/ui';
import { useCourseModules, useLessonsOfModules } from '../../api/useBuilderCurriculum';
import { QueryState, SkeletonRows } from '@canopy/ui/page-kit';
import { ModuleLessons } from './ModuleLessons';
import { useStudioT } from '../../i18n/useStudioT';
import { TabHead } from './builderStyles';

const Modules = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/** The Lessons tab: every module's lessons, grouped by module in course order. */
export default function LessonsTab({ course }: { course: CourseDetail }) {
  const { t } = useStudioT();
  const modules = useCourseModules(course.id);
  const list = modules.data ?? [];
  const lessons = useLessonsOfModules(list.map((m) => m.id));
  const [params] = useSearchParams();
  const modulesTab = new URLSearchParams(params);
  modulesTab.set('tab', 'modules');

  return (
    <section aria-labelledby="builder-lessons-title">
      <TabHead>
        <div>
          <h2 id="builder-lessons-title">{t('Lessons')}</h2>
          <p>{t('Add lessons to each module, put them in order, or move one to another module.')}</p>
        </div>
      </TabHead>
      <QueryState
        query={modules}
        loading={<SkeletonRows label={t('Loading lessons')} count={2} height="160px" />}
        errorTitle={t('The modules could not be loaded')}
        errorFallback={t('Please try again.')}
        isEmpty={(found) => found.length === 0}
        empty={
          <EmptyState
            as="h3"
            icon={<BookOpen />}
            title={t('Lessons live in modules')}
            description={t('Add a module first; its lessons are then added here.')}
            action={
              <Button asChild>
                <Link to={`?${modulesTab.toString()}`}>{t('Go to Modules')}</Link>
              </Button>
            }
          />
        }
      >
        {() => (
          <Modules>
            {list.map((module, index) => (
              <ModuleLessons
                key={module.id}
                courseId={course.id}
                module={module}
                position={index + 1}
                lessons={lessons[index]!}
                otherModules={list.filter((m) => m.id !== module.id)}
              />
            ))}
          </Modules>
        )}
      </QueryState>
    </section>
  );
}
