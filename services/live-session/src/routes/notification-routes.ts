import type { Router } from 'express';
import { notificationListSchema, notificationSchema, notificationsReadSchema } from '@canopy/contracts';
import { currentUser, defineRoute, idFields, idParam, requireUser } from '@canopy/service-kit';
import type { LiveSessionDeps } from '../use-cases/deps';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
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
    requireUser,
    async (req, res) => {
      res.json(await listNotifications(deps, currentUser(req)));
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
    requireUser,
    async (req, res) => {
      res.json(await markNotificationRead(deps, currentUser(req), idParam(req.params.id)));
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
    requireUser,
    async (req, res) => {
      res.json(await markAllNotificationsRead(deps, currentUser(req)));
    },
  );
}
