// @canopy/ui/page-kit — what the remotes' pages share: reading the route's ids, naming the page, a debounced search,
// the pager of a server-paged list and the four states of a read. A separate entry, bundled (tree-shaken) by the
// remotes that use it, so none of it weighs on the shared `@canopy/ui` module every first page loads (/auth);
// its components draw on that module's Button and ErrorState.
export { useDocumentTitle } from './useDocumentTitle';
export { useDebouncedValue } from './useDebouncedValue';
export { useSearchText } from './useSearchText';
export { numericParam, useNumericParam } from './numericParam';
export { useSearchParamsUpdate } from './useSearchParamsUpdate';
export type { SearchParamsChange } from './useSearchParamsUpdate';
export { DiscussionSummaryItem } from './DiscussionSummaryItem';
export { FormDialogFooter } from './FormDialogFooter';
export type { FormDialogFooterProps } from './FormDialogFooter';
export { LazyTabPanels, selectedTab } from './LazyTabPanels';
export type { LazyTabPanelsProps, PanelTab } from './LazyTabPanels';
export { NotFoundPanel } from './NotFoundPanel';
export { Pager } from './Pager';
export type { PagerProps } from './Pager';
export { QueryState } from './QueryState';
export { SearchInput } from './SearchInput';
export type { SearchInputProps } from './SearchInput';
export { SkeletonRows } from './SkeletonRows';
export type { QueryStateProps, QueryView } from './QueryState';
