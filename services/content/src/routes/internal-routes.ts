import type { Router } from 'express';
import { contentInternalApi } from '@canopy/contracts';
import { defineInternalRoute } from '@canopy/service-kit';
import type { ContentDeps } from '../use-cases/deps';
import { courseEbooksForExport } from '../use-cases/ebooks';

/**
 * The content service's internal API (declared in the contracts as `contentInternalApi`): never routed by the
 * gateway, never documented. The course service reads a course's ebooks for its Common Cartridge export.
 */
export function internalRoutes(router: Router, deps: ContentDeps) {
  const calls = contentInternalApi.calls;

  defineInternalRoute(router, calls.courseEbooks, ({ params }) => courseEbooksForExport(deps, params.id));
}
