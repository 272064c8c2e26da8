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
import { forumText, useForumT } from '../i18n/useForumT';

const Stats = styled.p`
  margin-block: -16px 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Section = styled(ListCard)`
  margin-block-start: 24px;
`;

const Back = styled.div`
  margin-block-start: 24px;
`;

/** /forum/topics/{id}: the topic, its discussions (author, relative time, replies), paged. */
export default function TopicPage() {
  const { t } = useForumT();
  const id = useNumericParam('id');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const topic = useTopic(id);
  const discussions = useTopicDiscussions(id, page);
  const [dialogOpen, setDialogOpen] = useState(false);
  const title = topic.data?.title ?? t('Forum Topic #{{id}}', { id: id ?? '' });
  useDocumentTitle(topic.data?.title ?? (id ? t('Forum Topic #{{id}}', { id }) : t('Forum topic')));

  const startDiscussion = () => {
    if (!user) {
      showSignInToast(forumText(forumToasts.signInToDiscuss));
      return;
    }
    setDialogOpen(true);
  };

  if (id === null || isNotFound(topic.error)) {
    return (
      <PageContainer>
        <NotFoundPanel
          icon={<MessagesSquare />}
          title={t('Topic not found')}
          description={t('This topic does not exist or has been removed.')}
          action={
            <Button asChild>
              <Link to="/forum">
                <ArrowLeft aria-hidden="true" /> {t('Back to Forum')}
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
          title={t('No discussions yet')}
          description={t('No discussions found in this topic. Be the first to start a discussion!')}
          action={<Button onClick={startDiscussion}>{t('Start a discussion')}</Button>}
        />
      );
    }
    return (
      <>
        <DiscussionList items={data.items} showTopic={false} />
        <div style={{ marginBlockStart: 20 }}>
          <Pager
            label={t('Pages')}
            noun={[t('discussion'), t('discussions')]}
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
      <Breadcrumbs linkAs={Link} items={[{ label: t('Forum'), to: '/forum' }, { label: title }]} />
      {topic.isLoading ? (
        <div
          style={{ display: 'flex', flexDirection: 'column', gap: 12, marginBlockEnd: 32 }}
          aria-hidden="true"
        >
          <Skeleton $width="40%" $height="40px" />
          <Skeleton $width="70%" $height="20px" />
        </div>
      ) : (
        <>
          <PageHeader
            eyebrow={topic.data?.courseId ? t('Course discussions') : t('Forum topic')}
            title={title}
            description={topic.data?.description ?? undefined}
            actions={
              <Button size="lg" onClick={startDiscussion}>
                <MessageSquarePlus aria-hidden="true" /> {t('New Discussion')}
              </Button>
            }
          />
          {topic.data && (
            <Stats>
              {t('{{count}} discussions', { count: topic.data.discussionCount })}
              {topic.data.recentActivity > 0 &&
                ` · ${t('{{count}} contributions in the last 30 days', { count: topic.data.recentActivity })}`}
            </Stats>
          )}
        </>
      )}
      <GuidelinesBanner />
      <Section as="section" aria-labelledby="topic-discussions-title">
        <CardHeader>
          <CardTitle as="h2" id="topic-discussions-title">
            {t('Discussions in This Topic')}
          </CardTitle>
        </CardHeader>
        <CardContent>{renderList()}</CardContent>
      </Section>
      <Back>
        <Button variant="outline" asChild>
          <Link to="/forum">
            <ArrowLeft aria-hidden="true" /> {t('Back to Forum')}
          </Link>
        </Button>
      </Back>
      <NewDiscussionDialog open={dialogOpen} onOpenChange={setDialogOpen} topicId={id} />
    </PageContainer>
  );
}
