import {
  identityMessages as text,
  messages,
  userAdminMessages,
  type EducatorRejection,
  type Identity,
  type MessageAnswer,
  type StaffAccountPayload,
  type User,
  type UserListQuery,
  type UserPage,
  type UserUpdate,
} from '@canopy/contracts';
import { ConflictError, NotFoundError } from '@canopy/service-kit';
import type { TransactionStores } from '../stores/stores';
import type { StatusChange, UserRecord } from '../stores/user-store';
import { actingAdmin } from './acting-admin';
import { recordAction, type AdminActor } from './audit';
import { createUser } from './auth';
import type { IdentityDeps } from './deps';
import { toUser } from './views';

/*
 * What an administrator does with accounts. Every change is a conditional update in one transaction with its
 * audit entry (and domain event, where other services must know), so a change is never without its record.
 *
 * Administrators may act on other administrators (suspend, edit, delete) — someone must be able to stop a
 * compromised admin account — but never on themselves (suspend, delete), so at least the acting one remains.
 */

/** Who is asking (the gateway's token) and from which address. */
export interface AdminRequest {
  identity: Identity;
  ip: string | null;
}

async function actor(deps: IdentityDeps, req: AdminRequest): Promise<AdminActor> {
  return { admin: await actingAdmin(deps, req.identity), ip: req.ip };
}

const stateOf = (u: UserRecord) => ({ status: u.status });

/**
 * Moves a user between states only from the expected one (unknown is 404, any other state 409), with its audit
 * entry and whatever else the change needs (`also`) in the same transaction.
 */
async function transition(
  deps: IdentityDeps,
  who: AdminActor,
  id: number,
  change: StatusChange,
  conflict: string,
  action: string,
  also?: (tx: TransactionStores, updated: UserRecord) => Promise<void>,
): Promise<User> {
  return deps.stores.transaction(async (tx) => {
    const updated = await tx.users.changeStatus(id, change);
    if (!updated) {
      if (!(await tx.users.findById(id))) throw new NotFoundError(text.userNotFound);
      throw new ConflictError(conflict);
    }
    await recordAction(
      tx.audit,
      who,
      action,
      { type: 'user', id },
      { status: change.from.status },
      stateOf(updated),
    );
    await also?.(tx, updated);
    return toUser(updated);
  });
}

export async function listUsers(
  deps: IdentityDeps,
  identity: Identity,
  query: UserListQuery,
): Promise<UserPage> {
  await actingAdmin(deps, identity);
  const { items, total } = await deps.stores.users.page(query);
  return { items: items.map(toUser), total, page: query.page, pageSize: query.pageSize };
}

export async function listPendingEducators(deps: IdentityDeps, identity: Identity): Promise<User[]> {
  await actingAdmin(deps, identity);
  return (await deps.stores.users.list({ role: 'educator', status: 'pending' })).map(toUser);
}

/** A pending educator becomes active; the approving administrator is recorded and the educator told. */
export async function approveEducator(deps: IdentityDeps, req: AdminRequest, id: number): Promise<User> {
  const who = await actor(deps, req);
  return transition(
    deps,
    who,
    id,
    { from: { role: 'educator', status: 'pending' }, to: { status: 'active', approvedBy: who.admin.id } },
    text.notPendingEducatorApprove,
    'educator.approved',
    async (tx) => {
      await tx.events.emit('educator.reviewed', {
        userId: id,
        decision: 'approved',
        reason: null,
        actorId: who.admin.id,
      });
    },
  );
}

/** A pending educator's application is turned down (optionally with a reason); they can no longer sign in. */
export async function rejectEducator(
  deps: IdentityDeps,
  req: AdminRequest,
  id: number,
  body: EducatorRejection,
): Promise<User> {
  const who = await actor(deps, req);
  const reason = body.reason ?? null;
  return transition(
    deps,
    who,
    id,
    { from: { role: 'educator', status: 'pending' }, to: { status: 'rejected' } },
    text.notPendingEducatorReject,
    'educator.rejected',
    async (tx) => {
      await tx.events.emit('educator.reviewed', {
        userId: id,
        decision: 'rejected',
        reason,
        actorId: who.admin.id,
      });
    },
  );
}

/** An active account is suspended and its sessions end; an administrator never suspends themself. */
export async function suspendUser(deps: IdentityDeps, req: AdminRequest, id: number): Promise<User> {
  const who = await actor(deps, req);
  if (who.admin.id === id) throw new ConflictError(text.cannotSuspendSelf);
  return transition(
    deps,
    who,
    id,
    { from: { status: 'active' }, to: { status: 'suspended' } },
    text.notActiveSuspend,
    'user.suspended',
    // A quick reactivation must not bring the old sessions back.
    (tx) => tx.users.revokeSessions(id, new Date()),
  );
}

export async function reactivateUser(deps: IdentityDeps, req: AdminRequest, id: number): Promise<User> {
  const who = await actor(deps, req);
  return transition(
    deps,
    who,
    id,
    { from: { status: 'suspended' }, to: { status: 'active' } },
    text.notSuspendedReactivate,
    'user.reactivated',
  );
}

export async function updateUser(
  deps: IdentityDeps,
  req: AdminRequest,
  id: number,
  changes: UserUpdate,
): Promise<User> {
  const who = await actor(deps, req);
  return deps.stores.transaction(async (tx) => {
    const before = await tx.users.findById(id);
    if (!before) throw new NotFoundError(text.userNotFound);
    const updated = await tx.users.updateProfile(id, changes);
    if (!updated) throw new NotFoundError(text.userNotFound);
    const fields = Object.keys(changes) as Array<keyof UserUpdate>;
    await recordAction(
      tx.audit,
      who,
      'user.updated',
      { type: 'user', id },
      Object.fromEntries(fields.map((f) => [f, before[f]])),
      Object.fromEntries(fields.map((f) => [f, updated[f]])),
    );
    return toUser(updated);
  });
}

/**
 * Deletion is permanent and never of one's own account. An educator who still teaches learners in approved
 * courses is kept until the courses are reassigned (the course service is asked; if it cannot be, 503).
 */
export async function deleteUser(
  deps: IdentityDeps,
  req: AdminRequest,
  id: number,
  requestId?: string,
): Promise<MessageAnswer> {
  const who = await actor(deps, req);
  if (who.admin.id === id) throw new ConflictError(text.cannotDeleteSelf);
  const target = await deps.stores.users.findById(id);
  if (!target) throw new NotFoundError(text.userNotFound);
  // Pending and rejected educators were never allowed to teach: only approved ones can hold courses.
  if (target.role === 'educator' && (target.status === 'active' || target.status === 'suspended')) {
    const held = await deps.holdings.approvedCoursesWithLearners(id, requestId);
    if (held > 0) throw new ConflictError(userAdminMessages.educatorHoldsCourses);
  }
  // Every other service removes or anonymises what it holds for this user when the event reaches it.
  const deleted = await deps.stores.transaction(async (tx) => {
    const gone = await tx.users.findById(id);
    // The role cannot have changed since the holdings check (no route changes roles); the row may be gone.
    if (!gone || !(await tx.users.delete(id))) return false;
    await tx.events.emit('user.deleted', { userId: id });
    await recordAction(
      tx.audit,
      who,
      'user.deleted',
      { type: 'user', id },
      { username: gone.username, role: gone.role, status: gone.status },
      null,
    );
    return true;
  });
  if (!deleted) throw new NotFoundError(text.userNotFound);
  return { message: text.userDeleted };
}

/**
 * An administrator creates an administrator or an educator account (the only way to make an administrator
 * besides the setup command). An educator made by an administrator is active at once, approved by them.
 */
export async function createStaffAccount(
  deps: IdentityDeps,
  req: AdminRequest,
  payload: StaffAccountPayload,
): Promise<User> {
  const who = await actor(deps, req);
  if (await deps.stores.users.findByUsername(payload.username)) {
    throw new ConflictError(messages.usernameTaken);
  }
  const passwordHash = await deps.passwords.hash(payload.password);
  return deps.stores.transaction(async (tx) => {
    const created = await createUser(tx.users, {
      username: payload.username,
      passwordHash,
      firstName: payload.firstName,
      lastName: payload.lastName,
      email: payload.email,
      role: payload.role,
      status: 'active',
      biometricEnabled: false,
      approvedBy: payload.role === 'educator' ? who.admin.id : null,
    });
    await recordAction(tx.audit, who, 'user.created', { type: 'user', id: created.id }, null, {
      username: created.username,
      role: created.role,
      status: created.status,
    });
    return toUser(created);
  });
}
