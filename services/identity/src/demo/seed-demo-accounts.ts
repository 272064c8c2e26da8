import type { OutboxFactory } from '@canopy/service-kit';
import type { IdentityDb } from '../stores/db';
import { UsernameTakenError, type UserRecord } from '../stores/user-store';
import { createIdentityDeps, type IdentityDeps } from '../use-cases/deps';
import { demoAccounts, type DemoAccount } from './demo-accounts';

export interface SeededDemoAccount extends DemoAccount {
  id: number;
  /** False when the account already existed (a restart); it is then left exactly as it is. */
  created: boolean;
}

/**
 * Creates the demo accounts that do not exist yet and returns them all, so a launcher can print them.
 * Idempotent: an existing account (by username, any letter case) is never touched, also across restarts.
 * `target` is a running service's `ctx` (or anything holding the identity database).
 */
export async function seedDemoAccounts(
  target: { db: IdentityDb; events?: OutboxFactory },
  accounts: readonly DemoAccount[] = demoAccounts,
): Promise<SeededDemoAccount[]> {
  const deps = createIdentityDeps(target.db, target.events);
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
  deps: IdentityDeps,
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
