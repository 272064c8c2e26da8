import { useEffect, useRef, useState } from 'react';
import type { OutlineModule, QuizCreateInput } from '@canopy/contracts';
import { Button, ErrorState, Skeleton, Stack, useToast, VisuallyHiddenText } from '@canopy/ui';
import { errorMessage, isNotFound } from '@canopy/api-client/errors';
import { useCreateQuiz, useQuiz, useUpdateQuiz } from '../../../api/useQuizzes';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { QuizEditorForm } from './QuizEditorForm';
import { emptyQuiz, quizToForm, updateFrom } from './quizForm';
import { useStudioT } from '../../../i18n/useStudioT';
import { QuizSubpage } from './QuizSubpage';

export interface QuizEditorProps {
  courseId: number;
  modules: OutlineModule[];
  /** The quiz to edit; null creates one. */
  quizId: number | null;
  /** The lesson a new quiz starts on. */
  lessonId: number | null;
  onClose: () => void;
}

/** Creating or editing a quiz: loads the quiz when editing, saves through the API and says so. */
export function QuizEditor({ courseId, modules, quizId, lessonId, onClose }: QuizEditorProps) {
  const { t } = useStudioT();
  const { toast } = useToast();
  const quiz = useQuiz(quizId);
  const create = useCreateQuiz(courseId);
  const update = useUpdateQuiz(courseId);
  const heading = useRef<HTMLHeadingElement>(null);
  const editing = quizId !== null;
  const dirty = useRef(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => heading.current?.focus(), []);

  // Leaving with unsaved changes asks first; saved or untouched, it just goes.
  const leave = () => {
    if (dirty.current) setConfirming(true);
    else onClose();
  };

  const save = (input: QuizCreateInput) => {
    const done = (title: string) => {
      toast({ title, variant: 'success' });
      onClose();
    };
    if (quizId === null) create.mutate(input, { onSuccess: () => done(t('Quiz created')) });
    else update.mutate({ quizId, input: updateFrom(input) }, { onSuccess: () => done(t('Quiz updated')) });
  };
  const failure = editing ? update.error : create.error;

  let body;
  if (editing && quiz.isPending) {
    body = (
      <Stack $gap={4}>
        <VisuallyHiddenText role="status">{t('Loading the quiz…')}</VisuallyHiddenText>
        <Skeleton $height="220px" $radius="16px" />
        <Skeleton $height="320px" $radius="16px" />
      </Stack>
    );
  } else if (editing && quiz.isError) {
    body = (
      <ErrorState
        as="h3"
        title={isNotFound(quiz.error) ? t('Quiz not found') : t('The quiz could not be loaded')}
        message={errorMessage(quiz.error, t('Please try again in a moment.'))}
        onRetry={isNotFound(quiz.error) ? undefined : () => void quiz.refetch()}
        retryLabel={t('Try again')}
        actions={
          <Button variant="outline" onClick={onClose}>
            {t('Back to quizzes')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <QuizEditorForm
        key={quiz.data?.id ?? 'new'}
        modules={modules}
        defaults={quiz.data ? quizToForm(quiz.data) : emptyQuiz(lessonId)}
        editing={editing}
        saving={create.isPending || update.isPending}
        saveError={failure ? errorMessage(failure, t('Please check your connection and try again.')) : null}
        onSave={save}
        onCancel={leave}
        onDirtyChange={(value) => {
          dirty.current = value;
        }}
      />
    );
  }

  return (
    <QuizSubpage
      onBack={leave}
      headingRef={heading}
      title={editing ? t('Edit Quiz') : t('Create Quiz')}
      description={
        editing
          ? t(
              'Saving replaces the quiz’s questions; answers learners gave to removed questions go with them.',
            )
          : t('Questions of four kinds, graded as soon as learners submit.')
      }
    >
      {body}
      <DiscardChangesDialog
        open={confirming}
        onKeepEditing={() => setConfirming(false)}
        onDiscard={() => {
          setConfirming(false);
          onClose();
        }}
      />
    </QuizSubpage>
  );
}
