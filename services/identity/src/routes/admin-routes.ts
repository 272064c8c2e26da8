import type { Router } from 'express';
import {
  activityQuerySchema,
  auditPageSchema,
  figuresQuerySchema,
  identityFiguresSchema,
  mailSettingsSchema,
  outboxPageSchema,
  outboxQuerySchema,
  userAdminMessages,
} from '@canopy/contracts';
import { defineRoute } from '@canopy/service-kit';
import { figures, mailSettings, readOutbox } from '../use-cases/admin-overview';
import { listActivity } from '../use-cases/audit';
import type { IdentityDeps } from '../use-cases/deps';

const tags = ['Admin'];

/** The admin dashboard's activity log, figures and mail status. Active administrators only. */
export function adminRoutes(router: Router, deps: IdentityDeps): void {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/admin/activity',
      summary: 'The audit log of administrative actions, newest first',
      description:
        'Every administrative action on the platform: identity’s own and those other services report ' +
        '(event `admin.action_recorded`). `search` matches the actor, action, target, values and address; ' +
        '`action` is an exact action name (e.g. `user.suspended`). 25 per page by default.',
      tags,
      auth: 'admin',
      query: activityQuerySchema,
      responses: { 200: auditPageSchema },
    },
    async ({ user, query }, _req, res) => {
      res.json(await listActivity(deps, user, query));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/admin/figures',
      summary: 'Sign-ups per day and the account totals of the stat cards',
      description:
        '`days` is 30 (default) or 90: one entry per UTC day of the window, oldest first, zero days included. ' +
        'Totals: every account, active educators, educators waiting for approval.',
      tags,
      auth: 'admin',
      query: figuresQuerySchema,
      responses: { 200: identityFiguresSchema },
    },
    async ({ user, query }, _req, res) => {
      res.json(await figures(deps, user, query.days));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/admin/mail',
      summary: 'How outgoing mail leaves',
      description:
        '`delivery` is `smtp` (SMTP_URL configured) or `outbox` (kept locally); `outboxReadable` says whether ' +
        'GET /api/admin/outbox can be read (demo mode without SMTP).',
      tags,
      auth: 'admin',
      responses: { 200: mailSettingsSchema },
    },
    async ({ user }, _req, res) => {
      res.json(await mailSettings(deps, user));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/admin/outbox',
      summary: 'The local mail outbox (demo mode only)',
      description: 'Mail kept because no SMTP server is configured, newest first. 404 outside demo mode.',
      tags,
      auth: 'admin',
      query: outboxQuerySchema,
      responses: { 200: outboxPageSchema, 404: userAdminMessages.outboxUnavailable },
    },
    async ({ user, query }, _req, res) => {
      res.json(await readOutbox(deps, user, query.page, query.pageSize));
    },
  );
}
