import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, MessagesSquare, MessageSquarePlus } from 'lucide-react';
import { useAuth } from '@canopy/auth';
import {
  Button,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  PageContainer,
  PageHeader,
  Skeleton,
  Breadcrumbs,
} from '@canopy/ui';
import { isNotFound } from '@canopy/api-client/errors';
import { Pager, useDocumentTitle, useNumericParam, NotFoundPanel } from '@canopy/ui/page-kit';
import { DiscussionsLoadFailed } from '../components/DiscussionsLoadFailed';
import { forumToasts, showSignInToast } from '../api/useForumMutations';
import { useTopic, useTopicDiscussions } from '../api/useForumQueries';
import { ListCard } from '../components/ListCard';
import { DiscussionList, DiscussionListSkeleton } from '../components/DiscussionList';
import { GuidelinesBanner } from '../components/GuidelinesBanner';
import { NewDiscussionDialog } from '../components/NewDiscussionDialog';
import { plural } from '../lib/time';

const Stats = styled.p`
  margin-top: -16px;
  margin-bottom: 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Section = styled(ListCard)`
  margin-top: 24px;
`;

const Back = styled.div`
  margin-top: 24px;
`;

/** /forum/topics/{id}: the topic, its discussions (author, relative time, replies), paged. */
export default function TopicPage() {
  const id = useNumericParam('id');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const topic = useTopic(id);
  const discussions = useTopicDiscussions(id, page);
  const [dialogOpen, setDialogOpen] = useState(false);
  const title = topic.data?.title ?? `Forum Topic #${id ?? ''}`;
  useDocumentTitle(topic.data?.title ?? (id ? `Forum Topic #${id}` : 'Forum topic'));

  const startDiscussion = () => {
    if (!user) {
      showSignInToast(forumToasts.signInToDiscuss);
      return;
    }
    setDialogOpen(true);
  };

  if (id === null || isNotFound(topic.error)) {
    return (
      <PageContainer>
        <NotFoundPanel
          icon={<MessagesSquare />}
          title="Topic not found"
          description="This topic does not exist or has been removed."
          action={
            <Button asChild>
              <Link to="/forum">
                <ArrowLeft aria-hidden="true" /> Back to Forum
              </Link>
            </Button>
          }
        />
      </PageContainer>
    );
  }

  const renderList = () => {
    if (discussions.isLoading) return <DiscussionListSkeleton rows={5} />;
    if (discussions.isError) {
      return <DiscussionsLoadFailed onRetry={() => void discussions.refetch()} />;
    }
    const data = discussions.data;
    if (!data || data.items.length === 0) {
      return (
        <EmptyState
          as="h3"
          icon={<MessageSquarePlus />}
          title="No discussions yet"
          description="No discussions found in this topic. Be the first to start a discussion!"
          action={<Button onClick={startDiscussion}>Start a discussion</Button>}
        />
      );
    }
    return (
      <>
        <DiscussionList items={data.items} showTopic={false} />
        <div style={{ marginTop: 20 }}>
          <Pager
            label="Pages"
            noun={['discussion', 'discussions']}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(p) => setParams(p > 1 ? { page: String(p) } : {}, { preventScrollReset: true })}
          />
        </div>
      </>
    );
  };

  return (
    <PageContainer>
      <Breadcrumbs linkAs={Link} items={[{ label: 'Forum', to: '/forum' }, { label: title }]} />
      {topic.isLoading ? (
        <div
          style={{ display: 'flex', flexDirection: 'column', gap: 12, marginBottom: 32 }}
          aria-hidden="true"
        >
          <Skeleton $width="40%" $height="40px" />
          <Skeleton $width="70%" $height="20px" />
        </div>
      ) : (
        <>
          <PageHeader
            eyebrow={topic.data?.courseId ? 'Course discussions' : 'Forum topic'}
            title={title}
            description={topic.data?.description ?? undefined}
            actions={
              <Button size="lg" onClick={startDiscussion}>
                <MessageSquarePlus aria-hidden="true" /> New Discussion
              </Button>
            }
          />
          {topic.data && (
            <Stats>
              {plural(topic.data.discussionCount, 'discussion', 'discussions')}
              {topic.data.recentActivity > 0 &&
                ` · ${plural(topic.data.recentActivity, 'contribution', 'contributions')} in the last 30 days`}
            </Stats>
          )}
        </>
      )}
      <GuidelinesBanner />
      <Section as="section" aria-labelledby="topic-discussions-title">
        <CardHeader>
          <CardTitle as="h2" id="topic-discussions-title">
            Discussions in This Topic
          </CardTitle>
        </CardHeader>
        <CardContent>{renderList()}</CardContent>
      </Section>
      <Back>
        <Button variant="outline" asChild>
          <Link to="/forum">
            <ArrowLeft aria-hidden="true" /> Back to Forum
          </Link>
        </Button>
      </Back>
      <NewDiscussionDialog open={dialogOpen} onOpenChange={setDialogOpen} topicId={id} />
    </PageContainer>
  );
}
