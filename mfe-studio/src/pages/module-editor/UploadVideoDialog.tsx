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
import { studioText, useStudioT } from '../../i18n/useStudioT';
import { LessonLinkFields, useLessonLinkForm } from './LessonLinkFields';

/** An address as the field expects it (not words to translate). */
const VIDEO_URL_EXAMPLE = 'https://www.youtube.com/watch?v=…';

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
  const { t } = useStudioT();
  const form = useLessonLinkForm({
    open,
    lessons,
    link: 'videoUrl',
    moduleId,
    courseId,
    texts: {
      missing: t('Please enter a video link'),
      failed: t('The video could not be attached. Please try again.'),
      saved: (lesson) => ({
        title: studioText('Video Attached'),
        description: studioText('The video now plays in “{{title}}”.', { title: lesson.title }),
      }),
    },
    onSaved: () => onOpenChange(false),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t('Upload Video')}</DialogTitle>
          <DialogDescription>
            {t(
              'Attach a video to a lesson: a YouTube link or a link to a video file (.mp4, .webm, .ogg, .mov).',
            )}
          </DialogDescription>
        </DialogHeader>
        {lessons.length === 0 ? (
          <>
            <Alert variant="info">{t('Add a lesson to this module first: videos belong to lessons.')}</Alert>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('Close')}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form aria-label={t('Upload Video')} noValidate onSubmit={(e) => void form.submit(e)}>
            <Stack $gap={4}>
              <LessonLinkFields
                form={form}
                lessons={lessons}
                link="videoUrl"
                label={t('Video URL')}
                placeholder={VIDEO_URL_EXAMPLE}
              />
            </Stack>
            <FormDialogFooter
              submitLabel={t('Attach Video')}
              busy={form.busy}
              onCancel={() => onOpenChange(false)}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
