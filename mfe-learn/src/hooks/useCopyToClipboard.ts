import { useCallback } from 'react';
import { toast } from '@canopy/ui';
import { learnText } from '../i18n/useLearnT';

/**
 * Copies text and confirms with a toast; falls back to a selection-based copy where the API is refused. `what` names
 * what was copied, in the page's language ("Verification link").
 */
export function useCopyToClipboard() {
  return useCallback(async (text: string, what?: string) => {
    try {
      if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(text);
      } else {
        const area = document.createElement('textarea');
        area.value = text;
        area.setAttribute('readonly', '');
        area.style.position = 'fixed';
        area.style.opacity = '0';
        document.body.appendChild(area);
        area.select();
        const ok = document.execCommand('copy');
        area.remove();
        if (!ok) throw new Error('copy refused');
      }
      toast({
        title: learnText('{{what}} copied', { what: what ?? learnText('Link') }),
        description: text,
        variant: 'success',
      });
    } catch {
      toast({
        title: learnText('Copy failed'),
        description: learnText('Copy this address instead: {{text}}', { text }),
        variant: 'destructive',
      });
    }
  }, []);
}
