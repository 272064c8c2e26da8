import type { Request, Router } from 'express';
import {
  liveSessionCancelSchema,
  liveSessionCreateSchema,
  liveSessionListQuerySchema,
  liveSessionListSchema,
  liveSessionSchema,
  liveSessionUpdateSchema,
} from '@canopy/contracts';
import { currentUser, defineRoute, idFields, idParam, requireUser, validate } from '@canopy/service-kit';
import type { LiveSessionDeps } from '../use-cases/deps';
import { cancelSession, createSession, getSession, listSessions, updateSession } from '../use-cases/sessions';
import { host, requestId, requireHost } from './guards';

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
const when = (req: Request) => validate(liveSessionListQuerySchema, req.query).when;

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
    requireUser,
    async (req, res) => {
      res.json(await listSessions(deps, currentUser(req), { when: when(req) }, requestId(req)));
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
    requireUser,
    async (req, res) => {
      const courseId = idParam(req.params.courseId, 'courseId');
      res.json(await listSessions(deps, currentUser(req), { courseId, when: when(req) }, requestId(req)));
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
    requireUser,
    async (req, res) => {
      const instructorId = idParam(req.params.instructorId, 'instructorId');
      res.json(await listSessions(deps, currentUser(req), { instructorId, when: when(req) }, requestId(req)));
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
    requireUser,
    async (req, res) => {
      res.json(await getSession(deps, currentUser(req), idParam(req.params.id), requestId(req)));
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
      body: liveSessionCreateSchema,
      responses: {
        201: liveSessionSchema,
        403: 'Not an active educator or administrator, or the course is another educator’s.',
        503: 'The course cannot be checked right now.',
      },
    },
    requireHost,
    async (req, res) => {
      const input = validate(liveSessionCreateSchema, req.body);
      res.status(201).json(await createSession(deps, host(req), input, requestId(req)));
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
      params: idFields('id'),
      body: liveSessionUpdateSchema,
      responses: {
        200: liveSessionSchema,
        403: `${notYours} Or the new course is another educator’s.`,
        404: 'No such session.',
        409: 'The session is cancelled.',
      },
    },
    requireHost,
    async (req, res) => {
      const id = idParam(req.params.id);
      const input = validate(liveSessionUpdateSchema, req.body);
      res.json(await updateSession(deps, host(req), id, input, requestId(req)));
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
      params: idFields('id'),
      body: liveSessionCancelSchema,
      responses: {
        200: liveSessionSchema,
        403: notYours,
        404: 'No such session.',
        409: 'Already cancelled.',
      },
    },
    requireHost,
    async (req, res) => {
      const id = idParam(req.params.id);
      res.json(await cancelSession(deps, host(req), id, validate(liveSessionCancelSchema, req.body)));
    },
  );
}
