import { asc, eq, and } from 'drizzle-orm';
import {
  englishOf,
  milestoneIcons,
  type StoredText,
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
  /** A template (stored with its values, so another language can show it) or words of its own (a title of a user's). */
  title: StoredText | string;
  description?: StoredText | string | null;
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

/** The English sentence, and the template to keep beside it when there is one. */
function sentence(text: StoredText | string | null | undefined): [string | null, StoredText | undefined] {
  if (text === null || text === undefined) return [null, undefined];
  return typeof text === 'string' ? [text, undefined] : [englishOf(text), text];
}

export function createDrizzleMilestoneStore(db: CourseDb): MilestoneStore {
  return {
    async record(input) {
      const [title, titleText] = sentence(input.title);
      const [description, descriptionText] = sentence(input.description);
      // The templates ride in the jsonb metadata: no migration, and rows written before simply have none.
      const metadata = {
        ...input.metadata,
        ...(titleText && { titleText }),
        ...(descriptionText && { descriptionText }),
      };
      const [row] = await db
        .insert(milestones)
        .values({
          enrollmentId: input.enrollmentId,
          userId: input.userId,
          courseId: input.courseId,
          type: input.type,
          title: title ?? '',
          description,
          icon: milestoneIcons[input.type],
          metadata,
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
