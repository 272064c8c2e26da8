import { preloadCheckbox } from './Checkbox';
import { preloadChoiceCards } from './ChoiceCards';
import { preloadCollapsible } from './Collapsible';
import { preloadDialog } from './Dialog';
import { preloadDropdownMenu } from './DropdownMenu';
import { preloadSelect } from './Select';
import { preloadSwitch } from './Switch';
import { preloadTabs } from './Tabs';
import { preloadToaster } from './Toaster';

/**
 * Fetches every lazily loaded primitive in the background. The shell calls it when the browser is idle after the
 * first page is interactive, so later menus and dialogs open without a wait.
 */
export function preloadUi(): Promise<unknown> {
  return Promise.allSettled([
    preloadDialog(),
    preloadDropdownMenu(),
    preloadToaster(),
    preloadCheckbox(),
    preloadChoiceCards(),
    preloadCollapsible(),
    preloadSelect(),
    preloadSwitch(),
    preloadTabs(),
    import(/* webpackChunkName: "ui-progress" */ './impl/ProgressImpl'),
  ]);
}
