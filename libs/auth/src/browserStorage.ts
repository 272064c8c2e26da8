/** Storage access that never throws (private mode, disabled storage, SSR). */
export function readFlag(storage: 'local' | 'session', key: string): boolean {
  try {
    const s = storage === 'local' ? window.localStorage : window.sessionStorage;
    return s.getItem(key) !== null;
  } catch {
    return false;
  }
}

export function writeFlag(storage: 'local' | 'session', key: string): void {
  try {
    const s = storage === 'local' ? window.localStorage : window.sessionStorage;
    s.setItem(key, 'true');
  } catch {
    // Without storage the notice may repeat; that is harmless.
  }
}
