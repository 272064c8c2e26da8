import { studioText } from '../../../i18n/useStudioT';

/**
 * A stored answer as people read it (true/false in the current language). The service keeps what the learner sent as JSON (a text, a list of option
 * texts, true/false, or null when the question was left out); older rows may hold plain text.
 */
export function formatAnswer(stored: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return stored.trim() || null;
  }
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? studioText('True') : studioText('False');
  if (Array.isArray(value)) {
    const parts = value.map((v) => String(v).trim()).filter(Boolean);
    return parts.length ? parts.join(', ') : null;
  }
  const text = String(value).trim();
  return text || null;
}
