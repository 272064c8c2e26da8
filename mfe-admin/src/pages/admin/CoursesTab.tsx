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
  Field,
  VisuallyHiddenText,
} from '@canopy/ui';
import { useAdminCourses, useCourseReview, useStaffNames } from '../../api/useAdminCourses';
import { CourseReasonDialog, type CourseReasonKind } from '../../components/CourseReasonDialog';
import { FilterChip, Muted, NativeSelect, Table, TableRegion, Toolbar } from '../../components/DataTable';
import { PagedResults } from '../../components/PagedResults';
import { ReassignCourseDialog } from '../../components/ReassignCourseDialog';
import { useEducatorFilter } from '../../hooks/useEducatorFilter';
import { formatDate } from '../../lib/format';
import { toastFailure, toastSuccess } from '../../lib/toasts';

/** The studio's course wizard, shown only while a remote declares it (never a link to a missing page). */
const CREATE_COURSE_PATH = '/educator/courses/new';
const PAGE_SIZE = 25;
const statusBadge = { pending: 'warning', approved: 'success', rejected: 'destructive' } as const;
const statusName = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

/**
 * Courses: every course from the course service's admin list (pending first, oldest waiting first), filtered by
 * status and, from the `educator` query parameter, by educator; approve, reject with a reason, send an approved
 * course back with a reason, reassign to another educator; open a course's preview.
 */
export default function CoursesTab() {
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const filter = useEducatorFilter();
  const list = useAdminCourses(status, page, PAGE_SIZE, filter.educatorId);
  const names = useStaffNames();
  const review = useCourseReview();
  const [reasonFor, setReasonFor] = useState<{ course: AdminCourse; kind: CourseReasonKind } | null>(null);
  const [reassigning, setReassigning] = useState<AdminCourse | null>(null);
  const filterName = filter.educatorId
    ? (names.data?.get(filter.educatorId) ?? `account #${filter.educatorId}`)
    : null;

  const approve = async (course: AdminCourse) => {
    try {
      await review.approve.mutateAsync(course.id);
      toastSuccess('Course approved', `“${course.title}” is now in the catalogue.`);
    } catch (error) {
      toastFailure(error, 'Failed to approve course');
    }
  };

  const withReason = async (reason: string) => {
    if (!reasonFor) return;
    const { course, kind } = reasonFor;
    try {
      if (kind === 'reject') {
        await review.reject.mutateAsync({ id: course.id, reason });
        toastSuccess('Course rejected', `The educator of “${course.title}” sees your reason.`);
      } else {
        await review.sendBack.mutateAsync({ id: course.id, reason });
        toastSuccess('Course sent back', `“${course.title}” is pending review again.`);
      }
      setReasonFor(null);
    } catch (error) {
      toastFailure(error, kind === 'reject' ? 'Failed to reject course' : 'Failed to send course back');
    }
  };

  const canCreate = useIsPathDeclared(CREATE_COURSE_PATH);

  return (
    <section aria-labelledby="courses-heading">
      <VisuallyHiddenText as="h2" id="courses-heading">
        Courses
      </VisuallyHiddenText>
      <Toolbar>
        <div className="narrow">
          <Field label="Status">
            <NativeSelect
              value={status}
              onChange={(e) => {
                setStatus(e.target.value);
                setPage(1);
              }}
            >
              <option value="all">All courses</option>
              <option value="pending">Pending review</option>
              <option value="approved">Approved</option>
              <option value="rejected">Rejected</option>
            </NativeSelect>
          </Field>
        </div>
        {filterName && (
          <FilterChip>
            <span>
              Courses of <strong>{filterName}</strong>
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                filter.clear();
                setPage(1);
              }}
            >
              <X aria-hidden="true" size={14} />
              Show every course
            </Button>
          </FilterChip>
        )}
        {canCreate && (
          <div className="end">
            <Button asChild>
              <DeclaredLink to={CREATE_COURSE_PATH}>
                <Plus aria-hidden="true" />
                Create New Course
              </DeclaredLink>
            </Button>
          </div>
        )}
      </Toolbar>
      <PagedResults
        query={list}
        noun={['course', 'courses']}
        loadingLabel="Loading courses"
        loadingStyle={{ height: 240 }}
        errorTitle="Courses could not be loaded"
        empty={
          <EmptyState
            as="h3"
            icon={<BookOpen aria-hidden="true" />}
            title={
              filterName
                ? `${filterName} has no courses${status === 'all' ? '' : ' with this status'}.`
                : 'No courses available. Create your first course to get started.'
            }
          />
        }
        pagerLabel="Courses pages"
        onPage={setPage}
      >
        {(page) => (
          <TableRegion role="region" aria-label="Courses table" tabIndex={0}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">Course</th>
                  <th scope="col">Status</th>
                  <th scope="col">Educator</th>
                  <th scope="col">Modules · lessons</th>
                  <th scope="col">Learners</th>
                  <th scope="col">Submitted</th>
                  <th scope="col">
                    <VisuallyHiddenText>Actions</VisuallyHiddenText>
                  </th>
                </tr>
              </thead>
              <tbody>
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
                          <Muted>Reason: {course.rejectionReason}</Muted>
                        </>
                      )}
                    </td>
                    <td>
                      <Badge $variant={statusBadge[course.status]}>{statusName[course.status]}</Badge>
                    </td>
                    <td>
                      {names.data?.get(course.instructorId) ?? <Muted>Account #{course.instructorId}</Muted>}
                    </td>
                    <td>
                      {course.moduleCount} · {course.lessonCount}
                    </td>
                    <td>{course.enrolledCount}</td>
                    <td>{formatDate(course.submittedAt ?? course.createdAt)}</td>
                    <td style={{ textAlign: 'right' }}>
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button variant="ghost" size="icon" aria-label={`Actions for ${course.title}`}>
                            <MoreHorizontal aria-hidden="true" size={18} />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          {course.status === 'pending' && (
                            <>
                              <DropdownMenuItem onSelect={() => void approve(course)}>
                                Approve
                              </DropdownMenuItem>
                              <DropdownMenuItem onSelect={() => setReasonFor({ course, kind: 'reject' })}>
                                Reject
                              </DropdownMenuItem>
                            </>
                          )}
                          {course.status === 'approved' && (
                            <DropdownMenuItem onSelect={() => setReasonFor({ course, kind: 'send-back' })}>
                              Send back to pending
                            </DropdownMenuItem>
                          )}
                          <DropdownMenuItem onSelect={() => setReassigning(course)}>
                            Reassign
                          </DropdownMenuItem>
                        </DropdownMenuContent>
                      </DropdownMenu>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableRegion>
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
    </section>
  );
}
