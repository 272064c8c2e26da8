import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { saveAccountLanguage, useAuth } from '@canopy/auth';
import { changeLanguage, type Language } from '@canopy/i18n';
import { toast } from '@canopy/ui';
import { shellText } from '../i18n/useShellT';

/**
 * Switches the platform's language and remembers it in this browser; a signed-in user's choice is saved on their
 * account too (the account's language wins on every device they sign in on). A failed save is told in a toast;
 * the page stays in the chosen language, which this browser keeps as unsaved and saves at the next chance (the
 * next page load, or when the browser comes back online: @canopy/auth useAccountLanguage), so the last choice wins.
 */
export function useChooseLanguage(): (language: Language) => void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const signedIn = user !== null;
  return useCallback(
    (language: Language) => {
      const switching = changeLanguage(language);
      // Saved even when the account seems to have it already: an earlier choice may still be on its way, and
      // this one must land last (saveAccountLanguage keeps only the latest answer).
      if (!signedIn) return;
      saveAccountLanguage(queryClient, language).catch(async () => {
        await switching; // worded in the language chosen, even when the save failed before its texts arrived
        toast({
          title: shellText('Your language could not be saved. Please try again.'),
          variant: 'destructive',
        });
      });
    },
    [signedIn, queryClient],
  );
}
