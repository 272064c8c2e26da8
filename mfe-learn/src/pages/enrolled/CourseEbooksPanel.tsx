import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Download } from 'lucide-react';
import type { CourseEbookSummary } from '@canopy/contracts';
import { Badge, Button, EmptyState, ErrorState, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { learnKeys } from '../../queryKeys';
import { chapterCount, ebookFormatLabel, epubHref } from '../../lib/courseEbooks';
import { useLearnT } from '../../i18n/useLearnT';
import { EbookReader } from './EbookReader';

/*
 * The course's ebooks in the Resources tab (the content service): the ones its educator attached, each readable
 * in a dialog (its chapters in order) and downloadable as plain text or EPUB 3. Queries go through the shell's
 * default query function, which GETs queryKey[0].
 */

const Section = styled.section`
  margin-block-start: 32px;
  h3.section-title {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-block-end: 4px;
  }
  h3.section-title svg {
    width: 20px;
    height: 20px;
    color: ${({ theme }) => theme.colors.primary};
  }
  .section-hint {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-block-end: 14px;
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
    margin-block-start: 4px;
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
    margin-block-start: auto;
  }
`;

/** The Resources tab's ebooks: loading, error (with retry), empty and the list. */
export function CourseEbooksPanel({ courseId }: { courseId: number }) {
  const { t } = useLearnT();
  const ebooks = useQuery<CourseEbookSummary[]>({ queryKey: learnKeys.courseEbooks(courseId) });
  const [reading, setReading] = useState<number | null>(null);

  return (
    <Section aria-labelledby="course-ebooks-title" aria-busy={ebooks.isLoading || undefined}>
      <h3 className="section-title" id="course-ebooks-title">
        <BookOpen aria-hidden="true" /> {t('Ebooks')}
      </h3>
      <p className="section-hint">{t('Reading written for this course by its educator.')}</p>
      {ebooks.isLoading ? (
        <>
          <VisuallyHiddenText role="status">{t('Loading the course ebooks…')}</VisuallyHiddenText>
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
          title={t('Ebooks could not be loaded')}
          message={errorMessage(ebooks.error)}
          onRetry={() => void ebooks.refetch()}
        />
      ) : !ebooks.data?.length ? (
        <EmptyState
          as="p"
          icon={<BookOpen />}
          title={t('No ebooks yet')}
          description={t('Ebooks your educator attaches to this course will be listed here.')}
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
                    <Badge $variant="secondary">{ebookFormatLabel(e.formatStyle)}</Badge>
                    {e.author && <span>{e.author}</span>}
                    <span>{chapterCount(e.chapterCount)}</span>
                  </div>
                </div>
              </div>
              {e.description && <p className="description">{e.description}</p>}
              <div className="actions">
                <Button
                  size="sm"
                  onClick={() => setReading(e.id)}
                  aria-label={t('Read {{title}}', { title: e.title })}
                >
                  <BookOpen aria-hidden="true" /> {t('Read')}
                </Button>
                <Button asChild size="sm" variant="outline">
                  <a
                    href={epubHref(e.id)}
                    download
                    aria-label={t('Download {{title}} as EPUB', { title: e.title })}
                  >
                    <Download aria-hidden="true" /> {t('EPUB')}
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
