/** The layout's chunk: AppRoutes renders it lazily, and src/index.ts starts it early on a page that has it. */
export const loadAppLayout = () => import(/* webpackChunkName: "layout" */ './AppLayout');
