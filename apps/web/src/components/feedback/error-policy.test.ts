import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { shouldShowErrorDialog } from './error-policy.ts';

describe('shouldShowErrorDialog', () => {
  it('shows failed queries by default', () => {
    expect(shouldShowErrorDialog(new ApiError(500), undefined, 'query')).toBe(true);
    expect(shouldShowErrorDialog(new ApiError(422), undefined, 'query')).toBe(true);
  });

  it('keeps a mutation 422 silent unless the mutation asks for the dialog', () => {
    expect(shouldShowErrorDialog(new ApiError(422), undefined, 'mutation')).toBe(false);
    expect(shouldShowErrorDialog(new ApiError(422), { silent: false }, 'mutation')).toBe(true);
    expect(shouldShowErrorDialog(new ApiError(500), undefined, 'mutation')).toBe(true);
  });

  it('respects meta.silent and meta.handledErrors', () => {
    expect(shouldShowErrorDialog(new ApiError(500), { silent: true }, 'query')).toBe(false);
    const meta = { handledErrors: [{ status: 401 }] };
    expect(shouldShowErrorDialog(new ApiError(401), meta, 'mutation')).toBe(false);
    expect(shouldShowErrorDialog(new ApiError(403), meta, 'mutation')).toBe(true);
  });

  it('never shows an ApiError that opted out of the dialog', () => {
    const error = new ApiError(400, { message: 'm', code: 'x', show_dialog: true });
    expect(shouldShowErrorDialog(error, undefined, 'query')).toBe(false);
  });
});
