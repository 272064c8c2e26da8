import { useState } from 'react';
import styled from 'styled-components';
import { Flag, ShieldCheck } from 'lucide-react';
import type { FlaggedPost, FlagReason, ModerationAction } from '@canopy/contracts';
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
import { displayName, formatCount, formatDateTime } from '../../lib/format';
import { toastFailure, toastSuccess } from '../../lib/toasts';
import { useAdminT } from '../../i18n/useAdminT';

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
    border-inline-start: 3px solid ${({ theme }) => theme.colors.borderStrong};
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
    padding-inline-start: 20px;
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
const done: Record<ModerationAction, { toastKey: string; failureKey: string; pastKey: string }> = {
  keep: { toastKey: 'Post kept', failureKey: 'Failed to keep post', pastKey: 'Kept by {{name}}' },
  hide: { toastKey: 'Post hidden', failureKey: 'Failed to hide post', pastKey: 'Hidden by {{name}}' },
  delete: { toastKey: 'Post deleted', failureKey: 'Failed to delete post', pastKey: 'Deleted by {{name}}' },
};

/** Moderation: the forum's flagged posts with their flags and history; keep, hide or delete each. */
export default function ModerationTab() {
  const { t } = useAdminT();
  const statusName = { visible: t('Visible'), hidden: t('Hidden'), deleted: t('Deleted') } as const;
  // The flag reasons' names (the contract's labels, English word for word), in the current language.
  const reasonName: Record<FlagReason, string> = {
    spam: t('Spam'),
    inappropriate: t('Inappropriate'),
    off_topic: t('Off-topic'),
    other: t('Something else'),
  };
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const [page, setPage] = useState(1);
  const queue = useModerationQueue(status, page, PAGE_SIZE);
  const decide = useModerationDecision();
  const [deleting, setDeleting] = useState<FlaggedPost | null>(null);

  const act = async (post: FlaggedPost, action: ModerationAction) => {
    try {
      await decide.mutateAsync({ post, action });
      toastSuccess(t(done[action].toastKey), `“${post.title}”`);
      return true;
    } catch (error) {
      toastFailure(error, t(done[action].failureKey));
      return false;
    }
  };

  return (
    <section aria-labelledby="moderation-heading">
      <VisuallyHiddenText as="h2" id="moderation-heading">
        {t('Moderation')}
      </VisuallyHiddenText>
      <Toolbar>
        <div className="narrow">
          <Field label={t('Show')}>
            <NativeSelect
              value={status}
              onChange={(e) => {
                setStatus(e.target.value === 'resolved' ? 'resolved' : 'open');
                setPage(1);
              }}
            >
              <option value="open">{t('Waiting for review')}</option>
              <option value="resolved">{t('Reviewed')}</option>
            </NativeSelect>
          </Field>
        </div>
      </Toolbar>
      <PagedResults
        query={queue}
        rangeText={(range) => t('Showing {{first}}–{{last}} of {{total}} posts', range)}
        loadingLabel={t('Loading flagged posts')}
        loadingStyle={{ height: 200 }}
        errorTitle={t('Flagged posts could not be loaded')}
        empty={
          <EmptyState
            as="h3"
            icon={<ShieldCheck aria-hidden="true" />}
            title={status === 'open' ? t('No flagged posts') : t('No reviewed posts yet')}
            description={
              status === 'open'
                ? t('Posts members flag for moderators appear here.')
                : t('Posts you keep, hide or delete are listed here.')
            }
          />
        }
        pagerLabel={t('Flagged posts pages')}
        onPage={setPage}
      >
        {(page) => (
          <>
            <List aria-label={t('Flagged posts')}>
              {page.items.map((post) => (
                <li key={`${post.postType}-${post.postId}`}>
                  <Post>
                    <div>
                      <h3>{post.title}</h3>
                      <div className="meta">
                        <span>{post.postType === 'reply' ? t('Reply') : t('Discussion')}</span>
                        <span>{t('by {{name}}', { name: displayName(post.author) })}</span>
                        <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
                        <Badge $variant={statusBadge[post.status]}>{statusName[post.status]}</Badge>
                        {post.hiddenReason === 'flags' && <Muted>{t('hidden by member flags')}</Muted>}
                      </div>
                    </div>
                    <blockquote>{post.content}</blockquote>
                    <div>
                      <h4>
                        <Flag aria-hidden="true" size={14} />{' '}
                        {t('Flags ({{count}}, {{open}} open)', {
                          count: formatCount(post.flags.length),
                          open: formatCount(post.openFlagCount),
                        })}
                      </h4>
                      <ul>
                        {post.flags.map((f) => (
                          <li key={f.id}>
                            <strong>{reasonName[f.reason]}</strong>
                            {f.note ? `: ${f.note}` : ''} <Muted>— {displayName(f.flaggedBy)}, </Muted>
                            <Muted>{formatDateTime(f.createdAt)}</Muted>
                            {f.resolvedAt && <Muted> {t('(resolved)')}</Muted>}
                          </li>
                        ))}
                      </ul>
                    </div>
                    {post.actions.length > 0 && (
                      <div>
                        <h4>{t('History')}</h4>
                        <ul>
                          {post.actions.map((a) => (
                            <li key={a.id}>
                              {t(done[a.action].pastKey, { name: displayName(a.moderator) })},{' '}
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
                          aria-label={t('Keep “{{title}}”', { title: post.title })}
                        >
                          {t('Keep')}
                        </Button>
                        {post.status !== 'hidden' || post.hiddenReason === 'flags' ? (
                          <Button
                            variant="secondary"
                            onClick={() => void act(post, 'hide')}
                            aria-label={t('Hide “{{title}}”', { title: post.title })}
                          >
                            {t('Hide')}
                          </Button>
                        ) : null}
                        <Button
                          variant="destructive"
                          onClick={() => setDeleting(post)}
                          aria-label={t('Delete “{{title}}”', { title: post.title })}
                        >
                          {t('Delete')}
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
            <DialogTitle>{t('Delete this post?')}</DialogTitle>
            <DialogDescription>
              {deleting
                ? t('“{{title}}” is removed for everyone but administrators.', { title: deleting.title })
                : null}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)} disabled={decide.isPending}>
              {t('Cancel')}
            </Button>
            <Button
              variant="destructive"
              loading={decide.isPending}
              onClick={() => {
                if (deleting) void act(deleting, 'delete').then((ok) => ok && setDeleting(null));
              }}
            >
              {t('Delete post')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
