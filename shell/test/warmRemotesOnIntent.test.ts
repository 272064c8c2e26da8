// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const warm = vi.fn(async () => {});
let manifest: { status: string; ownerOf?: (path: string) => string | null } = { status: 'loading' };
vi.mock('../src/federation/remoteRegistry', () => ({ remoteRegistry: { warm } }));
vi.mock('../src/federation/manifestStore', () => ({ manifestStore: { getSnapshot: () => manifest } }));

const { warmRemotesOnIntent } = await import('../src/federation/warmRemotesOnIntent');

const ownerOf = (path: string) =>
  path.startsWith('/forum') ? 'forum' : path === '/courses' ? 'learn' : null;

function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  a.innerHTML = '<span>go</span>';
  document.body.append(a);
  return a;
}

afterEach(() => {
  warm.mockClear();
  document.body.innerHTML = '';
});

describe('warmRemotesOnIntent', () => {
  it("warms the remote that owns a link's path when it is pointed at or focused", async () => {
    manifest = { status: 'ready', ownerOf };
    const stop = warmRemotesOnIntent();
    link('/forum/topics/3').firstElementChild!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(warm).toHaveBeenCalledWith('forum'));
    link('/courses').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(warm).toHaveBeenLastCalledWith('learn'));
    stop();
    link('/forum').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20));
    expect(warm).toHaveBeenCalledTimes(2);
  });

  it('does nothing for paths no remote owns, other origins, downloads, or before the manifest is known', async () => {
    manifest = { status: 'ready', ownerOf };
    const stop = warmRemotesOnIntent();
    for (const a of [
      link('/auth'),
      link('https://elsewhere.example/forum'),
      link('/forum/x', { download: '' }),
    ]) {
      a.dispatchEvent(new Event('pointerover', { bubbles: true }));
    }
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    manifest = { status: 'loading' };
    link('/forum').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20));
    expect(warm).not.toHaveBeenCalled();
    stop();
  });
});
