import { seedDemoAccounts, type IdentityService } from '@canopy/identity-service';
import type { ServiceHandover } from './service-factory';

/**
 * Identity's demo accounts (seeded at its start in demo mode; this call only reads their ids back) for the
 * banner, and the ids the course service's demo content belongs to: on a database that already had other
 * users, the educator and the student are not ids 2 and 4.
 */
export async function demoAccountsHandover(
  identity: IdentityService,
  { demo }: { demo: boolean },
): Promise<ServiceHandover> {
  if (!demo) return {};
  const accounts = await seedDemoAccounts(identity.deps);
  const idOf = (username: string) => accounts.find((a) => a.username === username)?.id;
  const env: Record<string, string> = {};
  if (idOf('educator')) env.DEMO_INSTRUCTOR_ID = String(idOf('educator'));
  if (idOf('student')) env.DEMO_LEARNER_ID = String(idOf('student'));
  // The forum's demo conversations are between all four active demo accounts.
  if (idOf('admin')) env.DEMO_ADMIN_ID = String(idOf('admin'));
  if (idOf('student2')) env.DEMO_LEARNER2_ID = String(idOf('student2'));
  return { env, accounts };
}
