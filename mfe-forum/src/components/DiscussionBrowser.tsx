import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Clock, Flame, LayoutList, MessageSquarePlus, SearchX, X } from 'lucide-react';
import { discussionTabs, type DiscussionTab } from '@canopy/contracts';
import {
  Badge,
  Button,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@canopy/ui';
import { Pager, SearchInput, useSearchText } from '@canopy/ui/page-kit';
import { DiscussionsLoadFailed } from './DiscussionsLoadFailed';
import type { DiscussionFilters } from '../queryKeys';
import { useDiscussions } from '../api/useForumQueries';
import { readFilters, writeFilters } from '../lib/discussionFilters';
import { DiscussionList, DiscussionListSkeleton } from './DiscussionList';
import { ListCard } from './ListCard';
import { useForumT } from '../i18n/useForumT';

const tabInfo: Record<DiscussionTab, { labelKey: string; icon: typeof Clock; emptyKey: string }> = {
  all: { labelKey: 'All', icon: LayoutList, emptyKey: 'No discussions yet. Start the first one!' },
  recent: {
    labelKey: 'Recent',
    icon: Clock,
    emptyKey: 'Nothing new in the last two weeks. Start a discussion and get things going.',
  },
  popular: {
    labelKey: 'Popular',
    icon: Flame,
    emptyKey: 'No discussion has had replies or helpful marks in the last 30 days yet.',
  },
};

const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const ForumSearch = styled(SearchInput)`
  && {
    width: 100%;
    ${({ theme }) => theme.media.md} {
      max-inline-size: 320px;
    }
    > svg {
      inset-inline-start: 12px;
    }
    input {
      padding-inline: 40px;
    }
  }
`;

const FilterLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-block-start: 16px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-block-start: 20px;
  padding-block-start: 20px;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  > a {
    align-self: flex-start;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * The forum's discussions card: All / Recent / Popular, the search box and tag filter (all in the address), the
 * list and its pager.
 */
export function DiscussionBrowser() {
  const { t } = useForumT();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = (patch: Partial<DiscussionFilters>) =>
    setParams(writeFilters({ ...filters, page: 1, ...patch }), { replace: true, preventScrollReset: true });
  const [searchText, setSearchText] = useSearchText(
    filters.search,
    (search) => update({ search }),
    (text) => text.trim(),
  );
  const discussions = useDiscussions(filters);
  const data = discussions.data;

  const renderList = () => {
    if (discussions.isLoading) return <DiscussionListSkeleton />;
    if (discussions.isError) {
      return <DiscussionsLoadFailed onRetry={() => void discussions.refetch()} />;
    }
    if (!data || data.items.length === 0) {
      return filters.search || filters.tag ? (
        <EmptyState
          as="h3"
          icon={<SearchX />}
          title={t('No discussions found')}
          description={t('Nothing matches your search. Try other words, or start the discussion yourself.')}
        />
      ) : (
        <EmptyState
          as="h3"
          icon={<MessageSquarePlus />}
          title={t('Nothing here yet')}
          description={t(tabInfo[filters.tab].emptyKey)}
        />
      );
    }
    return (
      <div aria-busy={discussions.isFetching}>
        <DiscussionList items={data.items} />
      </div>
    );
  };

  return (
    <ListCard as="section" aria-labelledby="discussions-title">
      <CardHeader>
        <CardTitle as="h2" id="discussions-title">
          {t('Discussions')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs value={filters.tab} onValueChange={(v) => update({ tab: v as DiscussionTab })}>
          <Toolbar>
            <TabsList aria-label={t('Show discussions')}>
              {discussionTabs.map((tab) => {
                const Icon = tabInfo[tab].icon;
                return (
                  <TabsTrigger key={tab} value={tab}>
                    <Icon aria-hidden="true" /> {t(tabInfo[tab].labelKey)}
                  </TabsTrigger>
                );
              })}
            </TabsList>
            <ForumSearch
              role="search"
              inputId="forum-search"
              hiddenLabel={t('Search discussions')}
              placeholder={t('Search discussions')}
              value={searchText}
              onValueChange={setSearchText}
              onClear={() => setSearchText('')}
            />
          </Toolbar>
          {(filters.search || filters.tag) && data && (
            <FilterLine aria-live="polite">
              {filters.tag && (
                <Badge $variant="default">
                  #{filters.tag}
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('Remove tag filter {{tag}}', { tag: filters.tag })}
                    onClick={() => update({ tag: '' })}
                    style={{ width: 22, height: 22, minHeight: 22 }}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </Badge>
              )}
              <span>
                {filters.search
                  ? t('{{count}} discussions matching "{{search}}"', {
                      count: data.total,
                      search: filters.search,
                    })
                  : t('{{count}} discussions', { count: data.total })}
              </span>
            </FilterLine>
          )}
          {/* Every panel stays mounted (hidden when inactive) so each tab's aria-controls names a real element. */}
          {discussionTabs.map((tab) => (
            <TabsContent
              key={tab}
              value={tab}
              forceMount
              style={{ marginBlockStart: 20, display: tab === filters.tab ? undefined : 'none' }}
            >
              {tab === filters.tab && renderList()}
            </TabsContent>
          ))}
        </Tabs>
        <Footer>
          {data && (
            <Pager
              label={t('Pages')}
              noun={[t('discussion'), t('discussions')]}
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => {
                update({ page });
                document.getElementById('discussions-title')?.scrollIntoView({ block: 'start' });
              }}
            />
          )}
          <Link
            to="/forum"
            onClick={() => {
              setSearchText('');
            }}
          >
            {t('View All Discussions')}
          </Link>
        </Footer>
      </CardContent>
    </ListCard>
  );
}
