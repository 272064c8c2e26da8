import type { Response, Router } from 'express';
import { z } from 'zod';
import { calendarFeedRevokedSchema, calendarFeedSchema } from '@canopy/contracts';
import { defineRoute, idFields } from '@canopy/service-kit';
import { calendarFeed, revokeCalendarFeed, rotateCalendarFeed, sessionIcs } from '../use-cases/calendar';
import type { LiveSessionDeps } from '../use-cases/deps';
import { requestId } from './request-id';

const tags = ['Live sessions'];
const ics = (description: string) => ({ description, contentType: 'text/calendar' });

function sendCalendar(res: Response, body: string, filename: string) {
  res.set('Content-Type', 'text/calendar; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${filename}"`);
  res.set('Cache-Control', 'private, no-cache');
  res.send(body);
}

/** iCalendar: one session as a file, and a personal feed behind a secret link. */
export function calendarRoutes(router: Router, deps: LiveSessionDeps) {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/live-sessions/:id.ics',
      summary: 'A live session as an iCalendar file',
      description:
        'A stable UID per session; SEQUENCE grows with every change and a cancelled session has ' +
        'STATUS:CANCELLED. The meeting link is included only for someone who may join.',
      tags,
      auth: 'user',
      params: idFields('id'),
      responses: { 200: ics('The event (text/calendar).'), 404: 'No such session.' },
    },
    async ({ user, params }, req, res) => {
      const ics = await sessionIcs(deps, user, params.id, requestId(req));
      sendCalendar(res, ics, `live-session-${params.id}.ics`);
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/live-sessions/calendar-feed',
      summary: 'Create or rotate my calendar feed link',
      description:
        'Answers a new secret link to subscribe to in a calendar app (shown only now; only its hash is kept). ' +
        'The previous link, if any, stops working.',
      tags,
      auth: 'user',
      responses: { 201: calendarFeedSchema },
    },
    async ({ user }, _req, res) => {
      res.status(201).json(await rotateCalendarFeed(deps, user));
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/api/live-sessions/calendar-feed',
      summary: 'Revoke my calendar feed link',
      tags,
      auth: 'user',
      responses: { 200: calendarFeedRevokedSchema, 404: 'There is no feed link to revoke.' },
    },
    async ({ user }, _req, res) => {
      res.json(await revokeCalendarFeed(deps, user));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/live-sessions/calendar/:token.ics',
      summary: 'My live sessions as a calendar feed',
      description:
        'No sign-in: the secret token is the key (calendar apps fetch it). The sessions the link’s owner ' +
        'teaches or may join, from 30 days ago on, with their meeting links; cancelled ones as CANCELLED.',
      tags,
      auth: 'public',
      params: z.object({ token: z.string() }),
      responses: { 200: ics('The feed (text/calendar).'), 404: 'Unknown or revoked link.' },
    },
    async ({ params }, req, res) => {
      sendCalendar(res, await calendarFeed(deps, params.token, requestId(req)), 'canopy-live-sessions.ics');
    },
  );
}
