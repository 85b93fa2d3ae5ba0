import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applicantAuth, logIn, userAuth } from '../../auth/test/mock-api.ts';
import { jobDetail, jobsApi } from '../test/fixtures.ts';
import { renderJobs } from '../test/render-jobs.tsx';

const REGISTERED = { current_step: 4, registered_at: '2026-11-01T00:00:00Z' };
type Detail = ReturnType<typeof jobDetail>;

function detailApi(reply: { status?: number; body?: unknown }) {
  logIn();
  return jobsApi({
    'GET /api/v1/user/auth': { body: userAuth(REGISTERED) },
    'GET /api/v1/applicants/auth': { body: applicantAuth(REGISTERED) },
    'GET /api/v1/job-postings/details': reply,
  });
}
const ok = (job: Detail) => ({ body: { data: job } });
const open = async (path = '/jobs/42') => {
  const view = renderJobs(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return view;
};
const section = (name: string) => screen.getByRole('region', { name });
const text = (element: HTMLElement) => element.textContent ?? '';

beforeEach(() => i18next.changeLanguage('en'));
afterEach(() => i18next.changeLanguage('en'));

describe('/jobs/:id', () => {
  it('leads with the facts, then the work, requirements, selection flow, conditions and company', async () => {
    const api = detailApi(ok(jobDetail()));
    await open();
    expect(api.callsTo('GET', '/api/v1/job-postings/details')[0]?.path).toBe('/api/v1/job-postings/details?id=42');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Senior backend engineer (Go)');
    const facts = text(screen.getByRole('list', { name: 'Key facts' }));
    for (const fact of [
      '¥8M–¥12M a year',
      'Tokyo',
      'Fully remote within Japan',
      'Japanese: JLPT N3 or above',
      'English used at work: 50–70%',
      'Visa sponsorship available',
      'Open to applicants abroad',
    ]) {
      expect(facts).toContain(fact);
    }
    expect(screen.getByText('Posted 2 hours ago')).toBeTruthy();
    expect(text(section('About the work'))).toContain('Build the payments API.');
    const requirements = section('Requirements');
    expect(within(requirements).getByText('Go (5 years or more)')).toBeTruthy();
    expect(within(requirements).getByText('TypeScript')).toBeTruthy();
    expect(within(requirements).getByText('English: Business or above')).toBeTruthy();
    expect(within(requirements).getByText('English: TOEIC 800+')).toBeTruthy();
    expect(text(requirements)).toContain('Kubernetes in production.');
    // 歓迎 reads "nice to have", not a literal "welcome".
    expect(within(requirements).getByRole('heading', { name: 'Nice to have' })).toBeTruthy();
    const steps = within(section('Selection process')).getAllByRole('listitem').map(text);
    expect(steps).toEqual(['Document screening', 'First interview', 'Final interview']);
    const conditions = text(section('Working conditions and benefits'));
    for (const value of ['¥8M–¥12M (negotiable)', 'Tokyo Shibuya', '30–50%', '50–70%', 'Housing allowance', 'Bonus']) {
      expect(conditions).toContain(value);
    }
    const company = text(section('About the company'));
    for (const value of [
      'Hana Mori',
      'Tokyo Shibuya 1-2-3 Dogenzaka',
      '1 Apr 2015',
      '¥50,000,000',
      '101–500 employees',
      'Private',
      'Internet services',
    ]) {
      expect(company).toContain(value);
    }
    expect(screen.getByRole('link', { name: /sakura\.example/ }).getAttribute('href')).toBe('https://sakura.example');
    expect(screen.queryByText('This position is closed')).toBeNull();
    expect(screen.getByRole('group', { name: 'Actions for this job' })).toBeTruthy();
  });

  it('writes money and dates the Japanese way in Japanese', async () => {
    await act(() => i18next.changeLanguage('ja'));
    detailApi(
      ok(jobDetail({ content_language: 'ja', salary: { min: null, max: null, negotiable: true, currency: 'JPY' } })),
    );
    await open();
    expect(text(screen.getByRole('list', { name: '求人の概要' }))).toContain('年収 応相談');
    const company = text(section('企業情報'));
    expect(company).toContain('2015年4月1日');
    expect(company).toContain('5,000万円');
    expect(company).toContain('非上場');
    expect(screen.getByText('掲載: 2時間前')).toBeTruthy();
    expect(within(section('応募条件')).getByRole('heading', { name: '歓迎スキル・経験' })).toBeTruthy();
  });

  it('says when the posting is shown in the other language, and marks that text with its language', async () => {
    detailApi(ok(jobDetail({ content_language: 'ja', available_languages: ['ja'], title: 'バックエンドエンジニア' })));
    await open();
    expect(screen.getByText('This posting is written only in Japanese, so it is shown in Japanese.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('ja');
  });

  it('marks a closed posting', async () => {
    detailApi(ok(jobDetail({ is_closed: true, closed_at: '2026-11-20T00:00:00+09:00' })));
    await open();
    expect(screen.getByText('This position is closed')).toBeTruthy();
  });

  it('shows "not found" for an unknown posting, without the error dialog', async () => {
    detailApi({ status: 404, body: { message: 'The requested resource was not found.', code: 'not_found' } });
    const { report } = await open('/jobs/999');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This job posting is not found');
    expect(screen.getByRole('link', { name: 'Search jobs' }).getAttribute('href')).toBe('/jobs');
    expect(report).not.toHaveBeenCalled();
  });

  it('does not ask the server about an id that cannot exist', async () => {
    const api = detailApi(ok(jobDetail()));
    await open('/jobs/abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This job posting is not found');
    expect(api.callsTo('GET', '/api/v1/job-postings/details')).toEqual([]);
  });
});
