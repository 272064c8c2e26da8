import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { User } from '@canopy/contracts';
import { changeLanguage, currentLanguage, type Language } from '@canopy/i18n';
import { USER_QUERY_KEY } from './queryKeys';

// Saves made by this page, counted: only the latest one's answer counts.
let saves = 0;

/**
 * Saves a signed-in user's language on their account (PATCH /api/user), so every device and the mail, PDFs and
 * assistant texts the services word for them follow it. The choice is already in effect and remembered in this
 * browser: a failed save (rejected, for the caller to tell) only leaves the account as it was. Of quick choices
 * the last wins: an earlier save answering late neither writes the user (which would switch the page back,
 * useAccountLanguage) nor fails.
 */
export async function saveAccountLanguage(queryClient: QueryClient, language: Language): Promise<void> {
  const call = ++saves;
  try {
    const updated = await apiRequest<User>('PATCH', '/api/user', { language });
    if (call === saves) queryClient.setQueryData(USER_QUERY_KEY, updated);
  } catch (error) {
    if (call === saves) throw error;
  }
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
