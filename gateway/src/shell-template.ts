import { readFile, stat } from 'node:fs/promises';
import type { Logger } from 'pino';

/** Gives the shell's current index.html, or null when there is none (not built, or its server never reached). */
export type ShellTemplate = () => Promise<string | null>;

/** The shell's index.html in a local build, read again when it changes (a new build while the gateway runs). */
export function localShellTemplate(indexFile: string): ShellTemplate {
  let cached: { version: string; html: string } | null = null;
  return async () => {
    const info = await stat(indexFile).catch(() => null);
    if (!info) return null;
    const version = `${info.mtimeMs}:${info.size}`;
    if (cached?.version !== version) cached = { version, html: await readFile(indexFile, 'utf8') };
    return cached.html;
  };
}

export interface UpstreamShellTemplateOptions {
  /** The index.html on the shell's static server (`http://shell:8080/index.html`). */
  url: string;
  logger: Logger;
  /** How long a copy is used before it is asked for again (a conditional request: usually a 304). */
  ttlMs: number;
  /** After a failed attempt, how long before the next one (the last good copy is used meanwhile). */
  retryMs?: number;
  /** Longest wait for the static server. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The shell's index.html from its own static server, kept in memory and revalidated (If-None-Match) once it is
 * `ttlMs` old: a shell release is in every page at most that long after it is published, with no gateway restart.
 * Pages never wait for a revalidation (the copy in hand is used meanwhile); only the first page waits for the first
 * copy. A static server that fails or answers nonsense leaves the last good copy in use, with a log line per
 * attempt: the shell's releases keep their files (infra/remote-static/publish.mjs), so an older index.html still
 * names files that are there.
 */
export function upstreamShellTemplate(opts: UpstreamShellTemplateOptions): ShellTemplate {
  const retryMs = opts.retryMs ?? 2000;
  const timeoutMs = opts.timeoutMs ?? 3000;
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  let copy: { html: string; etag: string | null } | null = null;
  let checkedAt = 0;
  let ok = false;
  let refreshing: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    try {
      const res = await doFetch(opts.url, {
        headers: { accept: 'text/html', ...(copy?.etag ? { 'if-none-match': copy.etag } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status === 304 && copy) {
        ok = true;
        return;
      }
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const html = await res.text();
      if (!html.includes('</head>')) throw new Error('not an HTML page with a </head>');
      copy = { html, etag: res.headers.get('etag') };
      ok = true;
    } catch (err) {
      ok = false;
      opts.logger[copy ? 'warn' : 'error'](
        { url: opts.url, err: err instanceof Error ? err.message : String(err), keeping: copy !== null },
        copy
          ? "could not revalidate the shell's index.html: keeping the last good copy"
          : "could not read the shell's index.html from SHELL_URL: pages answer 503 until it can be read",
      );
    } finally {
      checkedAt = now();
      refreshing = null;
    }
  }

  return async () => {
    const due = checkedAt === 0 || now() - checkedAt >= (ok ? opts.ttlMs : retryMs);
    if (due && !refreshing) refreshing = refresh();
    if (refreshing && copy === null) await refreshing;
    return copy?.html ?? null;
  };
}
