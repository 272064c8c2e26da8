import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { JSDOM, VirtualConsole } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteLoadError, isCodeLoadError, isRemoteLoadError } from '../src/federation/RemoteLoadError';
import type * as LoaderModule from '../src/federation/loadRemoteModule';
import { remoteContainerGlobal } from '../src/federation/remoteContainerGlobal';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the build's naming of containers, which the loader must match
import { remoteContainerGlobal as builtName } from '../../tools/remote-container.mjs';

/**
 * Entries a real browser would run, from a real server: each defines (or fails to define) a container the way a
 * remote's remoteEntry.js does, and records what the loader asked of it on `window.calls`.
 */
const entries: Record<string, string> = {
  '/forum/remoteEntry.js': `
    window.entryRuns = (window.entryRuns || 0) + 1;
    window.canopy_remote_forum = {
      init(scope) { window.calls.push(['init', scope]); },
      get(module) {
        window.calls.push(['get', module]);
        if (module === './routes') return Promise.resolve(() => ({ default: [{ path: '/forum' }] }));
        if (module === './broken') return Promise.resolve(() => { throw new TypeError('a bug in the module'); });
        const e = new Error('Loading chunk 12 failed.'); e.name = 'ChunkLoadError';
        return Promise.reject(e);
      },
    };`,
  '/empty/remoteEntry.js': 'window.somethingElse = 1;',
};

let server: Server;
let base: string;
const scope = { react: {} };
let loadRemoteModule: typeof LoaderModule.loadRemoteModule;
// A document that fetches and runs the scripts added to it, as a browser does (vitest's own jsdom does not fetch).
let window: Window & Record<string, unknown>;
let document: Document;

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = entries[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/javascript' }).end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dom = new JSDOM('<!DOCTYPE html><head></head>', {
    url: base,
    runScripts: 'dangerously',
    resources: 'usable',
    // The failures the tests cause on purpose are the loader's to report, not the document's console.
    virtualConsole: new VirtualConsole(),
  });
  window = dom.window as unknown as Window & Record<string, unknown>;
  document = dom.window.document;
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', document);
  ({ loadRemoteModule } = await import('../src/federation/loadRemoteModule'));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  window.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  for (const key of ['canopy_remote_forum', 'canopy_remote_empty', 'entryRuns']) delete window[key];
  window.calls = [];
  // What the shell's bundler defines: its share scope, filled by __webpack_init_sharing__.
  Object.assign(globalThis, {
    __webpack_share_scopes__: {},
    __webpack_init_sharing__: async (name: string) => {
      (
        globalThis as unknown as { __webpack_share_scopes__: Record<string, unknown> }
      ).__webpack_share_scopes__[name] = scope;
    },
  });
});

const calls = () => window.calls;
const entryRuns = () => window.entryRuns ?? 0;

async function closedPort(): Promise<number> {
  const s = createNetServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', () => resolve()));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

async function rejection(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('loadRemoteModule', () => {
  it('runs the entry, gives its container the shell’s share scope and returns the exposed module', async () => {
    const mod = await loadRemoteModule('forum', `${base}/forum/remoteEntry.js`, './routes');
    expect(mod).toEqual({ default: [{ path: '/forum' }] });
    expect(calls()).toEqual([
      ['init', scope],
      ['get', './routes'],
    ]);
    // The entry's script element is not left in the document.
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('runs the entry once, and again when asked for a fresh copy', async () => {
    await loadRemoteModule('forum', `${base}/forum/remoteEntry.js`, './routes');
    await loadRemoteModule('forum', `${base}/forum/remoteEntry.js`, './routes');
    expect(entryRuns()).toBe(1);
    await loadRemoteModule('forum', `${base}/forum/remoteEntry.js`, './routes', true);
    expect(entryRuns()).toBe(2);
  });

  it('an unreachable entry is a RemoteLoadError naming the remote, at the entry stage', async () => {
    const error = await rejection(
      loadRemoteModule('forum', `http://127.0.0.1:${await closedPort()}/remoteEntry.js`, './routes'),
    );
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error).toMatchObject({ remote: 'forum', stage: 'entry' });
    expect(isCodeLoadError(error)).toBe(true);
  });

  it('an entry that defines no container (a 404 page, another remote) is one too', async () => {
    for (const url of [`${base}/empty/remoteEntry.js`, `${base}/missing/remoteEntry.js`])
      expect(await rejection(loadRemoteModule('empty', url, './routes'))).toMatchObject({
        remote: 'empty',
        stage: 'entry',
      });
  });

  it('an exposed module whose chunks cannot be had is one, with the bundler’s error as its cause', async () => {
    const error = await rejection(loadRemoteModule('forum', `${base}/forum/remoteEntry.js`, './missing'));
    expect(error).toMatchObject({ remote: 'forum', stage: 'get' });
    expect((error as Error).cause).toMatchObject({ name: 'ChunkLoadError' });
  });

  it('a module that throws while it runs is a bug, not a load failure: no retry would mend it', async () => {
    const error = await rejection(loadRemoteModule('forum', `${base}/forum/remoteEntry.js`, './broken'));
    expect(error).toMatchObject({ name: 'TypeError', message: 'a bug in the module' });
    expect(isRemoteLoadError(error)).toBe(false);
    expect(isCodeLoadError(error)).toBe(false);
  });
});

describe('remoteContainerGlobal', () => {
  it('names a remote’s container as the build does', () => {
    for (const name of ['learn', 'forum', 'studio', 'admin'])
      expect(remoteContainerGlobal(name)).toBe(builtName(name));
  });
});

describe('isCodeLoadError', () => {
  it('knows the loader’s marker and the bundler’s ChunkLoadError, nothing else', () => {
    const chunk = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    expect(isCodeLoadError(chunk)).toBe(true);
    expect(isCodeLoadError(new RemoteLoadError('forum', 'entry', null))).toBe(true);
    expect(isCodeLoadError(new Error('Loading chunk 12 failed.'))).toBe(false);
    expect(isCodeLoadError(new TypeError('Failed to fetch dynamically imported module'))).toBe(false);
    expect(isCodeLoadError('ChunkLoadError')).toBe(false);
  });
});
