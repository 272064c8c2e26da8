import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '@canopy/auth';
import styled from 'styled-components';
import { Library, Save } from 'lucide-react';
import {
  contentAiMessages,
  ebookCreateSchema,
  ebookFormatStyles,
  type Ebook,
  type EbookChapter,
  type EbookFormatStyle,
  type EbookFromLink,
  type EbookFromLinkAnswer,
} from '@canopy/contracts';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ErrorState,
  Field,
  Input,
  Label,
  PageContainer,
  PageHeader,
  PageSpinner,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Stack,
  Textarea,
  toast,
} from '@canopy/ui';
import { errorMessage, isNotFound } from '@canopy/api-client';
import { useDocumentTitle } from '@canopy/ui/page-kit';
import { useCreateEbook, useEbook, useUpdateEbook } from '../api/useEbooks';
import { useEbookGeneration } from '../api/useEbookGeneration';
import { ChapterEditor } from '../components/ChapterEditor';
import { ContentAccess, canUseContentTools } from '../components/ContentAccess';
import { EbookCourseSelect } from '../components/EbookCourseSelect';
import { GenerateFromLink } from '../components/GenerateFromLink';
import { askNotificationPermission, notify } from '../lib/browserNotification';
import { fromGenerated, sortedChapters } from '../lib/chapters';
import { formatStyleLabels } from '../lib/formatStyles';

/** The success toast stays 5 s (spec section 9). */
export const GENERATED_TOAST_MS = 5_000;

interface Draft {
  title: string;
  author: string;
  description: string;
  formatStyle: EbookFormatStyle;
  sourceUrl: string | null;
  sourceType: 'youtube' | 'website' | 'manual' | null;
  chapters: EbookChapter[];
}

const emptyDraft: Draft = {
  title: '',
  author: '',
  description: '',
  formatStyle: 'textbook',
  sourceUrl: null,
  sourceType: null,
  chapters: [],
};

const draftOf = (e: Ebook): Draft => ({
  title: e.title,
  author: e.author ?? '',
  description: e.description ?? '',
  formatStyle: e.formatStyle,
  sourceUrl: e.sourceUrl,
  sourceType: e.sourceType,
  chapters: sortedChapters(e.chapters),
});

const draftFromLink = (r: EbookFromLinkAnswer): Draft => ({
  title: r.title,
  author: r.author,
  description: r.description,
  formatStyle: r.formatStyle,
  sourceUrl: r.sourceUrl,
  sourceType: r.sourceType,
  chapters: fromGenerated(r.chapters),
});

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
    top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
    order: 2;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const SaveBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const features = [
  'Write an ebook chapter by chapter: title, author, description and format style.',
  'Draft one from a web article or a YouTube video, and watch each step of the generation.',
  'Save it to your library, then edit, download (plain text or EPUB) or delete it there.',
];

/** /ebook-builder — write an ebook, or draft one from a link; `?id=` edits a saved one. */
export default function EbookBuilderPage() {
  useDocumentTitle('Ebook Builder');
  const { user } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Educator studio"
        title="Ebook Builder"
        description="Write an ebook chapter by chapter, or draft one from a web page or video and make it your own."
        actions={
          canUseContentTools(user) && (
            <Button variant="outline" asChild>
              <Link to="/ebook-library">
                <Library aria-hidden="true" /> My Ebook Library
              </Link>
            </Button>
          )
        }
      />
      <ContentAccess
        purpose="The Ebook Builder is where educators write ebooks for their learners, or draft them from a link."
        features={features}
      >
        <Builder />
      </ContentAccess>
    </PageContainer>
  );
}

function Builder() {
  const [params, setParams] = useSearchParams();
  const idParam = Number(params.get('id'));
  const editingId = Number.isInteger(idParam) && idParam > 0 ? idParam : null;
  const existing = useEbook(editingId);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [loadedId, setLoadedId] = useState<number | null>(null);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [generationNotice, setGenerationNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { progress, generate, running } = useEbookGeneration();
  const create = useCreateEbook();
  const update = useUpdateEbook();
  const styleLabel = useId();
  const styleId = useId();

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
        title: 'Ebook Generated',
        description: `“${result.title}” is ready with ${result.chapters.length} chapter(s). Review it, then save it to your library.`,
        variant: 'success',
        duration: GENERATED_TOAST_MS,
      });
      notify('Ebook Generated', `“${result.title}” is ready to review.`);
    } else {
      setFailure(outcome.message);
      toast({
        title: 'Generation Failed',
        description: contentAiMessages.linkFailed,
        variant: 'destructive',
      });
      notify('Generation Failed', contentAiMessages.linkFailed);
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
          title: 'Failed to save ebook',
          description: parsed.error.issues[0]?.message,
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
        title: editingId ? 'Ebook updated successfully' : 'Ebook saved to your library',
        description: `“${saved.title}” is in your library.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: editingId ? 'Failed to update ebook' : 'Failed to save ebook',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  if (editingId && existing.isLoading) return <PageSpinner />;
  if (editingId && existing.isError) {
    return (
      <ErrorState
        title={isNotFound(existing.error) ? 'Ebook not found' : 'The ebook could not be loaded'}
        message={
          isNotFound(existing.error)
            ? 'It may have been deleted, or it belongs to another author.'
            : errorMessage(existing.error, 'Please try again.')
        }
        onRetry={isNotFound(existing.error) ? undefined : () => void existing.refetch()}
        actions={
          <Button variant="outline" asChild>
            <Link to="/ebook-builder">Start a new ebook</Link>
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
        <form id="ebook-form" aria-label="Ebook details" onSubmit={(e) => void save(e)} noValidate>
          <Card as="section" aria-labelledby="details-title">
            <CardHeader>
              <CardTitle as="h2" id="details-title">
                {editingId ? 'Edit ebook' : 'New ebook'}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <Stack $gap={4}>
                {generationNotice && (
                  <Alert variant="info" title="Draft from the link">
                    {generationNotice}
                  </Alert>
                )}
                <Field label="Title" required error={titleError}>
                  <Input
                    value={draft.title}
                    maxLength={300}
                    onChange={(e) => set('title', e.target.value)}
                    placeholder="e.g., Community Solar for Beginners"
                  />
                </Field>
                <TwoColumns>
                  <Field label="Author" optional>
                    <Input
                      value={draft.author}
                      maxLength={200}
                      onChange={(e) => set('author', e.target.value)}
                    />
                  </Field>
                  <Stack $gap={2}>
                    <Label id={styleLabel} htmlFor={styleId}>
                      Format style
                    </Label>
                    <Select
                      value={draft.formatStyle}
                      onValueChange={(v) => set('formatStyle', v as EbookFormatStyle)}
                    >
                      <SelectTrigger id={styleId} aria-labelledby={`${styleLabel} ${styleId}`}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {ebookFormatStyles.map((s) => (
                          <SelectItem key={s} value={s}>
                            {formatStyleLabels[s]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </Stack>
                </TwoColumns>
                <Field label="Description" optional>
                  <Textarea
                    rows={3}
                    maxLength={5000}
                    value={draft.description}
                    onChange={(e) => set('description', e.target.value)}
                  />
                </Field>
              </Stack>
            </CardContent>
          </Card>
        </form>
        <ChapterEditor chapters={draft.chapters} onChange={(chapters) => set('chapters', chapters)} />
        <SaveBar>
          {editingId && (
            <Button variant="ghost" asChild>
              <Link to={`/ebook-library?id=${editingId}`}>View in library</Link>
            </Button>
          )}
          <Button type="submit" form="ebook-form" loading={saving} disabled={running}>
            <Save aria-hidden="true" /> {editingId ? 'Save Changes' : 'Save to Library'}
          </Button>
        </SaveBar>
      </Main>
    </Layout>
  );
}
