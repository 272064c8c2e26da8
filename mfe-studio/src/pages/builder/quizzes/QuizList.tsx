import { Link } from 'react-router-dom';
import { ClipboardList, Plus } from 'lucide-react';
import styled from 'styled-components';
import type { CourseOutline } from '@canopy/contracts';
import { Button, Card, EmptyState } from '@canopy/ui';
import { useLessonQuizzes } from '../../../api/useQuizzes';
import { LessonQuizzes, type QuizActions } from './LessonQuizzes';
import { moduleLabel } from './quizForm';
import { useStudioT } from '../../../i18n/useStudioT';
import { HeadingFocus, Muted, TabHeader } from './quizStyles';

const Modules = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const ModuleCard = styled(Card).attrs({ as: 'section' })`
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[5]} ${theme.space[2]}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} ${theme.space[2]}`};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Lessons = styled.ul`
  list-style: none;
  margin-block: ${({ theme }) => theme.space[2]} 0;
  margin-inline: 0;
  padding: 0;
`;

const EmptyModule = styled(Muted).attrs({ as: 'p' })`
  display: block;
  margin: 0;
  padding-block: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  padding-inline: 0;
`;

export interface QuizListProps extends Omit<QuizActions, 'onCreate'> {
  outline: CourseOutline;
  onCreate: (lessonId: number | null) => void;
  headingRef?: React.Ref<HTMLHeadingElement>;
}

/** The course's lessons grouped by module, each with its quizzes. */
export function QuizList({ outline, onCreate, headingRef, ...actions }: QuizListProps) {
  const { t } = useStudioT();
  const withQuizzes = outline.modules.flatMap((m) =>
    m.lessons.filter((l) => l.quizCount > 0).map((l) => l.id),
  );
  const queries = useLessonQuizzes(withQuizzes);
  const byLesson = new Map(withQuizzes.map((id, i) => [id, queries[i]]));
  const lessonCount = outline.modules.reduce((sum, m) => sum + m.lessons.length, 0);

  const header = (
    <TabHeader>
      <div>
        <HeadingFocus ref={headingRef} tabIndex={-1}>
          {t('Quizzes')}
        </HeadingFocus>
        <p>
          {outline.quizCount === 0
            ? t('Check what learners took away from a lesson with a short quiz.')
            : t('{{quizzes}} in {{lessons}}. Passing a quiz counts towards a learner’s progress.', {
                quizzes: t('{{count}} quizzes', { count: outline.quizCount }),
                lessons: t('{{count}} lessons', { count: lessonCount }),
              })}
        </p>
      </div>
      {lessonCount > 0 && (
        <Button onClick={() => onCreate(null)}>
          <Plus aria-hidden="true" /> {t('Create Quiz')}
        </Button>
      )}
    </TabHeader>
  );

  if (lessonCount === 0) {
    return (
      <div>
        {header}
        <EmptyState
          as="h3"
          icon={<ClipboardList />}
          title={t('No lessons yet')}
          description={t(
            'Quizzes belong to lessons. Add a lesson to one of the course’s modules, then come back to write its quiz.',
          )}
          action={
            <Button asChild variant="outline">
              <Link to={{ search: '?tab=lessons' }}>{t('Go to Lessons')}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div>
      {header}
      <Modules>
        {outline.modules.map((module, index) => (
          <ModuleCard key={module.id} aria-labelledby={`quiz-module-${module.id}`}>
            <h3 id={`quiz-module-${module.id}`}>{moduleLabel(module, index)}</h3>
            {module.lessons.length === 0 ? (
              <EmptyModule>{t('No lessons in this module yet.')}</EmptyModule>
            ) : (
              <Lessons>
                {module.lessons.map((lesson) => (
                  <LessonQuizzes
                    key={lesson.id}
                    lesson={lesson}
                    query={byLesson.get(lesson.id)}
                    onCreate={onCreate}
                    {...actions}
                  />
                ))}
              </Lessons>
            )}
          </ModuleCard>
        ))}
      </Modules>
    </div>
  );
}
