import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';
import { card, server } from '../test/fixtures.ts';

beforeEach(() => {
  signIn(2);
});
afterEach(() => i18next.changeLanguage('en'));

const page = (data: unknown[], meta = { current_page: 1, per_page: 20, total: data.length, last_page: 1 }) => ({
  body: { data, meta },
});

describe('employer applicant search', () => {
  it('shows anonymous cards with what a company may see, and a link to each profile', async () => {
    server({ 'GET /api/v1/employer/applicants': page([card(), card({ id: 502, latest_job_title: 'SRE' })]) });
    renderConsole('/employer/applicants');
    const first = (await screen.findByRole('heading', { name: 'Applicant #501' })).closest('li') as HTMLElement;
    expect(within(first).getByText('TypeScript (3–5 years)')).toBeTruthy();
    expect(within(first).getByText('Tokyo, Japan')).toBeTruthy();
    expect(within(first).getByText('¥8,000,000')).toBeTruthy();
    expect(within(first).getByText('Built payment APIs for five years.')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe(
      '/employer/applicants/501',
    );
    expect(screen.getByRole('heading', { name: 'Applicant #502' })).toBeTruthy();
    expect(screen.getByText('2 applicants')).toBeTruthy();
  });

  it('sends the chosen filters, keeps them in the address, and pages with them', async () => {
    const api = server({
      'GET /api/v1/employer/applicants': page([card()], { current_page: 1, per_page: 20, total: 45, last_page: 3 }),
    });
    renderConsole('/employer/applicants');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Applicant #501' });
    await user.click(screen.getByLabelText('Japanese (JLPT) at least'));
    await user.click(await screen.findByRole('option', { name: 'N2' }));
    await user.click(screen.getByLabelText('Where the applicant lives'));
    await user.click(await screen.findByRole('option', { name: 'Outside Japan' }));
    expect(screen.queryByLabelText('Lives in prefecture')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('jlpt_level_id=2'));
    const searched = api.callsTo('GET', '/api/v1/employer/applicants').at(-1)?.path ?? '';
    expect(searched).toContain('jlpt_level_id=2');
    expect(searched).toContain('overseas=true');
    expect(searched).not.toContain('prefecture_id');

    await user.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => {
      const paged = api.callsTo('GET', '/api/v1/employer/applicants').at(-1)?.path ?? '';
      expect(paged).toContain('page=2');
      expect(paged).toContain('jlpt_level_id=2');
    });
  });

  it('searches by the filters of the address and says what to do when nothing matches', async () => {
    const api = server({ 'GET /api/v1/employer/applicants': page([]) });
    renderConsole('/employer/applicants?skill_ids=1,6');
    expect(
      await screen.findByText('No applicant matches these filters. Try fewer skills or a lower level.'),
    ).toBeTruthy();
    expect(api.callsTo('GET', '/api/v1/employer/applicants')[0]?.path).toContain('skill_ids=1%2C6');
  });

  it('shows an error with another try when the search fails', async () => {
    server({
      'GET /api/v1/employer/applicants': {
        status: 422,
        body: { message: 'The given data was invalid.', code: 'validation_failed', errors: {} },
      },
    });
    renderConsole('/employer/applicants');
    expect(await screen.findByText('The given data was invalid.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('speaks Japanese', async () => {
    await act(() => i18next.changeLanguage('ja'));
    server({ 'GET /api/v1/employer/applicants': page([card()]) });
    renderConsole('/employer/applicants');
    expect(await screen.findByRole('heading', { name: '候補者 #501' })).toBeTruthy();
    expect(screen.getByText('800万円')).toBeTruthy();
    expect(screen.getByRole('link', { name: '候補者検索' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '検索する' })).toBeTruthy();
  });
});
