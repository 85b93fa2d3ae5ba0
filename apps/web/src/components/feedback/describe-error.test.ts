import type { ErrorResponse } from '@hashi/shared/api.schema';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { describeError } from './describe-error.ts';

const body = (message: string, extra: Partial<ErrorResponse> = {}): ErrorResponse => ({ message, code: 'x', ...extra });

describe('describeError (spec §8)', () => {
  it.each([
    [400, 'errors.titles.unprocessable'],
    [422, 'errors.titles.unprocessable'],
    [401, 'errors.titles.unauthenticated'],
    [403, 'errors.titles.unauthorized'],
    [404, 'errors.titles.not_found'],
    [429, 'errors.titles.too_many_requests'],
    [500, 'errors.titles.server_error'],
    [409, 'errors.titles.status_409'],
    [503, 'errors.titles.status_503'],
  ])('titles a %i with %s', (status, key) => {
    expect(describeError(new ApiError(status, body('m')))?.title).toEqual({ key });
  });

  it('titles an unlisted status by its number', () => {
    expect(describeError(new ApiError(418, body('m')))?.title).toEqual({
      key: 'errors.titles.status_generic',
      params: { status: 418 },
    });
  });

  it('uses a custom title for a 403 only', () => {
    expect(describeError(new ApiError(403, body('m')), { customTitle: 'Closed position' })?.title).toEqual({
      text: 'Closed position',
    });
    expect(describeError(new ApiError(404, body('m')), { customTitle: 'Closed position' })?.title).toEqual({
      key: 'errors.titles.not_found',
    });
  });

  it('shows the server message, or the spec default for the status', () => {
    expect(describeError(new ApiError(404, body('Job not found')))?.message).toEqual({ text: 'Job not found' });
    expect(describeError(new ApiError(404))?.message).toEqual({ key: 'errors.messages.not_found' });
    expect(describeError(new ApiError(401))?.message).toEqual({ key: 'errors.messages.unauthenticated' });
    expect(describeError(new ApiError(403))?.message).toEqual({ key: 'errors.messages.forbidden' });
    expect(describeError(new ApiError(429))?.message).toEqual({ key: 'errors.messages.too_many_requests' });
    expect(describeError(new ApiError(400))?.message).toEqual({ key: 'errors.messages.bad_request' });
    expect(describeError(new ApiError(418))?.message).toEqual({ key: 'errors.messages.generic' });
  });

  it('adds "our team is working on it" to a 500', () => {
    const model = describeError(new ApiError(500));
    expect(model?.message).toEqual({ key: 'errors.messages.server_error' });
    expect(model?.detailKey).toBe('errors.messages.server_error_detail');
  });

  it('gives the 401 the login action and the others a close action', () => {
    expect(describeError(new ApiError(401))?.action).toBe('login');
    expect(describeError(new ApiError(403))?.action).toBe('close');
  });

  it('lists the field messages of a 422 once each', () => {
    const error = new ApiError(
      422,
      body('Check the fields', { errors: { email: ['Required.'], password: ['Required.', 'Too short'] } }),
    );
    expect(describeError(error)?.fieldMessages).toEqual(['Required.', 'Too short']);
  });

  it('does not open for a 400 that carries the show_dialog flag', () => {
    expect(describeError(new ApiError(400, body('m', { show_dialog: true })))).toBeNull();
  });

  it('opens the critical dialog when no response arrived or the failure is not an API error', () => {
    expect(describeError(new ApiError(0))).toMatchObject({
      kind: 'critical',
      title: { key: 'errors.titles.critical' },
    });
    expect(describeError(new ApiError(0))?.message).toEqual({ key: 'errors.messages.network' });
    expect(describeError(new TypeError('boom'))).toMatchObject({
      kind: 'critical',
      message: { key: 'errors.messages.generic' },
    });
  });
});
