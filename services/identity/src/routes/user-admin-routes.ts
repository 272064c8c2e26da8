import type { Router } from 'express';
import { userUpdateSchema } from '@canopy/contracts';
import { currentUser, idParam, requireRole, validate } from '@canopy/service-kit';
import type { IdentityDeps } from '../identity-deps';
import {
  approveEducator,
  deleteUser,
  listPendingEducators,
  listUsers,
  reactivateUser,
  rejectEducator,
  suspendUser,
  updateUser,
} from '../users/user-administration';

/** The admin area's user management (/api/users...), routed by the gateway. Active administrators only. */
export function userAdminRoutes(router: Router, deps: IdentityDeps): void {
  // requireRole also refuses accounts that are not active (a pending or suspended admin gets 403).
  const admin = requireRole('admin');

  router.get('/api/users', admin, async (req, res) => {
    res.json(await listUsers(deps, currentUser(req)));
  });

  router.get('/api/users/pending-educators', admin, async (req, res) => {
    res.json(await listPendingEducators(deps, currentUser(req)));
  });

  router.post('/api/users/:id/approve', admin, async (req, res) => {
    res.json(await approveEducator(deps, currentUser(req), idParam(req.params.id)));
  });

  router.post('/api/users/:id/reject', admin, async (req, res) => {
    res.json(await rejectEducator(deps, currentUser(req), idParam(req.params.id)));
  });

  router.post('/api/users/:id/suspend', admin, async (req, res) => {
    res.json(await suspendUser(deps, currentUser(req), idParam(req.params.id)));
  });

  router.post('/api/users/:id/reactivate', admin, async (req, res) => {
    res.json(await reactivateUser(deps, currentUser(req), idParam(req.params.id)));
  });

  router.patch('/api/users/:id', admin, async (req, res) => {
    const id = idParam(req.params.id);
    res.json(await updateUser(deps, currentUser(req), id, validate(userUpdateSchema, req.body)));
  });

  router.delete('/api/users/:id', admin, async (req, res) => {
    res.json(await deleteUser(deps, currentUser(req), idParam(req.params.id)));
  });
}
