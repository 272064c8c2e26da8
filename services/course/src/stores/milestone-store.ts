import { asc, eq, and } from 'drizzle-orm';
import {
  milestoneIcons,
  type Milestone,
  type MilestoneMetadata,
  type MilestoneType,
} from '@canopy/contracts';
import { milestones } from '../db/schema';
import type { CourseDb } from './db';
import { toMilestone } from './mappers';

export interface NewMilestone {
  enrollmentId: number;
  userId: number;
  courseId: number;
  type: MilestoneType;
  title: string;
  description?: string | null;
  metadata?: MilestoneMetadata;
  /** Set for milestones that happen once per enrollment; a second record with the same key is ignored. */
  onceKey?: string;
}

export interface MilestoneStore {
  /** Records the milestone; null when its onceKey was already recorded. */
  record(input: NewMilestone): Promise<Milestone | null>;
  listForEnrollment(enrollmentId: number): Promise<Milestone[]>;
  listForUserCourse(userId: number, courseId: number): Promise<Milestone[]>;
}

export function createDrizzleMilestoneStore(db: CourseDb): MilestoneStore {
  return {
    async record(input) {
      const [row] = await db
        .insert(milestones)
        .values({
          enrollmentId: input.enrollmentId,
          userId: input.userId,
          courseId: input.courseId,
          type: input.type,
          title: input.title,
          description: input.description ?? null,
          icon: milestoneIcons[input.type],
          metadata: input.metadata ?? {},
          onceKey: input.onceKey ?? null,
        })
        .onConflictDoNothing({ target: [milestones.enrollmentId, milestones.onceKey] })
        .returning();
      return row ? toMilestone(row) : null;
    },

    async listForEnrollment(enrollmentId) {
      const rows = await db
        .select()
        .from(milestones)
        .where(eq(milestones.enrollmentId, enrollmentId))
        .orderBy(asc(milestones.achievedAt), asc(milestones.id));
      return rows.map(toMilestone);
    },

    async listForUserCourse(userId, courseId) {
      const rows = await db
        .select()
        .from(milestones)
        .where(and(eq(milestones.userId, userId), eq(milestones.courseId, courseId)))
        .orderBy(asc(milestones.achievedAt), asc(milestones.id));
      return rows.map(toMilestone);
    },
  };
}
