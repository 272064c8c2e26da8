import { Router } from 'express';
import type { DatabaseHandle } from './database';
import { UnavailableError } from './errors';
import type { PrivateSigningKey } from './tokens/signing-keys';
import { JWKS_PATH, jwksRoute } from './tokens/jwks-route';

/**
 * GET /healthz (the process answers), GET /readyz (its database answers, and it is not draining) and its public
 * keys at JWKS_PATH, for the services it calls to check its tokens by. None needs a token or a body.
 */
export function serviceHealthRoutes(opts: {
  service: string;
  database: Pick<DatabaseHandle<Record<string, unknown>>, 'ping'>;
  signingKeys: readonly PrivateSigningKey[];
  isDraining(): boolean;
}): Router {
  const { service, database } = opts;
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service });
  });
  router.get('/readyz', async (_req, res) => {
    if (opts.isDraining()) throw new UnavailableError('Shutting down');
    try {
      await database.ping();
    } catch {
      throw new UnavailableError('Database unreachable');
    }
    res.json({ status: 'ready', service, database: 'postgres' });
  });
  router.get(JWKS_PATH, jwksRoute(opts.signingKeys));
  return router;
}
