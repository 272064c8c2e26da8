import { useCallback, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

const subscribe = (listener: () => void) => i18n.subscribe(listener);
// A new snapshot after every change, so components re-render when the language or the texts change.
let version = 0;
i18n.subscribe(() => {
  version += 1;
});
const snapshot = () => version;

/** `t` for a namespace (react-i18next's shape): the component re-renders when the language or its texts change. */
export function useTranslation(namespace = 'common') {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const t = useCallback(
    (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: namespace, ...options }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` after each change re-renders memoised users
    [namespace, current],
  );
  return { t, i18n };
}
