import { lazyFamily, lazyPart } from './lazyPart';
import type * as Parts from './impl/CollapsibleParts';

// Radix Collapsible is loaded on first use.
const load = () => import(/* webpackChunkName: "ui-collapsible" */ './impl/CollapsibleParts');
type M = typeof Parts;
const family = lazyFamily<M>(load);

export const Collapsible = family.root('Collapsible');
export const CollapsibleTrigger = family.trigger('CollapsibleTrigger');
export const CollapsibleContent = family.part('CollapsibleContent');
/** A titled card that expands and collapses its content; the trigger sits inside a heading. */
export const CollapsibleSection = lazyPart<M, 'CollapsibleSection'>(load, 'CollapsibleSection');
export type { CollapsibleSectionProps } from './impl/CollapsibleParts';
export const preloadCollapsible = load;
