// The forum's kinds, limits and the labels pages show, without zod (a page showing a label loads no schema);
// the schemas that check these values are built from the lists here.

export const DISCUSSION_TITLE_MIN = 5;
export const DISCUSSION_TITLE_MAX = 200;
export const DISCUSSION_CONTENT_MIN = 20;
export const DISCUSSION_CONTENT_MAX = 20_000;
export const REPLY_CONTENT_MIN = 5;
export const REPLY_CONTENT_MAX = 10_000;
export const MAX_TAGS = 5;
export const TAG_MAX_LENGTH = 30;
/** Lists are paged: 20 per page unless asked otherwise (at most 50). */
export const FORUM_PAGE_SIZE = 20;
export const FORUM_MAX_PAGE_SIZE = 50;
/** Flags from this many different members hide a post until a moderator reviews it. */
export const FLAGS_TO_HIDE = 3;
/** "Popular" counts replies and likes of this many last days. */
export const POPULAR_WINDOW_DAYS = 30;
/** "Recent" shows discussions with activity in this many last days, newest activity first. */
export const RECENT_WINDOW_DAYS = 14;

export const discussionTabs = ['all', 'recent', 'popular'] as const;
export type DiscussionTab = (typeof discussionTabs)[number];

export const flagReasons = ['spam', 'inappropriate', 'off_topic', 'other'] as const;
export type FlagReason = (typeof flagReasons)[number];
export const flagReasonLabels: Record<FlagReason, { label: string; description: string }> = {
  spam: { label: 'Spam', description: 'Advertising, link dropping or anything posted to promote.' },
  inappropriate: {
    label: 'Inappropriate',
    description: 'Rude, hateful or harassing content that breaks the community guidelines.',
  },
  off_topic: { label: 'Off-topic', description: 'Not related to the discussion or this topic.' },
  other: { label: 'Something else', description: 'Tell the moderators what is wrong.' },
};

/** visible: everyone sees it; hidden: pending review (flags) or hidden by a moderator; deleted: gone. */
export const postStatuses = ['visible', 'hidden', 'deleted'] as const;
export type PostStatus = (typeof postStatuses)[number];

export const postTypes = ['discussion', 'reply'] as const;
export type PostType = (typeof postTypes)[number];

export const moderationActions = ['keep', 'hide', 'delete'] as const;
export type ModerationAction = (typeof moderationActions)[number];
