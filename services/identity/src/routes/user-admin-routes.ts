import type { Router } from 'express';
import { messageAnswerSchema, userSchema, userUpdateSchema } from '@canopy/contracts';
import { currentUser, defineRoute, idParam, idFields, requireRole, validate } from '@canopy/service-kit';
import type { IdentityDeps } from '../use-cases/deps';
import {
  approveEducator,
  deleteUser,
  listPendingEducators,
  listUsers,
  reactivateUser,
  rejectEducator,
  suspendUser,
  updateUser,
} from '../use-cases/user-administration';

const users = userSchema.array();
const id = idFields('id');
const tags = ['Users'];
const notFound = 'No user has this id.';

/** The admin area's user management (/api/users...), routed by the gateway. Active administrators only. */
export function userAdminRoutes(router: Router, deps: IdentityDeps): void {
  // requireRole also refuses accounts that are not active (a pending or suspended admin gets 403).
  const admin = requireRole('admin');

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/users',
      summary: 'List all users',
      description: 'Newest first.',
      tags,
      auth: 'admin',
      responses: { 200: users },
    },
    admin,
    async (req, res) => {
      res.json(await listUsers(deps, currentUser(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/users/pending-educators',
      summary: 'List educators waiting for approval',
      description: 'Newest first.',
      tags,
      auth: 'admin',
      responses: { 200: users },
    },
    admin,
    async (req, res) => {
      res.json(await listPendingEducators(deps, currentUser(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/users/:id/approve',
      summary: 'Approve a pending educator',
      description: 'The account becomes active and records the approving administrator in `approvedBy`.',
      tags,
      auth: 'admin',
      params: id,
      responses: { 200: userSchema, 404: notFound, 409: 'The account is not a pending educator.' },
    },
    admin,
    async (req, res) => {
      res.json(await approveEducator(deps, currentUser(req), idParam(req.params.id)));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/users/:id/reject',
      summary: 'Reject a pending educator',
      description: 'The account becomes rejected and can no longer sign in.',
      tags,
      auth: 'admin',
      params: id,
      responses: { 200: userSchema, 404: notFound, 409: 'The account is not a pending educator.' },
    },
    admin,
    async (req, res) => {
      res.json(await rejectEducator(deps, currentUser(req), idParam(req.params.id)));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/users/:id/suspend',
      summary: 'Suspend an active account',
      description: 'Takes effect at once: the gateway ends the account’s sessions on their next request.',
      tags,
      auth: 'admin',
      params: id,
      responses: {
        200: userSchema,
        404: notFound,
        409: 'The account is not active, or it is the caller’s own.',
      },
    },
    admin,
    async (req, res) => {
      res.json(await suspendUser(deps, currentUser(req), idParam(req.params.id)));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/users/:id/reactivate',
      summary: 'Reactivate a suspended account',
      tags,
      auth: 'admin',
      params: id,
      responses: { 200: userSchema, 404: notFound, 409: 'The account is not suspended.' },
    },
    admin,
    async (req, res) => {
      res.json(await reactivateUser(deps, currentUser(req), idParam(req.params.id)));
    },
  );

  defineRoute(
    router,
    {
      method: 'patch',
      path: '/api/users/:id',
      summary: 'Change a user’s name or email',
      description: 'At least one of firstName, lastName and email.',
      tags,
      auth: 'admin',
      params: id,
      body: userUpdateSchema,
      responses: { 200: userSchema, 404: notFound },
    },
    admin,
    async (req, res) => {
      const userId = idParam(req.params.id);
      res.json(await updateUser(deps, currentUser(req), userId, validate(userUpdateSchema, req.body)));
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/api/users/:id',
      summary: 'Delete a user',
      description:
        'Permanent. Every other service removes or anonymises what it holds for the user (event `user.deleted`).',
      tags,
      auth: 'admin',
      params: id,
      responses: {
        200: messageAnswerSchema,
        404: notFound,
        409: 'You cannot delete your own account.',
      },
    },
    admin,
    async (req, res) => {
      res.json(await deleteUser(deps, currentUser(req), idParam(req.params.id)));
    },
  );
}
