import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Download, PenLine, Trash2 } from 'lucide-react';
import { contentMessages, type Ebook } from '@canopy/contracts';
import {
  Badge,
  Button,
  CardContent,
  Card,
  Field,
  Input,
  Stack,
  Textarea,
  VisuallyHiddenText,
  toast,
} from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useDeleteEbook, useUpdateEbook } from '../../api/useEbooks';
import { useEpubExport } from '../../api/useEpubExport';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { EbookCourseSelect } from '../../components/EbookCourseSelect';
import { fieldMessage } from '../../lib/fieldMessage';
import { localDate } from '../../lib/localDate';
import { downloadTextFile, epubPath } from '../../lib/ebookFiles';
import { formatStyleLabel } from '../../lib/formatStyles';
import { translateMessage } from '@canopy/i18n';
import { studioText, useStudioT } from '../../i18n/useStudioT';
import { Actions, Content, Meta, ViewerHead } from './ebookLibraryStyles';

/** One ebook: read it, edit and save it, download it (plain text, EPUB), attach it to a course, delete it. */
export function EbookViewer({ ebook, onDeleted }: { ebook: Ebook; onDeleted: () => void }) {
  const { t } = useStudioT();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(ebook.title);
  const [content, setContent] = useState(ebook.content);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateEbook();
  const remove = useDeleteEbook();
  const epub = useEpubExport();
  const heading = useRef<HTMLHeadingElement>(null);

  // A newly selected ebook is announced and brought into view (on a phone the viewer is below the list).
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, []);

  const startEditing = () => {
    setTitle(ebook.title);
    setContent(ebook.content);
    setTitleError(undefined);
    setEditing(true);
  };

  const save = async () => {
    if (!title.trim()) {
      setTitleError(contentMessages.ebookTitleRequired);
      return;
    }
    try {
      await update.mutateAsync({ id: ebook.id, payload: { title, content } });
      toast({ title: translateMessage(contentMessages.ebookUpdated), variant: 'success' });
      setEditing(false);
    } catch (error) {
      toast({
        title: translateMessage(contentMessages.ebookUpdateFailed),
        description: errorMessage(error, studioText('Please try again.')),
        variant: 'destructive',
      });
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(ebook.id);
      setConfirming(false);
      toast({ title: translateMessage(contentMessages.ebookDeleted), variant: 'success' });
      onDeleted();
    } catch (error) {
      toast({
        title: translateMessage(contentMessages.ebookDeleteFailed),
        description: errorMessage(error, studioText('Please try again.')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card as="section" aria-labelledby="viewer-title">
      <ViewerHead>
        <h2 id="viewer-title" ref={heading} tabIndex={-1}>
          {ebook.title}
        </h2>
        <Meta>
          <Badge $variant="secondary">{formatStyleLabel(ebook.formatStyle)}</Badge>
          <span>
            {t('Created')} <time dateTime={ebook.createdAt}>{localDate(ebook.createdAt)}</time>
          </span>
          {ebook.author && <span>{t('by {{author}}', { author: ebook.author })}</span>}
        </Meta>
        {!editing && (
          <Actions>
            <Button variant="outline" size="sm" onClick={startEditing}>
              <PenLine aria-hidden="true" /> {t('Edit')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => downloadTextFile(ebook.title, ebook.content)}>
              <Download aria-hidden="true" /> {t('Download')}
              <VisuallyHiddenText> {t('as plain text')}</VisuallyHiddenText>
            </Button>
            {epub && (
              <Button variant="outline" size="sm" asChild>
                <a href={epubPath(ebook.id)} download>
                  <Download aria-hidden="true" /> {t('Download EPUB')}
                </a>
              </Button>
            )}
            <Button variant="ghost" size="sm" asChild>
              <Link to={`/ebook-builder?id=${ebook.id}`}>{t('Open in Builder')}</Link>
            </Button>
            <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" /> {t('Delete')}
            </Button>
          </Actions>
        )}
        {!editing && <EbookCourseSelect ebook={ebook} />}
      </ViewerHead>
      <CardContent style={{ paddingBlockStart: 16 }}>
        {editing ? (
          <form
            aria-label={t('Edit ebook')}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <Stack $gap={4}>
              <Field label={t('Title')} required error={fieldMessage(titleError)}>
                <Input value={title} maxLength={300} onChange={(e) => setTitle(e.target.value)} />
              </Field>
              <Field label={t('Content')}>
                <Textarea rows={20} value={content} onChange={(e) => setContent(e.target.value)} />
              </Field>
              <Actions>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setEditing(false)}
                  disabled={update.isPending}
                >
                  {t('Cancel')}
                </Button>
                <Button type="submit" loading={update.isPending}>
                  {t('Save Changes')}
                </Button>
              </Actions>
            </Stack>
          </form>
        ) : (
          <Stack $gap={4}>
            {ebook.description && <p>{ebook.description}</p>}
            <Content>{ebook.content || t('This ebook has no content yet.')}</Content>
          </Stack>
        )}
      </CardContent>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('Delete this ebook?')}
        description={t('“{{title}}” will be removed from your library for good. This cannot be undone.', {
          title: ebook.title,
        })}
        confirmLabel={t('Delete Ebook')}
        deleting={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </Card>
  );
}
