import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState, ErrorState, LoadingState } from './page-states.tsx';

describe('page states', () => {
  it('LoadingState is a status announcing its words', () => {
    render(<LoadingState label="Loading…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('ErrorState is an alert with a retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState message="This could not be loaded." retryLabel="Try again" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('This could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('EmptyState says what the empty list means', () => {
    render(<EmptyState>No postings yet.</EmptyState>);
    expect(screen.getByText('No postings yet.')).toBeTruthy();
  });
});
