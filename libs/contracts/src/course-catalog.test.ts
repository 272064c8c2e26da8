import { describe, expect, it } from 'vitest';
import { courseListQuerySchema } from './course-catalog';
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
});
