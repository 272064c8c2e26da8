import type { ActivityQuery, AuditEntry, AuditPage, DomainEvent, Identity } from '@canopy/contracts';
import type { AuditRecord, AuditStore } from '../stores/audit-store';
import type { Stores } from '../stores/stores';
import type { UserRecord } from '../stores/user-store';
import { actingAdmin } from './acting-admin';
import type { IdentityDeps } from './deps';

/** Who did an administrative action, and from where (the address the gateway saw). */
export interface AdminActor {
  admin: UserRecord;
  ip: string | null;
}

/** Identity's own audit entries: written with the stores of the action's transaction. */
export function recordAction(
  audit: AuditStore,
  actor: AdminActor,
  action: string,
  target: { type: string; id: number | string },
  previousValue: unknown,
  newValue: unknown,
): Promise<AuditRecord> {
  return audit.record({
    actorId: actor.admin.id,
    actorName: actor.admin.username,
    action,
    targetType: target.type,
    targetId: String(target.id),
    previousValue,
    newValue,
    ipAddress: actor.ip,
    source: 'identity',
  });
}

/** Another service's `admin.action_recorded`, kept in the log (exactly once: inside the inbox transaction). */
export async function recordForeignAction(
  stores: Stores,
  event: DomainEvent<'admin.action_recorded'>,
): Promise<void> {
  const p = event.payload;
  // The actor may have been deleted since: the entry stays, without the link.
  const actor = await stores.users.findById(p.actorId);
  await stores.audit.record({
    actorId: actor ? actor.id : null,
    actorName: actor?.username ?? null,
    action: p.action,
    targetType: p.targetType,
    targetId: p.targetId,
    previousValue: p.previousValue ?? null,
    newValue: p.newValue ?? null,
    ipAddress: p.ipAddress,
    source: event.source,
    at: new Date(p.occurredAt),
  });
}

export function toAuditEntry(r: AuditRecord): AuditEntry {
  return {
    id: r.id,
    actorId: r.actorId,
    actorName: r.actorName,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    previousValue: r.previousValue ?? null,
    newValue: r.newValue ?? null,
    ipAddress: r.ipAddress,
    source: r.source,
    at: r.at.toISOString(),
  };
}

export async function listActivity(
  deps: IdentityDeps,
  identity: Identity,
  query: ActivityQuery,
): Promise<AuditPage> {
  await actingAdmin(deps, identity);
  const { items, total } = await deps.stores.audit.page(query);
  return { items: items.map(toAuditEntry), total, page: query.page, pageSize: query.pageSize };
}
