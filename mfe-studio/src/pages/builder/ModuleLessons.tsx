import { useState } from 'react';
import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { Clock, FileText, Plus, Video } from 'lucide-react';
import type { Lesson, Module } from '@canopy/contracts';
import { Badge, Button, Text, VisuallyHiddenText } from '@canopy/ui';
import { useDeleteLesson, useReorderLessons } from '../../api/useBuilderCurriculum';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { EditDeleteButtons } from './EditDeleteButtons';
import { LessonDialog } from './LessonDialog';
import { MoveLessonControl } from './MoveLessonControl';
import { useStudioT } from '../../i18n/useStudioT';
import { useCurriculumList } from '../../hooks/useCurriculumList';
import { QueryState, SkeletonRows } from '@canopy/ui/page-kit';
import { SortableList } from './SortableList';
import { ItemActions, ItemHead, ItemNumber } from './builderStyles';

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
  margin-block-end: ${({ theme }) => theme.space[4]};
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
  margin-block-start: ${({ theme }) => theme.space[2]};
  svg {
    inline-size: 14px;
    block-size: 14px;
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
  const { t } = useStudioT();
  const reorder = useReorderLessons(module.id);
  const remove = useDeleteLesson(courseId);
  const [said, setSaid] = useState('');
  const { editing, dialogOpen, setDialogOpen, openDialog, deleting, setDeleting, saveOrder, confirmDelete } =
    useCurriculumList<Lesson>({
      noun: 'Lesson',
      reorder,
      remove: (lesson, callbacks) => remove.mutate(lesson, callbacks),
      onDeleted: (lesson) => setSaid(t('{{title}} deleted.', { title: lesson.title })),
    });
  const headingId = `builder-module-${module.id}-lessons`;

  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <div>
          <ItemNumber>{t('Module {{number}}', { number: position })}</ItemNumber>
          <h3 id={headingId}>{module.title}</h3>
        </div>
        <Button
          size="sm"
          onClick={() => openDialog(null)}
          aria-label={t('Add Lesson to {{title}}', { title: module.title })}
        >
          <Plus aria-hidden="true" /> {t('Add Lesson')}
        </Button>
      </Head>
      <QueryState
        query={lessons}
        loading={
          <SkeletonRows
            label={t('Loading the lessons of {{title}}', { title: module.title })}
            count={2}
            height="72px"
          />
        }
        errorTitle={t('The lessons could not be loaded')}
        errorFallback={t('Please try again.')}
        isEmpty={(found) => found.length === 0}
        empty={
          <Text $tone="muted" $size="sm">
            {t('No lessons in this module yet.')}
          </Text>
        }
      >
        {(list) => (
          <SortableList
            items={list}
            label={t('Lessons of {{title}}', { title: module.title })}
            nameOf={(l) => l.title}
            onReorder={saveOrder}
            disabled={reorder.isPending}
          >
            {(lesson, index) => (
              <>
                <ItemHead>
                  <ItemNumber>{t('Lesson {{number}}', { number: index + 1 })}</ItemNumber>
                  <h4>{lesson.title}</h4>
                </ItemHead>
                <Facts>
                  <Badge $variant="secondary">
                    <Clock aria-hidden="true" /> {t('{{count}} minutes', { count: lesson.duration })}
                  </Badge>
                  {lesson.videoUrl && (
                    <Badge $variant="outline">
                      <Video aria-hidden="true" /> {t('Video')}
                    </Badge>
                  )}
                  {lesson.documentUrl && (
                    <Badge $variant="outline">
                      <FileText aria-hidden="true" /> {t('Document')}
                    </Badge>
                  )}
                </Facts>
                <ItemActions>
                  <EditDeleteButtons
                    title={lesson.title}
                    onEdit={() => openDialog(lesson)}
                    onDelete={() => setDeleting(lesson)}
                  />
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
      </QueryState>
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
        title={t('Delete this lesson?')}
        description={
          deleting
            ? t('“{{title}}” and its quizzes will be deleted for good. This cannot be undone.', {
                title: deleting.title,
              })
            : ''
        }
        confirmLabel={t('Delete Lesson')}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Section>
  );
}
