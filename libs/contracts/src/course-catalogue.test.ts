import { describe, expect, it } from 'vitest';
import { COURSE_PAGE_SIZE_MAX, courseListQuerySchema } from './course-catalogue';
import { courseMessages } from './course-messages';

describe('catalogue query', () => {
  it("reads the catalogue's filters, 'all' meaning no filter", () => {
    expect(courseListQuerySchema.parse({ level: 'all', categoryId: 'all' })).toEqual({ level: 'all' });
    expect(courseListQuerySchema.parse({ search: ' solar ', categoryId: '3' })).toEqual({
      search: 'solar',
      categoryId: 3,
    });
    const bad = courseListQuerySchema.safeParse({ level: 'expert' });
    expect(bad.error?.issues[0]?.message).toBe(courseMessages.levelFilterInvalid);
  });

  it('reads paging from query text: whole numbers, pageSize at most 48', () => {
    expect(courseListQuerySchema.parse({ page: '2', pageSize: '48' })).toEqual({ page: 2, pageSize: 48 });
    expect(courseListQuerySchema.parse({})).toEqual({});
    const first = (input: unknown) => courseListQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(first({ pageSize: String(COURSE_PAGE_SIZE_MAX + 1) })).toBe(courseMessages.pageSizeMax);
    expect(courseMessages.pageSizeMax).toBe(`pageSize must be at most ${COURSE_PAGE_SIZE_MAX}`);
    expect(first({ pageSize: '0' })).toBe(courseMessages.pageSizeInvalid);
    expect(first({ page: '1.5' })).toBe(courseMessages.pageInvalid);
    expect(first({ page: '' })).toBe(courseMessages.pageInvalid);
  });
});
