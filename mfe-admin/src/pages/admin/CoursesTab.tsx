import { useState } from 'react';
import { BookOpen, MoreHorizontal, Plus, X } from 'lucide-react';
import { DeclaredLink, useIsPathDeclared } from '@canopy/auth';
import type { AdminCourse } from '@canopy/contracts';
import {
  Badge,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  EmptyState,
} from '@canopy/ui';
import { useAdminCourses, useCourseReview, useStaffNames } from '../../api/useAdminCourses';
import { CourseReasonDialog, type CourseReasonKind } from '../../components/CourseReasonDialog';
import { AdminListFrame, ListTable, SelectFilter } from '../../components/AdminListFrame';
import { FilterChip, Muted } from '../../components/DataTable';
import { PagedResults } from '../../components/PagedResults';
import { ReassignCourseDialog } from '../../components/ReassignCourseDialog';
import { useEducatorFilter } from '../../hooks/useEducatorFilter';
import { useListPage } from '../../hooks/useListPage';
import { formatCount, formatDate } from '../../lib/format';
import { toastFailure, toastSuccess } from '../../lib/toasts';
import { useAdminT } from '../../i18n/useAdminT';

/** The studio's course wizard, shown only while a remote declares it (never a link to a missing page). */
const CREATE_COURSE_PATH = '/educator/courses/new';
const PAGE_SIZE = 25;
const statusBadge = { pending: 'warning', approved: 'success', rejected: 'destructive' } as const;
const statusOptions = [
  { value: 'all', labelKey: 'All courses' },
  { value: 'pending', labelKey: 'Pending review' },
  { value: 'approved', labelKey: 'Approved' },
  { value: 'rejected', labelKey: 'Rejected' },
];

/**
 * Courses: every course from the course service's admin list (pending first, oldest waiting first), filtered by
 * status and, from the `educator` query parameter, by educator; approve, reject with a reason, send an approved
 * course back with a reason, reassign to another educator; open a course's preview.
 */
export default function CoursesTab() {
  const { t } = useAdminT();
  const statusName = { pending: t('Pending'), approved: t('Approved'), rejected: t('Rejected') } as const;
  const [status, setStatus] = useState('all');
  const { page, setPage, firstPage } = useListPage();
  const filter = useEducatorFilter();
  const list = useAdminCourses(status, page, PAGE_SIZE, filter.educatorId);
  const names = useStaffNames();
  const review = useCourseReview();
  const [reasonFor, setReasonFor] = useState<{ course: AdminCourse; kind: CourseReasonKind } | null>(null);
  const [reassigning, setReassigning] = useState<AdminCourse | null>(null);
  const filterName = filter.educatorId
    ? (names.data?.get(filter.educatorId) ?? t('account #{{id}}', { id: filter.educatorId }))
    : null;

  const approve = async (course: AdminCourse) => {
    try {
      await review.approve.mutateAsync(course.id);
      toastSuccess(t('Course approved'), t('“{{title}}” is now in the catalogue.', { title: course.title }));
    } catch (error) {
      toastFailure(error, t('Failed to approve course'));
    }
  };

  const withReason = async (given: string | undefined) => {
    const reason = given ?? ''; // the schema requires one: never empty here
    if (!reasonFor) return;
    const { course, kind } = reasonFor;
    try {
      if (kind === 'reject') {
        await review.reject.mutateAsync({ id: course.id, reason });
        toastSuccess(
          t('Course rejected'),
          t('The educator of “{{title}}” sees your reason.', { title: course.title }),
        );
      } else {
        await review.sendBack.mutateAsync({ id: course.id, reason });
        toastSuccess(
          t('Course sent back'),
          t('“{{title}}” is pending review again.', { title: course.title }),
        );
      }
      setReasonFor(null);
    } catch (error) {
      toastFailure(error, kind === 'reject' ? t('Failed to reject course') : t('Failed to send course back'));
    }
  };

  const canCreate = useIsPathDeclared(CREATE_COURSE_PATH);

  return (
    <AdminListFrame
      id="courses"
      heading={t('Courses')}
      toolbar={
        <>
          <SelectFilter
            label={t('Status')}
            value={status}
            onSelect={firstPage(setStatus)}
            options={statusOptions.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
            narrow
          />
          {filterName && (
            <FilterChip>
              <span>
                {t('Courses of')} <strong>{filterName}</strong>
              </span>
              <Button variant="ghost" size="sm" onClick={firstPage(() => filter.clear())}>
                <X aria-hidden="true" size={14} />
                {t('Show every course')}
              </Button>
            </FilterChip>
          )}
          {canCreate && (
            <div className="end">
              <Button asChild>
                <DeclaredLink to={CREATE_COURSE_PATH}>
                  <Plus aria-hidden="true" />
                  {t('Create New Course')}
                </DeclaredLink>
              </Button>
            </div>
          )}
        </>
      }
    >
      <PagedResults
        query={list}
        rangeText={(range) => t('Showing {{first}}–{{last}} of {{total}} courses', range)}
        loadingLabel={t('Loading courses')}
        loadingStyle={{ height: 240 }}
        errorTitle={t('Courses could not be loaded')}
        empty={
          <EmptyState
            as="h3"
            icon={<BookOpen aria-hidden="true" />}
            title={
              filterName
                ? status === 'all'
                  ? t('{{name}} has no courses.', { name: filterName })
                  : t('{{name}} has no courses with this status.', { name: filterName })
                : t('No courses available. Create your first course to get started.')
            }
          />
        }
        pagerLabel={t('Courses pages')}
        onPage={setPage}
      >
        {(page) => (
          <ListTable
            label={t('Courses table')}
            columns={[
              t('Course'),
              t('Status'),
              t('Educator'),
              t('Modules · lessons'),
              t('Learners'),
              t('Submitted'),
            ]}
            actions
          >
            {page.items.map((course) => (
              <tr key={course.id}>
                <td>
                  <DeclaredLink
                    to={`/courses/${course.id}/preview`}
                    fallback={<strong>{course.title}</strong>}
                  >
                    {course.title}
                  </DeclaredLink>
                  {course.rejectionReason && course.status !== 'approved' && (
                    <>
                      <br />
                      <Muted>{t('Reason: {{reason}}', { reason: course.rejectionReason })}</Muted>
                    </>
                  )}
                </td>
                <td>
                  <Badge $variant={statusBadge[course.status]}>{statusName[course.status]}</Badge>
                </td>
                <td>
                  {names.data?.get(course.instructorId) ?? (
                    <Muted>{t('Account #{{id}}', { id: course.instructorId })}</Muted>
                  )}
                </td>
                <td>
                  {course.moduleCount} · {course.lessonCount}
                </td>
                <td>{formatCount(course.enrolledCount)}</td>
                <td>{formatDate(course.submittedAt ?? course.createdAt)}</td>
                <td style={{ textAlign: 'end' }}>
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('Actions for {{name}}', { name: course.title })}
                      >
                        <MoreHorizontal aria-hidden="true" size={18} />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      {course.status === 'pending' && (
                        <>
                          <DropdownMenuItem onSelect={() => void approve(course)}>
                            {t('Approve')}
                          </DropdownMenuItem>
                          <DropdownMenuItem onSelect={() => setReasonFor({ course, kind: 'reject' })}>
                            {t('Reject')}
                          </DropdownMenuItem>
                        </>
                      )}
                      {course.status === 'approved' && (
                        <DropdownMenuItem onSelect={() => setReasonFor({ course, kind: 'send-back' })}>
                          {t('Send back to pending')}
                        </DropdownMenuItem>
                      )}
                      <DropdownMenuItem onSelect={() => setReassigning(course)}>
                        {t('Reassign')}
                      </DropdownMenuItem>
                    </DropdownMenuContent>
                  </DropdownMenu>
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </PagedResults>
      <CourseReasonDialog
        course={reasonFor?.course ?? null}
        kind={reasonFor?.kind ?? 'reject'}
        busy={review.reject.isPending || review.sendBack.isPending}
        onOpenChange={(open) => !open && setReasonFor(null)}
        onConfirm={withReason}
      />
      <ReassignCourseDialog
        course={reassigning}
        ownerName={reassigning ? names.data?.get(reassigning.instructorId) : undefined}
        onOpenChange={(open) => !open && setReassigning(null)}
      />
    </AdminListFrame>
  );
}
