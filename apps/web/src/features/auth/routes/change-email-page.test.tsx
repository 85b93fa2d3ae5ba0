import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_COOLDOWN_S } from '../components/change-email-code-step.tsx';
import { applicantAuth, logIn, mockApi, userAuth } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render-route.tsx';
import ChangeEmailPage from './change-email-page.tsx';

const routes = [{ path: '/change-email', element: <ChangeEmailPage /> }];

function server() {
  return mockApi({
    'GET /api/v1/user/auth': { body: userAuth({ email: 'aiko@example.com' }) },
    'GET /api/v1/applicants/auth': { body: applicantAuth() },
    'POST /api/v1/user/change-email': { body: { message: 'Code sent' } },
    'POST /api/v1/user/change-email/confirm': { body: { message: 'Changed' } },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  logIn();
});
afterEach(() => {
  vi.useRealTimers();
});

async function requestCode(user: ReturnType<typeof userEvent.setup>, email: string) {
  await screen.findByText('Current address: aiko@example.com');
  await user.type(screen.getByLabelText('New email address', { exact: false }), email);
  await user.type(screen.getByLabelText(/Current password/, { selector: 'input' }), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Send the code' }));
}

describe('ChangeEmailPage (spec §5)', () => {
  it('refuses the current address before sending anything', async () => {
    const api = server();
    renderRoutes(routes, '/change-email');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await requestCode(user, 'AIKO@example.com');
    expect(await screen.findByText('New email cannot be your existing email address')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/user/change-email')).toHaveLength(0);
  });

  it('sends a code, lets it be resent after the countdown, and confirms with the code', async () => {
    const api = server();
    renderRoutes(routes, '/change-email');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await requestCode(user, 'new@example.com');

    expect(await screen.findByText(/We have sent a 6-digit code to new@example.com/)).toBeTruthy();
    const resend = screen.getByRole('button', { name: /Send again in \d+ s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_S * 1000));
    await user.click(await screen.findByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByText('We have sent a new code.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/user/change-email')).toHaveLength(2);

    const code = screen.getByLabelText('6-digit code', { exact: false });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/user/change-email/confirm')).toHaveLength(0);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your email address is now new@example.com.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/user/change-email/confirm')[0]?.body).toEqual({
      new_email: 'new@example.com',
      current_password: 'secret123',
      code: '123456',
    });
  });

  it('shows a wrong code under the code field', async () => {
    server();
    renderRoutes(routes, '/change-email');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await requestCode(user, 'new@example.com');
    await screen.findByText(/We have sent a 6-digit code/);
    mockApi({
      'GET /api/v1/user/auth': { body: userAuth() },
      'POST /api/v1/user/change-email/confirm': {
        status: 422,
        body: { message: 'The code is incorrect or expired.', code: 'email_code_invalid' },
      },
    });
    await user.type(screen.getByLabelText('6-digit code', { exact: false }), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const message = await screen.findByText('The code is incorrect or expired.');
    expect(screen.getByLabelText('6-digit code', { exact: false }).getAttribute('aria-describedby')).toContain(
      message.id,
    );
  });
});
