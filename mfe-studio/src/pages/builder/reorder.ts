import { studioText } from '../../i18n/useStudioT';

/** The ids in their new order after moving the item at `from` to `to` (both 0-based); unchanged when out of range. */
export function movedIds(ids: readonly number[], from: number, to: number): number[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return [...ids];
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** "Solar basics moved to position 2 of 4." — what a screen reader hears after a move. */
export function movedSentence(name: string, position: number, total: number): string {
  return studioText('{{name}} moved to position {{position}} of {{total}}.', { name, position, total });
}
