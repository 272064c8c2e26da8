import type { Router } from 'express';
import {
  notificationListSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationSchema,
  notificationsReadSchema,
} from '@canopy/contracts';
import { defineRoute, idFields } from '@canopy/service-kit';
import type { LiveSessionDeps } from '../use-cases/deps';
import {
  getPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  updatePreferences,
} from '../use-cases/notifications';

const tags = ['Notifications'];

/** The signed-in user's notifications (written from domain events). */
export function notificationRoutes(router: Router, deps: LiveSessionDeps) {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/notifications',
      summary: 'List my notifications',
      description: 'Newest first, at most 100. Each event reaches each person once.',
      tags,
      auth: 'user',
      responses: { 200: notificationListSchema },
    },
    async ({ user }, _req, res) => {
      res.json(await listNotifications(deps, user));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/notifications/:id/read',
      summary: 'Mark a notification read',
      tags,
      auth: 'user',
      params: idFields('id'),
      responses: { 200: notificationSchema, 404: 'No such notification of yours.' },
    },
    async ({ user, params }, _req, res) => {
      res.json(await markNotificationRead(deps, user, params.id));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/notifications/read-all',
      summary: 'Mark all my notifications read',
      tags,
      auth: 'user',
      responses: { 200: notificationsReadSchema },
    },
    async ({ user }, _req, res) => {
      res.json(await markAllNotificationsRead(deps, user));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/notifications/preferences',
      summary: 'My notification preferences',
      description:
        'In-app on or off and email on or off for each kind of notification (in-app on, email off by default). ' +
        '`emailAvailable` says whether email is sent at all.',
      tags,
      auth: 'user',
      responses: { 200: notificationPreferencesSchema },
    },
    async ({ user }, _req, res) => {
      res.json(await getPreferences(deps, user));
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/api/notifications/preferences',
      summary: 'Change my notification preferences',
      description:
        'The kinds given change; the others keep their setting. A kind switched off in-app is not written.',
      tags,
      auth: 'user',
      body: notificationPreferencesUpdateSchema,
      responses: { 200: notificationPreferencesSchema },
    },
    async ({ user, body }, _req, res) => {
      res.json(await updatePreferences(deps, user, body));
    },
  );
}
