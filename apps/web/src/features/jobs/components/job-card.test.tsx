import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jobCard } from '../test/fixtures.ts';
import { JobCard } from './job-card.tsx';

const NOW = new Date('2026-11-22T03:00:00Z');

function renderCard(card = jobCard(7, { published_at: '2026-11-19T03:00:00Z' })) {
  const router = createMemoryRouter([
    { path: '/', element: <JobCard job={card} from="/jobs?industries=1" now={NOW} /> },
  ]);
  return render(<RouterProvider router={router} />);
}
const facts = () =>
  screen.getByRole('list', { name: i18next.language === 'ja' ? '求人の概要' : 'Key facts' }).textContent;

afterEach(() => i18next.changeLanguage('en'));

describe('a job card (UX.md)', () => {
  it('says which languages the posting is written in, in both languages (issue 13)', async () => {
    const { unmount } = renderCard(jobCard(7, { available_languages: ['en'] }));
    expect(screen.getByText('In English')).toBeTruthy();
    unmount();
    await act(() => i18next.changeLanguage('ja'));
    const again = renderCard(jobCard(8, { available_languages: ['en'] }));
    expect(screen.getByText('英語の求人')).toBeTruthy();
    again.unmount();
    renderCard(jobCard(9, { available_languages: ['en', 'ja'] }));
    expect(screen.getByText('英語・日本語の求人')).toBeTruthy();
  });

  it('answers the first questions in English', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Backend engineer 7' }).getAttribute('href')).toBe('/jobs/7');
    expect(screen.getByText('Sakura Cloud 7')).toBeTruthy();
    for (const fact of [
      '¥6M–¥9M a year',
      'Tokyo',
      'Hybrid (some remote work)',
      'Japanese: JLPT N2 or above',
      'English used at work: 30–50%',
      'Visa sponsorship available',
      'Open to applicants abroad',
    ]) {
      expect(facts()).toContain(fact);
    }
    expect(screen.getByText('Posted 3 days ago')).toBeTruthy();
    expect(screen.getByText('AWS')).toBeTruthy();
  });

  it('and in Japanese', async () => {
    await act(() => i18next.changeLanguage('ja'));
    renderCard(
      jobCard(7, {
        published_at: '2026-11-19T03:00:00Z',
        prefectures: [{ id: 13, name: '東京都' }],
        required_japanese: { id: 6, name: 'なし' },
        visa_sponsorship: 3,
      }),
    );
    for (const fact of [
      '年収 600万〜900万円',
      '東京都',
      'ハイブリッド（一部リモート）',
      '日本語不要',
      'ビザサポートは応相談',
      '海外からの応募可',
    ]) {
      expect(facts()).toContain(fact);
    }
    expect(screen.getByText('掲載: 3日前')).toBeTruthy();
  });

  it('says "negotiable" without figures, and leaves out what a posting does not offer', () => {
    renderCard(
      jobCard(8, {
        salary: { min: null, max: null, negotiable: true, currency: 'JPY' },
        overseas_application_allowed: false,
        english_usage_percent: null,
        visa_sponsorship: 2,
        prefectures: [],
        remote_option: 4,
      }),
    );
    expect(facts()).toContain('Salary negotiable');
    expect(facts()).toContain('No office (fully remote)');
    expect(facts()).toContain('No visa sponsorship');
    expect(facts()).not.toContain('Open to applicants abroad');
    expect(facts()).not.toContain('English used at work');
  });
});
