import { REFRESH_GRACE_AFTER_EXPIRY_MS } from '@hashi/shared/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { sessionFromTokens } from '../../../lib/api/session-store.ts';
import { tokens } from '../../auth/test/mock-api.ts';
import { consoleUser } from '../test/console-fixtures.tsx';
import { decideConsoleGuard } from './console-session.ts';

const NOW = 1_800_000_000_000;
const company = sessionFromTokens(tokens({ expires_in: 900 }, { id: 42, type: 2, current_step: 0 }), NOW);
const none = { data: undefined, error: null };

describe('decideConsoleGuard', () => {
  it('sends a visitor without a session to the login', () => {
    expect(decideConsoleGuard({ kind: 'employer', session: null, now: NOW, user: none })).toEqual({ kind: 'login' });
  });

  it('refreshes an expired token while it may, and ends the session after that', () => {
    const later = NOW + 900_000;
    expect(decideConsoleGuard({ kind: 'employer', session: company, now: later, user: none }).kind).toBe('refresh');
    const tooLate = NOW + 900_000 + REFRESH_GRACE_AFTER_EXPIRY_MS;
    expect(decideConsoleGuard({ kind: 'employer', session: company, now: tooLate, user: none }).kind).toBe(
      'clear-and-login',
    );
  });

  it("ends another user type's session before asking the server anything", () => {
    expect(decideConsoleGuard({ kind: 'admin', session: company, now: NOW, user: none }).kind).toBe('clear-and-login');
  });

  it("trusts the server's answer: a refusal ends the session, no answer offers a retry", () => {
    const refused = { data: undefined, error: new ApiError(401) };
    const down = { data: undefined, error: new ApiError(0) };
    expect(decideConsoleGuard({ kind: 'employer', session: company, now: NOW, user: refused }).kind).toBe(
      'clear-and-login',
    );
    expect(decideConsoleGuard({ kind: 'employer', session: company, now: NOW, user: down }).kind).toBe('retry');
    expect(decideConsoleGuard({ kind: 'employer', session: company, now: NOW, user: none }).kind).toBe('wait');
  });

  it('renders for the console user type only, as the server reports it', () => {
    const asCompany = { data: consoleUser(2), error: null };
    const asSeeker = { data: consoleUser(1), error: null };
    expect(decideConsoleGuard({ kind: 'employer', session: company, now: NOW, user: asCompany }).kind).toBe('render');
    expect(decideConsoleGuard({ kind: 'employer', session: company, now: NOW, user: asSeeker }).kind).toBe(
      'clear-and-login',
    );
  });
});
