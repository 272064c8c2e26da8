/**
 * When a token the verifier accepted expires (ms since the epoch): its `exp` claim, read without checking
 * anything else (call it only on a verified token). 0 when it has none, so it is never taken as still valid.
 */
export function tokenExpiry(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}
