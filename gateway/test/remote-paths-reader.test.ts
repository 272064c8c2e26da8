import { afterEach, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { createRemotePathsReader } from '../src';
import { cleanup, startEchoServer } from './support/gateway-harness';

afterEach(cleanup);

/** A remote's static host whose answer the test changes as it goes. */
async function remoteHost() {
  let answer: { status: number; body: string } = { status: 200, body: '{"paths":["/forum"]}' };
  const server = await startEchoServer({
    handler: (_req, res) => {
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.end(answer.body);
    },
  });
  return {
    entry: `${server.url}/forum/remoteEntry.js`,
    requests: () => server.received.length,
    answer: (status: number, body: unknown) => {
      answer = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
    },
  };
}

function reader() {
  let clock = 1_000_000;
  const warnings: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (l: string) => void warnings.push(JSON.parse(l).msg) });
  const paths = createRemotePathsReader({ logger, ttlMs: 30_000, retryMs: 5_000, now: () => clock });
  return { paths, warnings, advance: (ms: number) => (clock += ms) };
}

describe('createRemotePathsReader: paths beside a remote URL', () => {
  it('fetches once, serves the cached list, and refreshes after the TTL', async () => {
    const host = await remoteHost();
    const { paths, advance } = reader();
    expect((await paths.fromUrl(host.entry, 'forum')).paths).toEqual(['/forum']);
    advance(29_000);
    expect((await paths.fromUrl(host.entry, 'forum')).paths).toEqual(['/forum']);
    expect(host.requests()).toBe(1);

    host.answer(200, { paths: ['/forum', '/forum/*'] });
    advance(2_000);
    // Stale while revalidating: this answer is the cached list, the refresh lands for the next one.
    expect((await paths.fromUrl(host.entry, 'forum')).paths).toEqual(['/forum']);
    await vi.waitFor(async () =>
      expect((await paths.fromUrl(host.entry, 'forum')).paths).toEqual(['/forum', '/forum/*']),
    );
    expect(host.requests()).toBe(2);
  });

  it('keeps the last good list when the remote fails or answers nonsense, and tries again later', async () => {
    const host = await remoteHost();
    const { paths, warnings, advance } = reader();
    expect((await paths.fromUrl(host.entry, 'forum')).paths).toEqual(['/forum']);

    host.answer(503, 'down');
    advance(31_000);
    expect((await paths.fromUrl(host.entry, 'forum')).paths).toEqual(['/forum']);
    await vi.waitFor(() =>
      expect(warnings).toEqual(['could not read a remote paths file: keeping the last good list, or none']),
    );

    host.answer(200, { paths: ['nope'] });
    advance(1_000);
    expect((await paths.fromUrl(host.entry, 'forum')).paths).toEqual(['/forum']);
    expect(host.requests()).toBe(2); // within retryMs: not asked again

    advance(5_000);
    await paths.fromUrl(host.entry, 'forum');
    await vi.waitFor(() => expect(warnings).toHaveLength(2));
    expect(host.requests()).toBe(3);
    expect((await paths.fromUrl(host.entry, 'forum')).paths).toEqual(['/forum']);
  });

  it('owns nothing until the list was read once', async () => {
    const host = await remoteHost();
    host.answer(404, { message: 'Not found' });
    const { paths } = reader();
    expect((await paths.fromUrl(host.entry, 'forum')).paths).toEqual([]);
  });

  it('cannot fetch beside a path on this origin', async () => {
    const { paths } = reader();
    expect((await paths.fromUrl('/remotes/forum-next/remoteEntry.js', 'forum')).paths).toEqual([]);
  });
});
