import { lazyPart, renderChildren } from './lazyPart';
import type * as Parts from './impl/SelectParts';

// Radix Select is loaded on first use.
const load = () => import(/* webpackChunkName: "ui-select" */ './impl/SelectParts');
type M = typeof Parts;

/** `<Select value onValueChange><SelectTrigger><SelectValue placeholder/></SelectTrigger><SelectContent><SelectItem value>…` */
export const Select = lazyPart<M, 'Select'>(load, 'Select', renderChildren);
export const SelectTrigger = lazyPart<M, 'SelectTrigger'>(load, 'SelectTrigger');
export const SelectValue = lazyPart<M, 'SelectValue'>(load, 'SelectValue');
export const SelectGroup = lazyPart<M, 'SelectGroup'>(load, 'SelectGroup', renderChildren);
export const SelectContent = lazyPart<M, 'SelectContent'>(load, 'SelectContent');
export const SelectItem = lazyPart<M, 'SelectItem'>(load, 'SelectItem');
export const preloadSelect = load;
