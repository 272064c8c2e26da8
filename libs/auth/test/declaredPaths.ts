// Shaped like the platform's remotes once studio and admin exist, so the overlaps are real.
export const declared: Record<string, { paths: string[] }> = {
  learn: {
    paths: [
      '/',
      '/dashboard',
      '/courses',
      '/courses/:id',
      '/courses/:id/dashboard',
      '/courses/:id/lessons/:lessonId',
      '/certificates/:code',
    ],
  },
  forum: { paths: ['/forum', '/forum/*', '/community-guidelines'] },
  studio: {
    paths: ['/educator', '/educator/*', '/courses/:id/builder', '/courses/:courseId/modules/:moduleId'],
  },
  admin: { paths: ['/admin', '/admin/*'] },
  catchall: { paths: ['/courses/*'] },
};
