import { useEffect } from 'react';
import { useShellT } from './i18n/useShellT';

/**
 * Sets `document.title` to "{title} · Canopy" while mounted; `title` is shown through the shell's catalogue (a
 * shell page's English key; a remote's title, not a shell key, shows as it is, and its page names itself).
 */
export function DocumentTitle({ title }: { title: string }) {
  const { t } = useShellT();
  const text = title ? `${t(title)} · Canopy` : t('Canopy — sustainability learning');
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
