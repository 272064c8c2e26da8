import { Link } from 'react-router-dom';
import { ExternalLink, FileText, PencilLine } from 'lucide-react';
import { Button, EmptyState, VisuallyHiddenText } from '@canopy/ui';
import { QueryState, SkeletonRows } from '@canopy/ui/page-kit';
import { useEducatorDocuments } from '../../../api/useContentLibrary';
import { studioText, useStudioT } from '../../../i18n/useStudioT';
import { ContentSection, RowActions, RowMeta, RowText, Rows } from './ContentSection';

/** Where a document link points, for the row (its host, or "This platform" for a path here). */
function documentSource(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? studioText('This platform') : parsed.host;
  } catch {
    return url;
  }
}

/** The documents attached to lessons of the educator's courses (GET /api/educator/documents). */
export function DocumentsSection() {
  const { t } = useStudioT();
  const documents = useEducatorDocuments();
  return (
    <ContentSection
      id="content-documents-title"
      title={t('Lesson documents')}
      description={t('Documents linked from your lessons, course by course in learning order.')}
    >
      <QueryState
        query={documents}
        loading={<SkeletonRows label={t('Loading your lesson documents')} count={2} height="44px" />}
        errorTitle={t('Your lesson documents could not be loaded')}
        isEmpty={(data) => !data.length}
        empty={
          <EmptyState
            as="h3"
            icon={<FileText aria-hidden="true" />}
            title={t('No lesson documents yet')}
            description={t('Add a document link to a lesson in the module editor and it is listed here.')}
          />
        }
      >
        {(data) => (
          <Rows aria-label={t('Your lesson documents')}>
            {data.map((d) => (
              <li key={d.lessonId}>
                <RowText>
                  <strong>{d.lessonTitle}</strong>
                  <RowMeta>
                    <span>
                      {d.courseTitle} · {d.moduleTitle}
                    </span>
                    <span>· {documentSource(d.documentUrl)}</span>
                  </RowMeta>
                </RowText>
                <RowActions>
                  <Button size="sm" variant="ghost" asChild>
                    <a href={d.documentUrl} target="_blank" rel="noopener noreferrer">
                      <ExternalLink aria-hidden="true" /> {t('Open document')}
                      <VisuallyHiddenText>
                        {' '}
                        {t('of {{lesson}} (opens in a new tab)', { lesson: d.lessonTitle })}
                      </VisuallyHiddenText>
                    </a>
                  </Button>
                  <Button size="sm" variant="outline" asChild>
                    <Link to={`/courses/${d.courseId}/modules/${d.moduleId}`}>
                      <PencilLine aria-hidden="true" /> {t('Edit module')}
                      <VisuallyHiddenText>
                        {' '}
                        {t('{{module}} of {{course}}', { module: d.moduleTitle, course: d.courseTitle })}
                      </VisuallyHiddenText>
                    </Link>
                  </Button>
                </RowActions>
              </li>
            ))}
          </Rows>
        )}
      </QueryState>
    </ContentSection>
  );
}
