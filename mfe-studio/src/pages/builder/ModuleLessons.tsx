import { useState } from 'react';
import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { Clock, FileText, Pencil, Plus, Trash2, Video } from 'lucide-react';
import type { Lesson, Module } from '@canopy/contracts';
import { Badge, Button, ErrorState, Skeleton, Text, VisuallyHiddenText, toast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client';
import { useDeleteLesson, useReorderLessons } from '../../api/useBuilderCurriculum';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { LessonDialog } from './LessonDialog';
import { MoveLessonControl } from './MoveLessonControl';
import { plural, reorderFailed } from './ModulesTab';
import { SortableList } from './SortableList';
import { ItemActions, ItemHead, ItemNumber, SkeletonList } from './builderStyles';

const Section = styled.section`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
  svg {
    width: 14px;
    height: 14px;
  }
`;

/** One module's lessons on the Lessons tab: added, edited, deleted, reordered and moved to another module. */
export function ModuleLessons({
  courseId,
  module,
  position,
  lessons,
  otherModules,
}: {
  courseId: number;
  module: Module;
  position: number;
  lessons: UseQueryResult<Lesson[]>;
  otherModules: Module[];
}) {
  const reorder = useReorderLessons(module.id);
  const remove = useDeleteLesson(courseId);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Lesson | null>(null);
  const [deleting, setDeleting] = useState<Lesson | null>(null);
  const [said, setSaid] = useState('');
  const headingId = `builder-module-${module.id}-lessons`;

  const open = (lesson: Lesson | null) => {
    setEditing(lesson);
    setDialogOpen(true);
  };
  const saveOrder = (lessonIds: number[]) =>
    reorder.mutate(lessonIds, {
      onError: (error) =>
        toast({
          title: reorderFailed,
          description: `${errorMessage(error, 'Please try again.')} The previous order is back.`,
          variant: 'destructive',
        }),
    });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        toast({ title: 'Lesson deleted', description: deleting.title, variant: 'success' });
        setSaid(`${deleting.title} deleted.`);
        setDeleting(null);
      },
      onError: (error) =>
        toast({
          title: 'Lesson not deleted',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  const list = lessons.data ?? [];
  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <div>
          <ItemNumber>Module {position}</ItemNumber>
          <h3 id={headingId}>{module.title}</h3>
        </div>
        <Button size="sm" onClick={() => open(null)} aria-label={`Add Lesson to ${module.title}`}>
          <Plus aria-hidden="true" /> Add Lesson
        </Button>
      </Head>
      {lessons.isLoading ? (
        <SkeletonList role="status" aria-label={`Loading the lessons of ${module.title}`}>
          <Skeleton $height="72px" />
          <Skeleton $height="72px" />
        </SkeletonList>
      ) : lessons.isError ? (
        <ErrorState
          as="h3"
          title="The lessons could not be loaded"
          message={errorMessage(lessons.error, 'Please try again.')}
          onRetry={() => void lessons.refetch()}
        />
      ) : list.length === 0 ? (
        <Text $tone="muted" $size="sm">
          No lessons in this module yet.
        </Text>
      ) : (
        <SortableList
          items={list}
          label={`Lessons of ${module.title}`}
          nameOf={(l) => l.title}
          onReorder={saveOrder}
          disabled={reorder.isPending}
        >
          {(lesson, index) => (
            <>
              <ItemHead>
                <ItemNumber>Lesson {index + 1}</ItemNumber>
                <h4>{lesson.title}</h4>
              </ItemHead>
              <Facts>
                <Badge $variant="secondary">
                  <Clock aria-hidden="true" /> {plural(lesson.duration, 'minute', 'minutes')}
                </Badge>
                {lesson.videoUrl && (
                  <Badge $variant="outline">
                    <Video aria-hidden="true" /> Video
                  </Badge>
                )}
                {lesson.documentUrl && (
                  <Badge $variant="outline">
                    <FileText aria-hidden="true" /> Document
                  </Badge>
                )}
              </Facts>
              <ItemActions>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => open(lesson)}
                  aria-label={`Edit: ${lesson.title}`}
                >
                  <Pencil aria-hidden="true" /> Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setDeleting(lesson)}
                  aria-label={`Delete: ${lesson.title}`}
                >
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
                <MoveLessonControl
                  courseId={courseId}
                  lesson={lesson}
                  targets={otherModules}
                  onMoved={setSaid}
                />
              </ItemActions>
            </>
          )}
        </SortableList>
      )}
      <VisuallyHiddenText role="status" aria-live="polite">
        {said}
      </VisuallyHiddenText>
      <LessonDialog
        courseId={courseId}
        moduleId={module.id}
        moduleTitle={module.title}
        lesson={editing}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete this lesson?"
        description={
          deleting
            ? `“${deleting.title}” and its quizzes will be deleted for good. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete Lesson"
        deleting={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Section>
  );
}
