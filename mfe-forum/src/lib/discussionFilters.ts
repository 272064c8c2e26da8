import { discussionTabs, type DiscussionTab } from '@canopy/contracts';
import type { DiscussionFilters } from '../queryKeys';

/** The forum's list filters from the address (`tab`, `q`, `tag`, `page`), defaults for anything missing or odd. */
export function readFilters(params: URLSearchParams): DiscussionFilters {
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return {
    tab: (discussionTabs as readonly string[]).includes(tab ?? '') ? (tab as DiscussionTab) : 'all',
    search: params.get('q') ?? '',
    tag: params.get('tag') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of these filters (defaults left out). */
export function writeFilters(f: DiscussionFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.tab !== 'all') p.set('tab', f.tab);
  if (f.search) p.set('q', f.search);
  if (f.tag) p.set('tag', f.tag);
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}
