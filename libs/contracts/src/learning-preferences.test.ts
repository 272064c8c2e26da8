import { describe, expect, it } from 'vitest';
import { courseMessages } from './course-messages';
import {
  ASSESSMENT_HISTORY_PAGE_SIZE_MAX,
  assessmentHistoryQuerySchema,
  learningPreferenceMessages,
} from './learning-preferences';

describe('assessment history query', () => {
  it('pages by 10 unless asked, at most 50 a page, with the messages of every course-service list', () => {
    expect(assessmentHistoryQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(assessmentHistoryQuerySchema.parse({ page: '2', pageSize: '50' })).toEqual({
      page: 2,
      pageSize: 50,
    });
    const first = (input: unknown) => assessmentHistoryQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(first({ pageSize: String(ASSESSMENT_HISTORY_PAGE_SIZE_MAX + 1) })).toBe(
      learningPreferenceMessages.historyPageSizeMax,
    );
    expect(learningPreferenceMessages.historyPageSizeMax).toBe('pageSize must be at most 50');
    expect(first({ pageSize: '0' })).toBe(courseMessages.pageSizeInvalid);
    expect(first({ page: '0' })).toBe(courseMessages.pageInvalid);
    expect(first({ page: 'two' })).toBe(courseMessages.pageInvalid);
  });
});
