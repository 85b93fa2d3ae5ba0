import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation, useQuery } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { renderShell } from '../../test/render-shell.tsx';
import { clearSession, setMockSession } from '../../test/session-mock.ts';
import { dismissErrorDialog } from './error-dialog-store.ts';

vi.mock('../../lib/session/session.ts', () => import('../../test/session-mock.ts'));
vi.mock('../../lib/session/locale-sync.ts', () => ({ saveLocaleToServer: vi.fn(async () => {}) }));

function FailingQuery({ error, meta }: { error: unknown; meta?: Record<string, unknown> }) {
  useQuery({ queryKey: ['failing', String(error)], queryFn: () => Promise.reject(error), retry: false, meta });
  return <p>page</p>;
}

function FailingMutation({ error }: { error: unknown }) {
  const mutation = useMutation({ mutationFn: () => Promise.reject(error) });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      save
    </button>
  );
}

const page = (element: React.ReactNode) => [{ path: '/page', element }];

beforeEach(() => {
  act(() => dismissErrorDialog());
  setMockSession('registered');
});

describe('global error dialog', () => {
  it('titles a failed query by status and shows the server message', async () => {
    renderShell(
      '/page',
      page(<FailingQuery error={new ApiError(404, { message: 'This job is closed.', code: 'not_found' })} />),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Not found')).toBeTruthy();
    expect(within(dialog).getByText('This job is closed.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows "Internal server error" with the team message for a 500', async () => {
    renderShell('/page', page(<FailingQuery error={new ApiError(500)} />));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Internal server error')).toBeTruthy();
    expect(within(dialog).getByText('Server Error')).toBeTruthy();
    expect(within(dialog).getByText('Our team is working on it.')).toBeTruthy();
  });

  it('uses the 403 custom title from the query meta', async () => {
    renderShell('/page', page(<FailingQuery error={new ApiError(403)} meta={{ errorTitle: 'Position closed' }} />));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Position closed')).toBeTruthy();
    expect(within(dialog).getByText('Forbidden')).toBeTruthy();
  });

  it('opens the critical dialog when no response arrived', async () => {
    renderShell('/page', page(<FailingQuery error={new ApiError(0)} />));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Oops! Something went wrong.')).toBeTruthy();
  });

  it('on a 401, clears the stored session and goes to /login, keeping the page to come back to', async () => {
    const { router } = renderShell('/page', page(<FailingQuery error={new ApiError(401)} />));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Unauthenticated')).toBeTruthy();
    expect(within(dialog).getByText('Please login to continue.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fpage');
  });

  it('stays closed for a silent query and for a mutation 422 (the form shows it)', async () => {
    renderShell(
      '/page',
      page(
        <>
          <FailingQuery error={new ApiError(500)} meta={{ silent: true }} />
          <FailingMutation error={new ApiError(422, { message: 'Check the fields', code: 'validation_failed' })} />
        </>,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens for a failed mutation with another status', async () => {
    renderShell('/page', page(<FailingMutation error={new ApiError(429)} />));
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Too many requests')).toBeTruthy();
    expect(within(dialog).getByText('Too many requests.')).toBeTruthy();
  });
});
