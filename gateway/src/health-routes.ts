import { Router } from 'express';
import { JWKS_PATH, UnavailableError, jwksRoute } from '@canopy/service-kit';
import type { GatewayConfig } from './config';
import type { SessionBackend } from './session-backend';
import { notReadyMessage, type ServiceReadiness } from './service-readiness';

export interface HealthRoutesDeps {
  config: GatewayConfig;
  backend: SessionBackend;
  readiness: ServiceReadiness;
  /** True once stop() began: /readyz then answers 503 so a balancer stops sending requests. */
  isDraining(): boolean;
}

/**
 * GET /healthz (the process answers), the gateway's JWKS, and GET /readyz. Mounted before the origin check and the
 * session layer: probes and the services' key fetches carry neither an Origin nor a session.
 */
export function healthRoutes({ config, backend, readiness, isDraining }: HealthRoutesDeps): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  // The gateway's public keys, for the services to check its identity tokens by (GATEWAY_JWKS may name this URL).
  router.get(JWKS_PATH, jwksRoute(config.SIGNING_KEYS));
  router.get('/readyz', async (_req, res) => {
    if (isDraining()) throw new UnavailableError('Shutting down');
    try {
      await backend.ping(1000);
    } catch {
      throw new UnavailableError('Session store unreachable');
    }
    // Ready means able to serve every configured domain (one ready instance each); a 503 names the services that
    // are not.
    const { services, instances } = await readiness.check();
    const down = Object.entries(services).flatMap(([name, state]) => (state === 'ready' ? [] : [name]));
    if (down.length > 0) {
      res
        .status(503)
        .setHeader('Retry-After', '5')
        .json({
          message: notReadyMessage(down),
          code: 'unavailable',
          down,
          services,
          instances,
        });
      return;
    }
    res.json({ status: 'ready', service: 'gateway', sessions: backend.kind, services, instances });
  });
  return router;
}
