import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AdminCertificateQuery, Certificate, Paged } from '@canopy/contracts';
import { certificates } from '../db/schema';
import { likePattern, type CourseDb } from './db';
import { toCertificate, toCertificateRecord, type CertificateRecord } from './mappers';

export interface NewCertificate {
  code: string;
  userId: number;
  courseId: number;
  enrollmentId: number;
  learnerName: string;
  courseTitle: string;
  courseDescription: string;
  courseLevel: string;
  competencyLevel: string;
}

export interface CertificateStore {
  /**
   * Issues the certificate of an enrollment unless it has one; returns the stored one either way (null if the
   * enrollment, and so its certificate, was deleted meanwhile).
   */
  issue(input: NewCertificate): Promise<{ certificate: Certificate; created: boolean } | null>;
  findByCode(code: string): Promise<Certificate | null>;
  findForEnrollment(enrollmentId: number): Promise<Certificate | null>;
  listForUser(userId: number): Promise<Certificate[]>;
  /** With the facts its credential is built from. */
  findRecordByCode(code: string): Promise<CertificateRecord | null>;
  findRecordByStatusIndex(statusIndex: number): Promise<CertificateRecord | null>;
  /** Status indexes in [from, to) of revoked certificates: the set bits of one status list. */
  revokedIndexes(from: number, to: number): Promise<number[]>;
  /** Marks it revoked unless it already is; null when it already was (or is gone). */
  revoke(id: number, input: { reason: string; by: number; at: Date }): Promise<CertificateRecord | null>;
  /** The admin list: newest first, searched on learner, course and code. */
  listForAdmin(query: AdminCertificateQuery): Promise<Paged<CertificateRecord>>;
}

export function createDrizzleCertificateStore(db: CourseDb): CertificateStore {
  async function forEnrollment(enrollmentId: number) {
    const [row] = await db.select().from(certificates).where(eq(certificates.enrollmentId, enrollmentId));
    return row ? toCertificate(row) : null;
  }
  return {
    async issue(input) {
      const [row] = await db
        .insert(certificates)
        .values(input)
        .onConflictDoNothing({ target: certificates.enrollmentId })
        .returning();
      if (row) return { certificate: toCertificate(row), created: true };
      const existing = await forEnrollment(input.enrollmentId);
      return existing ? { certificate: existing, created: false } : null;
    },

    async findByCode(code) {
      const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
      return row ? toCertificate(row) : null;
    },

    findForEnrollment: forEnrollment,

    async listForUser(userId) {
      const rows = await db
        .select()
        .from(certificates)
        .where(eq(certificates.userId, userId))
        .orderBy(desc(certificates.issuedAt), desc(certificates.id));
      return rows.map(toCertificate);
    },

    async findRecordByCode(code) {
      const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
      return row ? toCertificateRecord(row) : null;
    },

    async findRecordByStatusIndex(statusIndex) {
      const [row] = await db.select().from(certificates).where(eq(certificates.statusIndex, statusIndex));
      return row ? toCertificateRecord(row) : null;
    },

    async revokedIndexes(from, to) {
      const rows = await db
        .select({ statusIndex: certificates.statusIndex })
        .from(certificates)
        .where(
          and(
            gte(certificates.statusIndex, from),
            // `<= to - 1`, not `< to`: the last list ends at the integer column's largest value, and `to` is past it.
            lte(certificates.statusIndex, to - 1),
            isNotNull(certificates.revokedAt),
          ),
        );
      return rows.map((r) => r.statusIndex);
    },

    async revoke(id, { reason, by, at }) {
      const [row] = await db
        .update(certificates)
        .set({ revokedAt: at, revocationReason: reason, revokedBy: by })
        .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
        .returning();
      return row ? toCertificateRecord(row) : null;
    },

    async listForAdmin({ search, status, page, pageSize }) {
      const filters: (SQL | undefined)[] = [
        status === 'revoked' ? isNotNull(certificates.revokedAt) : undefined,
        status === 'valid' ? isNull(certificates.revokedAt) : undefined,
        search
          ? or(
              ilike(certificates.learnerName, likePattern(search)),
              ilike(certificates.courseTitle, likePattern(search)),
              ilike(certificates.code, likePattern(search)),
            )
          : undefined,
      ];
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(certificates)
          .where(where)
          .orderBy(desc(certificates.issuedAt), desc(certificates.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(certificates).where(where),
      ]);
      return { items: rows.map(toCertificateRecord), total: total?.n ?? 0, page, pageSize };
    },
  };
}
