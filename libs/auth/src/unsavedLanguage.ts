import { isLanguage, type Language } from '@canopy/i18n';

/** This browser's record of a language chosen by a signed-in user that their account does not have yet. */
export const UNSAVED_LANGUAGE_KEY = 'canopy.language.unsaved';

interface UnsavedLanguage {
  userId: number;
  language: Language;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // private mode, disabled storage: the choice is then only saved while the page lives
  }
}

/** Remembers the choice until the account has it, so a failed save (or a page closed first) is retried later. */
export function rememberUnsavedLanguage(userId: number, language: Language): void {
  try {
    storage()?.setItem(UNSAVED_LANGUAGE_KEY, JSON.stringify({ userId, language } satisfies UnsavedLanguage));
  } catch {
    // A full storage only loses the retry; the page is already in the chosen language.
  }
}

/**
 * The language this user chose and their account does not have yet, or null. Another account's record (a session
 * that ended without a logout on this browser) is dropped: one user must never inherit another's choice.
 */
export function unsavedLanguage(userId: number): Language | null {
  const raw = storage()?.getItem(UNSAVED_LANGUAGE_KEY);
  if (!raw) return null;
  let saved: Partial<UnsavedLanguage> | null = null;
  try {
    saved = JSON.parse(raw) as Partial<UnsavedLanguage>;
  } catch {
    // unreadable: dropped below
  }
  if (saved?.userId === userId && isLanguage(saved.language)) return saved.language;
  forgetUnsavedLanguage();
  return null;
}

/** Once the account has the choice, and at logout. */
export function forgetUnsavedLanguage(): void {
  try {
    storage()?.removeItem(UNSAVED_LANGUAGE_KEY);
  } catch {
    // nothing to forget without storage
  }
}
