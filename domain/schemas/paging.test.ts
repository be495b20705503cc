import { describe, expect, it } from 'vitest';
import { LIST_LIMIT_DEFAULT, nextCursor, PageQuerySchema, PAGING_MESSAGES } from './paging';

describe('PageQuerySchema', () => {
  it('defaults the limit and leaves the cursor out', () => {
    expect(PageQuerySchema.parse({})).toEqual({ limit: LIST_LIMIT_DEFAULT });
    expect(PageQuerySchema.parse({ limit: '25', cursor: '7' })).toEqual({ limit: 25, cursor: 7 });
  });

  it('refuses a limit over 500 or under 1 and a cursor that is no id, in German', () => {
    for (const limit of ['0', '501', '1.5', 'alle'])
      expect(PageQuerySchema.safeParse({ limit }).error?.issues[0]?.message, limit).toBe(
        PAGING_MESSAGES.limit,
      );
    for (const cursor of ['0', '2147483648', 'x'])
      expect(PageQuerySchema.safeParse({ cursor }).error?.issues[0]?.message, cursor).toBe(
        PAGING_MESSAGES.cursor,
      );
  });
});

describe('nextCursor', () => {
  it('is the last id of a full page and undefined after a short one', () => {
    expect(nextCursor([{ id: 9 }, { id: 4 }], 2)).toBe(4);
    expect(nextCursor([{ id: 9 }], 2)).toBeUndefined();
    expect(nextCursor([], 2)).toBeUndefined();
  });
});
