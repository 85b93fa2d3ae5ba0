import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A refused body, with the field errors it gets in English and in Japanese. */
export type FieldErrorCase = [
  body: Record<string, unknown>,
  en: Record<string, string[]>,
  ja: Record<string, string[]>,
];

/** Sends each case's body in English, then in Japanese: a 422 with exactly the case's field errors. */
export async function expectFieldErrors(
  send: (body: Record<string, unknown>, lang: 'en' | 'ja') => Promise<LightMyRequestResponse>,
  cases: FieldErrorCase[],
): Promise<void> {
  for (const [body, en, ja] of cases) {
    const resEn = await send(body, 'en');
    expect(resEn.statusCode).toBe(422);
    expect(resEn.json().errors).toEqual(en);
    expect((await send(body, 'ja')).json().errors).toEqual(ja);
  }
}
