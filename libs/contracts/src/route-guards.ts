/**
 * Who may open a page (libs/auth guards.ts says what each means): part of a remote's page list, so that the
 * gateway knows, before any code runs, which pages a visitor is sent away from.
 */
export const routeGuardNames = ['public', 'user', 'home', 'admin', 'educator', 'guest'] as const;
export type RouteGuardName = (typeof routeGuardNames)[number];

/** Guards a visitor (no session) passes; everyone else is sent to /auth. */
export const visitorGuards: readonly RouteGuardName[] = ['public', 'guest'];
