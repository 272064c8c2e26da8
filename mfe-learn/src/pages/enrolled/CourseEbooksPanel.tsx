import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Download, FileText } from 'lucide-react';
import type { CourseEbookSummary, Ebook, EbookFormatStyle } from '@canopy/contracts';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  EmptyState,
  ErrorState,
  Skeleton,
  Spinner,
  VisuallyHiddenText,
} from '@canopy/ui';
import { errorMessage } from '@canopy/api-client';
import { Prose } from '../../components/Prose';

/*
 * The course's ebooks in the Resources tab (the content service): the ones its educator attached, each readable
 * in a dialog (its chapters in order) and downloadable as plain text or EPUB 3. Queries go through the shell's
 * default query function, which GETs queryKey[0].
 */

const courseEbooksKey = (courseId: number) => [`/api/ebooks/course/${courseId}`] as const;
const ebookKey = (id: number) => [`/api/ebooks/${id}`] as const;
const epubHref = (id: number) => `/api/ebooks/${id}/epub`;

const formatLabels: Record<EbookFormatStyle, string> = {
  textbook: 'Textbook',
  'study-guide': 'Study guide',
  workbook: 'Workbook',
  reference: 'Reference',
};

const chapterCount = (n: number) => (n === 1 ? '1 chapter' : `${n} chapters`);

/** The plain-text download, named after the title (characters file systems refuse left out). */
function downloadText(ebook: Ebook) {
  const text =
    ebook.content ||
    [...ebook.chapters]
      .sort((a, b) => a.order - b.order)
      .map((c) => `${c.title}\n\n${c.content}`)
      .join('\n\n');
  const name = ebook.title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'ebook';
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.txt`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const Section = styled.section`
  margin-top: 32px;
  h3.section-title {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: 4px;
  }
  h3.section-title svg {
    width: 20px;
    height: 20px;
    color: ${({ theme }) => theme.colors.primary};
  }
  .section-hint {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-bottom: 14px;
  }
`;

const EbookList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li,
  > div {
    display: flex;
    flex-direction: column;
    gap: 10px;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  .top {
    display: flex;
    gap: 12px;
    align-items: flex-start;
  }
  .cover {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 48px;
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    flex-shrink: 0;
  }
  .cover svg {
    width: 20px;
    height: 20px;
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
    margin-top: 4px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .description {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-top: auto;
  }
`;

const ReaderBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  nav ol {
    margin: 6px 0 0;
    padding-left: 22px;
  }
  nav li + li {
    margin-top: 4px;
  }
  nav h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  article + article {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 20px;
  }
  .downloads {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  /* Headings written inside a chapter sit below the chapter's own title. */
  article h3 + div :is(h1, h2, h3, h4) {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  article h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: 10px;
    scroll-margin-top: 12px;
  }
  .plain {
    white-space: pre-wrap;
  }
`;

/** One ebook, read in a dialog: its chapters in order (rendered, sanitised Markdown), and both downloads. */
function EbookReader({ ebookId, onClose }: { ebookId: number | null; onClose: () => void }) {
  const ebook = useQuery<Ebook>({ queryKey: ebookKey(ebookId ?? 0), enabled: ebookId !== null });
  const data = ebook.data;
  const chapters = data ? [...data.chapters].sort((a, b) => a.order - b.order) : [];
  return (
    <Dialog open={ebookId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" aria-describedby={data ? 'ebook-reader-description' : undefined}>
        {ebook.isLoading || (!data && !ebook.isError) ? (
          <>
            <DialogTitle>Opening ebook</DialogTitle>
            <Spinner size={28} label="Loading the ebook…" />
          </>
        ) : ebook.isError || !data ? (
          <>
            <DialogTitle>Ebook unavailable</DialogTitle>
            <ErrorState
              as="h3"
              title="This ebook could not be opened"
              message={errorMessage(ebook.error)}
              onRetry={() => void ebook.refetch()}
            />
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{data.title}</DialogTitle>
              <DialogDescription id="ebook-reader-description">
                {[
                  data.author,
                  formatLabels[data.formatStyle],
                  chapters.length ? chapterCount(chapters.length) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </DialogDescription>
            </DialogHeader>
            <ReaderBody>
              <div className="downloads">
                <Button variant="outline" onClick={() => downloadText(data)}>
                  <FileText aria-hidden="true" /> Download .txt
                </Button>
                <Button asChild>
                  <a href={epubHref(data.id)} download>
                    <Download aria-hidden="true" /> Download EPUB
                  </a>
                </Button>
              </div>
              {data.description && <p>{data.description}</p>}
              {chapters.length > 1 && (
                <nav aria-labelledby="ebook-reader-contents">
                  <h3 id="ebook-reader-contents">Contents</h3>
                  <ol>
                    {chapters.map((c, i) => (
                      <li key={c.id}>
                        <a href={`#ebook-chapter-${i + 1}`}>{c.title || `Chapter ${i + 1}`}</a>
                      </li>
                    ))}
                  </ol>
                </nav>
              )}
              {chapters.length ? (
                chapters.map((c, i) => (
                  <article key={c.id} aria-labelledby={`ebook-chapter-${i + 1}`}>
                    <h3 id={`ebook-chapter-${i + 1}`} tabIndex={-1}>
                      {c.title || `Chapter ${i + 1}`}
                    </h3>
                    <Prose source={c.content} />
                  </article>
                ))
              ) : (
                <p className="plain">{data.content}</p>
              )}
            </ReaderBody>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The Resources tab's ebooks: loading, error (with retry), empty and the list. */
export function CourseEbooksPanel({ courseId }: { courseId: number }) {
  const ebooks = useQuery<CourseEbookSummary[]>({ queryKey: courseEbooksKey(courseId) });
  const [reading, setReading] = useState<number | null>(null);

  return (
    <Section aria-labelledby="course-ebooks-title" aria-busy={ebooks.isLoading || undefined}>
      <h3 className="section-title" id="course-ebooks-title">
        <BookOpen aria-hidden="true" /> Ebooks
      </h3>
      <p className="section-hint">Reading written for this course by its educator.</p>
      {ebooks.isLoading ? (
        <>
          <VisuallyHiddenText role="status">Loading the course ebooks…</VisuallyHiddenText>
          <EbookList as="div" aria-hidden="true">
            {[0, 1].map((i) => (
              <div key={i}>
                <Skeleton $width="60%" $height="20px" />
                <Skeleton $width="40%" $height="12px" />
                <Skeleton $height="36px" />
              </div>
            ))}
          </EbookList>
        </>
      ) : ebooks.isError ? (
        <ErrorState
          as="h3"
          title="Ebooks could not be loaded"
          message={errorMessage(ebooks.error)}
          onRetry={() => void ebooks.refetch()}
        />
      ) : !ebooks.data?.length ? (
        <EmptyState
          as="p"
          icon={<BookOpen />}
          title="No ebooks yet"
          description="Ebooks your educator attaches to this course will be listed here."
        />
      ) : (
        <EbookList>
          {ebooks.data.map((e) => (
            <li key={e.id}>
              <div className="top">
                <span className="cover" aria-hidden="true">
                  <BookOpen />
                </span>
                <div>
                  <h4>{e.title}</h4>
                  <div className="meta">
                    <Badge $variant="secondary">{formatLabels[e.formatStyle]}</Badge>
                    {e.author && <span>{e.author}</span>}
                    <span>{chapterCount(e.chapterCount)}</span>
                  </div>
                </div>
              </div>
              {e.description && <p className="description">{e.description}</p>}
              <div className="actions">
                <Button size="sm" onClick={() => setReading(e.id)} aria-label={`Read ${e.title}`}>
                  <BookOpen aria-hidden="true" /> Read
                </Button>
                <Button asChild size="sm" variant="outline">
                  <a href={epubHref(e.id)} download aria-label={`Download ${e.title} as EPUB`}>
                    <Download aria-hidden="true" /> EPUB
                  </a>
                </Button>
              </div>
            </li>
          ))}
        </EbookList>
      )}
      <EbookReader ebookId={reading} onClose={() => setReading(null)} />
    </Section>
  );
}
