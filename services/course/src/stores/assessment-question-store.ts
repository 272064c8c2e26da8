import { asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { AssessmentCategory, AssessmentQuestion, AssessmentQuestionType } from '@canopy/contracts';
import { assessmentQuestions } from '../db/schema';
import type { CourseDb } from './db';

type QuestionRow = typeof assessmentQuestions.$inferSelect;

export interface NewQuestion {
  questionText: string;
  questionType: AssessmentQuestionType;
  category: AssessmentCategory;
  options: string[];
  weight: number;
  version?: string;
  isActive?: boolean;
  lineageId?: number;
  orderIndex: number;
}

export interface AssessmentQuestionStore {
  /** Active questions in the order a learner meets them. */
  activeQuestions(): Promise<AssessmentQuestion[]>;
  /** The newest version of every question (active or not), or every version. */
  listQuestions(versions: 'latest' | 'all'): Promise<AssessmentQuestion[]>;
  findQuestion(id: number): Promise<AssessmentQuestion | null>;
  /** Locks a question's lineage (its newest row) until the transaction ends: edits of one question queue. */
  lockNewestOfLineage(lineageId: number): Promise<AssessmentQuestion | null>;
  /** Inserts a question; a first version becomes its own lineage. */
  insertQuestion(input: NewQuestion): Promise<AssessmentQuestion>;
  setQuestionActive(id: number, active: boolean): Promise<AssessmentQuestion | null>;
  nextOrderIndex(): Promise<number>;
}

function toQuestion(row: QuestionRow): AssessmentQuestion {
  return {
    id: row.id,
    questionText: row.questionText,
    questionType: row.questionType as AssessmentQuestionType,
    category: row.category as AssessmentCategory,
    options: row.options,
    weight: row.weight,
    version: row.version,
    isActive: row.isActive,
    lineageId: row.lineageId ?? row.id,
    orderIndex: row.orderIndex,
    createdAt: row.createdAt.toISOString(),
  };
}

const questionOrder = [asc(assessmentQuestions.orderIndex), asc(assessmentQuestions.id)];

/** The questionnaire: questions are never deleted, an edit is a new version of the same lineage. */
export function createDrizzleAssessmentQuestionStore(db: CourseDb): AssessmentQuestionStore {
  return {
    async activeQuestions() {
      const rows = await db
        .select()
        .from(assessmentQuestions)
        .where(eq(assessmentQuestions.isActive, true))
        .orderBy(...questionOrder);
      return rows.map(toQuestion);
    },

    async listQuestions(versions) {
      if (versions === 'all') {
        const rows = await db
          .select()
          .from(assessmentQuestions)
          .orderBy(...questionOrder);
        return rows.map(toQuestion);
      }
      const newest = db
        .select({ id: max(assessmentQuestions.id).as('id') })
        .from(assessmentQuestions)
        .groupBy(assessmentQuestions.lineageId)
        .as('newest');
      const rows = await db
        .select()
        .from(assessmentQuestions)
        .where(inArray(assessmentQuestions.id, db.select({ id: newest.id }).from(newest)))
        .orderBy(...questionOrder);
      return rows.map(toQuestion);
    },

    async findQuestion(id) {
      const [row] = await db.select().from(assessmentQuestions).where(eq(assessmentQuestions.id, id));
      return row ? toQuestion(row) : null;
    },

    async lockNewestOfLineage(lineageId) {
      const [row] = await db
        .select()
        .from(assessmentQuestions)
        .where(eq(assessmentQuestions.lineageId, lineageId))
        .orderBy(desc(assessmentQuestions.id))
        .limit(1)
        .for('update');
      return row ? toQuestion(row) : null;
    },

    async insertQuestion(input) {
      const [row] = await db.insert(assessmentQuestions).values(input).returning();
      if (input.lineageId) return toQuestion(row!);
      const [own] = await db
        .update(assessmentQuestions)
        .set({ lineageId: row!.id })
        .where(eq(assessmentQuestions.id, row!.id))
        .returning();
      return toQuestion(own!);
    },

    async setQuestionActive(id, active) {
      const [row] = await db
        .update(assessmentQuestions)
        .set({ isActive: active })
        .where(eq(assessmentQuestions.id, id))
        .returning();
      return row ? toQuestion(row) : null;
    },

    async nextOrderIndex() {
      const [row] = await db.select({ last: max(assessmentQuestions.orderIndex) }).from(assessmentQuestions);
      return (row?.last ?? 0) + 1;
    },
  };
}
