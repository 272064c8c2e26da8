import { sql } from 'drizzle-orm';
import { rowsOf } from '@canopy/service-kit';
import type { TestService } from './harness';

/** A two-question quiz (single choice, true/false) for a lesson, passing at 50. */
export const sampleQuiz = (lessonId: number) => ({
  lessonId,
  title: 'Check your understanding',
  passingScore: 50,
  questions: [
    {
      type: 'single_choice',
      question: 'Which gas do plants take in?',
      options: ['Oxygen', 'Carbon dioxide'],
      correctAnswer: 'Carbon dioxide',
      explanation: 'Photosynthesis uses carbon dioxide.',
    },
    { type: 'true_false', question: 'Compost needs air.', correctAnswer: 'true' },
  ],
});

/** The events the service wrote to its outbox, of one type, oldest first. */
export async function outboxEvents<P = Record<string, unknown>>(t: TestService, type: string) {
  const result = await t.service.ctx.db.execute(
    sql`select payload from kit_outbox where type = ${type} order by occurred_at, id`,
  );
  return rowsOf<{ payload: P | string }>(result).map((r) =>
    typeof r.payload === 'string' ? (JSON.parse(r.payload) as P) : r.payload,
  );
}
