/** The sign-in page's chunk: AppRoutes renders it lazily, and src/index.ts starts it early on /auth. */
export const loadAuthPage = () => import(/* webpackChunkName: "page-auth" */ './AuthPage');
