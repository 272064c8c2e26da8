import type { Catalogue } from '@canopy/i18n';

/** The shell's Spanish texts (i18n/es.ts): one chunk, fetched when Spanish is first needed. */
export function loadSpanish(): Promise<Catalogue> {
  return import(/* webpackChunkName: "shell-es" */ './es').then((m) => m.shellEs);
}
