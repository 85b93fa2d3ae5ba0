import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { approachItem, pendingScout } from '../../approaches/test/render-approach.tsx';
import { completeProfile, dashboardApi, page, recommended, renderDashboard } from '../test/render-dashboard.tsx';

afterEach(() => i18next.changeLanguage('en'));

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });
const location = () => screen.getByTestId('location').textContent;

describe('/ MyPage dashboard', () => {
  it('shows the completion rate and links to the first part still empty', async () => {
    const user = userEvent.setup();
    dashboardApi({}, { overall_completion_rate: 35 });
    renderDashboard([{ path: 'profile-settings/:section', element: <h1>Settings</h1> }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My page' }, { timeout: 15_000 })).toBeTruthy();
    await screen.findByText('Welcome back, Aiko Tanaka');
    const profile = await section('Your profile');
    await within(profile).findByText('35% complete');
    expect(within(profile).getByRole('progressbar', { name: 'Profile completion' }).getAttribute('aria-valuenow')).toBe(
      '35',
    );
    expect(within(profile).getByText('Next: add your name, birth date and nationality')).toBeTruthy();
    await user.click(within(profile).getByRole('link', { name: 'Continue your profile' }));
    await waitFor(() => expect(location()).toBe('/profile-settings/basic-information'));
  });

  it('sends an applicant who has not finished registering to the registration', async () => {
    dashboardApi({}, { current_step: 2, registered_at: null });
    renderDashboard();
    const profile = await section('Your profile');
    const link = await within(profile).findByRole('link', { name: 'Finish your registration' });
    expect(link.getAttribute('href')).toBe('/profile-registration');
  });

  it('lists recommended jobs with their reasons and a link to all of them', async () => {
    const api = dashboardApi({
      'GET /api/v2/customer/approach/recommend': {
        body: page([
          recommended(1, ['Matches 4 of your 5 skills', 'Requires JLPT N2 — you have N3']),
          recommended(2, ['In Tokyo, where you want to work'], { is_closed: true }),
        ]),
      },
    });
    renderDashboard();
    const list = await section('Recommended for you');
    const first = await within(list).findByRole('article', { name: 'Backend engineer 1' });
    expect(within(first).getByText('Matches 4 of your 5 skills')).toBeTruthy();
    expect(within(first).getByText('Requires JLPT N2 — you have N3')).toBeTruthy();
    expect(within(first).getByText('¥6M–¥9M a year')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Backend engineer 1' }).getAttribute('href')).toBe('/jobs/1');
    const second = within(list).getByRole('article', { name: 'Backend engineer 2' });
    expect(within(second).getByText('Closed')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'See all: Recommended for you' }).getAttribute('href')).toBe(
      '/approach/recommend',
    );
    expect(api.callsTo('GET', '/api/v2/customer/approach/recommend')[0]?.path).toBe(
      '/api/v2/customer/approach/recommend?page=1&per_page=3',
    );
  });

  it('shows the newest scouts and saved jobs, with links to their tabs', async () => {
    dashboardApi({
      'GET /api/v2/customer/approach/scouts': {
        body: page(
          [
            approachItem(11, { scout: pendingScout() }),
            approachItem(12, { scout: pendingScout({ state: 'expired', expires_at: '2026-11-10T00:00:00.000Z' }) }),
          ],
          10,
        ),
      },
      'GET /api/v2/customer/approach/saves': {
        body: page([approachItem(13, { saved_at: '2026-11-21T03:00:00.000Z' })], 10),
      },
    });
    renderDashboard();
    const scouts = await section('Scouts');
    const pending = await within(scouts).findByRole('article', { name: 'Backend engineer 11' });
    expect(within(pending).getByText('Waiting for your reply')).toBeTruthy();
    expect(within(pending).getByText('Received 20 Nov 2026')).toBeTruthy();
    expect(within(pending).getByText('Reply by 20 Dec 2026')).toBeTruthy();
    const expired = within(scouts).getByRole('article', { name: 'Backend engineer 12' });
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(scouts).getByRole('link', { name: 'See all: Scouts' }).getAttribute('href')).toBe(
      '/approach/scouted',
    );
    const saved = await section('Saved jobs');
    const job = await within(saved).findByRole('article', { name: 'Backend engineer 13' });
    expect(within(job).getByText('Saved 21 Nov 2026')).toBeTruthy();
    expect(within(saved).getByRole('link', { name: 'See all: Saved jobs' }).getAttribute('href')).toBe(
      '/approach/saved',
    );
  });

  it('says what to do when there is nothing to recommend, and shows the news', async () => {
    dashboardApi({
      'GET /api/v1/notices': {
        body: page(
          [{ id: 3, title: 'New: scouts', body: 'Companies can now scout you.', published_at: '2026-11-21T16:30:00Z' }],
          20,
        ),
      },
    });
    renderDashboard();
    const list = await section('Recommended for you');
    await within(list).findByText(/No recommendations yet/);
    expect(within(list).getByRole('link', { name: 'Add your skills' }).getAttribute('href')).toBe(
      '/profile-settings/skill',
    );
    const news = await section('Information');
    await within(news).findByRole('heading', { name: 'New: scouts' });
    // 16:30 UTC on the 21st is already the 22nd in Japan.
    expect(within(news).getByText('Posted 22 Nov 2026')).toBeTruthy();
    expect(within(news).getByText('Companies can now scout you.')).toBeTruthy();
  });

  it('shows a failed list in its section with a retry, leaving the rest of the page', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = dashboardApi({
      'GET /api/v2/customer/approach/recommend': () =>
        fail
          ? { status: 500, body: { message: 'Server Error', code: 'server_error' } }
          : { body: page([recommended(5, ['Matches 2 of your 3 skills'])]) },
      'GET /api/v1/notices': { status: 500, body: { message: 'Server Error', code: 'server_error' } },
    });
    const { report } = renderDashboard();
    const list = await section('Recommended for you');
    await within(list).findByText(/We could not load your recommendations/);
    const news = await section('Information');
    await within(news).findByText(/We could not load the information/);
    expect(report).not.toHaveBeenCalled();
    fail = false;
    await user.click(within(list).getByRole('button', { name: 'Try again' }));
    await within(list).findByText('Matches 2 of your 3 skills');
    expect(api.callsTo('GET', '/api/v2/customer/approach/recommend').length).toBeGreaterThanOrEqual(2);
  });

  it('reads in Japanese, with a complete profile', async () => {
    await i18next.changeLanguage('ja');
    dashboardApi({}, completeProfile());
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'マイページ' }, { timeout: 15_000 })).toBeTruthy();
    const profile = await section('プロフィール');
    await within(profile).findByText('100% 完了');
    expect(within(profile).getByRole('link', { name: 'プロフィールを見る' }).getAttribute('href')).toBe(
      '/profile-preview',
    );
    const news = await section('お知らせ');
    await within(news).findByText('現在、お知らせはありません。');
  });
});
