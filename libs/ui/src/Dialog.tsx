import { lazyPart, renderChildren } from './lazyPart';
import type * as Parts from './impl/DialogParts';

// Radix Dialog is loaded on first use (see lazyPart); DialogHeader/DialogFooter are plain layout.
const load = () => import(/* webpackChunkName: "ui-dialog" */ './impl/DialogParts');
type M = typeof Parts;

/** Dialog root (Radix). Controlled with `open`/`onOpenChange` or uncontrolled with a `DialogTrigger`. */
export const Dialog = lazyPart<M, 'Dialog'>(load, 'Dialog', renderChildren);
export const DialogTrigger = lazyPart<M, 'DialogTrigger'>(load, 'DialogTrigger', renderChildren);
export const DialogClose = lazyPart<M, 'DialogClose'>(load, 'DialogClose', renderChildren);
/** Portal + overlay + content + close button; `side` 'center' (modal) or 'left'/'right' (slide-in sheet). */
export const DialogContent = lazyPart<M, 'DialogContent'>(load, 'DialogContent');
export const DialogTitle = lazyPart<M, 'DialogTitle'>(load, 'DialogTitle');
export const DialogDescription = lazyPart<M, 'DialogDescription'>(load, 'DialogDescription');
export { DialogHeader, DialogFooter } from './DialogLayout';
export type { DialogContentProps } from './impl/DialogParts';
export const preloadDialog = load;
