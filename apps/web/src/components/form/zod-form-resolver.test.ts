import { requiredString } from '@hashi/shared/validation';
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useErrorText } from './use-error-text.ts';
import { decodeMessage, lazyZodFormResolver, zodFormResolver } from './zod-form-resolver.ts';

const schema = z.object({
  company: requiredString(5),
  tags: z.array(z.number()).max(2, { error: 'validation.max_items' }),
});
const resolve = (values: unknown) =>
  zodFormResolver(schema)(values as z.input<typeof schema>, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('zodFormResolver', () => {
  it('answers the parsed values when the schema accepts them', async () => {
    await expect(resolve({ company: '  Acme ', tags: [1] })).resolves.toEqual({
      values: { company: 'Acme', tags: [1] },
      errors: {},
    });
  });

  it('keeps the limit of a message so it can be said in words', async () => {
    const { errors } = await resolve({ company: 'Too long a name', tags: [1, 2, 3] });
    expect(errors.company?.message).toBe('validation.max_chars|{"max":5}');
    expect(decodeMessage(errors.tags?.message ?? '')).toEqual({ text: 'validation.max_items', params: { max: 2 } });
  });

  it('leaves a message that is not a key as zod wrote it', async () => {
    const plain = z.object({ code: z.string().max(3) });
    const { errors } = await zodFormResolver(plain)({ code: 'abcd' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(errors.code?.message).toBe(plain.safeParse({ code: 'abcd' }).error?.issues[0]?.message);
  });

  it('shows one message per field: the first', async () => {
    const { errors } = await resolve({ company: '', tags: [] });
    expect(decodeMessage(errors.company?.message ?? '').text).toBe('validation.required');
  });
});

describe('lazyZodFormResolver', () => {
  const options = { fields: {}, shouldUseNativeValidation: false };

  it('loads the schema at the first validation, once, and answers as zodFormResolver does', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodFormResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ company: 'Acme', tags: [] }, undefined, options)).resolves.toEqual({
      values: { company: 'Acme', tags: [] },
      errors: {},
    });
    const second = await resolver({ company: '', tags: [] }, undefined, options);
    expect(decodeMessage(second.errors.company?.message ?? '').text).toBe('validation.required');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after a failed one', async () => {
    const load = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(schema);
    const resolver = lazyZodFormResolver(load);
    await expect(resolver({ company: 'Acme', tags: [] }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ company: 'Acme', tags: [] }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useErrorText', () => {
  it('translates a key with its limit, in the current language', async () => {
    const { result, rerender } = renderHook(() => useErrorText());
    expect(result.current('validation.max_chars|{"max":5}')).toBe('Must be 5 characters or less.');
    await i18next.changeLanguage('ja');
    rerender();
    expect(result.current('validation.max_chars|{"max":5}')).toBe('5文字以内で入力してください。');
  });

  it('shows a server sentence as it is, even one with a bar in it', () => {
    const { result } = renderHook(() => useErrorText());
    expect(result.current('Company A | B is already excluded.')).toBe('Company A | B is already excluded.');
    expect(result.current(undefined)).toBeUndefined();
  });
});
