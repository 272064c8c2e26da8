import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '@canopy/auth';
import styled from 'styled-components';
import { Library, Save } from 'lucide-react';
import { contentAiMessages, contentMessages, ebookCreateSchema, type EbookFromLink } from '@canopy/contracts';
import { Button, ErrorState, PageContainer, PageHeader, PageSpinner, toast } from '@canopy/ui';
import { errorMessage, isNotFound } from '@canopy/api-client/errors';
import { useDocumentTitle, numericParam } from '@canopy/ui/page-kit';
import { useCreateEbook, useEbook, useUpdateEbook } from '../api/useEbooks';
import { useEbookGeneration } from '../api/useEbookGeneration';
import { ChapterEditor } from '../components/ChapterEditor';
import { ContentAccess, canUseContentTools } from '../components/ContentAccess';
import { EbookCourseSelect } from '../components/EbookCourseSelect';
import { EbookDetailsForm } from '../components/EbookDetailsForm';
import { GenerateFromLink } from '../components/GenerateFromLink';
import { askNotificationPermission, notify } from '../lib/browserNotification';
import { translateMessage } from '@canopy/i18n';
import { studioText, useStudioT } from '../i18n/useStudioT';
import { fieldMessage } from '../lib/fieldMessage';
import { draftFromLink, draftOf, emptyDraft, type Draft } from '../lib/ebookDraft';

/** The success toast stays 5 s (spec section 9). */
export const GENERATED_TOAST_MS = 5_000;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    inset-block-start: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
    order: 2;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const SaveBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

/** /ebook-builder — write an ebook, or draft one from a link; `?id=` edits a saved one. */
export default function EbookBuilderPage() {
  const { t } = useStudioT();
  useDocumentTitle(t('Ebook Builder'));
  const { user } = useAuth();
  const features = [
    t('Write an ebook chapter by chapter: title, author, description and format style.'),
    t('Draft one from a web article or a YouTube video, and watch each step of the generation.'),
    t('Save it to your library, then edit, download (plain text or EPUB) or delete it there.'),
  ];
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('Educator studio')}
        title={t('Ebook Builder')}
        description={t(
          'Write an ebook chapter by chapter, or draft one from a web page or video and make it your own.',
        )}
        // "Mi biblioteca de libros electrónicos" is wider than a phone: its label wraps.
        actions={
          canUseContentTools(user) && (
            <Button variant="outline" asChild wrapLabel>
              <Link to="/ebook-library">
                <Library aria-hidden="true" /> {t('My Ebook Library')}
              </Link>
            </Button>
          )
        }
      />
      <ContentAccess
        purpose={t(
          'The Ebook Builder is where educators write ebooks for their learners, or draft them from a link.',
        )}
        features={features}
      >
        <Builder />
      </ContentAccess>
    </PageContainer>
  );
}

function Builder() {
  const { t } = useStudioT();
  const [params, setParams] = useSearchParams();
  const editingId = numericParam(params.get('id') ?? undefined);
  const existing = useEbook(editingId);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [loadedId, setLoadedId] = useState<number | null>(null);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [generationNotice, setGenerationNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { progress, generate, running } = useEbookGeneration();
  const create = useCreateEbook();
  const update = useUpdateEbook();

  // The saved ebook fills the editor once (not again on every refetch, which would undo the user's edits).
  useEffect(() => {
    if (existing.data && existing.data.id !== loadedId) {
      setDraft(draftOf(existing.data));
      setLoadedId(existing.data.id);
    }
  }, [existing.data, loadedId]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const onGenerate = async (input: EbookFromLink) => {
    askNotificationPermission();
    setFailure(null);
    const outcome = await generate(input);
    if (!outcome) return;
    if (outcome.ok) {
      const result = outcome.result;
      setDraft(draftFromLink(result));
      setGenerationNotice(result.notice);
      toast({
        title: studioText('Ebook Generated'),
        description: studioText(
          '“{{title}}” is ready with {{count}} chapter(s). Review it, then save it to your library.',
          { title: result.title, count: result.chapters.length },
        ),
        variant: 'success',
        duration: GENERATED_TOAST_MS,
      });
      notify(
        studioText('Ebook Generated'),
        studioText('“{{title}}” is ready to review.', { title: result.title }),
      );
    } else {
      setFailure(outcome.message);
      toast({
        title: studioText('Generation Failed'),
        description: translateMessage(contentAiMessages.linkFailed),
        variant: 'destructive',
      });
      notify(studioText('Generation Failed'), translateMessage(contentAiMessages.linkFailed));
    }
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const payload = {
      title: draft.title,
      author: draft.author,
      description: draft.description,
      formatStyle: draft.formatStyle,
      sourceUrl: draft.sourceUrl,
      sourceType: draft.sourceType ?? 'manual',
      chapters: draft.chapters,
    };
    const parsed = ebookCreateSchema.safeParse(payload);
    if (!parsed.success) {
      const titleIssue = parsed.error.issues.find((i) => i.path[0] === 'title');
      setTitleError(titleIssue?.message);
      if (!titleIssue) {
        toast({
          title: studioText('Failed to save ebook'),
          description: fieldMessage(parsed.error.issues[0]?.message),
          variant: 'destructive',
        });
      }
      return;
    }
    setTitleError(undefined);
    try {
      const saved = editingId
        ? await update.mutateAsync({
            id: editingId,
            payload: {
              title: payload.title,
              author: payload.author,
              description: payload.description,
              formatStyle: payload.formatStyle,
              chapters: payload.chapters,
            },
          })
        : await create.mutateAsync(payload);
      setLoadedId(saved.id);
      if (!editingId) setParams({ id: String(saved.id) }, { replace: true });
      toast({
        title: editingId
          ? translateMessage(contentMessages.ebookUpdated)
          : studioText('Ebook saved to your library'),
        description: studioText('“{{title}}” is in your library.', { title: saved.title }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: editingId
          ? translateMessage(contentMessages.ebookUpdateFailed)
          : studioText('Failed to save ebook'),
        description: errorMessage(error, studioText('Please try again.')),
        variant: 'destructive',
      });
    }
  };

  if (editingId && existing.isLoading) return <PageSpinner />;
  if (editingId && existing.isError) {
    return (
      <ErrorState
        title={isNotFound(existing.error) ? t('Ebook not found') : t('The ebook could not be loaded')}
        message={
          isNotFound(existing.error)
            ? t('It may have been deleted, or it belongs to another author.')
            : errorMessage(existing.error, t('Please try again.'))
        }
        onRetry={isNotFound(existing.error) ? undefined : () => void existing.refetch()}
        actions={
          <Button variant="outline" asChild>
            <Link to="/ebook-builder">{t('Start a new ebook')}</Link>
          </Button>
        }
      />
    );
  }

  const saving = create.isPending || update.isPending;
  return (
    <Layout>
      <Side>
        <GenerateFromLink
          progress={progress}
          running={running}
          failure={failure}
          onGenerate={(input) => void onGenerate(input)}
        />
        {editingId && existing.data && <EbookCourseSelect ebook={existing.data} />}
      </Side>
      <Main>
        <EbookDetailsForm
          draft={draft}
          set={set}
          editing={editingId !== null}
          titleError={titleError}
          generationNotice={generationNotice}
          onSubmit={(e) => void save(e)}
        />
        <ChapterEditor chapters={draft.chapters} onChange={(chapters) => set('chapters', chapters)} />
        <SaveBar>
          {editingId && (
            <Button variant="ghost" asChild>
              <Link to={`/ebook-library?id=${editingId}`}>{t('View in library')}</Link>
            </Button>
          )}
          <Button type="submit" form="ebook-form" loading={saving} disabled={running}>
            <Save aria-hidden="true" /> {editingId ? t('Save Changes') : t('Save to Library')}
          </Button>
        </SaveBar>
      </Main>
    </Layout>
  );
}
