import type { Lesson } from '@canopy/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@canopy/ui';
import { useStudioT } from '../../i18n/useStudioT';
import { AttachDocumentForm } from './AttachDocumentForm';
import { AttachEbookForm } from './AttachEbookForm';

export interface AddResourceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lessons: Lesson[];
  moduleId: number;
  courseId: number;
}

/** 'Add Resource': a document link on one of the module's lessons, or one of the educator's ebooks for the course. */
export function AddResourceDialog({
  open,
  onOpenChange,
  lessons,
  moduleId,
  courseId,
}: AddResourceDialogProps) {
  const { t } = useStudioT();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t('Add Resource')}</DialogTitle>
          <DialogDescription>
            {t(
              'Give learners reading material: a document for a lesson, or one of your ebooks for the whole course.',
            )}
          </DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="document">
          <TabsList aria-label={t('Kind of resource')}>
            <TabsTrigger value="document">{t('Document link')}</TabsTrigger>
            <TabsTrigger value="ebook">{t('Ebook')}</TabsTrigger>
          </TabsList>
          <TabsContent value="document">
            <AttachDocumentForm
              open={open}
              lessons={lessons}
              moduleId={moduleId}
              courseId={courseId}
              onDone={close}
            />
          </TabsContent>
          <TabsContent value="ebook">
            <AttachEbookForm courseId={courseId} onDone={close} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
