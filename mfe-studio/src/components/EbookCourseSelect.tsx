import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GraduationCap } from 'lucide-react';
import { contentMessages, type CourseStatus, type CourseSummary, type Ebook } from '@canopy/contracts';
import { Button, FieldHint, Label, Spinner, toast } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useUpdateEbook } from '../api/useEbooks';
import { useEducatorCourses } from '../api/useStudioCourses';
import { translateMessage } from '@canopy/i18n';
import { studioText, useStudioT } from '../i18n/useStudioT';
import { NativeSelect } from './NativeSelect';

/** The value of the "Not attached" choice (a native select's values are strings). */
const NONE = '';

const statusNotes: Record<CourseStatus, () => string> = {
  approved: () => '',
  pending: () => ` ${studioText('(pending review)')}`,
  rejected: () => ` ${studioText('(not approved)')}`,
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
    return studioText('Not attached: only you can open it. Choose a course to share it with its learners.');
  if (!attached)
    return studioText('Attached to a course you do not teach; its enrolled learners can read it.');
  if (attached.status !== 'approved')
    return studioText(
      "Attached to “{{title}}”. Learners will find it in the course's Resources tab once the course is approved.",
      { title: attached.title },
    );
  return studioText("Learners enrolled in “{{title}}” find it in the course's Resources tab.", {
    title: attached.title,
  });
}

/**
 * The "Course" control of a selected ebook: the course it is attached to (or "Not attached"), and a choice of the
 * author's own courses (GET /api/educator/courses) or none. A change is saved at once (PATCH /api/ebooks/{id}
 * `{ courseId }`), announced by a toast; the library's list is refreshed by the mutation.
 */
export function EbookCourseSelect({ ebook }: { ebook: Ebook }) {
  const { t } = useStudioT();
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
        title: translateMessage(contentMessages.ebookUpdated),
        description: course
          ? studioText('Attached to “{{title}}”.', { title: course.title })
          : studioText('It is no longer attached to a course.'),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: translateMessage(contentMessages.ebookUpdateFailed),
        description: errorMessage(error, studioText('Please try again.')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Wrapper>
      <LabelRow>
        <GraduationCap aria-hidden="true" />
        <Label htmlFor={selectId}>{t('Course')}</Label>
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
          <option value={NONE}>{t('Not attached')}</option>
          {courses.isLoading && ebook.courseId !== null && (
            <option value={String(ebook.courseId)}>{t('Loading your courses…')}</option>
          )}
          {!courses.isLoading && ebook.courseId !== null && !attached && (
            <option value={String(ebook.courseId)}>{t('A course you do not teach')}</option>
          )}
          {list.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.title}
              {statusNotes[c.status]()}
            </option>
          ))}
        </CourseSelect>
        {update.isPending && <Spinner size={18} label={t('Saving the course…')} />}
      </Control>
      {courses.isLoading ? (
        <FieldHint id={hintId}>{t('Loading your courses…')}</FieldHint>
      ) : courses.isError ? (
        <ErrorRow id={hintId} role="alert">
          <span>{errorMessage(courses.error, t('Your courses could not be loaded.'))}</span>
          <Button variant="outline" size="sm" onClick={() => void courses.refetch()}>
            {t('Try again')}
          </Button>
        </ErrorRow>
      ) : list.length === 0 ? (
        <FieldHint id={hintId}>
          {t('You have no courses yet.')} <Link to="/educator/courses/new">{t('Create a course')}</Link>{' '}
          {t('to share this ebook with its learners.')}
        </FieldHint>
      ) : (
        <FieldHint id={hintId}>{attachmentHint(attached, ebook.courseId)}</FieldHint>
      )}
    </Wrapper>
  );
}
