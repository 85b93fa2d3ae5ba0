import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageOf, renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';
import { server } from '../test/fixtures.ts';

beforeEach(() => {
  signIn(2);
});

const item = (overrides: Record<string, unknown> = {}) => ({
  job_posting: { id: 31, title: 'Backend engineer' },
  applicant: { id: 501, name: null },
  at: '2026-11-21T09:00:00.000Z',
  matched_at: null,
  scout_reply: null,
  decline_reason: null,
  thread_code: null,
  ...overrides,
});

describe('employer approach lists', () => {
  it('opens on Know More received from the nav, with anonymous applicants linked to their profiles', async () => {
    server({ 'GET /api/v1/employer/know-more': pageOf([item()]) });
    renderConsole('/employer/job-postings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Know More, replies, matches' }));
    expect(await screen.findByRole('tab', { name: 'Know More received', selected: true })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Applicant #501' });
    expect(link.getAttribute('href')).toBe('/employer/applicants/501');
    expect(screen.getByText('Know More 21 Nov 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Messages on this posting' }).getAttribute('href')).toBe(
      '/employer/messages?job_posting_id=31',
    );
    expect(screen.getByTestId('location').textContent).toBe('/employer/approaches/know-more');
  });

  it('shows scout replies with decline reasons and filters by reply', async () => {
    const api = server({
      'GET /api/v1/employer/scout-replies': pageOf([
        item({ scout_reply: 'declined', decline_reason: { id: 2, name: 'The salary does not match.' } }),
        item({
          applicant: { id: 502, name: 'Linh Nguyen' },
          scout_reply: 'know_more',
          matched_at: '2026-11-21T10:00:00.000Z',
        }),
      ]),
    });
    renderConsole('/employer/approaches/scout-replies');
    const declined = (await screen.findByRole('link', { name: 'Applicant #501' })).closest('li') as HTMLElement;
    expect(within(declined).getByText('Declined')).toBeTruthy();
    expect(within(declined).getByText('Reason: The salary does not match.')).toBeTruthy();
    const matched = screen.getByRole('link', { name: 'Linh Nguyen' }).closest('li') as HTMLElement;
    expect(within(matched).getByText('Know More')).toBeTruthy();
    expect(within(matched).getByText('Matched 21 Nov 2026')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Reply'));
    await user.click(await screen.findByRole('option', { name: 'Declined' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/v1/employer/scout-replies').at(-1)?.path).toContain('reply=declined'),
    );
  });

  it('says what to do when there are no matches yet', async () => {
    server({ 'GET /api/v1/employer/matches': pageOf([]) });
    renderConsole('/employer/approaches/matches');
    expect(
      await screen.findByText(
        'No matches yet. Pin an applicant who said Know More, or wait for replies to your scouts.',
      ),
    ).toBeTruthy();
  });
});
