import { forumMessages, type Identity, type PostStatus } from '@canopy/contracts';
import { ForbiddenError, UnauthenticatedError } from '@canopy/service-kit';

/** The caller as the gateway vouches for it; null for a signed-out visitor. */
export type Viewer = Identity | null;

export function isActive(viewer: Viewer): viewer is Identity {
  return viewer !== null && viewer.status === 'active';
}

export function isAdmin(viewer: Viewer): boolean {
  return isActive(viewer) && viewer.role === 'admin';
}

/** Posting, liking and flagging: a signed-in member whose account is active. */
export function assertMayPost(viewer: Viewer): asserts viewer is Identity {
  if (!viewer) throw new UnauthenticatedError(forumMessages.signInToPost);
  switch (viewer.status) {
    case 'active':
      return;
    case 'pending':
      throw new ForbiddenError(forumMessages.pendingCannotPost, 'pending_approval');
    case 'suspended':
      throw new ForbiddenError(forumMessages.suspendedCannotPost, 'account_suspended');
    default:
      throw new ForbiddenError(forumMessages.inactiveCannotPost, 'account_suspended');
  }
}

interface Post {
  userId: number;
  status: PostStatus;
}

/** Visible posts are public; hidden ones are seen by their author and administrators; deleted ones by administrators. */
export function canSeePost(viewer: Viewer, post: Post): boolean {
  if (post.status === 'visible') return true;
  if (isAdmin(viewer)) return true;
  return post.status === 'hidden' && viewer !== null && viewer.id === post.userId;
}

/** Editing and deleting: the author (while active) or an administrator; never a deleted post. */
export function canModify(viewer: Viewer, post: Post): boolean {
  if (post.status === 'deleted' || !isActive(viewer)) return false;
  return viewer.id === post.userId || viewer.role === 'admin';
}

/** Likes and flags: active members, on visible posts of others. */
export function canReact(viewer: Viewer, post: Post): boolean {
  return isActive(viewer) && post.status === 'visible' && viewer.id !== post.userId;
}

/** The answer mark: the discussion's author, or an educator or administrator. */
export function canMarkAnswer(viewer: Viewer, discussion: Post): boolean {
  if (!isActive(viewer) || discussion.status !== 'visible') return false;
  return viewer.id === discussion.userId || viewer.role === 'educator' || viewer.role === 'admin';
}
