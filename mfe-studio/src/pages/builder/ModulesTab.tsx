import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink, Layers, Pencil, Plus, Trash2 } from 'lucide-react';
import type { CourseDetail, Module } from '@canopy/contracts';
import { Button, EmptyState, ErrorState, Skeleton, toast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client';
import { useCourseModules, useDeleteModule, useReorderModules } from '../../api/useBuilderCurriculum';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ModuleDialog } from './ModuleDialog';
import { SortableList } from './SortableList';
import { ItemActions, ItemHead, ItemNumber, ItemText, SkeletonList, TabHead } from './builderStyles';

export function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

export const reorderFailed = 'Order not saved';

/** The Modules tab: the course's modules in order, added, edited, deleted and reordered here. */
export default function ModulesTab({ course }: { course: CourseDetail }) {
  const modules = useCourseModules(course.id);
  const reorder = useReorderModules(course.id);
  const remove = useDeleteModule(course.id);
  const [editing, setEditing] = useState<Module | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Module | null>(null);

  const openDialog = (module: Module | null) => {
    setEditing(module);
    setDialogOpen(true);
  };

  const saveOrder = (moduleIds: number[]) =>
    reorder.mutate(moduleIds, {
      onError: (error) =>
        toast({
          title: reorderFailed,
          description: `${errorMessage(error, 'Please try again.')} The previous order is back.`,
          variant: 'destructive',
        }),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Module deleted', description: deleting.title, variant: 'success' });
        setDeleting(null);
      },
      onError: (error) =>
        toast({
          title: 'Module not deleted',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  const list = modules.data ?? [];
  return (
    <section aria-labelledby="builder-modules-title">
      <TabHead>
        <div>
          <h2 id="builder-modules-title">Modules</h2>
          <p>
            {list.length > 1
              ? `${plural(list.length, 'module', 'modules')}. Drag a handle or use Move up and Move down to change the order learners follow.`
              : 'The chapters of your course, in the order learners follow them.'}
          </p>
        </div>
        {list.length > 0 && (
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" /> Add Module
          </Button>
        )}
      </TabHead>
      {modules.isLoading ? (
        <SkeletonList role="status" aria-label="Loading modules">
          <Skeleton $height="88px" />
          <Skeleton $height="88px" />
          <Skeleton $height="88px" />
        </SkeletonList>
      ) : modules.isError ? (
        <ErrorState
          as="h3"
          title="The modules could not be loaded"
          message={errorMessage(modules.error, 'Please try again.')}
          onRetry={() => void modules.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          as="h3"
          icon={<Layers />}
          title="No modules yet"
          description="Modules are the chapters of your course. Add the first one, then fill it with lessons."
          action={
            <Button onClick={() => openDialog(null)}>
              <Plus aria-hidden="true" /> Add your first module
            </Button>
          }
        />
      ) : (
        <SortableList
          items={list}
          label={`Modules of ${course.title}`}
          nameOf={(m) => m.title}
          onReorder={saveOrder}
          disabled={reorder.isPending}
        >
          {(module, index) => (
            <>
              <ItemHead>
                <ItemNumber>Module {index + 1}</ItemNumber>
                <h3>{module.title}</h3>
              </ItemHead>
              {module.description && <ItemText>{module.description}</ItemText>}
              <ItemText>{plural(module.lessonCount, 'lesson', 'lessons')}</ItemText>
              <ItemActions>
                <Button asChild size="sm" variant="outline">
                  <Link
                    to={`/courses/${course.id}/modules/${module.id}`}
                    aria-label={`Open editor: ${module.title}`}
                  >
                    <ExternalLink aria-hidden="true" /> Open editor
                  </Link>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => openDialog(module)}
                  aria-label={`Edit: ${module.title}`}
                >
                  <Pencil aria-hidden="true" /> Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setDeleting(module)}
                  aria-label={`Delete: ${module.title}`}
                >
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
              </ItemActions>
            </>
          )}
        </SortableList>
      )}
      <ModuleDialog courseId={course.id} module={editing} open={dialogOpen} onOpenChange={setDialogOpen} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this module?"
        description={
          deleting
            ? `“${deleting.title}” will be deleted for good, and with it its ${plural(deleting.lessonCount, 'lesson', 'lessons')} and their quizzes. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete Module"
        deleting={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
