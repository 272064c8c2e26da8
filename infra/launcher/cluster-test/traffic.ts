import { randomUUID } from 'node:crypto';
import type { PlatformServiceName } from '@canopy/contracts';
import { serviceForPath } from '@canopy/gateway';

/** How long a killed service's routes may fail: from the kill until the survivors answer everything. */
export const RECOVERY_MS = 2_000;

export interface Outcome {
  service: PlatformServiceName | 'gateway';
  method: string;
  path: string;
  gateway: number;
  start: number;
  end: number;
  /** The HTTP status, or 0 when no answer came (a connection failure). */
  status: number;
  detail?: string;
}

export interface Kill {
  service: PlatformServiceName;
  instance: string;
  at: number;
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
  bytes: Buffer;
}

/** An answer that is the platform failing, not the caller's mistake: none, or the gateway's or a service's 5xx. */
export const isFailure = (status: number) => status === 0 || status >= 500;

/**
 * Every request the journeys and the probes make through the gateways, with when it ran and how it ended, and
 * every kill: enough to tell the failures a kill explains (its service's routes, within RECOVERY_MS) from any
 * other.
 */
export class Traffic {
  readonly outcomes: Outcome[] = [];
  readonly kills: Kill[] = [];
  private turn = 0;

  constructor(readonly gateways: readonly string[]) {}

  /** The gateways in turn, so consecutive steps of a journey go through different ones. */
  nextGateway(): number {
    return this.turn++ % this.gateways.length;
  }

  async send(
    gateway: number,
    method: string,
    path: string,
    opts: { cookie?: string; json?: unknown; form?: FormData; idempotencyKey?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (opts.cookie) headers.cookie = opts.cookie;
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    let body: string | FormData | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) body = opts.form;
    const outcome: Outcome = {
      service: serviceForPath(path.split('?')[0]!) ?? 'gateway',
      method,
      path,
      gateway,
      start: Date.now(),
      end: 0,
      status: 0,
    };
    this.outcomes.push(outcome);
    try {
      const res = await fetch(`${this.gateways[gateway]}${path}`, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(20_000),
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      outcome.status = res.status;
      const type = res.headers.get('content-type') ?? '';
      const parsed = type.includes('json') && bytes.length ? JSON.parse(bytes.toString('utf8')) : undefined;
      if (isFailure(res.status)) outcome.detail = bytes.toString('utf8').slice(0, 300);
      return { status: res.status, body: parsed, headers: res.headers, bytes };
    } catch (err) {
      outcome.detail = String((err as Error).cause ?? err);
      return { status: 0, body: undefined, headers: new Headers(), bytes: Buffer.alloc(0) };
    } finally {
      outcome.end = Date.now();
    }
  }

  /** The kill that explains a failure of this outcome: of its service, overlapping the recovery window. */
  explainedBy(o: Pick<Outcome, 'service' | 'start' | 'end'>): Kill | undefined {
    return this.kills.find((k) => k.service === o.service && o.end >= k.at && o.start <= k.at + RECOVERY_MS);
  }

  /** Failures no kill explains: another service's route, or the killed one's after RECOVERY_MS. */
  unexplainedFailures(): Outcome[] {
    return this.outcomes.filter((o) => o.end > 0 && isFailure(o.status) && !this.explainedBy(o));
  }

  /**
   * One step of a journey through the next gateway. A failure its service's kill explains is retried (same
   * idempotency key, so a write that did land is answered from the service's record, not made twice) until the
   * window is over; any other failure, or an answer other than `expect`, throws.
   */
  async step(
    method: string,
    path: string,
    opts: { cookie?: string; json?: unknown; form?: () => FormData; expect?: number } = {},
  ): Promise<Answer> {
    const idempotencyKey = method === 'GET' ? undefined : randomUUID();
    for (;;) {
      const gateway = this.nextGateway();
      const answer = await this.send(gateway, method, path, { ...opts, form: opts.form?.(), idempotencyKey });
      const outcome = this.outcomes.at(-1)!;
      if (isFailure(answer.status) && this.explainedBy(outcome)) {
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      const wanted = opts.expect ?? (method === 'POST' ? [200, 201] : [200]);
      const ok = Array.isArray(wanted) ? wanted.includes(answer.status) : answer.status === wanted;
      if (!ok) {
        throw new Error(
          `${method} ${path} through gateway ${gateway + 1}: ${answer.status} ${outcome.detail ?? JSON.stringify(answer.body)}`,
        );
      }
      return answer;
    }
  }
}

/** The `name=value` of a sign-in's session cookie. */
export function sessionCookie(answer: Answer): string {
  const cookie = answer.headers.get('set-cookie');
  if (!cookie) throw new Error('no session cookie in the answer');
  return cookie.split(';')[0]!;
}
