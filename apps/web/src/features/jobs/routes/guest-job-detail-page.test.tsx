import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applicantAuth, logIn, userAuth } from '../../auth/test/mock-api.ts';
import { jobCard, jobDetail, jobsApi, searchResponse } from '../test/fixtures.ts';
import { renderJobs, shownLocation } from '../test/render-jobs.tsx';

const REGISTERED = { current_step: 4, registered_at: '2026-11-01T00:00:00Z' };
const details = (api: ReturnType<typeof jobsApi>) => api.callsTo('GET', '/api/v1/job-postings/details');
const location = () => shownLocation(screen.getByTestId('location'));
const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });

afterEach(() => i18next.changeLanguage('en'));

describe('/search/:id for guests', () => {
  it('opens from the guest search list and shows the whole posting with sign-up and log-in in place of Apply', async () => {
    const api = jobsApi({
      'POST /api/v1/customer-job-postings/search': { body: searchResponse([jobCard(42)]) },
      'GET /api/v1/job-postings/details': { body: { data: jobDetail({ id: 42 }) } },
    });
    renderJobs('/search?it_skills=101');
    const link = await screen.findByRole('link', { name: 'Backend engineer 42' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe('/search/42');
    await userEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Senior backend engineer (Go)' }, { timeout: 15_000 });
    expect(location()).toBe('/search/42');
    expect(details(api)[0]?.path).toBe('/api/v1/job-postings/details?id=42');
    expect(details(api)[0]?.headers.get('Authorization')).toBe('Bearer app-token');

    const actions = screen.getByRole('group', { name: 'Actions for this job' });
    expect(actions.textContent).toContain('Applying is free for job seekers.');
    expect(screen.getByRole('link', { name: 'Sign up free to apply' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'Log in to apply' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/jobs/42')}`,
    );
    expect(screen.getByRole('region', { name: 'About the company' }).textContent).toContain('Hana Mori');
    // Back leads to the search the guest came from, its conditions kept.
    expect(screen.getByRole('link', { name: 'Back to search results' }).getAttribute('href')).toBe(
      '/search?it_skills=101',
    );
  });

  it('speaks Japanese to a Japanese guest', async () => {
    await act(() => i18next.changeLanguage('ja'));
    jobsApi({ 'GET /api/v1/job-postings/details': { body: { data: jobDetail({ content_language: 'ja' }) } } });
    renderJobs('/search/42');
    await heading();
    expect(screen.getByRole('link', { name: '無料会員登録して応募する' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'ログインして応募する' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '検索結果に戻る' }).getAttribute('href')).toBe('/search');
  });

  it('shows "not found" with a way back to the guest search', async () => {
    const api = jobsApi({
      'GET /api/v1/job-postings/details': { status: 404, body: { message: 'Not found.', code: 'not_found' } },
    });
    const { report } = renderJobs('/search/999');
    expect((await heading()).textContent).toBe('This job posting is not found');
    expect(screen.getByRole('link', { name: 'Search jobs' }).getAttribute('href')).toBe('/search');
    expect(report).not.toHaveBeenCalled();
    expect(details(api).length).toBe(1);
  });

  it('does not ask the server about an id that cannot exist', async () => {
    const api = jobsApi({ 'GET /api/v1/job-postings/details': { body: { data: jobDetail() } } });
    renderJobs('/search/abc');
    expect((await heading()).textContent).toBe('This job posting is not found');
    expect(details(api)).toEqual([]);
  });

  it('takes a signed-in applicant to /jobs/:id', async () => {
    logIn();
    jobsApi({
      'GET /api/v1/user/auth': { body: userAuth(REGISTERED) },
      'GET /api/v1/applicants/auth': { body: applicantAuth(REGISTERED) },
      'GET /api/v1/job-postings/details': { body: { data: jobDetail() } },
    });
    renderJobs('/search/42');
    await waitFor(() => expect(location()).toBe('/jobs/42'), { timeout: 15_000 });
    await heading();
    expect(screen.queryByRole('link', { name: 'Sign up free to apply' })).toBeNull();
  });
});
