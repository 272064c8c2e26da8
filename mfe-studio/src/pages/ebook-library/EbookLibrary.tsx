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
import { localDate } from '../../lib/localDate';
import { filterEbooks } from '../../lib/filterEbooks';
import { formatStyleLabel } from '../../lib/formatStyles';
import { studioText, useStudioT } from '../../i18n/useStudioT';
import { EbookViewer } from './EbookViewer';
import { Item, Items, Layout, Loading, Meta, SearchBox } from './ebookLibraryStyles';

/**
 * The author's ebooks: a search box, the list (filtered as the text changes) and the ebook selected by the `id`
 * query parameter, with loading, error and empty states.
 */
export function EbookLibrary() {
  const { t } = useStudioT();
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
        <Spinner label={null} /> {t('Loading your ebook library...')}
      </Loading>
    );
  }
  if (ebooks.isError) {
    return (
      <ErrorState
        title={t('Your ebook library could not be loaded')}
        message={errorMessage(ebooks.error, studioText('Please try again.'))}
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
          aria-label={t('Search your ebooks')}
          placeholder={t('Search your ebooks...')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </SearchBox>
      <Layout>
        <Card as="section" aria-labelledby="ebooks-title">
          <CardHeader>
            <CardTitle as="h2" id="ebooks-title">
              {t('Your Ebooks ({{count}})', { count: shown.length })}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {list.length === 0 ? (
              <EmptyState
                as="h3"
                icon={<BookOpen />}
                title={t('No ebooks found')}
                description={t('Create your first ebook to get started')}
                action={
                  <Button asChild>
                    <Link to="/ebook-builder">{t('Create New Ebook')}</Link>
                  </Button>
                }
              />
            ) : shown.length === 0 ? (
              <EmptyState
                as="h3"
                icon={<SearchX />}
                title={t('No ebooks found')}
                description={t('No title or description contains “{{search}}”.', { search: search.trim() })}
                action={
                  <Button variant="outline" onClick={() => setSearch('')}>
                    {t('Clear search')}
                  </Button>
                }
              />
            ) : (
              <Items aria-label={t('Ebooks')}>
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
                        <Badge $variant="secondary">{formatStyleLabel(e.formatStyle)}</Badge>
                        <time dateTime={e.createdAt}>{localDate(e.createdAt)}</time>
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
            <CardContent style={{ paddingBlockStart: 24 }}>
              <EmptyState
                icon={<FileText />}
                title={t('Select an Ebook to View')}
                description={t('Choose an ebook from your list to read, edit, download or delete it.')}
              />
            </CardContent>
          </Card>
        )}
      </Layout>
    </>
  );
}
