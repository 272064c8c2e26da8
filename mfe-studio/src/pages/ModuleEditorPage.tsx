import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FolderX } from 'lucide-react';
import { PageContainer, Skeleton, Stack, VisuallyHiddenText, toast } from '@canopy/ui';
import { errorMessage, isNotFound } from '@canopy/api-client/errors';
import { useDocumentTitle, useNumericParam } from '@canopy/ui/page-kit';
import {
  useEditorAnalytics,
  useEditorModule,
  useModuleLessons,
  useUpdateModule,
} from '../api/useModuleEditor';
import { PageLoadFailed, PageNotFound } from '../components/PageStates';
import { studioText, useStudioT } from '../i18n/useStudioT';
import { AddResourceDialog } from './module-editor/AddResourceDialog';
import { LessonsSection } from './module-editor/LessonsSection';
import { ModuleDetailsCard } from './module-editor/ModuleDetailsCard';
import { ModuleEditorHeader } from './module-editor/ModuleEditorHeader';
import { ModuleStats, moduleFigures } from './module-editor/ModuleStats';
import { QuickActions } from './module-editor/QuickActions';
import { UploadVideoDialog } from './module-editor/UploadVideoDialog';
import {
  moduleFormOf,
  moduleFormSchema,
  type ModuleFormInput,
  type ModuleFormValues,
} from './module-editor/moduleForm';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

/** /courses/{courseId}/modules/{moduleId}: one module's details, lessons, figures and quick actions. */
export default function ModuleEditorPage() {
  const { t } = useStudioT();
  const courseId = useNumericParam('courseId') ?? 0;
  const moduleId = useNumericParam('moduleId') ?? 0;
  const module = useEditorModule(moduleId);
  const lessons = useModuleLessons(moduleId);
  const belongs = !!module.data && module.data.course.id === courseId;
  const analytics = useEditorAnalytics(belongs ? courseId : undefined);
  const update = useUpdateModule(moduleId, courseId);
  const [editing, setEditing] = useState(false);
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<'video' | 'resource' | null>(null);
  const form = useForm<ModuleFormInput, unknown, ModuleFormValues>({
    resolver: zodResolver(moduleFormSchema),
    defaultValues: moduleFormOf(null),
  });
  useDocumentTitle(module.data ? t('{{title}} · Module Editor', { title: module.data.title }) : null);

  const current = module.data;
  useEffect(() => {
    if (current && !editing) form.reset(moduleFormOf(current));
  }, [current, editing, form]);

  const figures = useMemo(
    () => (analytics.data && lessons.data ? moduleFigures(analytics.data, lessons.data) : undefined),
    [analytics.data, lessons.data],
  );

  if (!courseId || !moduleId || (module.isError && isNotFound(module.error)) || (current && !belongs)) {
    return (
      <PageNotFound
        icon={<FolderX />}
        title={t('Module Not Found')}
        message={t("The module you're looking for doesn't exist.")}
        backTo="/educator"
      />
    );
  }
  if (module.isError) {
    return <PageLoadFailed what="module" error={module.error} onRetry={() => void module.refetch()} />;
  }
  if (!current) {
    return (
      <PageContainer aria-busy="true">
        <VisuallyHiddenText as="h1">{t('Loading module')}</VisuallyHiddenText>
        <Stack $gap={6}>
          <Skeleton style={{ height: 64, maxWidth: 520 }} />
          <Layout>
            <Skeleton style={{ height: 320 }} />
            <Skeleton style={{ height: 320 }} />
          </Layout>
        </Stack>
      </PageContainer>
    );
  }

  const save = async (values: ModuleFormValues) => {
    try {
      await update.mutateAsync(values);
      toast({
        title: studioText('Module Updated'),
        description: studioText('Your changes to this module have been saved.'),
        variant: 'success',
      });
      setEditing(false);
    } catch (error) {
      toast({
        title: studioText('Failed to Update Module'),
        description: errorMessage(error, studioText('The module could not be saved. Please try again.')),
        variant: 'destructive',
      });
    }
  };

  const lessonList = lessons.data ?? [];
  return (
    <PageContainer>
      <ModuleEditorHeader
        title={current.title}
        courseTitle={current.course.title}
        courseId={courseId}
        moduleId={moduleId}
        canSave={editing && form.formState.isDirty}
        saving={update.isPending}
      />
      <Layout>
        <Stack $gap={6} style={{ minWidth: 0 }}>
          <ModuleDetailsCard
            module={current}
            form={form}
            editing={editing}
            onEdit={() => setEditing(true)}
            onCancel={() => setEditing(false)}
            onSave={(values) => void save(values)}
          />
          <LessonsSection
            moduleId={moduleId}
            courseId={courseId}
            lessons={lessons}
            createOpen={creating}
            onCreateOpenChange={setCreating}
          />
        </Stack>
        <Stack $gap={6}>
          <ModuleStats
            lessonCount={lessons.data?.length}
            figures={figures}
            figuresPending={analytics.isPending}
            figuresFailed={analytics.isError}
          />
          <QuickActions
            courseId={courseId}
            moduleId={moduleId}
            onUploadVideo={() => setDialog('video')}
            onAddResource={() => setDialog('resource')}
          />
        </Stack>
      </Layout>
      <UploadVideoDialog
        open={dialog === 'video'}
        onOpenChange={(open) => setDialog(open ? 'video' : null)}
        lessons={lessonList}
        moduleId={moduleId}
        courseId={courseId}
      />
      <AddResourceDialog
        open={dialog === 'resource'}
        onOpenChange={(open) => setDialog(open ? 'resource' : null)}
        lessons={lessonList}
        moduleId={moduleId}
        courseId={courseId}
      />
    </PageContainer>
  );
}
