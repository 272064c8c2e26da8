import type { Router } from 'express';
import { liveSessionAttendanceSchema, liveSessionJoinSchema } from '@canopy/contracts';
import { defineRoute, idFields } from '@canopy/service-kit';
import { joinSession, sessionAttendance } from '../use-cases/attendance';
import type { LiveSessionDeps } from '../use-cases/deps';
import { requestId } from './request-id';

const tags = ['Live sessions'];

/** Joining a session (recorded) and who joined. */
export function attendanceRoutes(router: Router, deps: LiveSessionDeps) {
  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/live-sessions/:id/join',
      summary: 'Join a live session',
      description:
        'Records that the signed-in user joined (first and last time, how often) and answers the meeting ' +
        'details. Only for someone who may see the meeting link; a newcomer beyond the participant limit is ' +
        'refused.',
      tags,
      auth: 'user',
      params: idFields('id'),
      responses: {
        200: liveSessionJoinSchema,
        403: 'Not enrolled in the session’s course ("Enroll to join").',
        404: 'No such session.',
        409: 'The session is cancelled, over, or full.',
        503: 'Enrollment cannot be checked right now.',
      },
    },
    async ({ user, params }, req, res) => {
      res.json(await joinSession(deps, user, params.id, requestId(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/live-sessions/:id/attendance',
      summary: 'Who joined a live session',
      description:
        'For the instructor and administrators, in the order people first joined, with their names from the ' +
        'identity service (null when it cannot be asked).',
      tags,
      auth: 'user',
      params: idFields('id'),
      responses: {
        200: liveSessionAttendanceSchema,
        403: 'Not the instructor or an administrator.',
        404: 'No such session.',
      },
    },
    async ({ user, params }, req, res) => {
      res.json(await sessionAttendance(deps, user, params.id, requestId(req)));
    },
  );
}
