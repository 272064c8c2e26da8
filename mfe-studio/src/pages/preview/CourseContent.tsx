import styled from 'styled-components';
import { BookOpen, Library } from 'lucide-react';
import type { CourseEbookSummary, CourseOutline } from '@canopy/contracts';
import { Button, Card, EmptyState, ErrorState, Skeleton } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { PreviewModule } from './PreviewModule';
import { useStudioT } from '../../i18n/useStudioT';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Ebooks = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  margin-block-start: 16px;
  padding-block: 14px;
  padding-inline: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    inline-size: 18px;
    block-size: 18px;
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
    margin-block-start: 2px;
  }
`;

export interface CourseContentProps {
  outline: {
    data?: CourseOutline;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  ebooks: CourseEbookSummary[] | undefined;
  highlightModuleId: number | null;
}

/** 'Course Content': every module with its real lesson and resource counts; the previewed one opened. */
export function CourseContent({ outline, ebooks, highlightModuleId }: CourseContentProps) {
  const { t } = useStudioT();
  const modules = outline.data?.modules ?? [];
  return (
    <Card as="section" aria-labelledby="preview-content-title" style={{ padding: 24 }}>
      <h2 id="preview-content-title" style={{ fontSize: '1.375rem', marginBlockEnd: 16 }}>
        {t('Course Content')}
      </h2>
      {outline.isPending ? (
        <Skeleton style={{ blockSize: 180 }} />
      ) : outline.isError ? (
        <ErrorState
          as="h3"
          title={t('The course content could not be loaded')}
          message={errorMessage(outline.error, t('Please try again.'))}
          actions={<Button onClick={() => void outline.refetch()}>{t('Try again')}</Button>}
        />
      ) : modules.length === 0 ? (
        <EmptyState
          as="h3"
          icon={<BookOpen />}
          title={t('No Modules Yet')}
          description={t('Start building your course by adding modules and lessons.')}
        />
      ) : (
        <List>
          {modules.map((module, i) => (
            <PreviewModule
              key={module.id}
              module={module}
              number={i + 1}
              highlight={module.id === highlightModuleId}
            />
          ))}
        </List>
      )}
      {ebooks && ebooks.length > 0 && (
        <Ebooks>
          <Library aria-hidden="true" />
          <p>
            <strong>{t('{{count}} ebooks for the whole course:', { count: ebooks.length })}</strong>{' '}
            {ebooks.map((e) => e.title).join(', ')}
          </p>
        </Ebooks>
      )}
    </Card>
  );
}
