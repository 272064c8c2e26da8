import { realtimeServerMessageSchema } from '@canopy/contracts';
import type {
  RealtimeClientMessage,
  RealtimeServerMessage,
  RealtimeServerMessageOf,
  RealtimeServerMessageType,
  RealtimeTopic,
} from '@canopy/contracts';
import { reconnectDelay, MAX_RECONNECT_ATTEMPTS } from './reconnect';

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string) => SocketLike;

/** `WebSocket.OPEN`, without needing the global in Node tests. */
const OPEN = 1;

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'gave-up';

export interface RealtimeClientOptions {
  /** The /ws address; read at each connect (the page's host and scheme). */
  url: () => string;
  createSocket?: SocketFactory;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  now?: () => number;
  /** Section 7: "failures are only logged". */
  log?: (message: string, detail?: unknown) => void;
}

type Handler = (message: RealtimeServerMessage) => void;
type OpenListener = (info: { reconnected: boolean }) => void;
type StatusListener = (status: RealtimeStatus) => void;

/**
 * One /ws connection per tab (spec 001 section 7): on open it sends `ping` with a timestamp; when the connection
 * drops it reconnects after 1 s, 2 s, 4 s (doubling from 1 s, capped at 10 s), at most 3 retries, and the count
 * starts again after a connection succeeds. Incoming frames are validated with the contract's schemas before any
 * handler sees them. The followed topics are sent again after every reconnect.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private wanted = false;
  private attempts = 0;
  private timer: unknown = null;
  private everOpened = false;
  private state: RealtimeStatus = 'idle';
  private readonly handlers = new Map<RealtimeServerMessageType, Set<Handler>>();
  private readonly openListeners = new Set<OpenListener>();
  private readonly statusListeners = new Set<StatusListener>();
  private readonly topics = new Map<RealtimeTopic, number>();
  private readonly createSocket: SocketFactory;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly now: () => number;
  private readonly log: (message: string, detail?: unknown) => void;

  constructor(private readonly options: RealtimeClientOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((message, detail) => console.warn(`[realtime] ${message}`, detail ?? ''));
  }

  get status(): RealtimeStatus {
    return this.state;
  }

  /** Connects (signed in). Calling it again while connected does nothing; after giving up it starts afresh. */
  start(): void {
    this.wanted = true;
    if (this.socket || this.timer !== null) return;
    this.attempts = 0;
    this.connect();
  }

  /** Closes the connection and stops reconnecting (signed out). */
  stop(): void {
    this.wanted = false;
    this.everOpened = false;
    this.attempts = 0;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
      try {
        socket.close(1000, 'signed out');
      } catch {
        // Closing a socket that never opened may throw in some browsers: it is gone either way.
      }
    }
    this.setStatus('idle');
  }

  /** Sends a message when the connection is open; answers whether it was sent. */
  send(message: RealtimeClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Calls `handler` with every valid message of `type`; answers the unsubscribe. */
  on<T extends RealtimeServerMessageType>(
    type: T,
    handler: (message: RealtimeServerMessageOf<T>) => void,
  ): () => void {
    const set = this.handlers.get(type) ?? new Set<Handler>();
    this.handlers.set(type, set);
    const h = handler as Handler;
    set.add(h);
    return () => {
      set.delete(h);
    };
  }

  /** Called on every successful connection (`reconnected` after a drop): time to refetch what may be stale. */
  onOpen(listener: OpenListener): () => void {
    this.openListeners.add(listener);
    return () => {
      this.openListeners.delete(listener);
    };
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  /** Follows a topic (e.g. one discussion's replies) until the answered function is called; counted per caller. */
  follow(topic: RealtimeTopic): () => void {
    const count = this.topics.get(topic) ?? 0;
    this.topics.set(topic, count + 1);
    if (count === 0) this.send({ type: 'subscribe', topic });
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.topics.get(topic) ?? 1) - 1;
      if (left > 0) {
        this.topics.set(topic, left);
        return;
      }
      this.topics.delete(topic);
      this.send({ type: 'unsubscribe', topic });
    };
  }

  private setStatus(status: RealtimeStatus) {
    if (this.state === status) return;
    this.state = status;
    for (const l of [...this.statusListeners]) l(status);
  }

  private connect() {
    this.timer = null;
    if (!this.wanted) return;
    this.setStatus(this.attempts === 0 ? 'connecting' : 'reconnecting');
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url());
    } catch (error) {
      this.log('could not open the connection', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempts = 0;
      this.setStatus('open');
      this.send({ type: 'ping', timestamp: this.now() });
      for (const topic of this.topics.keys()) this.send({ type: 'subscribe', topic });
      for (const l of [...this.openListeners]) l({ reconnected });
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.dispatch(event.data);
    };
    socket.onerror = (event) => {
      this.log('connection error', event);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.log(`connection closed (${event.code})`);
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect() {
    if (!this.wanted) return;
    if (this.attempts >= MAX_RECONNECT_ATTEMPTS) {
      this.log(`gave up after ${MAX_RECONNECT_ATTEMPTS} retries`);
      this.setStatus('gave-up');
      return;
    }
    const delay = reconnectDelay(this.attempts);
    this.attempts += 1;
    this.setStatus('reconnecting');
    this.timer = this.setTimer(() => this.connect(), delay);
  }

  private dispatch(data: unknown) {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      this.log('ignored a frame that is not JSON');
      return;
    }
    const parsed = realtimeServerMessageSchema.safeParse(json);
    if (!parsed.success) {
      this.log('ignored a frame that does not match the contract', json);
      return;
    }
    const message = parsed.data;
    for (const h of [...(this.handlers.get(message.type) ?? [])]) {
      try {
        h(message);
      } catch (error) {
        // One page's faulty handler must not keep the others from hearing the message.
        this.log(`a ${message.type} handler failed`, error);
      }
    }
  }
}
