import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { IDEMPOTENCY_KEY_HEADER } from '@canopy/contracts';
import { ConflictError, HttpError, ValidationError } from './errors';
import { rowsOf } from './kit-tables';
import type { SqlRunner } from './events/outbox';

/** How long a key's answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\w.:-]{8,200}$/;

interface StoredAnswer {
  request_hash: string;
  status: number | null;
  body: unknown;
  created_at: string | Date;
}

function ownerOf(req: Request): string | undefined {
  if (req.identity) return `user:${req.identity.id}`;
  if (req.callerService) return `service:${req.callerService}`;
  return undefined;
}

function hashOf(req: Request): string {
  return createHash('sha256')
    .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');
}

/**
 * Creating POSTs may carry an `Idempotency-Key` (the api-client sends one per user action and reuses it on its
 * retries). The first answer (any status below 500) is kept per user and key for 24 hours and replayed to every
 * repeat, so one click that reaches the service three times creates one row. A key reused for a different
 * request is refused (422); a repeat arriving while the first is still running is told to retry (409).
 * Requests without a signed-in user or calling service, and requests without the header, pass untouched.
 */
export function idempotency(db: SqlRunner, now: () => number = Date.now): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.get(IDEMPOTENCY_KEY_HEADER);
    const owner = ownerOf(req);
    if (req.method !== 'POST' || key === undefined || !owner) return next();
    try {
      if (!KEY_PATTERN.test(key)) {
        throw new ValidationError(
          'Idempotency-Key must be 8 to 200 letters, digits, dots, colons, dashes or underscores',
        );
      }
      const hash = hashOf(req);
      const cutoff = new Date(now() - IDEMPOTENCY_TTL_MS).toISOString();
      // An expired answer no longer counts: the key starts afresh.
      await db.execute(
        sql`DELETE FROM kit_idempotency WHERE owner = ${owner} AND key = ${key} AND created_at < ${cutoff}`,
      );
      const claimed = rowsOf(
        await db.execute(sql`
          INSERT INTO kit_idempotency (owner, key, request_hash, created_at)
          VALUES (${owner}, ${key}, ${hash}, ${new Date(now()).toISOString()})
          ON CONFLICT (owner, key) DO NOTHING RETURNING key`),
      );
      if (claimed.length === 0) {
        const [stored] = rowsOf<StoredAnswer>(
          await db.execute(sql`
            SELECT request_hash, status, body, created_at FROM kit_idempotency WHERE owner = ${owner} AND key = ${key}`),
        );
        if (!stored)
          throw new ConflictError(
            'This request is already being processed. Please retry.',
            'idempotency_conflict',
          );
        if (stored.request_hash !== hash) {
          throw new HttpError(422, 'This Idempotency-Key was already used for a different request.', {
            code: 'idempotency_conflict',
          });
        }
        if (stored.status === null) {
          throw new HttpError(409, 'This request is already being processed. Please retry.', {
            code: 'idempotency_conflict',
            headers: { 'Retry-After': '1' },
          });
        }
        res.setHeader('Idempotent-Replayed', 'true');
        res.status(stored.status).json(stored.body);
        return;
      }
      record(db, res, owner, key);
      next();
    } catch (err) {
      next(err);
    }
  };
}

/**
 * Keeps the JSON answer (below 500) or frees the key (a failure, or an answer that is not JSON), before the answer
 * goes out: a client retrying the moment it has a failure then runs the request afresh, and one repeating a
 * success has it replayed, instead of being told the first is still running (409), which they were while the
 * write trailed the answer.
 */
function record(db: SqlRunner, res: Response, owner: string, key: string) {
  let settled = false;
  const free = () => db.execute(sql`DELETE FROM kit_idempotency WHERE owner = ${owner} AND key = ${key}`);
  const warn = (err: unknown) => res.req.log?.warn({ err }, 'could not record idempotent answer');
  const json = res.json.bind(res);
  res.json = (value: unknown) => {
    if (settled) return json(value);
    settled = true;
    const write =
      res.statusCode < 500
        ? db.execute(sql`
            UPDATE kit_idempotency SET status = ${res.statusCode}, body = ${JSON.stringify(value ?? null)}::jsonb
             WHERE owner = ${owner} AND key = ${key}`)
        : free();
    // Sent once the write is done, whatever its outcome; a failure to send (the socket gone) is logged, not thrown
    // into a promise nobody awaits.
    void write
      .catch(warn)
      .then(() => json(value))
      .catch((err: unknown) => res.req.log?.warn({ err }, 'could not send idempotent answer'));
    return res;
  };
  res.once('finish', () => {
    if (settled) return;
    settled = true;
    free().catch(warn);
  });
  res.once('close', () => {
    // The client went away before an answer: let its retry run the request afresh.
    if (!res.writableFinished) {
      db.execute(
        sql`DELETE FROM kit_idempotency WHERE owner = ${owner} AND key = ${key} AND status IS NULL`,
      ).catch(() => undefined);
    }
  });
}
