import { preloadCheckbox } from './Checkbox';
import { preloadChoiceCards } from './ChoiceCards';
import { preloadCollapsible } from './Collapsible';
import { preloadDialog } from './Dialog';
import { preloadDropdownMenu } from './DropdownMenu';
import { preloadSelect } from './Select';
import { preloadSwitch } from './Switch';
import { preloadTabs } from './Tabs';
import { preloadToaster } from './Toaster';

const parts = {
  dialog: preloadDialog,
  'dropdown-menu': preloadDropdownMenu,
  toaster: preloadToaster,
  checkbox: preloadCheckbox,
  'choice-cards': preloadChoiceCards,
  collapsible: preloadCollapsible,
  select: preloadSelect,
  switch: preloadSwitch,
  tabs: preloadTabs,
  progress: () => import(/* webpackChunkName: "ui-progress" */ './impl/ProgressImpl'),
};

/** A lazily loaded primitive `preloadUi` can fetch ahead of its first render. */
export type UiPart = keyof typeof parts;

/**
 * Fetches lazily loaded primitives in the background: the ones named, or every one. The shell calls it with none
 * when the browser is idle after the first page is interactive, so later menus and dialogs open without a wait; a
 * layout or page names the ones its first frame renders, so their code arrives beside it instead of a round trip
 * after the render reaches them. Never rejects: a part whose code failed to load shows that, and retries, when it
 * renders.
 */
export function preloadUi(...only: UiPart[]): Promise<unknown> {
  const names = only.length > 0 ? only : (Object.keys(parts) as UiPart[]);
  return Promise.allSettled(names.map((name) => parts[name]()));
}
