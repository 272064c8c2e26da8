import { Link } from 'react-router-dom';
import { BookOpen, BookPlus, Pencil } from 'lucide-react';
import { useAuth } from '@canopy/auth';
import { Badge, Button, EmptyState } from '@canopy/ui';
import { QueryState, SkeletonRows } from '@canopy/ui/page-kit';
import { useMyEbooks } from '../../../api/useEbooks';
import { shortDate } from '../../../lib/dates';
import { formatStyleLabels } from '../../../lib/formatStyles';
import { ContentSection, RowActions, RowMeta, RowText, Rows } from './ContentSection';

/** The educator's own ebooks, each to open in the library or edit in the builder. */
export function EbooksSection() {
  const { user } = useAuth();
  const ebooks = useMyEbooks();
  // An administrator's list holds every author's ebooks: the library shows the signed-in user's own.
  const mine = (ebooks.data ?? []).filter((e) => e.createdBy === user?.id);
  return (
    <ContentSection
      id="content-ebooks-title"
      title="Ebooks"
      description="Everything you wrote or generated, newest first."
      action={
        <Button size="sm" variant="outline" asChild>
          <Link to="/ebook-builder">
            <BookPlus aria-hidden="true" /> Create New Ebook
          </Link>
        </Button>
      }
    >
      <QueryState
        query={ebooks}
        loading={<SkeletonRows label="Loading your ebooks" count={2} height="44px" />}
        errorTitle="Your ebooks could not be loaded"
        isEmpty={() => mine.length === 0}
        empty={
          <EmptyState as="h3" title="No ebooks found" description="Create your first ebook to get started" />
        }
      >
        {() => (
          <Rows aria-label="Your ebooks">
            {mine.map((e) => (
              <li key={e.id}>
                <RowText>
                  <strong>{e.title}</strong>
                  <RowMeta>
                    <Badge $variant="secondary">{formatStyleLabels[e.formatStyle]}</Badge>
                    <time dateTime={e.createdAt}>{shortDate(e.createdAt)}</time>
                  </RowMeta>
                </RowText>
                <RowActions>
                  <Button size="sm" variant="ghost" asChild>
                    <Link to={`/ebook-library?id=${e.id}`} aria-label={`Open ${e.title} in the library`}>
                      <BookOpen aria-hidden="true" /> Open
                    </Link>
                  </Button>
                  <Button size="sm" variant="outline" asChild>
                    <Link to={`/ebook-builder?id=${e.id}`} aria-label={`Edit ${e.title}`}>
                      <Pencil aria-hidden="true" /> Edit
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
