import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ActivityQuery } from '@canopy/contracts';
import { auditLog, type AuditRow } from '../db/schema';
import type { IdentityDb } from './db';

export type AuditRecord = AuditRow;

export interface NewAuditEntry {
  actorId: number | null;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: string;
  previousValue?: unknown;
  newValue?: unknown;
  ipAddress: string | null;
  source: string;
  at?: Date;
}

export interface AuditStore {
  record(entry: NewAuditEntry): Promise<AuditRecord>;
  /** Newest first; search matches actor name, action, target and values (any letter case). */
  page(query: ActivityQuery): Promise<{ items: AuditRecord[]; total: number }>;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createDrizzleAuditStore(db: IdentityDb): AuditStore {
  return {
    async record(entry) {
      const [row] = await db
        .insert(auditLog)
        .values({
          ...entry,
          previousValue: entry.previousValue ?? null,
          newValue: entry.newValue ?? null,
        })
        .returning();
      return row!;
    },

    async page(query) {
      const conditions: SQL[] = [];
      if (query.action) conditions.push(eq(auditLog.action, query.action));
      if (query.search) {
        const pattern = likePattern(query.search.toLowerCase());
        conditions.push(sql`(
          lower(coalesce(${auditLog.actorName}, '')) like ${pattern}
          or lower(${auditLog.action}) like ${pattern}
          or lower(${auditLog.targetType} || ' ' || ${auditLog.targetId}) like ${pattern}
          or lower(coalesce(${auditLog.previousValue}::text, '')) like ${pattern}
          or lower(coalesce(${auditLog.newValue}::text, '')) like ${pattern}
          or lower(coalesce(${auditLog.ipAddress}, '')) like ${pattern})`);
      }
      const where = and(...conditions);
      const [items, [totals]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { items, total: Number(totals?.n ?? 0) };
    },
  };
}
