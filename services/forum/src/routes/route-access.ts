import type { Request } from 'express';
import { forumMessages } from '@canopy/contracts';
import { assertMayPost } from '../use-cases/access';

/**
 * Posting, editing, liking, flagging: a signed-in member whose account is active. Spread into a declaration;
 * visitors, pending educators and suspended members each read why they cannot post.
 */
export const memberAccess = {
  auth: 'user',
  signInMessage: forumMessages.signInToPost,
  guard: (req: Request) => assertMayPost(req.identity),
} as const;

/** The moderation API and the forum's figures: active administrators. */
export const moderatorAccess = { auth: 'admin', deniedMessage: forumMessages.moderatorsOnly } as const;
