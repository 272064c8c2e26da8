import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Trash2 } from 'lucide-react';
import type { CourseDetail } from '@canopy/contracts';
import {
  Button,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Card,
  Field,
  Input,
  toast,
} from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useDeleteCourse } from '../../api/useCourseBuilder';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { useStudioT } from '../../i18n/useStudioT';

const Danger = styled(Card)`
  border-color: ${({ theme }) => theme.colors.dangerSoft};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
`;

/** Deleting the course for good, once its title is typed (refused by the service while learners are enrolled). */
export function DeleteCourseCard({ course }: { course: CourseDetail }) {
  const { t } = useStudioT();
  const remove = useDeleteCourse(course.id);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const hasLearners = course.enrolledCount > 0;

  // mutateAsync: its promise settles even if the refreshed lists re-render this card away meanwhile.
  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      toast({
        title: t('Course not deleted'),
        description: errorMessage(error, t('Please try again.')),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('Course deleted'), description: course.title, variant: 'success' });
    navigate('/educator');
  };

  return (
    <Danger as="section" aria-labelledby="builder-delete-title">
      <CardHeader>
        <CardTitle as="h3" id="builder-delete-title">
          {t('Delete course')}
        </CardTitle>
        <CardDescription>
          {hasLearners
            ? t('{{count}} learners are enrolled, so this course cannot be deleted.', {
                count: course.enrolledCount,
              })
            : t(
                'Deletes the course with its modules, lessons, quizzes and review history. This cannot be undone.',
              )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="destructive"
          disabled={hasLearners}
          onClick={() => {
            setTyped('');
            setOpen(true);
          }}
        >
          <Trash2 aria-hidden="true" /> {t('Delete Course')}
        </Button>
      </CardContent>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        title={t('Delete this course?')}
        description={t(
          '“{{title}}” will be deleted for good, with its {{modules}} and {{lessons}}. Type the course title to confirm.',
          {
            title: course.title,
            modules: t('{{count}} modules', { count: course.moduleCount }),
            lessons: t('{{count}} lessons', { count: course.lessonCount }),
          },
        )}
        confirmLabel={t('Delete Course')}
        deleting={remove.isPending}
        confirmDisabled={typed.trim() !== course.title.trim()}
        onConfirm={() => void confirm()}
      >
        <Field label={t('Course title')}>
          <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </Field>
      </ConfirmDeleteDialog>
    </Danger>
  );
}
