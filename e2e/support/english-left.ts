/**
 * "No English string may remain except user content" (issue 33): the English texts of the Spanish catalogues (shell,
 * learn, forum, @canopy/auth, the shared `common` and `messages` sentences) whose Spanish differs, and a check that
 * walks a page's visible text (text nodes, aria-label, placeholder) and fails on any that is one of them.
 */
import { expect, type Page } from '@playwright/test';
import { shellEs } from '../../shell/src/i18n/es';
import { messagesEs } from '../../shell/src/i18n/messages.es';
import { learnBrowseEs } from '../../mfe-learn/src/i18n/es.browse';
import { learnStudyEs } from '../../mfe-learn/src/i18n/es.study';
import { learnMessagesEs } from '../../mfe-learn/src/i18n/messages.es';
import { forumEn } from '../../mfe-forum/src/i18n/en';
import { forumEs } from '../../mfe-forum/src/i18n/es';
import { forumMessagesEs } from '../../mfe-forum/src/i18n/messages.es';
import { authEn } from '../../libs/auth/src/i18n/authEn';
import { authEs } from '../../libs/auth/src/i18n/authEs';
import { commonEn } from '../../libs/i18n/src/catalogues/common.en';
import { commonEs } from '../../libs/i18n/src/catalogues/common.es';

type Texts = Readonly<Record<string, string>>;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** English text -> Spanish, for English-keyed catalogues (with their English plural forms) and key-named ones. */
function englishToSpanish(): Map<string, string> {
  const pairs = new Map<string, string>();
  const add = (english: string | undefined, spanish: string | undefined) => {
    if (english && spanish && english.trim() !== spanish.trim()) pairs.set(english.trim(), spanish.trim());
  };
  const keyed: Array<[Texts, Texts]> = [
    [shellEs, {}],
    [messagesEs, {}],
    [learnBrowseEs, {}],
    [learnStudyEs, {}],
    [learnMessagesEs, {}],
    [forumEs, forumEn],
    [forumMessagesEs, {}],
  ];
  for (const [es, en] of keyed) {
    for (const [key, spanish] of Object.entries(es)) {
      // A plural form: English says it with its own form (`_one`), else with the key itself.
      add(PLURAL.test(key) ? (en[key] ?? key.replace(PLURAL, '')) : key, spanish);
    }
  }
  for (const [en, es] of [
    [authEn, authEs],
    [commonEn, commonEs],
  ] as Array<[Texts, Texts]>) {
    for (const [id, english] of Object.entries(en)) add(english, es[id]);
  }
  return pairs;
}

export const spanishOf = englishToSpanish();

/** The Spanish of an English text, or the English itself while its package has none (recorded in `untranslated`). */
export const untranslated = new Set<string>();
export function es(english: string): string {
  const spanish = spanishOf.get(english);
  if (spanish === undefined) untranslated.add(english);
  return spanish ?? english;
}

// Texts with placeholders match whatever was put in them; those with too few words of their own match anything.
const patterns = [...spanishOf.keys()]
  .filter((k) => k.includes('{{') && k.replace(/\{\{[^}]*\}\}/g, '').replace(/[^\p{L}]/gu, '').length >= 6)
  .map((k) => {
    const parts = k.split(/\{\{[^}]*\}\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return { key: k, re: new RegExp(`^${parts.join('.+?')}$`, 's') };
  });

/** Every visible text of the page (text nodes, aria-label, placeholder), trimmed. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
      if (parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) out.push(text);
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [placeholder]'))) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'placeholder']) {
        const value = el.getAttribute(name)?.replace(/\s+/g, ' ').trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/**
 * Fails on any visible text of the page that is an English catalogue text whose Spanish differs. `userContent`
 * lists texts people wrote (a course or discussion title) that may happen to read like one.
 */
export async function expectNoEnglishLeft(page: Page, label: string, userContent: string[] = []) {
  const allowed = new Set(userContent);
  const english = (await visibleTexts(page)).filter(
    (t) => !allowed.has(t) && (spanishOf.has(t) || patterns.some((p) => p.re.test(t))),
  );
  expect([...new Set(english)], `${label}: English left on a Spanish page`).toEqual([]);
}
