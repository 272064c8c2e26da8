import type { Router } from 'express';
import { forumProfileSchema } from '@canopy/contracts';
import { defineRoute, idFields } from '@canopy/service-kit';
import type { ForumDeps } from '../use-cases/deps';
import { getProfile } from '../use-cases/profiles';

/** Author profiles: public, never an email. */
export function profileRoutes(router: Router, deps: ForumDeps) {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/forum/users/:id',
      summary: "A forum member's public profile",
      description: 'Name, role, when they joined, their forum counts and latest discussions.',
      tags: ['Forum members'],
      auth: 'public',
      params: idFields('id'),
      responses: { 200: forumProfileSchema, 404: 'The member has not taken part in the forum.' },
    },
    async ({ params }, _req, res) => {
      res.json(await getProfile(deps, params.id));
    },
  );
}
