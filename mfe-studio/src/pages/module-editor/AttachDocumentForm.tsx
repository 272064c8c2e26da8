import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Lesson } from '@canopy/contracts';
import { Alert, Field, Input, Stack, toast } from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { errorMessage } from '@canopy/api-client';
import { useUpdateLesson } from '../../api/useModuleEditor';
import { NativeSelect } from './NativeSelect';

export interface AttachDocumentFormProps {
  open: boolean;
  lessons: Lesson[];
  moduleId: number;
  courseId: number;
  onDone: () => void;
}

/** Sets a lesson's document link (PATCH /api/lessons/{id}); the server checks the link. */
export function AttachDocumentForm({ open, lessons, moduleId, courseId, onDone }: AttachDocumentFormProps) {
  const update = useUpdateLesson(moduleId, courseId);
  const [lessonId, setLessonId] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const first = lessons.find((l) => !l.documentUrl) ?? lessons[0];
    setLessonId(first ? String(first.id) : '');
    setUrl(first?.documentUrl ?? '');
    setError(null);
    // Only when the dialog opens, so a refresh does not overwrite what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (lessons.length === 0) {
    return <Alert variant="info">Add a lesson to this module first: documents belong to lessons.</Alert>;
  }

  const chooseLesson = (value: string) => {
    setLessonId(value);
    setUrl(lessons.find((l) => String(l.id) === value)?.documentUrl ?? '');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) {
      setError('Please enter a document link');
      urlInput.current?.focus();
      return;
    }
    try {
      const lesson = await update.mutateAsync({ id: Number(lessonId), payload: { documentUrl: url.trim() } });
      toast({
        title: 'Resource Added',
        description: `“${lesson.title}” now links to the document.`,
        variant: 'success',
      });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, 'The document could not be attached. Please try again.'));
      urlInput.current?.focus();
    }
  };

  return (
    <form aria-label="Attach a document" noValidate onSubmit={(e) => void submit(e)}>
      <Stack $gap={4} style={{ marginTop: 16 }}>
        <Field label="Lesson">
          <NativeSelect value={lessonId} onChange={(e) => chooseLesson(e.target.value)}>
            {lessons.map((l, i) => (
              <option key={l.id} value={l.id}>
                {`${i + 1}. ${l.title}${l.documentUrl ? ' (has a document)' : ''}`}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label="Document URL"
          error={error ?? undefined}
          hint="A PDF, slides or any page learners should read."
        >
          <Input
            ref={urlInput}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://…"
          />
        </Field>
      </Stack>
      <FormDialogFooter submitLabel="Attach Document" busy={update.isPending} onCancel={onDone} />
    </form>
  );
}
