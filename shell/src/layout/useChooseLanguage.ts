import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { saveAccountLanguage, useAuth } from '@canopy/auth';
import { changeLanguage, type Language } from '@canopy/i18n';

/**
 * Switches the platform's language and remembers it in this browser; a signed-in user's choice is saved on their
 * account too (the account's language wins on every device they sign in on).
 */
export function useChooseLanguage(): (language: Language) => void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const signedIn = user !== null;
  const accountLanguage = user?.language;
  return useCallback(
    (language: Language) => {
      void changeLanguage(language);
      if (signedIn && accountLanguage !== language) {
        // Not told if it fails: the language is in effect and kept in this browser all the same.
        saveAccountLanguage(queryClient, language).catch(() => undefined);
      }
    },
    [signedIn, accountLanguage, queryClient],
  );
}
