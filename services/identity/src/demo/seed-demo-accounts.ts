import { UsernameTakenError, type UserRecord } from '../stores/user-store';
import type { IdentityDeps } from '../use-cases/deps';
import { demoAccounts, type DemoAccount } from './demo-accounts';

export interface SeededDemoAccount extends DemoAccount {
  id: number;
  /** False when the account already existed (a restart); it is then left exactly as it is. */
  created: boolean;
}

/** What seeding uses of the service's deps. */
export type SeedDeps = Pick<IdentityDeps, 'stores' | 'passwords'>;

/**
 * Creates the demo accounts that do not exist yet and returns them all, so a launcher can print them.
 * Idempotent: an existing account (by username, any letter case) is never touched, also across restarts.
 * `deps` are a running identity service's (`service.deps`).
 */
export async function seedDemoAccounts(
  deps: SeedDeps,
  accounts: readonly DemoAccount[] = demoAccounts,
): Promise<SeededDemoAccount[]> {
  const seeded: SeededDemoAccount[] = [];
  let adminId: number | null = null;
  for (const account of accounts) {
    const { record, created } = await ensureAccount(deps, account, adminId);
    if (account.role === 'admin' && adminId === null) adminId = record.id;
    seeded.push({ ...account, id: record.id, created });
  }
  return seeded;
}

async function ensureAccount(
  deps: SeedDeps,
  account: DemoAccount,
  adminId: number | null,
): Promise<{ record: UserRecord; created: boolean }> {
  const existing = await deps.stores.users.findByUsername(account.username);
  if (existing) return { record: existing, created: false };
  try {
    const record = await deps.stores.users.create({
      username: account.username,
      passwordHash: await deps.passwords.hash(account.password),
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      role: account.role,
      status: account.status,
      biometricEnabled: false,
      // An active demo educator was approved by the demo administrator, as a real one would be.
      approvedBy: account.role === 'educator' && account.status === 'active' ? adminId : null,
    });
    return { record, created: true };
  } catch (err) {
    // Another instance seeded it a moment ago.
    if (!(err instanceof UsernameTakenError)) throw err;
    const raced = await deps.stores.users.findByUsername(account.username);
    if (!raced) throw err;
    return { record: raced, created: false };
  }
}
