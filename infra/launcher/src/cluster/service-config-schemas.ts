import type { z } from 'zod';
import type { PlatformServiceName } from '@canopy/contracts';
import { contentConfigSchema } from '@canopy/content-service';
import { courseConfigSchema } from '@canopy/course-service';
import { forumConfigSchema } from '@canopy/forum-service';
import { gatewayConfigSchema } from '@canopy/gateway';
import { identityConfigSchema } from '@canopy/identity-service';
import { liveSessionConfigSchema } from '@canopy/live-session-service';
import { baseConfigSchema } from '@canopy/service-kit';

/**
 * The whole environment each process of the platform reads: service-kit's base keys with the service's own, as
 * createService merges them, and the gateway's. The manifests' test asks them which variables every deployment
 * must set; the launcher's, that every peer setting takes a list of instances.
 */
export const serviceConfigSchemas: Record<PlatformServiceName, z.ZodObject> = {
  identity: baseConfigSchema.extend(identityConfigSchema.shape),
  course: baseConfigSchema.extend(courseConfigSchema.shape),
  forum: baseConfigSchema.extend(forumConfigSchema.shape),
  'live-session': baseConfigSchema.extend(liveSessionConfigSchema.shape),
  content: baseConfigSchema.extend(contentConfigSchema.shape),
};

export const gatewayEnvironmentSchema: z.ZodObject = gatewayConfigSchema;

/** The variables a schema cannot do without: no default, not optional. */
export function requiredVariables(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([name]) => name);
}
