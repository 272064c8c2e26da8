import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, EmptyState, Field, Skeleton, Stack, toast } from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { BookOpen } from 'lucide-react';
import { errorMessage } from '@canopy/api-client/errors';
import { useCourseEbooks } from '../../api/useCoursePreview';
import { useMyEbooks } from '../../api/useEbooks';
import { useAttachEbook } from '../../api/useModuleEditor';
import { NativeSelect } from '../../components/NativeSelect';
import { studioText, useStudioT } from '../../i18n/useStudioT';
import { fieldMessage } from '../../lib/fieldMessage';

/** Attaches one of the educator's ebooks to the course (PATCH /api/ebooks/{id} { courseId }). */
export function AttachEbookForm({ courseId, onDone }: { courseId: number; onDone: () => void }) {
  const { t } = useStudioT();
  const ebooks = useMyEbooks();
  const attached = useCourseEbooks(courseId);
  const attach = useAttachEbook(courseId);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (ebooks.isPending) return <Skeleton style={{ height: 88, marginBlockStart: 16 }} />;
  if (ebooks.isError) {
    return (
      <Alert variant="danger">
        {errorMessage(ebooks.error, t('Your ebooks could not be loaded.'))}{' '}
        <Button variant="link" onClick={() => void ebooks.refetch()}>
          {t('Try again')}
        </Button>
      </Alert>
    );
  }
  const available = ebooks.data.filter((e) => e.courseId !== courseId);
  const attachedTitles = attached.data?.map((e) => e.title) ?? [];
  if (ebooks.data.length === 0) {
    return (
      <EmptyState
        as="h3"
        icon={<BookOpen />}
        title={t('No ebooks yet')}
        description={t('Write one in the ebook builder, then attach it here.')}
        action={
          <Button asChild variant="outline">
            <Link to="/ebook-builder">{t('Open Ebook Builder')}</Link>
          </Button>
        }
      />
    );
  }

  const selected = choice || (available[0] ? String(available[0].id) : '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    setError(null);
    try {
      const ebook = await attach.mutateAsync(Number(selected));
      toast({
        title: studioText('Resource Added'),
        description: studioText('“{{title}}” is now part of this course.', { title: ebook.title }),
        variant: 'success',
      });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, studioText('The ebook could not be attached. Please try again.')));
    }
  };

  return (
    <form aria-label={t('Attach an ebook')} noValidate onSubmit={(e) => void submit(e)}>
      <Stack $gap={4} style={{ marginBlockStart: 16 }}>
        {attachedTitles.length > 0 && (
          <Alert variant="success">
            {t('Already in this course: {{titles}}.', { titles: attachedTitles.join(', ') })}
          </Alert>
        )}
        {available.length === 0 ? (
          <Alert variant="info">{t('Every one of your ebooks is already attached to this course.')}</Alert>
        ) : (
          <Field
            label={t('Ebook')}
            error={fieldMessage(error ?? undefined)}
            hint={t(
              "Enrolled learners find it in the course's resources. An ebook belongs to one course at a time.",
            )}
          >
            <NativeSelect value={selected} onChange={(e) => setChoice(e.target.value)}>
              {available.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.title}
                  {e.courseId ? ` ${t('(moves from another course)')}` : ''}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
      </Stack>
      <FormDialogFooter
        submitLabel={t('Attach Ebook')}
        submitDisabled={!selected}
        busy={attach.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
