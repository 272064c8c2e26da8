import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '@canopy/auth';
import styled, { css } from 'styled-components';
import { BookOpen, BookPlus, Download, FileText, PenLine, Search, SearchX, Trash2 } from 'lucide-react';
import { contentMessages, type Ebook } from '@canopy/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  Field,
  Input,
  PageContainer,
  PageHeader,
  Spinner,
  Stack,
  Textarea,
  VisuallyHiddenText,
  focusRing,
  toast,
} from '@canopy/ui';
import { errorMessage } from '../api/errorMessage';
import { useDeleteEbook, useMyEbooks, useUpdateEbook } from '../api/useEbooks';
import { useEpubExport } from '../api/useEpubExport';
import { ContentAccess, canUseContentTools } from '../components/ContentAccess';
import { DeleteEbookDialog } from '../components/DeleteEbookDialog';
import { EbookCourseSelect } from '../components/EbookCourseSelect';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { shortDate } from '../lib/dates';
import { downloadTextFile, epubPath } from '../lib/ebookFiles';
import { filterEbooks } from '../lib/filterEbooks';
import { formatStyleLabels } from '../lib/formatStyles';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 380px minmax(0, 1fr);
    align-items: start;
  }
`;

const SearchBox = styled.div`
  position: relative;
  max-width: 420px;
  > svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-left: 40px;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Item = styled(Link)<{ $selected: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: background ${({ theme }) => theme.transitions.fast};
  ${focusRing}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
      &:hover {
        background: ${theme.colors.primarySoft};
      }
    `}
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ViewerHead = styled(CardHeader)`
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    overflow-wrap: anywhere;
    /* Focused by the page (tabindex -1) so the selection is announced and in view; not a control. */
    &:focus,
    &:focus-visible {
      outline: none;
      box-shadow: none;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Content = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[12]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const features = [
  'Find your ebooks by title or description.',
  'Read, edit and save them; download them as a plain-text or EPUB file for e-readers.',
  'Remove the ones you no longer need.',
];

/** /ebook-library — the author's ebooks: search, view, edit, download, delete. */
export default function EbookLibraryPage() {
  useDocumentTitle('My Ebook Library');
  const { user } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        title="My Ebook Library"
        description="Manage and edit your educational materials"
        actions={
          canUseContentTools(user) && (
            <Button asChild>
              <Link to="/ebook-builder">
                <BookPlus aria-hidden="true" /> Create New Ebook
              </Link>
            </Button>
          )
        }
      />
      <ContentAccess
        purpose="The ebook library keeps the ebooks educators write for their learners."
        features={features}
      >
        <Library />
      </ContentAccess>
    </PageContainer>
  );
}

function Library() {
  const ebooks = useMyEbooks();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const selectedId = Number(params.get('id')) || null;
  const list = ebooks.data ?? [];
  // The list is the author's own and arrives whole: it is filtered here, once per change of text.
  const shown = filterEbooks(list, search);
  const selected = list.find((e) => e.id === selectedId) ?? null;

  if (ebooks.isLoading) {
    return (
      <Loading role="status">
        <Spinner label={null} /> Loading your ebook library...
      </Loading>
    );
  }
  if (ebooks.isError) {
    return (
      <ErrorState
        title="Your ebook library could not be loaded"
        message={errorMessage(ebooks.error, 'Please try again.')}
        onRetry={() => void ebooks.refetch()}
      />
    );
  }

  const hrefFor = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('id', String(id));
    return `?${next.toString()}`;
  };

  return (
    <>
      <SearchBox>
        <Search aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search your ebooks"
          placeholder="Search your ebooks..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </SearchBox>
      <Layout>
        <Card as="section" aria-labelledby="ebooks-title">
          <CardHeader>
            <CardTitle as="h2" id="ebooks-title">
              Your Ebooks ({shown.length})
            </CardTitle>
          </CardHeader>
          <CardContent>
            {list.length === 0 ? (
              <EmptyState
                as="h3"
                icon={<BookOpen />}
                title="No ebooks found"
                description="Create your first ebook to get started"
                action={
                  <Button asChild>
                    <Link to="/ebook-builder">Create New Ebook</Link>
                  </Button>
                }
              />
            ) : shown.length === 0 ? (
              <EmptyState
                as="h3"
                icon={<SearchX />}
                title="No ebooks found"
                description={`No title or description contains “${search.trim()}”.`}
                action={
                  <Button variant="outline" onClick={() => setSearch('')}>
                    Clear search
                  </Button>
                }
              />
            ) : (
              <Items aria-label="Ebooks">
                {shown.map((e) => (
                  <li key={e.id}>
                    <Item
                      to={hrefFor(e.id)}
                      replace
                      preventScrollReset
                      $selected={e.id === selectedId}
                      aria-current={e.id === selectedId ? 'true' : undefined}
                    >
                      <strong>{e.title}</strong>
                      <Meta>
                        <Badge $variant="secondary">{formatStyleLabels[e.formatStyle]}</Badge>
                        <time dateTime={e.createdAt}>{shortDate(e.createdAt)}</time>
                      </Meta>
                      {e.description && <p>{e.description}</p>}
                    </Item>
                  </li>
                ))}
              </Items>
            )}
          </CardContent>
        </Card>
        {selected ? (
          <EbookViewer
            key={selected.id}
            ebook={selected}
            onDeleted={() => {
              const next = new URLSearchParams(params);
              next.delete('id');
              setParams(next, { replace: true });
            }}
          />
        ) : (
          <Card>
            <CardContent style={{ paddingTop: 24 }}>
              <EmptyState
                icon={<FileText />}
                title="Select an Ebook to View"
                description="Choose an ebook from your list to read, edit, download or delete it."
              />
            </CardContent>
          </Card>
        )}
      </Layout>
    </>
  );
}

function EbookViewer({ ebook, onDeleted }: { ebook: Ebook; onDeleted: () => void }) {
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
      toast({ title: contentMessages.ebookUpdated, variant: 'success' });
      setEditing(false);
    } catch (error) {
      toast({
        title: contentMessages.ebookUpdateFailed,
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(ebook.id);
      setConfirming(false);
      toast({ title: contentMessages.ebookDeleted, variant: 'success' });
      onDeleted();
    } catch (error) {
      toast({
        title: contentMessages.ebookDeleteFailed,
        description: errorMessage(error, 'Please try again.'),
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
          <Badge $variant="secondary">{formatStyleLabels[ebook.formatStyle]}</Badge>
          <span>
            Created <time dateTime={ebook.createdAt}>{shortDate(ebook.createdAt)}</time>
          </span>
          {ebook.author && <span>by {ebook.author}</span>}
        </Meta>
        {!editing && (
          <Actions>
            <Button variant="outline" size="sm" onClick={startEditing}>
              <PenLine aria-hidden="true" /> Edit
            </Button>
            <Button variant="outline" size="sm" onClick={() => downloadTextFile(ebook.title, ebook.content)}>
              <Download aria-hidden="true" /> Download
              <VisuallyHiddenText> as plain text</VisuallyHiddenText>
            </Button>
            {epub && (
              <Button variant="outline" size="sm" asChild>
                <a href={epubPath(ebook.id)} download>
                  <Download aria-hidden="true" /> Download EPUB
                </a>
              </Button>
            )}
            <Button variant="ghost" size="sm" asChild>
              <Link to={`/ebook-builder?id=${ebook.id}`}>Open in Builder</Link>
            </Button>
            <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          </Actions>
        )}
        {!editing && <EbookCourseSelect ebook={ebook} />}
      </ViewerHead>
      <CardContent style={{ paddingTop: 16 }}>
        {editing ? (
          <form
            aria-label="Edit ebook"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <Stack $gap={4}>
              <Field label="Title" required error={titleError}>
                <Input value={title} maxLength={300} onChange={(e) => setTitle(e.target.value)} />
              </Field>
              <Field label="Content">
                <Textarea rows={20} value={content} onChange={(e) => setContent(e.target.value)} />
              </Field>
              <Actions>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setEditing(false)}
                  disabled={update.isPending}
                >
                  Cancel
                </Button>
                <Button type="submit" loading={update.isPending}>
                  Save Changes
                </Button>
              </Actions>
            </Stack>
          </form>
        ) : (
          <Stack $gap={4}>
            {ebook.description && <p>{ebook.description}</p>}
            <Content>{ebook.content || 'This ebook has no content yet.'}</Content>
          </Stack>
        )}
      </CardContent>
      <DeleteEbookDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={ebook.title}
        deleting={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </Card>
  );
}
