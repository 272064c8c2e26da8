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
  Stack,
} from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { LessonLinkFields, useLessonLinkForm } from './LessonLinkFields';

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
  const form = useLessonLinkForm({
    open,
    lessons,
    link: 'videoUrl',
    moduleId,
    courseId,
    texts: {
      missing: 'Please enter a video link',
      failed: 'The video could not be attached. Please try again.',
      saved: (lesson) => ({
        title: 'Video Attached',
        description: `The video now plays in “${lesson.title}”.`,
      }),
    },
    onSaved: () => onOpenChange(false),
  });

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
          <form aria-label="Upload Video" noValidate onSubmit={(e) => void form.submit(e)}>
            <Stack $gap={4}>
              <LessonLinkFields
                form={form}
                lessons={lessons}
                link="videoUrl"
                label="Video URL"
                placeholder="https://www.youtube.com/watch?v=…"
              />
            </Stack>
            <FormDialogFooter
              submitLabel="Attach Video"
              busy={form.busy}
              onCancel={() => onOpenChange(false)}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
