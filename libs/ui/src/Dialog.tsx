import { lazyFamily, renderChildren } from './lazyPart';
import type * as Parts from './impl/DialogParts';

// Radix Dialog is loaded on first use (see lazyPart); DialogHeader/DialogFooter are plain layout.
const load = () => import(/* webpackChunkName: "ui-dialog" */ './impl/DialogParts');
type M = typeof Parts;
const family = lazyFamily<M>(load);

/** Dialog root (Radix). Controlled with `open`/`onOpenChange` or uncontrolled with a `DialogTrigger`. */
export const Dialog = family.root('Dialog');
export const DialogTrigger = family.trigger('DialogTrigger');
export const DialogClose = family.part('DialogClose', renderChildren);
/** Portal + overlay + content + close button; `side` 'center' (modal) or 'left'/'right' (slide-in sheet). */
export const DialogContent = family.part('DialogContent');
export const DialogTitle = family.part('DialogTitle');
export const DialogDescription = family.part('DialogDescription');
export { DialogHeader, DialogFooter } from './DialogLayout';
export type { DialogContentProps } from './impl/DialogParts';
export const preloadDialog = load;
