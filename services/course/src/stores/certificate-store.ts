import { desc, eq } from 'drizzle-orm';
import type { Certificate } from '@canopy/contracts';
import { certificates } from '../db/schema';
import type { CourseDb } from './db';
import { toCertificate } from './mappers';

export interface NewCertificate {
  code: string;
  userId: number;
  courseId: number;
  enrollmentId: number;
  learnerName: string;
  courseTitle: string;
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
  };
}
