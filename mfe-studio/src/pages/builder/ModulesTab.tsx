import { Link } from 'react-router-dom';
import { ExternalLink, Layers, Plus } from 'lucide-react';
import type { CourseDetail, Module } from '@canopy/contracts';
import { Button, EmptyState } from '@canopy/ui';
import { useCourseModules, useDeleteModule, useReorderModules } from '../../api/useBuilderCurriculum';
import { QueryState, SkeletonRows } from '@canopy/ui/page-kit';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { EditDeleteButtons } from './EditDeleteButtons';
import { useCurriculumList } from '../../hooks/useCurriculumList';
import { ModuleDialog } from './ModuleDialog';
import { SortableList } from './SortableList';
import { useStudioT } from '../../i18n/useStudioT';
import { ItemActions, ItemHead, ItemNumber, ItemText, TabHead } from './builderStyles';

/** The Modules tab: the course's modules in order, added, edited, deleted and reordered here. */
export default function ModulesTab({ course }: { course: CourseDetail }) {
  const { t } = useStudioT();
  const modules = useCourseModules(course.id);
  const reorder = useReorderModules(course.id);
  const remove = useDeleteModule(course.id);
  const { editing, dialogOpen, setDialogOpen, openDialog, deleting, setDeleting, saveOrder, confirmDelete } =
    useCurriculumList<Module>({
      noun: 'Module',
      reorder,
      remove: (module, callbacks) => remove.mutate(module.id, callbacks),
    });

  const list = modules.data ?? [];
  return (
    <section aria-labelledby="builder-modules-title">
      <TabHead>
        <div>
          <h2 id="builder-modules-title">{t('Modules')}</h2>
          <p>
            {list.length > 1
              ? t(
                  '{{modules}}. Drag a handle or use Move up and Move down to change the order learners follow.',
                  { modules: t('{{count}} modules', { count: list.length }) },
                )
              : t('The chapters of your course, in the order learners follow them.')}
          </p>
        </div>
        {list.length > 0 && (
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" /> {t('Add Module')}
          </Button>
        )}
      </TabHead>
      <QueryState
        query={modules}
        loading={<SkeletonRows label={t('Loading modules')} count={3} height="88px" />}
        errorTitle={t('The modules could not be loaded')}
        errorFallback={t('Please try again.')}
        isEmpty={(found) => found.length === 0}
        empty={
          <EmptyState
            as="h3"
            icon={<Layers />}
            title={t('No modules yet')}
            description={t(
              'Modules are the chapters of your course. Add the first one, then fill it with lessons.',
            )}
            action={
              <Button onClick={() => openDialog(null)}>
                <Plus aria-hidden="true" /> {t('Add your first module')}
              </Button>
            }
          />
        }
      >
        {() => (
          <SortableList
            items={list}
            label={t('Modules of {{title}}', { title: course.title })}
            nameOf={(m) => m.title}
            onReorder={saveOrder}
            disabled={reorder.isPending}
          >
            {(module, index) => (
              <>
                <ItemHead>
                  <ItemNumber>{t('Module {{number}}', { number: index + 1 })}</ItemNumber>
                  <h3>{module.title}</h3>
                </ItemHead>
                {module.description && <ItemText>{module.description}</ItemText>}
                <ItemText>{t('{{count}} lessons', { count: module.lessonCount })}</ItemText>
                <ItemActions>
                  <Button asChild size="sm" variant="outline">
                    <Link
                      to={`/courses/${course.id}/modules/${module.id}`}
                      aria-label={t('Open editor: {{title}}', { title: module.title })}
                    >
                      <ExternalLink aria-hidden="true" /> {t('Open editor')}
                    </Link>
                  </Button>
                  <EditDeleteButtons
                    title={module.title}
                    onEdit={() => openDialog(module)}
                    onDelete={() => setDeleting(module)}
                  />
                </ItemActions>
              </>
            )}
          </SortableList>
        )}
      </QueryState>
      <ModuleDialog courseId={course.id} module={editing} open={dialogOpen} onOpenChange={setDialogOpen} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('Delete this module?')}
        description={
          deleting
            ? t(
                '“{{title}}” will be deleted for good, and with it its {{lessons}} and their quizzes. This cannot be undone.',
                { title: deleting.title, lessons: t('{{count}} lessons', { count: deleting.lessonCount }) },
              )
            : ''
        }
        confirmLabel={t('Delete Module')}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
