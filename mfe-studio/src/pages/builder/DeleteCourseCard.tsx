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
import { plural } from './ModulesTab';

const Danger = styled(Card)`
  border-color: ${({ theme }) => theme.colors.dangerSoft};
  box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.danger};
`;

/** Deleting the course for good, once its title is typed (refused by the service while learners are enrolled). */
export function DeleteCourseCard({ course }: { course: CourseDetail }) {
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
        title: 'Course not deleted',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Course deleted', description: course.title, variant: 'success' });
    navigate('/educator');
  };

  return (
    <Danger as="section" aria-labelledby="builder-delete-title">
      <CardHeader>
        <CardTitle as="h3" id="builder-delete-title">
          Delete course
        </CardTitle>
        <CardDescription>
          {hasLearners
            ? `${plural(course.enrolledCount, 'learner is', 'learners are')} enrolled, so this course cannot be deleted.`
            : 'Deletes the course with its modules, lessons, quizzes and review history. This cannot be undone.'}
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
          <Trash2 aria-hidden="true" /> Delete Course
        </Button>
      </CardContent>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this course?"
        description={`“${course.title}” will be deleted for good, with its ${plural(course.moduleCount, 'module', 'modules')} and ${plural(course.lessonCount, 'lesson', 'lessons')}. Type the course title to confirm.`}
        confirmLabel="Delete Course"
        deleting={remove.isPending}
        confirmDisabled={typed.trim() !== course.title.trim()}
        onConfirm={() => void confirm()}
      >
        <Field label="Course title">
          <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </Field>
      </ConfirmDeleteDialog>
    </Danger>
  );
}
