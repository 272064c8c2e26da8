import { lazyFamily, renderChildren } from './lazyPart';
import type * as Parts from './impl/DropdownMenuParts';

// Radix DropdownMenu (with floating-ui) is loaded on first use.
const load = () => import(/* webpackChunkName: "ui-dropdown-menu" */ './impl/DropdownMenuParts');
type M = typeof Parts;
const family = lazyFamily<M>(load);

export const DropdownMenu = family.root('DropdownMenu');
export const DropdownMenuTrigger = family.trigger('DropdownMenuTrigger');
export const DropdownMenuGroup = family.part('DropdownMenuGroup', renderChildren);
/** Menu panel, rendered in a portal. */
export const DropdownMenuContent = family.part('DropdownMenuContent');
/** A menu item. Use `asChild` to render a link. */
export const DropdownMenuItem = family.part('DropdownMenuItem');
export const DropdownMenuLabel = family.part('DropdownMenuLabel');
export const DropdownMenuSeparator = family.part('DropdownMenuSeparator');
export const preloadDropdownMenu = load;
