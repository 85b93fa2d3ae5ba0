import { ErrorCode } from '@hashi/shared/error-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/api/session-store.ts';
import { appToken, mockApi, tokens } from '../../auth/test/mock-api.ts';
import { company, consoleUser, invalid, pageOf, renderConsole, signIn } from '../test/console-fixtures.tsx';
import { consoleRedirect } from './console-kind.ts';

function employerServer(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'POST /api/v1/login': { body: tokens({}, { id: 42, type: 2, current_step: 0 }) },
    'GET /api/v1/user/auth': { body: consoleUser(2) },
    'GET /api/v1/employer/company': { body: { data: company() } },
    'GET /api/v1/employer/job-postings': pageOf([]),
    'POST /api/v1/logout': { status: 204 },
    ...overrides,
  });
}

async function signInWithForm(email = 'hr@sakura.example', password = 'secret123') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Email address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

describe('employer console sign-in and guard', () => {
  it('sends a visitor to /employer/login, signs in as a company (client type 2) and returns to the page asked for', async () => {
    const api = employerServer();
    renderConsole('/employer/job-postings');
    expect(await screen.findByRole('heading', { name: 'Employer sign-in' })).toBeTruthy();
    expect(location()).toBe('/employer/login?redirect=/employer/job-postings');

    await signInWithForm();
    expect(await screen.findByRole('heading', { name: 'Job postings' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/login')[0]?.body).toEqual({
      email: 'hr@sakura.example',
      password: 'secret123',
      remember_me: false,
      type: 2,
    });
    expect(readSession()?.user.type).toBe(2);
    expect(location()).toBe('/employer/job-postings');
    // The layout's top bar names the company.
    expect(await screen.findByText('Sakura Systems')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console pages' });
    expect(within(nav).getByRole('link', { name: 'Job postings' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Company profile' }).getAttribute('aria-current')).toBeNull();
    expect(await screen.findByText('You have no job postings yet. Create your first one.')).toBeTruthy();
  });

  it("shows the server's refusal of an account of another type and keeps no session", async () => {
    employerServer({
      'POST /api/v1/login': {
        status: 403,
        body: { message: 'This account cannot sign in here.', code: ErrorCode.WrongUserType },
      },
    });
    renderConsole('/employer/login');
    await signInWithForm();
    expect(await screen.findByText('This account cannot sign in here.')).toBeTruthy();
    expect(readSession()).toBeNull();
  });

  it('ends the new session when the signed-in account turns out not to be a company user', async () => {
    employerServer({ 'GET /api/v1/user/auth': { body: consoleUser(1) } });
    renderConsole('/employer/login');
    await signInWithForm();
    expect(await screen.findByText(/This account cannot use this console/)).toBeTruthy();
    expect(readSession()).toBeNull();
  });

  it('puts the server validation messages under the fields', async () => {
    employerServer({
      'POST /api/v1/login': invalid({ password: ['The password is incorrect.'] }),
    });
    renderConsole('/employer/login');
    await signInWithForm();
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
  });

  it('logs a job seeker out and shows the employer login instead of the console', async () => {
    employerServer({ 'GET /api/v1/user/auth': { body: consoleUser(1) } });
    signIn(1);
    renderConsole('/employer/company');
    expect(await screen.findByRole('heading', { name: 'Employer sign-in' })).toBeTruthy();
    expect(readSession()).toBeNull();
  });

  it('logs a company user out of the admin console', async () => {
    employerServer();
    signIn(2);
    renderConsole('/admin/notices');
    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeTruthy();
    expect(readSession()).toBeNull();
    expect(location()).toBe('/admin/login?redirect=/admin/notices');
  });

  it('logs out from the top bar: the server session ends and the employer login shows', async () => {
    const api = employerServer();
    signIn(2);
    renderConsole('/employer');
    expect(await screen.findByRole('heading', { name: 'Job postings' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Employer sign-in' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/logout')).toHaveLength(1));
    expect(readSession()).toBeNull();
  });

  it('switches the console language in place', async () => {
    employerServer();
    signIn(2);
    renderConsole('/employer/job-postings');
    expect(await screen.findByRole('heading', { name: 'Job postings' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '日本語' }));
    expect(await screen.findByRole('heading', { name: '求人一覧' })).toBeTruthy();
    expect(await screen.findByText('さくらシステムズ')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Job postings' })).toBeTruthy();
  });
});

describe('consoleRedirect', () => {
  it('accepts only pages of the same console', () => {
    expect(consoleRedirect('employer', '/employer/company')).toBe('/employer/company');
    expect(consoleRedirect('employer', '/employer/job-postings?status=1')).toBe('/employer/job-postings?status=1');
    expect(consoleRedirect('employer', '//evil.example/employer')).toBe('/employer/job-postings');
    expect(consoleRedirect('employer', '/admin/notices')).toBe('/employer/job-postings');
    expect(consoleRedirect('employer', '/employerx')).toBe('/employer/job-postings');
    expect(consoleRedirect('employer', '/employer/login')).toBe('/employer/job-postings');
    expect(consoleRedirect('admin', null)).toBe('/admin/job-postings');
  });
});
