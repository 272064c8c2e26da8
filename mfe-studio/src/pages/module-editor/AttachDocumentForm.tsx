import type { Lesson } from '@canopy/contracts';
import { Alert, Stack } from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { LessonLinkFields, useLessonLinkForm } from './LessonLinkFields';

export interface AttachDocumentFormProps {
  open: boolean;
  lessons: Lesson[];
  moduleId: number;
  courseId: number;
  onDone: () => void;
}

/** Sets a lesson's document link (PATCH /api/lessons/{id}); the server checks the link. */
export function AttachDocumentForm({ open, lessons, moduleId, courseId, onDone }: AttachDocumentFormProps) {
  const form = useLessonLinkForm({
    open,
    lessons,
    link: 'documentUrl',
    moduleId,
    courseId,
    texts: {
      missing: 'Please enter a document link',
      failed: 'The document could not be attached. Please try again.',
      saved: (lesson) => ({
        title: 'Resource Added',
        description: `“${lesson.title}” now links to the document.`,
      }),
    },
    onSaved: onDone,
  });

  if (lessons.length === 0) {
    return <Alert variant="info">Add a lesson to this module first: documents belong to lessons.</Alert>;
  }

  return (
    <form aria-label="Attach a document" noValidate onSubmit={(e) => void form.submit(e)}>
      <Stack $gap={4} style={{ marginTop: 16 }}>
        <LessonLinkFields
          form={form}
          lessons={lessons}
          link="documentUrl"
          label="Document URL"
          hint="A PDF, slides or any page learners should read."
          placeholder="https://…"
        />
      </Stack>
      <FormDialogFooter submitLabel="Attach Document" busy={form.busy} onCancel={onDone} />
    </form>
  );
}
