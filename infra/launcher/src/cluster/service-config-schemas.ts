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
 * createService merges them, and the gateway's. The cluster asks them which settings take several URLs; the
 * manifests' test, which variables every deployment must set.
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

/**
 * What to give a process for a peer with several instances: the whole comma-separated list when its setting
 * takes one (service-kit's envUrls: requests are spread and a failed connection tries another), else
 * `single` — one address for them all (the cluster's balancer, as a Kubernetes Service would be).
 */
export function peerSetting(
  schema: z.ZodObject,
  variable: string,
  urls: readonly string[],
  single: () => string,
): { value: string; spread: boolean } {
  const list = urls.join(',');
  const field = schema.shape[variable] as z.ZodType | undefined;
  if (!field || urls.length === 1 || field.safeParse(list).success) return { value: list, spread: true };
  return { value: single(), spread: false };
}
