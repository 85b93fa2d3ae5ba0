import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyPageFields, bodyPageNumber, PAGE_NUMBER_MESSAGES, paginated, queryPageFields } from './api.schema.ts';
import { V } from './validation.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('page fields (ARCHITECTURE.md "Lists")', () => {
  it('reads a query string: text becomes numbers, absent fields their defaults', () => {
    const query = z.object(queryPageFields({ perPage: 20, maxPage: 100_000 }));
    expect(query.parse({})).toEqual({ page: 1, per_page: 20 });
    expect(query.parse({ page: '3', per_page: '50' })).toEqual({ page: 3, per_page: 50 });
  });

  it('wants numbers in a JSON body', () => {
    const body = z.object(bodyPageFields());
    expect(body.parse({})).toEqual({ page: 1, per_page: 10 });
    expect(firstMessage(body, { page: '2' })).toBe(V.invalidType);
  });

  it('keeps each list to its limits, with the list’s messages', () => {
    const list = z.object(queryPageFields({ maxPerPage: 50, maxPage: 10_000, messages: PAGE_NUMBER_MESSAGES }));
    expect(firstMessage(list, { page: 0 })).toBe(V.invalidValue);
    expect(firstMessage(list, { page: 10_001 })).toBe(V.invalidValue);
    expect(firstMessage(list, { per_page: 51 })).toBe(V.invalidValue);
    expect(firstMessage(list, { page: 1.5 })).toBe(V.integer);
    expect(firstMessage(list, { page: 'x' })).toBe(V.number);
  });

  it('has no highest page unless the list sets one, and zod’s own messages when asked', () => {
    const open = z.object(bodyPageFields({ messages: {} }));
    expect(open.parse({ page: 1_000_000 }).page).toBe(1_000_000);
    expect(firstMessage(open, { per_page: 101 })).not.toMatch(/^validation\./);
  });

  it('gives a limit the same rules', () => {
    const limit = bodyPageNumber(20, 5);
    expect(limit.parse(undefined)).toBe(5);
    expect(firstMessage(limit, 21)).toBe(V.invalidValue);
  });
});

describe('paginated', () => {
  it('answers data and the page meta', () => {
    const list = paginated(z.object({ id: z.number() }));
    const meta = { current_page: 1, per_page: 10, total: 1, last_page: 1 };
    expect(list.parse({ data: [{ id: 1 }], meta })).toEqual({ data: [{ id: 1 }], meta });
  });
});
