import type { Router } from 'express';
import { identityMessages, loginSchema, registrationSchema } from '@canopy/contracts';
import { idParam, requireService, validate, ValidationError } from '@canopy/service-kit';
import { login, register, testLogin } from '../use-cases/auth';
import type { IdentityDeps } from '../use-cases/deps';
import { getPublicUser, getPublicUsers, getUser } from '../use-cases/user-lookup';

export const MAX_BATCH_IDS = 100;

/**
 * The API only the gateway and other services call (never routed from outside, so not in the public API
 * document): credentials, sign-up and user lookups. Every route requires a service token.
 */
export function internalRoutes(router: Router, deps: IdentityDeps, opts: { enableTestLogin: boolean }): void {
  router.post('/internal/auth/login', requireService, async (req, res) => {
    res.json(await login(deps, validate(loginSchema, req.body)));
  });

  router.post('/internal/auth/register', requireService, async (req, res) => {
    res.status(201).json(await register(deps, validate(registrationSchema, req.body)));
  });

  // Without the flag the route does not exist at all: 404 like any unknown path.
  if (opts.enableTestLogin) {
    router.post('/internal/auth/test-login', requireService, async (_req, res) => {
      res.json(await testLogin(deps));
    });
  }

  router.get('/internal/users', requireService, async (req, res) => {
    res.json(await getPublicUsers(deps, parseIdList(req.query.ids)));
  });

  router.get('/internal/users/:id', requireService, async (req, res) => {
    res.json(await getUser(deps, idParam(req.params.id)));
  });

  router.get('/internal/users/:id/public', requireService, async (req, res) => {
    res.json(await getPublicUser(deps, idParam(req.params.id)));
  });
}

/** `?ids=1,2,3` (or repeated `ids=`): positive integers, duplicates dropped, at most MAX_BATCH_IDS. */
function parseIdList(raw: unknown): number[] {
  const parts = (Array.isArray(raw) ? raw : [raw])
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (parts.length === 0) throw new ValidationError(identityMessages.idsRequired);
  const ids = [...new Set(parts.map((p) => idParam(p, 'ids')))];
  if (ids.length > MAX_BATCH_IDS) throw new ValidationError(identityMessages.tooManyIds(MAX_BATCH_IDS));
  return ids;
}
