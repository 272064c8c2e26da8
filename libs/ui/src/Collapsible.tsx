import { lazyPart, renderChildren } from './lazyPart';
import type * as Parts from './impl/CollapsibleParts';

// Radix Collapsible is loaded on first use.
const load = () => import(/* webpackChunkName: "ui-collapsible" */ './impl/CollapsibleParts');
type M = typeof Parts;

export const Collapsible = lazyPart<M, 'Collapsible'>(load, 'Collapsible', renderChildren);
export const CollapsibleTrigger = lazyPart<M, 'CollapsibleTrigger'>(
  load,
  'CollapsibleTrigger',
  renderChildren,
);
export const CollapsibleContent = lazyPart<M, 'CollapsibleContent'>(load, 'CollapsibleContent');
/** A titled card that expands and collapses its content; the trigger sits inside a heading. */
export const CollapsibleSection = lazyPart<M, 'CollapsibleSection'>(load, 'CollapsibleSection');
export type { CollapsibleSectionProps } from './impl/CollapsibleParts';
export const preloadCollapsible = load;
