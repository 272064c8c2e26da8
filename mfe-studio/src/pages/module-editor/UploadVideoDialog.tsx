import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Lesson } from '@canopy/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Stack,
  toast,
} from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { errorMessage } from '@canopy/api-client';
import { useUpdateLesson } from '../../api/useModuleEditor';
import { NativeSelect } from './NativeSelect';

export interface UploadVideoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lessons: Lesson[];
  moduleId: number;
  courseId: number;
}

/**
 * 'Upload Video': attaches a video to one of the module's lessons by link. The server decides what a lesson
 * video may be (a YouTube video or a video file) and its message is shown as it is.
 */
export function UploadVideoDialog({
  open,
  onOpenChange,
  lessons,
  moduleId,
  courseId,
}: UploadVideoDialogProps) {
  const update = useUpdateLesson(moduleId, courseId);
  const [lessonId, setLessonId] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const first = lessons.find((l) => !l.videoUrl) ?? lessons[0];
    setLessonId(first ? String(first.id) : '');
    setUrl(first?.videoUrl ?? '');
    setError(null);
    update.reset();
    // Only when the dialog opens: later lesson refreshes must not overwrite what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const chooseLesson = (value: string) => {
    setLessonId(value);
    setUrl(lessons.find((l) => String(l.id) === value)?.videoUrl ?? '');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) {
      setError('Please enter a video link');
      urlInput.current?.focus();
      return;
    }
    setError(null);
    try {
      const lesson = await update.mutateAsync({ id: Number(lessonId), payload: { videoUrl: url.trim() } });
      toast({
        title: 'Video Attached',
        description: `The video now plays in “${lesson.title}”.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (failure) {
      setError(errorMessage(failure, 'The video could not be attached. Please try again.'));
      // Focus brings the message (the field's description) to screen readers.
      urlInput.current?.focus();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Upload Video</DialogTitle>
          <DialogDescription>
            Attach a video to a lesson: a YouTube link or a link to a video file (.mp4, .webm, .ogg, .mov).
          </DialogDescription>
        </DialogHeader>
        {lessons.length === 0 ? (
          <>
            <Alert variant="info">Add a lesson to this module first: videos belong to lessons.</Alert>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form aria-label="Upload Video" noValidate onSubmit={(e) => void submit(e)}>
            <Stack $gap={4}>
              <Field label="Lesson">
                <NativeSelect value={lessonId} onChange={(e) => chooseLesson(e.target.value)}>
                  {lessons.map((l, i) => (
                    <option key={l.id} value={l.id}>
                      {`${i + 1}. ${l.title}${l.videoUrl ? ' (has a video)' : ''}`}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field label="Video URL" error={error ?? undefined}>
                <Input
                  ref={urlInput}
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://www.youtube.com/watch?v=…"
                />
              </Field>
            </Stack>
            <FormDialogFooter
              submitLabel="Attach Video"
              busy={update.isPending}
              onCancel={() => onOpenChange(false)}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
