import { contentMessages } from '@canopy/contracts';

/**
 * The content tools (ebooks, uploads, extraction, the AI assistant): active educators and administrators, 401
 * for visitors and 403 with a code otherwise. Spread into a declaration.
 */
export const contentAuthorAccess = {
  auth: 'educator',
  deniedMessage: contentMessages.educatorsOnly,
} as const;
