import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { User } from '@canopy/contracts';
import { changeLanguage, currentLanguage, type Language } from '@canopy/i18n';
import { USER_QUERY_KEY } from './queryKeys';

/**
 * Saves a signed-in user's language on their account (PATCH /api/user), so every device and the mail, PDFs and
 * assistant texts the services word for them follow it. The choice is already in effect and remembered in this
 * browser: a failed save only leaves the account as it was.
 */
export async function saveAccountLanguage(queryClient: QueryClient, language: Language): Promise<void> {
  const updated = await apiRequest<User>('PATCH', '/api/user', { language });
  queryClient.setQueryData(USER_QUERY_KEY, updated);
}

/**
 * Once the signed-in user is known, their account's language wins over this browser's stored choice (and becomes
 * it). An account with none chosen keeps the browser's.
 */
export function useAccountLanguage(user: User | null): void {
  const language = user?.language;
  useEffect(() => {
    if (language && language !== currentLanguage()) void changeLanguage(language);
  }, [language]);
}
