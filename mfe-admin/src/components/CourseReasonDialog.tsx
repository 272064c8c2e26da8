import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { courseRejectionSchema, courseSendBackSchema, type AdminCourse } from '@canopy/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  Textarea,
} from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';

export type CourseReasonKind = 'reject' | 'send-back';

export interface CourseReasonDialogProps {
  course: AdminCourse | null;
  kind: CourseReasonKind;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => Promise<void>;
}

const texts = {
  reject: {
    title: 'Reject course',
    description: 'The educator sees your reason and can resubmit the course after changing it.',
    button: 'Reject course',
    schema: courseRejectionSchema,
  },
  'send-back': {
    title: 'Send course back',
    description:
      'The course leaves the catalogue and returns to pending review; the educator sees your reason.',
    button: 'Send back',
    schema: courseSendBackSchema,
  },
} as const;

/** Asks for the required reason of a rejection or a send-back (validated with the contract's schema). */
export function CourseReasonDialog({ course, kind, busy, onOpenChange, onConfirm }: CourseReasonDialogProps) {
  const t = texts[kind];
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ reason: string }>({ resolver: zodResolver(t.schema), defaultValues: { reason: '' } });
  useEffect(() => {
    if (course) reset({ reason: '' });
  }, [course, reset]);

  const submit = handleSubmit(({ reason }) => onConfirm(reason));

  return (
    <Dialog open={course !== null} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{course ? `“${course.title}”. ${t.description}` : null}</DialogDescription>
        </DialogHeader>
        <form aria-label={t.title} noValidate onSubmit={(e) => void submit(e)}>
          <Field label="Reason" required error={errors.reason?.message}>
            <Textarea {...register('reason')} rows={4} maxLength={2000} />
          </Field>
          <FormDialogFooter
            submitLabel={t.button}
            submitVariant="destructive"
            busy={busy}
            onCancel={() => onOpenChange(false)}
            lockCancelWhileBusy
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
