import { useEffect, useRef } from 'react';
import { useTranslation } from '@canopy/i18n';
import { SHELL_NAMESPACE } from '../i18n/useShellT';

/**
 * A remote page's name in the browser tab, "{title} · Canopy", in the page's language: `title` is an English key of
 * the remote's catalogue `ns` (AppRoute.title and titleNamespace; else of the shell's).
 *
 * It is the page's name until the page names itself (useDocumentTitle: a course's title once it is read). A later
 * wording of the same title (a language switch, the catalogue arriving) replaces only its own earlier wording, so
 * it never puts "Course" back over the course's name; a new title (another route) is always shown. (Here, not in
 * the shell's DocumentTitle, because this chunk loads after /auth has: /auth's JavaScript budget stays untouched.)
 */
export function RouteTitle({ title, ns }: { title: string; ns?: string }) {
  const { t } = useTranslation(ns ?? SHELL_NAMESPACE);
  const text = `${t(title)} · Canopy`;
  const shown = useRef<{ title: string; text: string } | null>(null);
  useEffect(() => {
    const last = shown.current;
    if (!last || last.title !== title || document.title === last.text) document.title = text;
    shown.current = { title, text };
  }, [title, text]);
  return null;
}
