import type { FastifyRequest } from 'fastify';
import { V } from '@hashi/shared/validation';
import { AppError } from '../errors.ts';

const MAX_DEPTH = 32;

/**
 * The path (`answers.0.answer`) of the first string in `value` that holds a NUL character, or
 * undefined. PostgreSQL stores no NUL in text or jsonb, so such input would fail in the database
 * (a 500, or half a change); it is refused before any handler runs instead.
 */
export function pathOfNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (value === null || typeof value !== 'object' || path.length > MAX_DEPTH) return undefined;
  if (ArrayBuffer.isView(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = pathOfNul(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Global preValidation hook: a NUL anywhere in the query or JSON body is a 422 on that field. */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const field = pathOfNul(request.body) ?? pathOfNul(request.query);
  if (field !== undefined) throw AppError.fields({ [field]: [V.invalidValue] });
}
