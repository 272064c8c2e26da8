import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GraduationCap } from 'lucide-react';
import { contentMessages, type CourseStatus, type CourseSummary, type Ebook } from '@canopy/contracts';
import { Button, FieldHint, Label, Spinner, toast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useUpdateEbook } from '../api/useEbooks';
import { useEducatorCourses } from '../api/useStudioCourses';
import { NativeSelect } from './NativeSelect';

/** The value of the "Not attached" choice (a native select's values are strings). */
const NONE = '';

const statusNotes: Record<CourseStatus, string> = {
  approved: '',
  pending: ' (pending review)',
  rejected: ' (not approved)',
};

const Wrapper = styled.div`
  display: grid;
  gap: 6px;
  max-width: 460px;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const LabelRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.primary};
    flex-shrink: 0;
  }
`;

const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The select takes the row's width beside the saving spinner. */
const CourseSelect = styled(NativeSelect)`
  flex: 1;
`;

const ErrorRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** What the hint under the control says about where the ebook is read. */
function attachmentHint(attached: CourseSummary | undefined, courseId: number | null): string {
  if (courseId === null)
    return 'Not attached: only you can open it. Choose a course to share it with its learners.';
  if (!attached) return 'Attached to a course you do not teach; its enrolled learners can read it.';
  if (attached.status !== 'approved')
    return `Attached to “${attached.title}”. Learners will find it in the course's Resources tab once the course is approved.`;
  return `Learners enrolled in “${attached.title}” find it in the course's Resources tab.`;
}

/**
 * The "Course" control of a selected ebook: the course it is attached to (or "Not attached"), and a choice of the
 * author's own courses (GET /api/educator/courses) or none. A change is saved at once (PATCH /api/ebooks/{id}
 * `{ courseId }`), announced by a toast; the library's list is refreshed by the mutation.
 */
export function EbookCourseSelect({ ebook }: { ebook: Ebook }) {
  const courses = useEducatorCourses();
  const update = useUpdateEbook();
  const id = useId();
  const selectId = `ebook-course-${id}`;
  const hintId = `${selectId}-hint`;
  const list = courses.data ?? [];
  const attached = list.find((c) => c.id === ebook.courseId);
  // While saving, the control shows the choice being saved.
  const pendingId = update.isPending ? update.variables?.payload.courseId : undefined;
  const value = pendingId !== undefined ? pendingId : ebook.courseId;

  const save = async (next: string) => {
    const courseId = next === NONE ? null : Number(next);
    if (courseId === ebook.courseId) return;
    const course = list.find((c) => c.id === courseId);
    try {
      await update.mutateAsync({ id: ebook.id, payload: { courseId } });
      toast({
        title: contentMessages.ebookUpdated,
        description: course ? `Attached to “${course.title}”.` : 'It is no longer attached to a course.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: contentMessages.ebookUpdateFailed,
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Wrapper>
      <LabelRow>
        <GraduationCap aria-hidden="true" />
        <Label htmlFor={selectId}>Course</Label>
      </LabelRow>
      <Control>
        <CourseSelect
          id={selectId}
          aria-describedby={hintId}
          aria-busy={courses.isLoading || update.isPending || undefined}
          value={value === null ? NONE : String(value)}
          disabled={courses.isLoading || update.isPending}
          onChange={(e) => void save(e.target.value)}
        >
          <option value={NONE}>Not attached</option>
          {courses.isLoading && ebook.courseId !== null && (
            <option value={String(ebook.courseId)}>Loading your courses…</option>
          )}
          {!courses.isLoading && ebook.courseId !== null && !attached && (
            <option value={String(ebook.courseId)}>A course you do not teach</option>
          )}
          {list.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.title}
              {statusNotes[c.status]}
            </option>
          ))}
        </CourseSelect>
        {update.isPending && <Spinner size={18} label="Saving the course…" />}
      </Control>
      {courses.isLoading ? (
        <FieldHint id={hintId}>Loading your courses…</FieldHint>
      ) : courses.isError ? (
        <ErrorRow id={hintId} role="alert">
          <span>{errorMessage(courses.error, 'Your courses could not be loaded.')}</span>
          <Button variant="outline" size="sm" onClick={() => void courses.refetch()}>
            Try again
          </Button>
        </ErrorRow>
      ) : list.length === 0 ? (
        <FieldHint id={hintId}>
          You have no courses yet. <Link to="/educator/courses/new">Create a course</Link> to share this ebook
          with its learners.
        </FieldHint>
      ) : (
        <FieldHint id={hintId}>{attachmentHint(attached, ebook.courseId)}</FieldHint>
      )}
    </Wrapper>
  );
}
