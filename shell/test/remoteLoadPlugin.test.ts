import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInstance } from '@module-federation/enhanced/runtime';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { remoteLoadPlugin } from '../src/federation/remoteLoadPlugin';
import { RemoteLoadError, isCodeLoadError, isRemoteLoadError } from '../src/federation/RemoteLoadError';

type Hook = NonNullable<ReturnType<typeof remoteLoadPlugin>['errorLoadRemote']>;
type HookArgs = Parameters<Hook>[0];

const plugin = remoteLoadPlugin();
const errorLoadRemote = plugin.errorLoadRemote as Hook;
const args = (over: Partial<HookArgs>): HookArgs =>
  ({
    id: 'forum/routes',
    error: new Error('boom'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: {},
    ...over,
  }) as HookArgs;

afterEach(() => vi.restoreAllMocks());

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', () => resolve()));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

describe('remoteLoadPlugin (errorLoadRemote)', () => {
  it('rethrows a failed load as a RemoteLoadError naming the remote, with the cause', async () => {
    const cause = new Error('RUNTIME-008: Failed to load script resources');
    const thrown = await Promise.resolve()
      .then(() => errorLoadRemote(args({ error: cause, remote: { name: 'forum' } as HookArgs['remote'] })))
      .catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(RemoteLoadError);
    expect(thrown).toMatchObject({ remote: 'forum', stage: 'onLoad', cause });
    expect(isRemoteLoadError(thrown)).toBe(true);
  });

  it('names the remote from the request id when the runtime does not say', async () => {
    await expect(
      Promise.resolve().then(() =>
        errorLoadRemote(args({ id: 'studio/routes', lifecycle: 'beforeRequest' })),
      ),
    ).rejects.toMatchObject({ remote: 'studio', stage: 'beforeRequest' });
  });

  it('passes an error it already classified through unchanged', async () => {
    const marked = new RemoteLoadError('forum', 'onLoad', new Error('x'));
    await expect(Promise.resolve().then(() => errorLoadRemote(args({ error: marked })))).rejects.toBe(marked);
  });

  it('leaves the stages where the runtime recovers by itself alone', () => {
    expect(errorLoadRemote(args({ lifecycle: 'beforeLoadShare' }))).toBeUndefined();
    expect(errorLoadRemote(args({ lifecycle: 'afterResolve' }))).toBeUndefined();
  });

  it('is what a real runtime instance rejects with when a remote is unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the runtime reports the failure itself
    const port = await closedPort();
    const mf = createInstance({
      name: 'plugin_test_host',
      remotes: [{ name: 'forum', entry: `http://127.0.0.1:${port}/mf-manifest.json` }],
      plugins: [remoteLoadPlugin()],
    });
    const error = await mf.loadRemote('forum/routes').catch((e: unknown) => e);
    expect(isRemoteLoadError(error)).toBe(true);
    expect(error).toMatchObject({ remote: 'forum', stage: 'onLoad' });
  });
});

describe('isCodeLoadError', () => {
  it('knows the runtime’s marker and the bundler’s ChunkLoadError, nothing else', () => {
    const chunk = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    expect(isCodeLoadError(chunk)).toBe(true);
    expect(isCodeLoadError(new RemoteLoadError('forum', 'onLoad', null))).toBe(true);
    expect(isCodeLoadError(new Error('Loading chunk 12 failed.'))).toBe(false);
    expect(isCodeLoadError(new TypeError('Failed to fetch dynamically imported module'))).toBe(false);
    expect(isCodeLoadError('ChunkLoadError')).toBe(false);
  });
});
