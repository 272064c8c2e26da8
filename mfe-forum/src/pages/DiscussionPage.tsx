import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, CircleCheck, MessageCircle, MessagesSquare } from 'lucide-react';
import type { DiscussionDetail, Reply } from '@canopy/contracts';
import { Alert, Badge, Button, Card, ErrorState, PageContainer, Skeleton, Breadcrumbs } from '@canopy/ui';
import { isNotFound } from '@canopy/api-client/errors';
import { useDocumentTitle, useNumericParam, NotFoundPanel } from '@canopy/ui/page-kit';
import { useMarkAnswer } from '../api/useForumMutations';
import { useDiscussion } from '../api/useForumQueries';
import { AuthorLine } from '../components/AuthorLine';
import { EditDiscussionDialog, EditReplyDialog } from '../components/EditPostDialog';
import { GuidelinesBanner } from '../components/GuidelinesBanner';
import { PostActions } from '../components/PostActions';
import { PostBody } from '../components/PostBody';
import { ReplyForm } from '../components/ReplyForm';
import { TagChips } from '../components/TagChips';
import { useLiveReplies } from '../hooks/useLiveReplies';
import { useForumT } from '../i18n/useForumT';

const Article = styled(Card)`
  padding: 24px;
  display: flex;
  flex-direction: column;
  gap: 18px;
  ${({ theme }) => theme.media.md} {
    padding: 32px;
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
`;

const Column = styled.div`
  max-inline-size: 860px;
  margin-inline: auto;
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const RepliesHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  svg {
    width: 20px;
    height: 20px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const ReplyList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const ReplyCard = styled(Card)<{ $answer: boolean }>`
  padding: 20px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  ${({ $answer, theme }) =>
    $answer &&
    `
    border-color: ${theme.colors.success};
    box-shadow: 0 0 0 1px ${theme.colors.success};
  `}
`;

const ReplyTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const NoReplies = styled.p`
  padding: 24px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

function HiddenNotice({ status }: { status: string }) {
  const { t } = useForumT();
  if (status === 'visible') return null;
  return (
    <Alert variant="warning" title={status === 'deleted' ? t('Deleted') : t('Hidden from the forum')}>
      {status === 'deleted'
        ? t('This post was deleted. Only administrators can see it.')
        : t(
            'Members flagged this post, or a moderator hid it. Only you and the moderators can see it until it is reviewed.',
          )}
    </Alert>
  );
}

function ReplyItem({
  reply,
  discussion,
  onEdit,
}: {
  reply: Reply;
  discussion: DiscussionDetail;
  onEdit: (reply: Reply) => void;
}) {
  const { t } = useForumT();
  const answer = useMarkAnswer(discussion.id);
  return (
    <li>
      <ReplyCard
        as="article"
        $answer={reply.isAnswer}
        aria-label={t('Reply by {{name}}', { name: reply.author.username })}
      >
        <ReplyTop>
          <AuthorLine author={reply.author} createdAt={reply.createdAt} editedAt={reply.editedAt} size={32} />
          {reply.isAnswer && (
            <Badge $variant="success">
              <CircleCheck aria-hidden="true" /> {t('Answer')}
            </Badge>
          )}
        </ReplyTop>
        <HiddenNotice status={reply.status} />
        <PostBody source={reply.content} />
        <PostActions
          discussionId={discussion.id}
          postType="reply"
          postId={reply.id}
          likeCount={reply.likeCount}
          likedByMe={reply.likedByMe}
          flaggedByMe={reply.flaggedByMe}
          permissions={reply.permissions}
          onEdit={() => onEdit(reply)}
          answer={{
            isAnswer: reply.isAnswer,
            canMark: discussion.permissions.canMarkAnswer && reply.status === 'visible',
            pending: answer.isPending,
            onToggle: () => answer.mutate(reply.isAnswer ? null : reply.id),
          }}
        />
      </ReplyCard>
    </li>
  );
}

/** /forum/topics/{id}/discussions/{discussionId}: the discussion, its replies and 'Add Your Reply'. */
export default function DiscussionPage() {
  const { t } = useForumT();
  const topicId = useNumericParam('id');
  const id = useNumericParam('discussionId');
  const navigate = useNavigate();
  const discussion = useDiscussion(id);
  useLiveReplies(id);
  const [editingDiscussion, setEditingDiscussion] = useState(false);
  const [editingReply, setEditingReply] = useState<Reply | null>(null);
  const d = discussion.data;
  useDocumentTitle(d?.title ?? t('Discussion'));
  const topicPath = `/forum/topics/${d?.topicId ?? topicId ?? ''}`;

  const back = (
    <div>
      <Button variant="outline" asChild>
        <Link to={topicId || d ? topicPath : '/forum'}>
          <ArrowLeft aria-hidden="true" /> {t('Back to Topic')}
        </Link>
      </Button>
    </div>
  );

  if (id === null || isNotFound(discussion.error)) {
    return (
      <PageContainer>
        <NotFoundPanel
          icon={<MessagesSquare />}
          title={t('Discussion not found')}
          description={t('This discussion does not exist, or it has been removed.')}
          action={back}
        />
      </PageContainer>
    );
  }

  if (discussion.isError) {
    return (
      <PageContainer>
        <ErrorState
          as="h1"
          title={t("We couldn't load this discussion")}
          message={t('Please check your connection and try again.')}
          retryLabel={t('Try again')}
          onRetry={() => void discussion.refetch()}
          actions={back}
        />
      </PageContainer>
    );
  }

  if (!d) {
    return (
      <PageContainer>
        <Column aria-busy="true">
          <Skeleton $width="30%" $height="16px" />
          <Article>
            <Skeleton $width="75%" $height="34px" />
            <Skeleton $width="40%" $height="20px" />
            <Skeleton $height="16px" />
            <Skeleton $height="16px" />
            <Skeleton $width="60%" $height="16px" />
          </Article>
        </Column>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Column>
        <div>
          <Breadcrumbs
            linkAs={Link}
            items={[
              { label: t('Forum'), to: '/forum' },
              { label: d.topic.title, to: `/forum/topics/${d.topicId}` },
              { label: d.title },
            ]}
          />
        </div>
        <Article as="article" aria-labelledby="discussion-title">
          <h1 id="discussion-title">{d.title}</h1>
          <AuthorLine author={d.author} createdAt={d.createdAt} editedAt={d.editedAt} size={40} />
          <HiddenNotice status={d.status} />
          <PostBody source={d.content} />
          <TagChips tags={d.tagList} />
          <PostActions
            discussionId={d.id}
            postType="discussion"
            postId={d.id}
            likeCount={d.likeCount}
            likedByMe={d.likedByMe}
            flaggedByMe={d.flaggedByMe}
            permissions={d.permissions}
            onEdit={() => setEditingDiscussion(true)}
            onDeleted={() => navigate(`/forum/topics/${d.topicId}`)}
          />
        </Article>
        <GuidelinesBanner />
        <section aria-labelledby="replies-title">
          <RepliesHeading id="replies-title">
            <MessageCircle aria-hidden="true" /> {t('{{count}} Replies', { count: d.replies.length })}
          </RepliesHeading>
          <div style={{ marginBlockStart: 16 }}>
            {d.replies.length === 0 ? (
              <NoReplies>{t('No replies yet. Be the first to reply!')}</NoReplies>
            ) : (
              <ReplyList>
                {d.replies.map((r) => (
                  <ReplyItem key={r.id} reply={r} discussion={d} onEdit={setEditingReply} />
                ))}
              </ReplyList>
            )}
          </div>
        </section>
        <ReplyForm discussionId={d.id} canReply={d.status === 'visible'} />
        {back}
      </Column>
      <EditDiscussionDialog open={editingDiscussion} onOpenChange={setEditingDiscussion} discussion={d} />
      {editingReply && (
        <EditReplyDialog
          open={editingReply !== null}
          onOpenChange={(open) => !open && setEditingReply(null)}
          reply={editingReply}
        />
      )}
    </PageContainer>
  );
}
