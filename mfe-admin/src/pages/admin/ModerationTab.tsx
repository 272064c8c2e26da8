import { useState } from 'react';
import styled from 'styled-components';
import { Flag, ShieldCheck } from 'lucide-react';
import { flagReasonLabels, type FlaggedPost, type ModerationAction } from '@canopy/contracts';
import {
  Badge,
  Button,
  Card,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  Field,
  VisuallyHiddenText,
} from '@canopy/ui';
import { useModerationDecision, useModerationQueue } from '../../api/useModeration';
import { Muted, NativeSelect, Toolbar } from '../../components/DataTable';
import { PagedResults } from '../../components/PagedResults';
import { displayName, formatDateTime } from '../../lib/format';
import { toastFailure, toastSuccess } from '../../lib/toasts';

const PAGE_SIZE = 10;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

const Post = styled(Card)`
  padding: 20px;
  display: grid;
  gap: 12px;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 12px;
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  blockquote {
    margin: 0;
    padding: 12px 16px;
    border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radii.sm};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    max-height: 12em;
    overflow: auto;
  }
  h4 {
    display: flex;
    align-items: center;
    gap: 6px;
    margin: 0 0 6px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    margin: 0;
    padding-left: 20px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    display: grid;
    gap: 4px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const statusBadge = { visible: 'success', hidden: 'warning', deleted: 'destructive' } as const;
const statusName = { visible: 'Visible', hidden: 'Hidden', deleted: 'Deleted' } as const;
const done: Record<ModerationAction, { toast: string; failure: string; past: string }> = {
  keep: { toast: 'Post kept', failure: 'Failed to keep post', past: 'Kept' },
  hide: { toast: 'Post hidden', failure: 'Failed to hide post', past: 'Hidden' },
  delete: { toast: 'Post deleted', failure: 'Failed to delete post', past: 'Deleted' },
};

/** Moderation: the forum's flagged posts with their flags and history; keep, hide or delete each. */
export default function ModerationTab() {
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const [page, setPage] = useState(1);
  const queue = useModerationQueue(status, page, PAGE_SIZE);
  const decide = useModerationDecision();
  const [deleting, setDeleting] = useState<FlaggedPost | null>(null);

  const act = async (post: FlaggedPost, action: ModerationAction) => {
    try {
      await decide.mutateAsync({ post, action });
      toastSuccess(done[action].toast, `“${post.title}”`);
      return true;
    } catch (error) {
      toastFailure(error, done[action].failure);
      return false;
    }
  };

  return (
    <section aria-labelledby="moderation-heading">
      <VisuallyHiddenText as="h2" id="moderation-heading">
        Moderation
      </VisuallyHiddenText>
      <Toolbar>
        <div className="narrow">
          <Field label="Show">
            <NativeSelect
              value={status}
              onChange={(e) => {
                setStatus(e.target.value === 'resolved' ? 'resolved' : 'open');
                setPage(1);
              }}
            >
              <option value="open">Waiting for review</option>
              <option value="resolved">Reviewed</option>
            </NativeSelect>
          </Field>
        </div>
      </Toolbar>
      <PagedResults
        query={queue}
        noun={['post', 'posts']}
        loadingLabel="Loading flagged posts"
        loadingStyle={{ height: 200 }}
        errorTitle="Flagged posts could not be loaded"
        empty={
          <EmptyState
            as="h3"
            icon={<ShieldCheck aria-hidden="true" />}
            title={status === 'open' ? 'No flagged posts' : 'No reviewed posts yet'}
            description={
              status === 'open'
                ? 'Posts members flag for moderators appear here.'
                : 'Posts you keep, hide or delete are listed here.'
            }
          />
        }
        pagerLabel="Flagged posts pages"
        onPage={setPage}
      >
        {(page) => (
          <>
            <List aria-label="Flagged posts">
              {page.items.map((post) => (
                <li key={`${post.postType}-${post.postId}`}>
                  <Post>
                    <div>
                      <h3>{post.title}</h3>
                      <div className="meta">
                        <span>{post.postType === 'reply' ? 'Reply' : 'Discussion'}</span>
                        <span>by {displayName(post.author)}</span>
                        <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
                        <Badge $variant={statusBadge[post.status]}>{statusName[post.status]}</Badge>
                        {post.hiddenReason === 'flags' && <Muted>hidden by member flags</Muted>}
                      </div>
                    </div>
                    <blockquote>{post.content}</blockquote>
                    <div>
                      <h4>
                        <Flag aria-hidden="true" size={14} /> Flags ({post.flags.length}, {post.openFlagCount}{' '}
                        open)
                      </h4>
                      <ul>
                        {post.flags.map((f) => (
                          <li key={f.id}>
                            <strong>{flagReasonLabels[f.reason].label}</strong>
                            {f.note ? `: ${f.note}` : ''} <Muted>— {displayName(f.flaggedBy)}, </Muted>
                            <Muted>{formatDateTime(f.createdAt)}</Muted>
                            {f.resolvedAt && <Muted> (resolved)</Muted>}
                          </li>
                        ))}
                      </ul>
                    </div>
                    {post.actions.length > 0 && (
                      <div>
                        <h4>History</h4>
                        <ul>
                          {post.actions.map((a) => (
                            <li key={a.id}>
                              {done[a.action].past} by {displayName(a.moderator)},{' '}
                              {formatDateTime(a.createdAt)}
                              {a.note ? ` — ${a.note}` : ''}
                            </li>
                          ))}
                        </ul>
                      </div>
                    )}
                    {post.status !== 'deleted' && (
                      <Actions>
                        <Button
                          variant="outline"
                          onClick={() => void act(post, 'keep')}
                          aria-label={`Keep “${post.title}”`}
                        >
                          Keep
                        </Button>
                        {post.status !== 'hidden' || post.hiddenReason === 'flags' ? (
                          <Button
                            variant="secondary"
                            onClick={() => void act(post, 'hide')}
                            aria-label={`Hide “${post.title}”`}
                          >
                            Hide
                          </Button>
                        ) : null}
                        <Button
                          variant="destructive"
                          onClick={() => setDeleting(post)}
                          aria-label={`Delete “${post.title}”`}
                        >
                          Delete
                        </Button>
                      </Actions>
                    )}
                  </Post>
                </li>
              ))}
            </List>
          </>
        )}
      </PagedResults>
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent size="sm" role="alertdialog">
          <DialogHeader>
            <DialogTitle>Delete this post?</DialogTitle>
            <DialogDescription>
              {deleting ? `“${deleting.title}” is removed for everyone but administrators.` : null}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)} disabled={decide.isPending}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              loading={decide.isPending}
              onClick={() => {
                if (deleting) void act(deleting, 'delete').then((ok) => ok && setDeleting(null));
              }}
            >
              Delete post
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
