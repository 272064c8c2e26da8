import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BookOpen, FileText, Search, SearchX } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  Input,
  Spinner,
} from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useMyEbooks } from '../../api/useEbooks';
import { shortDate } from '../../lib/dates';
import { filterEbooks } from '../../lib/filterEbooks';
import { formatStyleLabels } from '../../lib/formatStyles';
import { EbookViewer } from './EbookViewer';
import { Item, Items, Layout, Loading, Meta, SearchBox } from './ebookLibraryStyles';

/**
 * The author's ebooks: a search box, the list (filtered as the text changes) and the ebook selected by the `id`
 * query parameter, with loading, error and empty states.
 */
export function EbookLibrary() {
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
