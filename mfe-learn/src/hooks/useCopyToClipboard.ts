import { useCallback } from 'react';
import { toast } from '@canopy/ui';

/** Copies text and confirms with a toast; falls back to a selection-based copy where the API is refused. */
export function useCopyToClipboard() {
  return useCallback(async (text: string, what = 'Link') => {
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
      toast({ title: `${what} copied`, description: text, variant: 'success' });
    } catch {
      toast({
        title: 'Copy failed',
        description: `Copy this address instead: ${text}`,
        variant: 'destructive',
      });
    }
  }, []);
}
