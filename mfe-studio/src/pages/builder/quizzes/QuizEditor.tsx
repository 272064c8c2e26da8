import { useEffect, useRef, useState } from 'react';
import type { OutlineModule, QuizCreateInput } from '@canopy/contracts';
import { Button, ErrorState, Skeleton, Stack, useToast, VisuallyHiddenText } from '@canopy/ui';
import { errorMessage, isNotFound } from '@canopy/api-client/errors';
import { useCreateQuiz, useQuiz, useUpdateQuiz } from '../../../api/useQuizzes';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { QuizEditorForm } from './QuizEditorForm';
import { emptyQuiz, quizToForm, updateFrom } from './quizForm';
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
    if (quizId === null) create.mutate(input, { onSuccess: () => done('Quiz created') });
    else update.mutate({ quizId, input: updateFrom(input) }, { onSuccess: () => done('Quiz updated') });
  };
  const failure = editing ? update.error : create.error;

  let body;
  if (editing && quiz.isPending) {
    body = (
      <Stack $gap={4}>
        <VisuallyHiddenText role="status">Loading the quiz…</VisuallyHiddenText>
        <Skeleton $height="220px" $radius="16px" />
        <Skeleton $height="320px" $radius="16px" />
      </Stack>
    );
  } else if (editing && quiz.isError) {
    body = (
      <ErrorState
        as="h3"
        title={isNotFound(quiz.error) ? 'Quiz not found' : 'The quiz could not be loaded'}
        message={errorMessage(quiz.error, 'Please try again in a moment.')}
        onRetry={isNotFound(quiz.error) ? undefined : () => void quiz.refetch()}
        actions={
          <Button variant="outline" onClick={onClose}>
            Back to quizzes
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
        saveError={failure ? errorMessage(failure, 'Please check your connection and try again.') : null}
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
      title={editing ? 'Edit Quiz' : 'Create Quiz'}
      description={
        editing
          ? 'Saving replaces the quiz’s questions; answers learners gave to removed questions go with them.'
          : 'Questions of four kinds, graded as soon as learners submit.'
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
