import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { BookOpen, Plus } from 'lucide-react';
import type { Lesson } from '@canopy/contracts';
import { Badge, Button, Card, EmptyState, ErrorState, Skeleton, toast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useCreateLesson, useDeleteLesson, useUpdateLesson } from '../../api/useModuleEditor';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { currentLanguage } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';
import { studioText, useStudioT } from '../../i18n/useStudioT';
import { LessonFormDialog } from './LessonFormDialog';
import { LessonPreviewDialog } from './LessonPreviewDialog';
import { LessonRow } from './LessonRow';
import { lessonFormOf, lessonUpdateOf, type LessonFormValues } from './lessonForm';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-block-end: 16px;
  h2 {
    display: flex;
    align-items: center;
    gap: 10px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export interface LessonsSectionProps {
  moduleId: number;
  courseId: number;
  lessons: { data?: Lesson[]; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Opens 'Create New Lesson' from outside (the header's quick actions). */
  createOpen: boolean;
  onCreateOpenChange: (open: boolean) => void;
}

/** 'Module Lessons': the list with edit, preview and delete, and the create dialog. */
export function LessonsSection({
  moduleId,
  courseId,
  lessons,
  createOpen,
  onCreateOpenChange,
}: LessonsSectionProps) {
  const { t } = useStudioT();
  const create = useCreateLesson(moduleId, courseId);
  const update = useUpdateLesson(moduleId, courseId);
  const remove = useDeleteLesson(moduleId, courseId);
  const [editing, setEditing] = useState<Lesson | null>(null);
  const [previewing, setPreviewing] = useState<Lesson | null>(null);
  const [deleting, setDeleting] = useState<Lesson | null>(null);
  const list = lessons.data ?? [];
  // Stable while the dialog is open, so a re-render does not reset what is being typed.
  const editInitial = useMemo(() => (editing ? lessonFormOf(editing) : undefined), [editing]);
  const numberOf = (lesson: Lesson | null) => (lesson ? list.findIndex((l) => l.id === lesson.id) + 1 : 0);

  const createLesson = async (values: LessonFormValues) => {
    try {
      await create.mutateAsync({ ...values, moduleId, orderIndex: list.length + 1 });
      toast({
        title: studioText('Lesson Created'),
        description: studioText('The lesson has been added to this module successfully.'),
        variant: 'success',
      });
      return true;
    } catch (error) {
      toast({
        title: studioText('Failed to Create Lesson'),
        description: errorMessage(error, studioText('The lesson could not be created. Please try again.')),
        variant: 'destructive',
      });
      return false;
    }
  };

  const saveLesson = async (values: LessonFormValues) => {
    if (!editing) return false;
    try {
      await update.mutateAsync({ id: editing.id, payload: lessonUpdateOf(values) });
      toast({
        title: studioText('Lesson Updated'),
        description: studioText('“{{title}}” has been saved.', { title: values.title.trim() }),
        variant: 'success',
      });
      return true;
    } catch (error) {
      toast({
        title: studioText('Failed to Update Lesson'),
        description: errorMessage(error, studioText('The lesson could not be saved. Please try again.')),
        variant: 'destructive',
      });
      return false;
    }
  };

  const deleteLesson = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({
        title: studioText('Lesson Deleted'),
        description: studioText('“{{title}}” has been removed.', { title: deleting.title }),
        variant: 'success',
      });
      setDeleting(null);
    } catch (error) {
      toast({
        title: studioText('Failed to Delete Lesson'),
        description: errorMessage(error, studioText('The lesson could not be deleted. Please try again.')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card as="section" aria-labelledby="module-lessons-title" style={{ padding: 24 }}>
      <Head>
        <h2 id="module-lessons-title">
          {t('Module Lessons')}
          {lessons.data && (
            <Badge $variant="secondary" aria-label={t('{{count}} lessons', { count: list.length })}>
              {formatNumber(list.length, currentLanguage())}
            </Badge>
          )}
        </h2>
        {list.length > 0 && (
          <Button onClick={() => onCreateOpenChange(true)}>
            <Plus aria-hidden="true" /> {t('Add Lesson')}
          </Button>
        )}
      </Head>
      {lessons.isPending ? (
        <List aria-label={t('Loading lessons')}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton style={{ height: 96 }} />
            </li>
          ))}
        </List>
      ) : lessons.isError ? (
        <ErrorState
          as="h3"
          title={t('Lessons could not be loaded')}
          message={errorMessage(lessons.error, t('Please try again.'))}
          onRetry={() => void lessons.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          as="h3"
          icon={<BookOpen />}
          title={t('No Lessons Yet')}
          description={t(
            'Start this module with its first lesson: text, a video and a document for learners.',
          )}
          action={
            <Button onClick={() => onCreateOpenChange(true)}>
              <Plus aria-hidden="true" /> {t('Add First Lesson')}
            </Button>
          }
        />
      ) : (
        <List>
          {list.map((lesson, i) => (
            <LessonRow
              key={lesson.id}
              lesson={lesson}
              number={i + 1}
              onEdit={() => setEditing(lesson)}
              onPreview={() => setPreviewing(lesson)}
              onDelete={() => setDeleting(lesson)}
            />
          ))}
        </List>
      )}
      <LessonFormDialog
        mode="create"
        open={createOpen}
        onOpenChange={onCreateOpenChange}
        pending={create.isPending}
        onSubmit={createLesson}
      />
      <LessonFormDialog
        mode="edit"
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        initial={editInitial}
        pending={update.isPending}
        onSubmit={saveLesson}
      />
      <LessonPreviewDialog
        lesson={previewing}
        number={numberOf(previewing)}
        onOpenChange={(open) => !open && setPreviewing(null)}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('Delete this lesson?')}
        description={t(
          '“{{title}}” will be removed from the module with its quizzes, and learners’ progress will be recounted without it. This cannot be undone.',
          { title: deleting?.title ?? '' },
        )}
        confirmLabel={t('Delete Lesson')}
        deleting={remove.isPending}
        onConfirm={() => void deleteLesson()}
      />
    </Card>
  );
}
