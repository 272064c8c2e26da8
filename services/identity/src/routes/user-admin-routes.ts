import type { Router } from 'express';
import {
  educatorRejectionSchema,
  identityMessages,
  messageAnswerSchema,
  messages,
  resetLinkAnswerSchema,
  staffAccountSchema,
  userAdminMessages,
  userListQuerySchema,
  userPageSchema,
  userSchema,
  userUpdateSchema,
} from '@canopy/contracts';
import { defineRoute, idFields } from '@canopy/service-kit';
import type { IdentityDeps } from '../use-cases/deps';
import { sendResetLink } from '../use-cases/recovery';
import {
  approveEducator,
  createStaffAccount,
  deleteUser,
  listPendingEducators,
  listUsers,
  reactivateUser,
  rejectEducator,
  suspendUser,
  updateUser,
} from '../use-cases/user-administration';
import { adminRequest, requestId } from './request-context';

const users = userSchema.array();
const id = idFields('id');
const tags = ['Users'];
const notFound = 'No user has this id.';
const audited =
  'Recorded in the audit log (GET /api/admin/activity) with the acting administrator and address.';

/** The admin area's user management (/api/users...), routed by the gateway. Active administrators only. */
export function userAdminRoutes(router: Router, deps: IdentityDeps): void {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/users',
      summary: 'List users, a page at a time',
      description:
        'Search (name, username or email, any letter case), filter by role and status, sort (`-` for ' +
        'descending; default `-createdAt`, newest first); 25 per page unless `pageSize` says otherwise (at ' +
        'most 100). `total` counts every matching user.',
      tags,
      auth: 'admin',
      query: userListQuerySchema,
      responses: { 200: userPageSchema },
    },
    async ({ user, query }, _req, res) => {
      res.json(await listUsers(deps, user, query));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/users',
      summary: 'Create an administrator or educator account',
      description:
        'Validated like sign-up, role `admin` or `educator`. The account is active (an educator is approved ' +
        `by the acting administrator). ${audited}`,
      tags,
      auth: 'admin',
      body: staffAccountSchema,
      responses: { 201: userSchema, 409: messages.usernameTaken },
    },
    async ({ body }, req, res) => {
      res.status(201).json(await createStaffAccount(deps, adminRequest(req), body));
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
    async ({ user }, _req, res) => {
      res.json(await listPendingEducators(deps, user));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/users/:id/approve',
      summary: 'Approve a pending educator',
      description:
        'The account becomes active and records the approving administrator in `approvedBy`; the educator ' +
        `is told (event \`educator.reviewed\`: in-app notification, and mail). ${audited}`,
      tags,
      auth: 'admin',
      params: id,
      responses: { 200: userSchema, 404: notFound, 409: identityMessages.notPendingEducatorApprove },
    },
    async ({ params }, req, res) => {
      res.json(await approveEducator(deps, adminRequest(req), params.id));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/users/:id/reject',
      summary: 'Reject a pending educator',
      description:
        'Optional body `{ reason }` (at most 1000 characters). The account becomes rejected and can no longer ' +
        `sign in; the educator is told, with the reason (event \`educator.reviewed\`). ${audited}`,
      tags,
      auth: 'admin',
      params: id,
      body: educatorRejectionSchema,
      responses: { 200: userSchema, 404: notFound, 409: identityMessages.notPendingEducatorReject },
    },
    async ({ params, body }, req, res) => {
      res.json(await rejectEducator(deps, adminRequest(req), params.id, body));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/users/:id/suspend',
      summary: 'Suspend an active account',
      description:
        'The account’s sessions end within 5 s (the gateway re-reads the account). Administrators may ' +
        `suspend other administrators, never themselves. ${audited}`,
      tags,
      auth: 'admin',
      params: id,
      responses: {
        200: userSchema,
        404: notFound,
        409: `${identityMessages.notActiveSuspend} / ${identityMessages.cannotSuspendSelf}`,
      },
    },
    async ({ params }, req, res) => {
      res.json(await suspendUser(deps, adminRequest(req), params.id));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/users/:id/reactivate',
      summary: 'Reactivate a suspended account',
      description: audited,
      tags,
      auth: 'admin',
      params: id,
      responses: { 200: userSchema, 404: notFound, 409: identityMessages.notSuspendedReactivate },
    },
    async ({ params }, req, res) => {
      res.json(await reactivateUser(deps, adminRequest(req), params.id));
    },
  );

  defineRoute(
    router,
    {
      method: 'patch',
      path: '/api/users/:id',
      summary: 'Change a user’s name or email',
      description: `At least one of firstName, lastName and email. ${audited}`,
      tags,
      auth: 'admin',
      params: id,
      body: userUpdateSchema,
      responses: { 200: userSchema, 404: notFound },
    },
    async ({ params, body }, req, res) => {
      res.json(await updateUser(deps, adminRequest(req), params.id, body));
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/api/users/:id',
      summary: 'Delete a user',
      description:
        'Permanent; the account’s sessions end within 5 s. Every other service removes or anonymises what it ' +
        'holds for the user (event `user.deleted`). An educator who still owns approved courses with learners ' +
        'is refused (409) until the courses are reassigned; when the course service cannot be asked, 503 and ' +
        `nothing is deleted. ${audited}`,
      tags,
      auth: 'admin',
      params: id,
      responses: {
        200: messageAnswerSchema,
        404: notFound,
        409: `${identityMessages.cannotDeleteSelf} / ${userAdminMessages.educatorHoldsCourses}`,
        503: userAdminMessages.holdingsUnavailable,
      },
    },
    async ({ params }, req, res) => {
      res.json(await deleteUser(deps, adminRequest(req), params.id, requestId(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/users/:id/send-reset-link',
      summary: 'Send a user a password reset link',
      description:
        'Mails a single-use link valid for one hour (replacing an earlier one); `delivery` says whether it goes ' +
        'out by SMTP (queued with the new link and sent in the background, retried while the mail server fails) ' +
        `or was kept in the local outbox. ${audited}`,
      tags,
      auth: 'admin',
      params: id,
      responses: {
        200: resetLinkAnswerSchema,
        404: notFound,
        409: userAdminMessages.resetLinkNoEmail,
      },
    },
    async ({ params }, req, res) => {
      res.json(await sendResetLink(deps, adminRequest(req), params.id));
    },
  );
}
