// @canopy/ui/markdown — sanitised Markdown. A separate entry: marked and DOMPurify stay out of the shared
// `@canopy/ui` singleton (which every first page loads) and are bundled only by the remotes that render Markdown.
export { renderMarkdown, UGC_LINK_REL } from './renderMarkdown';
export type { RenderMarkdownOptions } from './renderMarkdown';
export { SafeMarkdown } from './SafeMarkdown';
export type { SafeMarkdownProps } from './SafeMarkdown';
