import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Search } from 'lucide-react';
import { courseReassignSchema, type AdminCourse, type User } from '@canopy/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  FieldError,
  Input,
  Skeleton,
} from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useDebouncedValue, FormDialogFooter } from '@canopy/ui/page-kit';
import { useActiveEducators, useCourseReview } from '../api/useAdminCourses';
import { useAdminT } from '../i18n/useAdminT';
import { fieldMessage, toastFailure, toastSuccess } from '../lib/toasts';
import { Choice, Choices, ListNote, SearchBox } from './ReassignCourseDialog.styles';

const SHOWN = 8;

export interface ReassignCourseDialogProps {
  course: AdminCourse | null;
  /** The current educator's name, when known. */
  ownerName: string | undefined;
  onOpenChange: (open: boolean) => void;
}

type FormInput = z.input<typeof courseReassignSchema>;
type FormOutput = z.output<typeof courseReassignSchema>;

const fullName = (u: User) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username;

/**
 * Gives a course to another active educator: a searchable list of active educators (the current one left out),
 * one chosen, then confirmed. The course service records the change in the audit log.
 */
export function ReassignCourseDialog({ course, ownerName, onOpenChange }: ReassignCourseDialogProps) {
  const { t } = useAdminT();
  const { reassign } = useCourseReview();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search);
  // One more than shown: the current owner may be among them and is left out.
  const educators = useActiveEducators(settled, SHOWN + 1, course !== null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(courseReassignSchema),
    defaultValues: { educatorId: '' },
  });
  useEffect(() => {
    if (course) {
      reset({ educatorId: '' });
      setSearch('');
    }
  }, [course, reset]);

  const candidates = (educators.data?.items ?? [])
    .filter((u) => u.id !== course?.instructorId)
    .slice(0, SHOWN);
  const chosenId = Number(watch('educatorId'));
  const chosen = candidates.find((u) => u.id === chosenId);
  const more = (educators.data?.total ?? 0) - (educators.data?.items.length ?? 0);

  const submit = handleSubmit(async ({ educatorId }) => {
    if (!course) return;
    try {
      await reassign.mutateAsync({ id: course.id, educatorId });
      toastSuccess(
        t('Course reassigned'),
        chosen
          ? t('“{{title}}” now belongs to {{name}}.', { title: course.title, name: fullName(chosen) })
          : t('“{{title}}” now belongs to the chosen educator.', { title: course.title }),
      );
      onOpenChange(false);
    } catch (error) {
      toastFailure(error, t('Failed to reassign course'));
    }
  });

  return (
    <Dialog open={course !== null} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t('Reassign course')}</DialogTitle>
          <DialogDescription>
            {course
              ? t(
                  '“{{title}}” belongs to {{owner}}. Choose the active educator who takes it over; its content and learners stay as they are.',
                  {
                    title: course.title,
                    owner: ownerName ?? t('account #{{id}}', { id: course.instructorId }),
                  },
                )
              : null}
          </DialogDescription>
        </DialogHeader>
        <form aria-label={t('Reassign course')} noValidate onSubmit={(e) => void submit(e)}>
          <SearchBox>
            <Field label={t('Search educators')} hint={t('By name, username or e-mail.')}>
              <Input
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
            </Field>
            <Search aria-hidden="true" size={16} />
          </SearchBox>
          <fieldset style={{ border: 0, margin: 0, marginBlockStart: 16, padding: 0, minWidth: 0 }}>
            <legend style={{ fontWeight: 600, marginBlockEnd: 8, padding: 0 }}>{t('New educator')}</legend>
            {educators.isError && !educators.data ? (
              <ListNote role="alert">
                {errorMessage(educators.error, t('The educators could not be loaded.'))}{' '}
                <Button type="button" size="sm" variant="outline" onClick={() => void educators.refetch()}>
                  {t('Try again')}
                </Button>
              </ListNote>
            ) : !educators.data ? (
              <div role="status" aria-busy="true" aria-label={t('Loading educators')}>
                <Skeleton style={{ height: 160 }} />
              </div>
            ) : candidates.length === 0 ? (
              <ListNote role="status">
                {settled.trim()
                  ? t('No other active educator matches “{{search}}”.', { search: settled.trim() })
                  : t('There is no other active educator to give this course to.')}
              </ListNote>
            ) : (
              <Choices aria-busy={educators.isFetching}>
                {candidates.map((u) => (
                  <Choice key={u.id} $checked={chosenId === u.id}>
                    <input type="radio" value={String(u.id)} {...register('educatorId')} />
                    <span>
                      <strong>{fullName(u)}</strong>
                      <small>
                        @{u.username}
                        {u.email ? ` · ${u.email}` : ''}
                      </small>
                    </span>
                  </Choice>
                ))}
              </Choices>
            )}
            {more > 0 && candidates.length > 0 && (
              <ListNote as="p">{t('More educators match: narrow the search to find someone else.')}</ListNote>
            )}
            {errors.educatorId?.message && <FieldError>{fieldMessage(errors.educatorId.message)}</FieldError>}
          </fieldset>
          <FormDialogFooter
            submitLabel={t('Reassign course')}
            busy={reassign.isPending}
            onCancel={() => onOpenChange(false)}
            lockCancelWhileBusy
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
