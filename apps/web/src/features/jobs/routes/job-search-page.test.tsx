import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../../test/viewport.ts';
import { applicantAuth, logIn, userAuth } from '../../auth/test/mock-api.ts';
import { jobCard, jobsApi, searchResponse } from '../test/fixtures.ts';
import { renderJobs, shownLocation } from '../test/render-jobs.tsx';

const REGISTERED = { current_step: 4, registered_at: '2026-11-01T00:00:00Z' };
type Routes = Parameters<typeof jobsApi>[0];

function applicantApi(routes: Routes = {}) {
  logIn();
  return jobsApi({
    'GET /api/v1/user/auth': { body: userAuth(REGISTERED) },
    'GET /api/v1/applicants/auth': { body: applicantAuth(REGISTERED) },
    'POST /api/v1/customer-job-postings/search': { body: searchResponse([jobCard(1), jobCard(2)]) },
    ...routes,
  });
}

const searches = (api: ReturnType<typeof jobsApi>) => api.callsTo('POST', '/api/v1/customer-job-postings/search');
const lastSearch = (api: ReturnType<typeof jobsApi>) => searches(api).at(-1)?.body;
const location = () => shownLocation(screen.getByTestId('location'));

afterEach(() => i18next.changeLanguage('en'));

describe('/jobs: the search in the URL', () => {
  it('sends the search the URL holds, with the applicant token', async () => {
    const api = applicantApi();
    renderJobs('/jobs?popular_keywords=Go&industries=1,2&required_japanese=false&sort=newest&page=2');
    await screen.findAllByRole('article', {}, { timeout: 15_000 });
    expect(lastSearch(api)).toEqual({
      popular_keywords: 'Go',
      industries: [1, 2],
      required_japanese: false,
      sort: 'newest',
      page: 2,
    });
    expect(searches(api).at(-1)?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(screen.getByRole('combobox', { name: 'Keyword' })).toHaveProperty('value', 'Go');
  });

  it('is a GET form the browser can send itself: the keyword by its URL name, the rest of the search kept', async () => {
    applicantApi();
    renderJobs('/jobs?popular_keywords=Go&industries=1,2&sort=newest&page=2');
    const form = await screen.findByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/jobs');
    const sent = new URLSearchParams(new FormData(form as HTMLFormElement) as unknown as Record<string, string>);
    expect(sent.toString()).toBe('industries=1%2C2&sort=newest&popular_keywords=Go');
  });

  it('sends nothing empty: a bare /jobs asks for the first page by popularity', async () => {
    const api = applicantApi();
    renderJobs('/jobs');
    await screen.findAllByRole('article', {}, { timeout: 15_000 });
    expect(lastSearch(api)).toEqual({ sort: 'popular', page: 1 });
  });

  it('puts the filters chosen in the panel into the URL and the request; Back returns to the previous search', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const api = applicantApi();
    const { router } = renderJobs('/jobs');
    await screen.findAllByRole('article', {}, { timeout: 15_000 });
    const panel = screen.getByRole('form', { name: 'Filters' });

    await user.click(within(panel).getByRole('combobox', { name: 'Work location' }));
    await user.click(await screen.findByRole('option', { name: 'Tokyo' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'On site' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Visa sponsorship available' }));
    await user.click(within(panel).getByRole('combobox', { name: 'Date posted' }));
    await user.click(await screen.findByRole('option', { name: 'Last 2 weeks' }));
    await user.type(screen.getByRole('combobox', { name: 'Keyword' }), '  ');
    await user.click(within(panel).getByRole('button', { name: 'Search with these filters' }));

    await waitFor(() =>
      expect(location()).toBe('/jobs?japan_prefecture_id=13&visa_sponsorship=1&remote_options=1&posted_weeks=2'),
    );
    await waitFor(() => expect(lastSearch(api)).toMatchObject({ visa_sponsorship: [1], remote_options: [1] }));
    const body = lastSearch(api) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'japan_prefecture_id',
      'page',
      'posted_time',
      'remote_options',
      'sort',
      'visa_sponsorship',
    ]);
    expect(body.japan_prefecture_id).toEqual([13]);
    expect(body.posted_time).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(location()).toBe('/jobs'));
    expect(within(panel).getByRole('checkbox', { name: 'Visa sponsorship available' })).toHaveProperty(
      'checked',
      false,
    );
    // The first search's results come back (from the cache: no request needed).
    expect(screen.getByRole('link', { name: 'Backend engineer 1' })).toBeTruthy();
  });

  it.each([
    ['en', 'Filters', 'Remote work', 'Fully remote within Japan', 'Accepts applications from overseas'],
    ['ja', '絞り込み', 'リモートワーク', 'フルリモート（日本国内）', '海外からの応募を受け付けている'],
  ])('offers remote work as one group, with no overlapping select (%s)', async (lang, form, group, style, overseas) => {
    setViewportWidth(1280);
    await i18next.changeLanguage(lang);
    applicantApi();
    renderJobs('/jobs');
    await screen.findAllByRole('article', {}, { timeout: 15_000 });
    const panel = screen.getByRole('form', { name: form });
    const heading = within(panel).getByRole('heading', { name: group });
    // The group's controls follow its heading, before the next group's heading.
    const next = within(panel)
      .getAllByRole('heading')
      .find((h) => heading.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING);
    for (const name of [style, overseas]) {
      const box = within(panel).getByRole('checkbox', { name });
      expect(heading.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      if (next) expect(next.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    }
    expect(within(panel).queryByRole('combobox', { name: group })).toBeNull();
    expect(within(panel).getAllByRole('checkbox', { name: style })).toHaveLength(1);
  });

  it.each([
    ['en', 'visa', 'Searching for “visa”? The filter “Visa sponsorship” finds 312 jobs.', 'Use this filter'],
    [
      'ja',
      'ビザ',
      '「ビザ」をお探しですか？ 絞り込み条件「ビザサポートあり」で312件見つかります。',
      'この条件で絞り込む',
    ],
  ])('an empty result says which filter would find jobs, and sets it (%s)', async (lang, term, says, button) => {
    await i18next.changeLanguage(lang);
    const user = userEvent.setup();
    const suggestion = { term, filters: { visa_sponsorship: [1, 3] }, keyword: '', total: 312, total_is_capped: false };
    const api = applicantApi({
      'POST /api/v1/customer-job-postings/search': (call) =>
        (call.body as { popular_keywords?: string }).popular_keywords
          ? { body: searchResponse([], { total: 0 }, [suggestion as never]) }
          : { body: searchResponse([jobCard(1)]) },
    });
    renderJobs(`/jobs?popular_keywords=${encodeURIComponent(term)}`);
    const alert = await screen.findByText(says, undefined, { timeout: 15_000 });
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: button }));
    await waitFor(() => expect(location()).toBe('/jobs?visa_sponsorship=1,3'));
    await waitFor(() => expect(lastSearch(api)).toMatchObject({ visa_sponsorship: [1, 3] }));
    expect(lastSearch(api)).not.toHaveProperty('popular_keywords');
  });

  it('on a phone, opens the filters full screen and counts the ones set', async () => {
    const user = userEvent.setup();
    applicantApi();
    renderJobs('/jobs?industries=1');
    await screen.findAllByRole('article', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('checkbox', { name: 'Fully remote within Japan' }));
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(location()).toBe('/jobs?industries=1&remote_options=3'));
    // The sheet fades out; until it has gone, the page behind it is hidden from the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toBeTruthy();
  });

  it('runs a popular keyword at once when it is picked', async () => {
    const user = userEvent.setup();
    const api = applicantApi();
    renderJobs('/jobs');
    await screen.findAllByRole('article', {}, { timeout: 15_000 });
    // One input event: how long typing pauses on a busy machine is not this test's question.
    await user.click(screen.getByRole('combobox', { name: 'Keyword' }));
    await user.paste('Rea');
    // The suggestions are a list of their own name, not a second "Keyword".
    const suggestions = await screen.findByRole('listbox', { name: 'Popular keywords' });
    expect(screen.getAllByRole('combobox', { name: 'Keyword' })).toHaveLength(1);
    await user.click(await within(suggestions).findByRole('option', { name: 'React' }));
    await waitFor(() => expect(location()).toBe('/jobs?popular_keywords=React'));
    // The search ran with the picked word, without pressing Search.
    await waitFor(() =>
      expect(
        api
          .callsTo('POST', '/api/v1/customer-job-postings/search')
          .some((c) => (c.body as { popular_keywords?: string }).popular_keywords === 'React'),
      ).toBe(true),
    );
  });
});

describe('/jobs: sort, pages and counts', () => {
  it('sorts by newest from the first page, and pages through the results', async () => {
    const user = userEvent.setup();
    const api = applicantApi({
      'POST /api/v1/customer-job-postings/search': (call) => {
        const page = (call.body as { page: number }).page;
        return { body: searchResponse([jobCard(page * 10)], { current_page: page, total: 25, last_page: 3 }) };
      },
    });
    renderJobs('/jobs?industries=1&page=2');
    expect(await screen.findByRole('heading', { name: '25 jobs' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Newest' }));
    await waitFor(() => expect(location()).toBe('/jobs?industries=1&sort=newest'));
    await waitFor(() => expect(lastSearch(api)).toEqual({ industries: [1], sort: 'newest', page: 1 }));

    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(location()).toBe('/jobs?industries=1&sort=newest&page=3'));
    await waitFor(() => expect(lastSearch(api)).toEqual({ industries: [1], sort: 'newest', page: 3 }));
    expect(await screen.findByRole('link', { name: 'Backend engineer 30' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3, current page' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a capped total as "1,000+" in both languages', async () => {
    applicantApi({
      'POST /api/v1/customer-job-postings/search': {
        body: searchResponse([jobCard(1)], { total: 1000, total_is_capped: true, last_page: 100 }),
      },
    });
    renderJobs('/jobs');
    expect(await screen.findByRole('heading', { name: '1,000+ jobs' })).toBeTruthy();
    await act(() => i18next.changeLanguage('ja'));
    expect(await screen.findByRole('heading', { name: '1,000件以上の求人' })).toBeTruthy();
  });

  it('explains an empty result and clears every condition', async () => {
    const user = userEvent.setup();
    applicantApi({ 'POST /api/v1/customer-job-postings/search': { body: searchResponse([]) } });
    renderJobs('/jobs?popular_keywords=COBOL&industries=1');
    expect(await screen.findByRole('heading', { name: 'No jobs match your search' })).toBeTruthy();
    expect(screen.getByText('Remove some filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear all conditions' }));
    await waitFor(() => expect(location()).toBe('/jobs'));
  });

  it('says when the search failed and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = applicantApi({
      'POST /api/v1/customer-job-postings/search': () =>
        fail ? { status: 400, body: { message: 'Bad', code: 'bad_request' } } : { body: searchResponse([jobCard(5)]) },
    });
    const { report } = renderJobs('/jobs');
    expect(await screen.findByText(/We could not load the jobs/)).toBeTruthy();
    expect(report).not.toHaveBeenCalled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Backend engineer 5' })).toBeTruthy();
    expect(searches(api).length).toBe(2);
  });
});

describe('/search for guests', () => {
  it('searches with the app token and invites the guest to log in', async () => {
    const api = jobsApi({ 'POST /api/v1/customer-job-postings/search': { body: searchResponse([jobCard(1)]) } });
    renderJobs('/search?it_skills=101');
    await screen.findAllByRole('article', {}, { timeout: 15_000 });
    expect(searches(api)[0]?.headers.get('Authorization')).toBe('Bearer app-token');
    expect(lastSearch(api)).toEqual({ it_skills: [101], sort: 'popular', page: 1 });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/search?it_skills=101')}`,
    );
  });
});

describe('one company’s postings (company_id, issue 12)', () => {
  const KESTREL = { id: 7, name: 'Kestrel Works' };
  /** The search answers as the server does: the company named when company_id names one. */
  function companyApi(routes: Routes = {}) {
    return jobsApi({
      'POST /api/v1/customer-job-postings/search': (call) => {
        const companyId = (call.body as { company_id?: number }).company_id;
        const company = companyId === KESTREL.id ? KESTREL : null;
        return { body: searchResponse(companyId ? [jobCard(1)] : [jobCard(1), jobCard(2)], { company }) };
      },
      ...routes,
    });
  }

  it('sends company_id, names the company in a chip, keeps it in the GET form, and removing the chip searches without it', async () => {
    const user = userEvent.setup();
    const api = companyApi();
    renderJobs('/search?company_id=7&popular_keywords=Go');
    const chip = await screen.findByRole('link', { name: 'Company: Kestrel Works (remove)' }, { timeout: 15_000 });
    expect(chip.textContent).toBe('Company: Kestrel Works');
    expect(chip.getAttribute('href')).toBe('/search?popular_keywords=Go');
    expect(lastSearch(api)).toEqual({ popular_keywords: 'Go', company_id: 7, sort: 'popular', page: 1 });
    const form = screen.getByRole('search');
    const sent = new URLSearchParams(new FormData(form as HTMLFormElement) as unknown as Record<string, string>);
    expect(sent.toString()).toBe('company_id=7&popular_keywords=Go');
    // A keyword search keeps the company.
    const keyword = screen.getByRole('combobox', { name: 'Keyword' });
    await user.clear(keyword);
    await user.type(keyword, 'Rust{Enter}');
    await waitFor(() => expect(location()).toBe('/search?popular_keywords=Rust&company_id=7'));

    // The chip's delete icon runs the search without the company.
    const icon = (await screen.findByRole('link', { name: /^Company: Kestrel Works/ })).querySelector('svg');
    await user.click(icon as SVGElement);
    await waitFor(() => expect(location()).toBe('/search?popular_keywords=Rust'));
    await waitFor(() => expect(lastSearch(api)).toEqual({ popular_keywords: 'Rust', sort: 'popular', page: 1 }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Company:/ })).toBeNull());
  });

  it('in Japanese, and the chip itself is the way to remove it', async () => {
    const user = userEvent.setup();
    await i18next.changeLanguage('ja');
    companyApi();
    renderJobs('/search?company_id=7&sort=newest');
    const chip = await screen.findByRole('link', { name: '企業：Kestrel Works（条件を外す）' }, { timeout: 15_000 });
    await user.click(chip);
    await waitFor(() => expect(location()).toBe('/search?sort=newest'));
  });

  it('offers "Save this search" to an applicant only once the company is removed: a saved search has no company', async () => {
    const user = userEvent.setup();
    applicantApi({
      'POST /api/v1/customer-job-postings/search': (call) => {
        const companyId = (call.body as { company_id?: number }).company_id;
        return { body: searchResponse([jobCard(1)], { company: companyId === KESTREL.id ? KESTREL : null }) };
      },
    });
    renderJobs('/jobs?company_id=7&popular_keywords=Go');
    const chip = await screen.findByRole('link', { name: 'Company: Kestrel Works (remove)' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
    await user.click(chip);
    await waitFor(() => expect(location()).toBe('/jobs?popular_keywords=Go'));
    expect(await screen.findByRole('button', { name: 'Save this search' })).toBeTruthy();
  });

  it('says when the company is unknown (nothing found)', async () => {
    companyApi({
      'POST /api/v1/customer-job-postings/search': { body: searchResponse([], { company: null }) },
    });
    renderJobs('/search?company_id=999');
    expect(await screen.findByRole('link', { name: 'Company: not found (remove)' }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No jobs match your search' })).toBeTruthy();
  });
});
