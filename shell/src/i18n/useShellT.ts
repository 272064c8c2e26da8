import { i18n, registerCatalogue, useTranslation } from '@canopy/i18n';
import { loadSpanish } from './loadSpanish';

/** The namespace of the shell's texts. */
export const SHELL_NAMESPACE = 'shell';

// Keys are the English texts (docs/I18N.md): English needs no catalogue, Spanish is fetched when first needed.
registerCatalogue(SHELL_NAMESPACE, { es: loadSpanish });

/** The shell's `t`: `t('Welcome back')` is the English text as it stands, or its translation. */
export function useShellT() {
  return useTranslation(SHELL_NAMESPACE);
}

/** A shell text outside React (labels read at render time). */
export function shellText(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, { ns: SHELL_NAMESPACE, ...options });
}
