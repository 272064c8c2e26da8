import { Link } from 'react-router-dom';
import { BookOpen, BookPlus, Pencil } from 'lucide-react';
import { useAuth } from '@canopy/auth';
import { Badge, Button, EmptyState } from '@canopy/ui';
import { QueryState, SkeletonRows } from '@canopy/ui/page-kit';
import { useMyEbooks } from '../../../api/useEbooks';
import { localDate } from '../../../lib/localDate';
import { formatStyleLabel } from '../../../lib/formatStyles';
import { useStudioT } from '../../../i18n/useStudioT';
import { ContentSection, RowActions, RowMeta, RowText, Rows } from './ContentSection';

/** The educator's own ebooks, each to open in the library or edit in the builder. */
export function EbooksSection() {
  const { t } = useStudioT();
  const { user } = useAuth();
  const ebooks = useMyEbooks();
  // An administrator's list holds every author's ebooks: the library shows the signed-in user's own.
  const mine = (ebooks.data ?? []).filter((e) => e.createdBy === user?.id);
  return (
    <ContentSection
      id="content-ebooks-title"
      title={t('Ebooks')}
      description={t('Everything you wrote or generated, newest first.')}
      action={
        <Button size="sm" variant="outline" asChild>
          <Link to="/ebook-builder">
            <BookPlus aria-hidden="true" /> {t('Create New Ebook')}
          </Link>
        </Button>
      }
    >
      <QueryState
        query={ebooks}
        loading={<SkeletonRows label={t('Loading your ebooks')} count={2} height="44px" />}
        errorTitle={t('Your ebooks could not be loaded')}
        isEmpty={() => mine.length === 0}
        empty={
          <EmptyState
            as="h3"
            title={t('No ebooks found')}
            description={t('Create your first ebook to get started')}
          />
        }
      >
        {() => (
          <Rows aria-label={t('Your ebooks')}>
            {mine.map((e) => (
              <li key={e.id}>
                <RowText>
                  <strong>{e.title}</strong>
                  <RowMeta>
                    <Badge $variant="secondary">{formatStyleLabel(e.formatStyle)}</Badge>
                    <time dateTime={e.createdAt}>{localDate(e.createdAt)}</time>
                  </RowMeta>
                </RowText>
                <RowActions>
                  <Button size="sm" variant="ghost" asChild>
                    <Link
                      to={`/ebook-library?id=${e.id}`}
                      aria-label={t('Open {{title}} in the library', { title: e.title })}
                    >
                      <BookOpen aria-hidden="true" /> {t('Open')}
                    </Link>
                  </Button>
                  <Button size="sm" variant="outline" asChild>
                    <Link
                      to={`/ebook-builder?id=${e.id}`}
                      aria-label={t('Edit {{title}}', { title: e.title })}
                    >
                      <Pencil aria-hidden="true" /> {t('Edit')}
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
