import type { Lesson } from '@canopy/contracts';
import { Alert, Stack } from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { studioText, useStudioT } from '../../i18n/useStudioT';
import { LessonLinkFields, useLessonLinkForm } from './LessonLinkFields';

/** An address as the field expects it (not words to translate). */
const URL_EXAMPLE = 'https://…';

export interface AttachDocumentFormProps {
  open: boolean;
  lessons: Lesson[];
  moduleId: number;
  courseId: number;
  onDone: () => void;
}

/** Sets a lesson's document link (PATCH /api/lessons/{id}); the server checks the link. */
export function AttachDocumentForm({ open, lessons, moduleId, courseId, onDone }: AttachDocumentFormProps) {
  const { t } = useStudioT();
  const form = useLessonLinkForm({
    open,
    lessons,
    link: 'documentUrl',
    moduleId,
    courseId,
    texts: {
      missing: t('Please enter a document link'),
      failed: t('The document could not be attached. Please try again.'),
      saved: (lesson) => ({
        title: studioText('Resource Added'),
        description: studioText('“{{title}}” now links to the document.', { title: lesson.title }),
      }),
    },
    onSaved: onDone,
  });

  if (lessons.length === 0) {
    return (
      <Alert variant="info">{t('Add a lesson to this module first: documents belong to lessons.')}</Alert>
    );
  }

  return (
    <form aria-label={t('Attach a document')} noValidate onSubmit={(e) => void form.submit(e)}>
      <Stack $gap={4} style={{ marginBlockStart: 16 }}>
        <LessonLinkFields
          form={form}
          lessons={lessons}
          link="documentUrl"
          label={t('Document URL')}
          hint={t('A PDF, slides or any page learners should read.')}
          placeholder={URL_EXAMPLE}
        />
      </Stack>
      <FormDialogFooter submitLabel={t('Attach Document')} busy={form.busy} onCancel={onDone} />
    </form>
  );
}
