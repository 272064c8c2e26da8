import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeMessages } from '@canopy/contracts';
import type { LiveSession } from '@canopy/contracts';
import { RealtimeClient, reconnectDelay, realtimeUrl } from '../src';
import type { SocketLike } from '../src';

/** A stand-in for the browser's WebSocket: the test decides when it opens, closes and what arrives. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedByClient = false;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
}

let sockets: FakeSocket[];
let logs: string[];

function makeClient() {
  return new RealtimeClient({
    url: () => 'ws://example.test/ws',
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    now: () => 1234,
    log: (message) => logs.push(message),
  });
}

const last = () => sockets[sockets.length - 1];

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  logs = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('starts at 1 s, doubles per attempt and is capped at 10 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  });
});

describe('realtimeUrl', () => {
  it('uses /ws on the same host, wss on https', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
    expect(realtimeUrl({ protocol: 'https:', host: 'canopy.example' })).toBe('wss://canopy.example/ws');
  });
});

describe('RealtimeClient', () => {
  it('does not connect until started, and sends one ping with a timestamp on open', () => {
    const client = makeClient();
    expect(sockets).toHaveLength(0);
    client.start();
    client.start();
    expect(sockets).toHaveLength(1);
    last().open();
    expect(last().sent).toEqual([{ type: 'ping', timestamp: 1234 }]);
    expect(client.status).toBe('open');
  });

  it('retries after 1 s, 2 s and 4 s, then gives up after 3 retries', () => {
    const client = makeClient();
    client.start();
    last().drop();
    expect(client.status).toBe('reconnecting');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().drop();
    vi.advanceTimersByTime(3999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);
    last().drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(4);
    expect(client.status).toBe('gave-up');
    expect(logs.some((l) => l.includes('gave up'))).toBe(true);
  });

  it('starts counting again after a successful connection', () => {
    const client = makeClient();
    client.start();
    last().drop();
    vi.advanceTimersByTime(1000);
    last().drop();
    vi.advanceTimersByTime(2000);
    last().open(); // success after two retries: the count resets
    last().drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);
    last().drop();
    vi.advanceTimersByTime(2000);
    last().drop();
    vi.advanceTimersByTime(4000);
    expect(sockets).toHaveLength(6);
    last().drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(6);
  });

  it('stop closes the socket and cancels a pending retry; start after giving up begins afresh', () => {
    const client = makeClient();
    client.start();
    last().open();
    client.stop();
    expect(sockets[0].closedByClient).toBe(true);
    expect(client.status).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    client.start();
    last().drop();
    client.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('hands only valid messages to the handlers of their type', () => {
    const client = makeClient();
    const notified = vi.fn();
    const replies = vi.fn();
    client.on('notification', notified);
    const off = client.on('discussion_reply', replies);
    client.start();
    last().open();
    last().receive('not json');
    last().receive({ type: 'discussion_reply', discussionId: 'x' });
    last().receive({ type: 'unknown' });
    last().receive({ type: 'discussion_reply', discussionId: 4, replyId: 9 });
    off();
    last().receive({ type: 'discussion_reply', discussionId: 4, replyId: 10 });
    expect(replies).toHaveBeenCalledTimes(1);
    expect(replies).toHaveBeenCalledWith({ type: 'discussion_reply', discussionId: 4, replyId: 9 });
    expect(notified).not.toHaveBeenCalled();
  });

  it('keeps delivering when one handler throws', () => {
    const client = makeClient();
    const good = vi.fn();
    client.on('discussion_reply', () => {
      throw new Error('boom');
    });
    client.on('discussion_reply', good);
    client.start();
    last().open();
    last().receive({ type: 'discussion_reply', discussionId: 1, replyId: 2 });
    expect(good).toHaveBeenCalledTimes(1);
  });

  it('tells open listeners whether it is a reconnection, and re-follows topics', () => {
    const client = makeClient();
    const opened = vi.fn();
    client.onOpen(opened);
    const unfollow = client.follow('discussion:7');
    client.start();
    last().open();
    expect(opened).toHaveBeenLastCalledWith({ reconnected: false });
    expect(last().sent).toContainEqual({ type: 'subscribe', topic: 'discussion:7' });
    last().drop();
    vi.advanceTimersByTime(1000);
    last().open();
    expect(opened).toHaveBeenLastCalledWith({ reconnected: true });
    expect(last().sent).toContainEqual({ type: 'subscribe', topic: 'discussion:7' });
    unfollow();
    expect(last().sent).toContainEqual({ type: 'unsubscribe', topic: 'discussion:7' });
  });

  it('sends only while open', () => {
    const client = makeClient();
    const session = { title: 'x' } as LiveSession;
    const message = {
      type: 'session_update' as const,
      action: 'create' as const,
      message: realtimeMessages.sessionCreated('x'),
      session,
    };
    expect(client.send(message)).toBe(false);
    client.start();
    expect(client.send(message)).toBe(false);
    last().open();
    expect(client.send(message)).toBe(true);
  });
});
