import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import type { Ebook } from '@canopy/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ErrorState,
  Spinner,
} from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { Prose } from '../../components/Prose';
import { chapterCount, ebookFormatLabel, epubHref } from '../../lib/courseEbooks';
import { useLearnT } from '../../i18n/useLearnT';
import { learnKeys } from '../../queryKeys';

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

const ReaderBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  nav ol {
    margin: 6px 0 0;
    padding-inline-start: 22px;
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
    margin-block-end: 10px;
    scroll-margin-block-start: 12px;
  }
  .plain {
    white-space: pre-wrap;
  }
`;

/** One ebook, read in a dialog: its chapters in order (rendered, sanitised Markdown), and both downloads. */
export function EbookReader({ ebookId, onClose }: { ebookId: number | null; onClose: () => void }) {
  const { t } = useLearnT();
  const ebook = useQuery<Ebook>({ queryKey: learnKeys.ebook(ebookId ?? 0), enabled: ebookId !== null });
  const data = ebook.data;
  const chapters = data ? [...data.chapters].sort((a, b) => a.order - b.order) : [];
  return (
    <Dialog open={ebookId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" aria-describedby={data ? 'ebook-reader-description' : undefined}>
        {ebook.isLoading || (!data && !ebook.isError) ? (
          <>
            <DialogTitle>{t('Opening ebook')}</DialogTitle>
            <Spinner size={28} label={t('Loading the ebook…')} />
          </>
        ) : ebook.isError || !data ? (
          <>
            <DialogTitle>{t('Ebook unavailable')}</DialogTitle>
            <ErrorState
              as="h3"
              title={t('This ebook could not be opened')}
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
                  ebookFormatLabel(data.formatStyle),
                  chapters.length ? chapterCount(chapters.length) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </DialogDescription>
            </DialogHeader>
            <ReaderBody>
              <div className="downloads">
                <Button variant="outline" onClick={() => downloadText(data)}>
                  <FileText aria-hidden="true" /> {t('Download .txt')}
                </Button>
                <Button asChild>
                  <a href={epubHref(data.id)} download>
                    <Download aria-hidden="true" /> {t('Download EPUB')}
                  </a>
                </Button>
              </div>
              {data.description && <p>{data.description}</p>}
              {chapters.length > 1 && (
                <nav aria-labelledby="ebook-reader-contents">
                  <h3 id="ebook-reader-contents">{t('Contents')}</h3>
                  <ol>
                    {chapters.map((c, i) => (
                      <li key={c.id}>
                        <a href={`#ebook-chapter-${i + 1}`}>{c.title || t('Chapter {{n}}', { n: i + 1 })}</a>
                      </li>
                    ))}
                  </ol>
                </nav>
              )}
              {chapters.length ? (
                chapters.map((c, i) => (
                  <article key={c.id} aria-labelledby={`ebook-chapter-${i + 1}`}>
                    <h3 id={`ebook-chapter-${i + 1}`} tabIndex={-1}>
                      {c.title || t('Chapter {{n}}', { n: i + 1 })}
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
