import { useEffect, useRef } from 'react';
import { useShellT } from './i18n/useShellT';

/**
 * Sets `document.title` to "{title} · Canopy" while mounted, in the page's language: `title` is an English key of
 * the shell's catalogue, or of `ns`'s (a remote's route title, AppRoute.titleNamespace).
 *
 * It is the page's name until the page names itself (useDocumentTitle: a course's title once it is read). A later
 * wording of the same title (a language switch, the catalogue arriving) replaces only its own earlier wording, so
 * it never puts "Course" back over the course's name; a new title (another route) is always shown.
 */
export function DocumentTitle({ title, ns }: { title: string; ns?: string }) {
  const { t } = useShellT();
  const text = title
    ? `${t(title, ns ? { ns } : undefined)} · Canopy`
    : t('Canopy — sustainability learning');
  const shown = useRef<{ title: string; text: string } | null>(null);
  useEffect(() => {
    const last = shown.current;
    if (!last || last.title !== title || document.title === last.text) document.title = text;
    shown.current = { title, text };
  }, [title, text]);
  return null;
}
