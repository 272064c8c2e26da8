import { lazyFamily, renderChildren } from './lazyPart';
import type * as Parts from './impl/SelectParts';

// Radix Select is loaded on first use.
const load = () => import(/* webpackChunkName: "ui-select" */ './impl/SelectParts');
type M = typeof Parts;
const family = lazyFamily<M>(load);

/** `<Select value onValueChange><SelectTrigger><SelectValue placeholder/></SelectTrigger><SelectContent><SelectItem value>…` */
export const Select = family.root('Select');
export const SelectTrigger = family.part('SelectTrigger');
export const SelectValue = family.part('SelectValue');
export const SelectGroup = family.part('SelectGroup', renderChildren);
export const SelectContent = family.part('SelectContent');
export const SelectItem = family.part('SelectItem');
export const preloadSelect = load;
