/** The catch-all's chunk: AppRoutes renders it lazily, and src/index.ts starts it early on a remote's page. */
export const loadRemoteRoutes = () => import(/* webpackChunkName: "remote-routes" */ './RemoteRoutes');
