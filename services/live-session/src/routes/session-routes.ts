import type { Router } from 'express';
import {
  liveSessionCancelSchema,
  liveSessionCreateSchema,
  liveSessionMessages,
  liveSessionListQuerySchema,
  liveSessionListSchema,
  liveSessionSchema,
  liveSessionUpdateSchema,
} from '@canopy/contracts';
import { defineRoute, idFields } from '@canopy/service-kit';
import type { LiveSessionDeps } from '../use-cases/deps';
import { cancelSession, createSession, getSession, listSessions, updateSession } from '../use-cases/sessions';
import { requestId } from './request-id';

const tags = ['Live sessions'];
const visibility =
  'Cards are visible to everyone signed in, in start order (at most 500). The meeting link, meeting id and ' +
  'password are filled in only when `joinable` (the instructor, administrators, anyone for a session of no ' +
  'course, enrolled learners for a course session; otherwise "Enroll to join"); the host key only for the ' +
  'instructor and administrators.';
const notYours = 'The session is not yours (administrators may change every session).';
const tabs =
  '`when=upcoming`: the sessions starting later than now, soonest first; `when=past`: the others (started or ' +
  'over), most recent first; cancelled ones stay in the tab of their start time. Without `when`, every session.';
// Scheduling and changing sessions is for active educators and administrators; others are told so.
const { educatorsOnly } = liveSessionMessages;

/** Listing, scheduling, editing and cancelling live sessions. */
export function sessionRoutes(router: Router, deps: LiveSessionDeps) {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/live-sessions',
      summary: 'List live sessions',
      description: `Every session, or one tab of the page. ${tabs} ${visibility}`,
      tags,
      auth: 'user',
      query: liveSessionListQuerySchema,
      responses: { 200: liveSessionListSchema },
    },
    async ({ user, query }, req, res) => {
      res.json(await listSessions(deps, user, { when: query.when }, requestId(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/live-sessions/course/:courseId',
      summary: "List a course's live sessions",
      description: `${tabs} ${visibility}`,
      tags,
      auth: 'user',
      params: idFields('courseId'),
      query: liveSessionListQuerySchema,
      responses: { 200: liveSessionListSchema },
    },
    async ({ user, params, query }, req, res) => {
      const filter = { courseId: params.courseId, when: query.when };
      res.json(await listSessions(deps, user, filter, requestId(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/live-sessions/instructor/:instructorId',
      summary: "List an instructor's live sessions",
      description: `What an educator sees on their page: the sessions they created. ${tabs} ${visibility}`,
      tags,
      auth: 'user',
      params: idFields('instructorId'),
      query: liveSessionListQuerySchema,
      responses: { 200: liveSessionListSchema },
    },
    async ({ user, params, query }, req, res) => {
      const filter = { instructorId: params.instructorId, when: query.when };
      res.json(await listSessions(deps, user, filter, requestId(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/live-sessions/:id',
      summary: 'Get a live session',
      description: visibility,
      tags,
      auth: 'user',
      params: idFields('id'),
      responses: { 200: liveSessionSchema, 404: 'No such session.' },
    },
    async ({ user, params }, req, res) => {
      res.json(await getSession(deps, user, params.id, requestId(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/live-sessions',
      summary: 'Schedule a live session',
      description:
        'The create dialog. The signed-in educator or administrator is the instructor (`instructorId` in the ' +
        'body is ignored); `courseId` 0 or null means no course, otherwise one of the instructor’s courses (any ' +
        'course for an administrator). The meeting link must be https; the end must follow the start; 1 to 100 ' +
        'participants (20 by default).',
      tags,
      auth: 'educator',
      deniedMessage: educatorsOnly,
      body: liveSessionCreateSchema,
      responses: {
        201: liveSessionSchema,
        403: 'Not an active educator or administrator, or the course is another educator’s.',
        503: 'The course cannot be checked right now.',
      },
    },
    async ({ user, body }, req, res) => {
      res.status(201).json(await createSession(deps, user, body, requestId(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'patch',
      path: '/api/live-sessions/:id',
      summary: 'Edit a live session',
      description:
        'Any of the create fields. Each change increases the calendar SEQUENCE so calendar apps update the event.',
      tags,
      auth: 'educator',
      deniedMessage: educatorsOnly,
      params: idFields('id'),
      body: liveSessionUpdateSchema,
      responses: {
        200: liveSessionSchema,
        403: `${notYours} Or the new course is another educator’s.`,
        404: 'No such session.',
        409: 'The session is cancelled.',
      },
    },
    async ({ user, params, body }, req, res) => {
      res.json(await updateSession(deps, user, params.id, body, requestId(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/live-sessions/:id/cancel',
      summary: 'Cancel a live session',
      description:
        'Marks the session cancelled with an optional reason; it stays listed, and calendars show it cancelled.',
      tags,
      auth: 'educator',
      deniedMessage: educatorsOnly,
      params: idFields('id'),
      body: liveSessionCancelSchema,
      responses: {
        200: liveSessionSchema,
        403: notYours,
        404: 'No such session.',
        409: 'Already cancelled.',
      },
    },
    async ({ user, params, body }, _req, res) => {
      res.json(await cancelSession(deps, user, params.id, body));
    },
  );
}
