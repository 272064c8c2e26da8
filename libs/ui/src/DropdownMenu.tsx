import { lazyPart, renderChildren } from './lazyPart';
import type * as Parts from './impl/DropdownMenuParts';

// Radix DropdownMenu (with floating-ui) is loaded on first use.
const load = () => import(/* webpackChunkName: "ui-dropdown-menu" */ './impl/DropdownMenuParts');
type M = typeof Parts;

export const DropdownMenu = lazyPart<M, 'DropdownMenu'>(load, 'DropdownMenu', renderChildren);
export const DropdownMenuTrigger = lazyPart<M, 'DropdownMenuTrigger'>(
  load,
  'DropdownMenuTrigger',
  renderChildren,
);
export const DropdownMenuGroup = lazyPart<M, 'DropdownMenuGroup'>(load, 'DropdownMenuGroup', renderChildren);
/** Menu panel, rendered in a portal. */
export const DropdownMenuContent = lazyPart<M, 'DropdownMenuContent'>(load, 'DropdownMenuContent');
/** A menu item. Use `asChild` to render a link. */
export const DropdownMenuItem = lazyPart<M, 'DropdownMenuItem'>(load, 'DropdownMenuItem');
export const DropdownMenuLabel = lazyPart<M, 'DropdownMenuLabel'>(load, 'DropdownMenuLabel');
export const DropdownMenuSeparator = lazyPart<M, 'DropdownMenuSeparator'>(load, 'DropdownMenuSeparator');
export const preloadDropdownMenu = load;
