import { courseRejectionSchema, courseSendBackSchema, type AdminCourse } from '@canopy/contracts';
import { useAdminT } from '../i18n/useAdminT';
import { ReasonDialog } from './ReasonDialog';

export type CourseReasonKind = 'reject' | 'send-back';

export interface CourseReasonDialogProps {
  course: AdminCourse | null;
  kind: CourseReasonKind;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string | undefined) => Promise<void>;
}

const texts = {
  reject: {
    titleKey: 'Reject course',
    descriptionKey:
      '“{{title}}”. The educator sees your reason and can resubmit the course after changing it.',
    buttonKey: 'Reject course',
    schema: courseRejectionSchema,
  },
  'send-back': {
    titleKey: 'Send course back',
    descriptionKey:
      '“{{title}}”. The course leaves the catalogue and returns to pending review; the educator sees your reason.',
    buttonKey: 'Send back',
    schema: courseSendBackSchema,
  },
} as const;

/** Asks for the required reason of a rejection or a send-back (validated with the contract's schema). */
export function CourseReasonDialog({ course, kind, busy, onOpenChange, onConfirm }: CourseReasonDialogProps) {
  const { t } = useAdminT();
  const text = texts[kind];
  return (
    <ReasonDialog
      open={course !== null}
      title={t(text.titleKey)}
      description={course ? t(text.descriptionKey, { title: course.title }) : null}
      action={t(text.buttonKey)}
      schema={text.schema}
      maxLength={2000}
      busy={busy}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
    />
  );
}
