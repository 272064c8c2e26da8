import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Clock, Flame, LayoutList, MessageSquarePlus, Search, SearchX, X } from 'lucide-react';
import { discussionTabs, type DiscussionTab } from '@canopy/contracts';
import { useAuth } from '@canopy/auth';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  Input,
  PageContainer,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  VisuallyHiddenText,
} from '@canopy/ui';
import { Pager, useDebouncedValue, useDocumentTitle } from '@canopy/ui/page-kit';
import type { DiscussionFilters } from '../queryKeys';
import { forumToasts, showSignInToast } from '../api/useForumMutations';
import { useDiscussions } from '../api/useForumQueries';
import { ListCard } from '../components/ListCard';
import { DiscussionList, DiscussionListSkeleton } from '../components/DiscussionList';
import { GuidelinesBanner } from '../components/GuidelinesBanner';
import { NewDiscussionDialog } from '../components/NewDiscussionDialog';
import { PopularTopics } from '../components/PopularTopics';

const tabInfo: Record<DiscussionTab, { label: string; icon: typeof Clock; empty: string }> = {
  all: { label: 'All', icon: LayoutList, empty: 'No discussions yet. Start the first one!' },
  recent: {
    label: 'Recent',
    icon: Clock,
    empty: 'Nothing new in the last two weeks. Start a discussion and get things going.',
  },
  popular: {
    label: 'Popular',
    icon: Flame,
    empty: 'No discussion has had replies or helpful marks in the last 30 days yet.',
  },
};

const Layout = styled.div`
  display: grid;
  gap: 24px;
  margin-top: 24px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

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

const SearchBox = styled.div`
  position: relative;
  width: 100%;
  ${({ theme }) => theme.media.md} {
    max-width: 320px;
  }
  > svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-left: 40px;
    padding-right: 40px;
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
  button {
    position: absolute;
    right: 4px;
    top: 50%;
    transform: translateY(-50%);
  }
`;

const FilterLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 16px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-top: 20px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > a {
    align-self: flex-start;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Cta = styled(Card)`
  background: linear-gradient(
    150deg,
    ${({ theme }) => theme.colors.primarySoft},
    ${({ theme }) => theme.colors.surface} 70%
  );
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

function readFilters(params: URLSearchParams): DiscussionFilters {
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return {
    tab: (discussionTabs as readonly string[]).includes(tab ?? '') ? (tab as DiscussionTab) : 'all',
    search: params.get('q') ?? '',
    tag: params.get('tag') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeFilters(f: DiscussionFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.tab !== 'all') p.set('tab', f.tab);
  if (f.search) p.set('q', f.search);
  if (f.tag) p.set('tag', f.tag);
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

/** /forum — the Sustainability Forum: discussions (All / Recent / Popular, search, paging), popular topics. */
export default function ForumPage() {
  useDocumentTitle('Sustainability Forum');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [searchText, setSearchText] = useState(filters.search);
  const debounced = useDebouncedValue(searchText, 300);

  const update = (patch: Partial<DiscussionFilters>) =>
    setParams(writeFilters({ ...filters, page: 1, ...patch }), { replace: true, preventScrollReset: true });

  // The box follows the URL when it changes elsewhere ("View All Discussions", back button).
  useEffect(() => {
    if (filters.search !== debounced) setSearchText(filters.search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters.search]);
  useEffect(() => {
    if (debounced.trim() !== filters.search) update({ search: debounced.trim() });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const discussions = useDiscussions(filters);
  const data = discussions.data;

  const startDiscussion = () => {
    if (!user) {
      showSignInToast(forumToasts.signInToDiscuss);
      return;
    }
    setDialogOpen(true);
  };

  const renderList = () => {
    if (discussions.isLoading) return <DiscussionListSkeleton />;
    if (discussions.isError) {
      return (
        <ErrorState
          as="h3"
          title="We couldn't load the discussions"
          message="Please check your connection and try again."
          onRetry={() => void discussions.refetch()}
        />
      );
    }
    if (!data || data.items.length === 0) {
      return filters.search || filters.tag ? (
        <EmptyState
          as="h3"
          icon={<SearchX />}
          title="No discussions found"
          description="Nothing matches your search. Try other words, or start the discussion yourself."
        />
      ) : (
        <EmptyState
          as="h3"
          icon={<MessageSquarePlus />}
          title="Nothing here yet"
          description={tabInfo[filters.tab].empty}
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
    <PageContainer>
      <PageHeader
        eyebrow="Community"
        title="Sustainability Forum"
        description="Ask questions, share what works and learn from people changing their corner of the world."
        actions={
          <Button size="lg" onClick={startDiscussion}>
            <MessageSquarePlus aria-hidden="true" /> New Discussion
          </Button>
        }
      />
      <GuidelinesBanner />
      <Layout>
        <ListCard as="section" aria-labelledby="discussions-title">
          <CardHeader>
            <CardTitle as="h2" id="discussions-title">
              Discussions
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Tabs value={filters.tab} onValueChange={(v) => update({ tab: v as DiscussionTab })}>
              <Toolbar>
                <TabsList aria-label="Show discussions">
                  {discussionTabs.map((tab) => {
                    const Icon = tabInfo[tab].icon;
                    return (
                      <TabsTrigger key={tab} value={tab}>
                        <Icon aria-hidden="true" /> {tabInfo[tab].label}
                      </TabsTrigger>
                    );
                  })}
                </TabsList>
                <SearchBox role="search">
                  <Search aria-hidden="true" />
                  <VisuallyHiddenText as="label" htmlFor="forum-search">
                    Search discussions
                  </VisuallyHiddenText>
                  <Input
                    id="forum-search"
                    type="search"
                    placeholder="Search discussions"
                    value={searchText}
                    onChange={(e) => setSearchText(e.target.value)}
                    maxLength={200}
                  />
                  {searchText && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label="Clear search"
                      onClick={() => setSearchText('')}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  )}
                </SearchBox>
              </Toolbar>
              {(filters.search || filters.tag) && data && (
                <FilterLine aria-live="polite">
                  {filters.tag && (
                    <Badge $variant="default">
                      #{filters.tag}
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove tag filter ${filters.tag}`}
                        onClick={() => update({ tag: '' })}
                        style={{ width: 22, height: 22, minHeight: 22 }}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </Badge>
                  )}
                  <span>
                    {data.total} {data.total === 1 ? 'discussion' : 'discussions'}
                    {filters.search ? ` matching "${filters.search}"` : ''}
                  </span>
                </FilterLine>
              )}
              {/* Every panel stays mounted (hidden when inactive) so each tab's aria-controls names a real element. */}
              {discussionTabs.map((tab) => (
                <TabsContent
                  key={tab}
                  value={tab}
                  forceMount
                  style={{ marginTop: 20, display: tab === filters.tab ? undefined : 'none' }}
                >
                  {tab === filters.tab && renderList()}
                </TabsContent>
              ))}
            </Tabs>
            <Footer>
              {data && (
                <Pager
                  label="Pages"
                  noun={['discussion', 'discussions']}
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
                View All Discussions
              </Link>
            </Footer>
          </CardContent>
        </ListCard>
        <Side>
          <Cta as="section" aria-labelledby="create-post-title">
            <CardHeader>
              <CardTitle as="h2" id="create-post-title">
                Have something to share?
              </CardTitle>
              <CardDescription>
                A question, a success, a resource you found useful: every post helps someone take their next
                step.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button fullWidth onClick={startDiscussion}>
                <MessageSquarePlus aria-hidden="true" /> Create New Post
              </Button>
            </CardContent>
          </Cta>
          <PopularTopics />
        </Side>
      </Layout>
      <NewDiscussionDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </PageContainer>
  );
}
