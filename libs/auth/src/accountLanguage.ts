import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { User } from '@canopy/contracts';
import { changeLanguage, currentLanguage, type Language } from '@canopy/i18n';
import { USER_QUERY_KEY } from './queryKeys';
import { forgetUnsavedLanguage, rememberUnsavedLanguage, unsavedLanguage } from './unsavedLanguage';

// Saves made by this page, counted: only the latest one's answer counts.
let saves = 0;

/**
 * Saves a signed-in user's language on their account (PATCH /api/user), so every device and the mail, PDFs and
 * assistant texts the services word for them follow it. The choice is already in effect and remembered in this
 * browser, and it stays remembered as unsaved until the account has it: a failed save (rejected, for the caller
 * to tell) is made again at the next chance (useAccountLanguage). Of quick choices the last wins: an earlier save
 * answering late neither writes the user (which would switch the page back, useAccountLanguage) nor fails.
 */
export async function saveAccountLanguage(queryClient: QueryClient, language: Language): Promise<void> {
  const call = ++saves;
  const userId = queryClient.getQueryData<User | null>(USER_QUERY_KEY)?.id;
  if (userId != null) rememberUnsavedLanguage(userId, language);
  try {
    const updated = await apiRequest<User>('PATCH', '/api/user', { language });
    if (call !== saves) return;
    forgetUnsavedLanguage();
    queryClient.setQueryData(USER_QUERY_KEY, updated);
  } catch (error) {
    if (call === saves) throw error;
  }
}

/** Saves this user's unsaved choice once more; a failure keeps it for the next chance (nothing to tell). */
function retryUnsaved(queryClient: QueryClient, userId: number): void {
  const language = unsavedLanguage(userId);
  if (language) saveAccountLanguage(queryClient, language).catch(() => undefined);
}

/**
 * Once the signed-in user is known, their account's language wins over this browser's stored choice (and becomes
 * it); an account with none chosen keeps the browser's. Except when this user's last choice here could not be
 * saved yet: that choice wins (the page shows it) and is saved now, and again whenever the browser comes back
 * online, until the account has it.
 */
export function useAccountLanguage(user: User | null): void {
  const queryClient = useQueryClient();
  const userId = user?.id;
  const language = user?.language;
  useEffect(() => {
    if (userId == null) return;
    const unsaved = unsavedLanguage(userId);
    const wanted = unsaved ?? language;
    if (wanted && wanted !== currentLanguage()) void changeLanguage(wanted);
    if (!unsaved) return;
    if (unsaved === language) forgetUnsavedLanguage();
    else retryUnsaved(queryClient, userId);
  }, [userId, language, queryClient]);

  useEffect(() => {
    if (userId == null) return;
    const onOnline = () => retryUnsaved(queryClient, userId);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [userId, queryClient]);
}
