import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Course, QuizSummary } from '@canopy/contracts';
import { ErrorState, Skeleton, Stack, useToast, VisuallyHiddenText } from '@canopy/ui';
import { errorMessage, isNotFound } from '@canopy/api-client/errors';
import { useDeleteQuiz, useQuizOutline } from '../../../api/useQuizzes';
import { DeleteQuizDialog } from './DeleteQuizDialog';
import { QuizEditor } from './QuizEditor';
import { QuizList } from './QuizList';
import { QuizSubmissions } from './QuizSubmissions';
import { useStudioT } from '../../../i18n/useStudioT';

/** Positive whole number from a query parameter, else null. */
function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/*
 * The builder's Quizzes tab. What it shows lives in the address, next to the page's `tab`, so reload and Back
 * work: `quiz=new` (with `lesson`) or `quiz={id}` for the editor, `submissions={id}` for a quiz's attempts.
 * `module={id}` (the module editor's 'Add Quiz') opens the editor on that module's first lesson.
 */
export default function QuizzesTab({ course }: { course: Course }) {
  const { t } = useStudioT();
  const [params, setParams] = useSearchParams();
  const outline = useQuizOutline(course.id);
  const remove = useDeleteQuiz(course.id);
  const { toast } = useToast();
  const [toDelete, setToDelete] = useState<QuizSummary | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);

  const show = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const moduleParam = params.get('module');
  useEffect(() => {
    if (moduleParam === null || !outline.data) return;
    const chosen = outline.data.modules.find((m) => String(m.id) === moduleParam);
    const hasLessons = outline.data.modules.some((m) => m.lessons.length > 0);
    const first = chosen?.lessons[0]?.id ?? null;
    show(
      {
        module: null,
        submissions: null,
        quiz: hasLessons ? 'new' : null,
        lesson: first === null ? null : String(first),
      },
      true,
    );
  }, [moduleParam, outline.data, show]);

  const quizParam = params.get('quiz');
  const submissionsId = idParam(params.get('submissions'));
  const editingId = idParam(quizParam);
  const creating = quizParam === 'new';
  const inList = !creating && editingId === null && submissionsId === null;

  // Back on the list after the editor or the submissions: the keyboard lands on its heading.
  useEffect(() => {
    if (inList && returning.current) listHeading.current?.focus();
    returning.current = !inList;
  }, [inList, outline.data]);

  const backToList = () => show({ quiz: null, lesson: null, submissions: null });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(
      { quizId: toDelete.id, lessonId: toDelete.lessonId },
      {
        onSuccess: () => {
          toast({
            title: t('Quiz deleted'),
            description: t('“{{title}}” was removed.', { title: toDelete.title }),
            variant: 'success',
          });
          setToDelete(null);
          requestAnimationFrame(() => listHeading.current?.focus());
        },
        onError: (error) =>
          toast({
            title: t('The quiz was not deleted'),
            description: errorMessage(error, t('Please check your connection and try again.')),
            variant: 'destructive',
          }),
      },
    );
  };

  if (outline.isError) {
    return (
      <ErrorState
        title={isNotFound(outline.error) ? t('Course not found') : t('The quizzes could not be loaded')}
        message={errorMessage(outline.error, t('Please try again in a moment.'))}
        onRetry={isNotFound(outline.error) ? undefined : () => void outline.refetch()}
        retryLabel={t('Try again')}
      />
    );
  }

  if (outline.isPending || moduleParam !== null) {
    return (
      <Stack $gap={4}>
        <VisuallyHiddenText role="status">{t('Loading quizzes…')}</VisuallyHiddenText>
        <Skeleton $height="40px" $width="240px" />
        <Skeleton $height="180px" $radius="16px" />
        <Skeleton $height="180px" $radius="16px" />
      </Stack>
    );
  }
  if (submissionsId !== null) return <QuizSubmissions quizId={submissionsId} onBack={backToList} />;
  // A course without lessons has nowhere to put a new quiz: the list says so and how to add one.
  const hasLessons = outline.data.modules.some((m) => m.lessons.length > 0);
  if ((creating && hasLessons) || editingId !== null) {
    const asked = idParam(params.get('lesson'));
    const lessonId = outline.data.modules.some((m) => m.lessons.some((l) => l.id === asked)) ? asked : null;
    return (
      <QuizEditor
        key={quizParam}
        courseId={course.id}
        modules={outline.data.modules}
        quizId={editingId}
        lessonId={lessonId}
        onClose={backToList}
      />
    );
  }

  return (
    <>
      <QuizList
        outline={outline.data}
        headingRef={listHeading}
        onCreate={(lessonId) => show({ quiz: 'new', lesson: lessonId === null ? null : String(lessonId) })}
        onEdit={(quiz) => show({ quiz: String(quiz.id), lesson: null })}
        onSubmissions={(quiz) => show({ submissions: String(quiz.id) })}
        onDelete={setToDelete}
      />
      <DeleteQuizDialog
        title={toDelete?.title ?? null}
        deleting={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
