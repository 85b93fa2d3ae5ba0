import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi } from '../../../auth/test/mock-api.ts';
import { masterRoutes, profileFixture, unprocessable } from '../../test/section-fixtures.ts';
import { renderSection } from '../../test/render-section-route.tsx';
import PreferenceSection from './preference-section.tsx';

const PREFERENCES = '/api/v1/applicant-preferences';
const EXCLUDED = '/api/v1/applicant-excluded-companies';
const REMOTE = '/api/v1/applicants/work-remotely';
const VISIBILITY = '/api/v1/applicant-preferences/visibility';

const preference = {
  job_search_status_id: 1,
  prefecture_ids: [13, 48],
  remote_from_overseas: false,
  industry_ids: [2],
  job_position_ids: [1],
  employment_type_id: 1,
  minimum_salary: 6_000_000,
  appeal_point_ids: [1, 2],
  character_pairs: [{ pair: 2, value: 4 }],
  email_notification_ids: [1],
  visible_to_companies: true,
};

function setup(language: 'en' | 'ja' = 'en', routes: Parameters<typeof mockApi>[0] = {}, saved = preference) {
  logIn();
  let companies: Array<{ id: number; company_name: string; company_id: number | null }> = [
    { id: 1, company_name: 'Current Employer KK', company_id: null },
  ];
  return mockApi({
    ...masterRoutes(language),
    'GET /api/v2/applicant/profile': () => ({
      body: { data: profileFixture({ preference: saved, excluded_companies: companies }) },
    }),
    [`PUT ${PREFERENCES}`]: (call) => ({ body: { data: { ...(call.body as object), visible_to_companies: true } } }),
    [`PUT ${VISIBILITY}`]: (call) => ({ body: { data: call.body } }),
    [`PUT ${REMOTE}`]: (call) => ({ body: call.body }),
    [`POST ${EXCLUDED}`]: (call) => {
      const added = { id: 2, company_id: null, ...(call.body as { company_name: string }) };
      companies = [...companies, added];
      return { status: 201, body: { data: added } };
    },
    [`DELETE ${EXCLUDED}/1`]: () => {
      companies = companies.filter((c) => c.id !== 1);
      return { status: 204 };
    },
    [`GET ${EXCLUDED}/candidates`]: (call) => {
      const keyword = new URL(call.path, 'http://localhost').searchParams.get('keyword') ?? '';
      return { body: { data: CANDIDATES[language].filter((c) => c.match.test(keyword)).map(({ match, ...c }) => c) } };
    },
    ...routes,
  });
}

/** What the server's candidate search answers: a company that renamed, by its old or new name. */
const CANDIDATES = {
  en: [{ id: 7, name: 'Acme Corp', former_name: 'Acme Corp.', match: /^acme/i }],
  ja: [{ id: 7, name: 'アクメ株式会社', former_name: null, match: /^アクメ/ }],
};

const combobox = (name: RegExp) => screen.getByRole('combobox', { name });
const chips = (label: RegExp) =>
  [...(combobox(label).closest('.MuiAutocomplete-root')?.querySelectorAll('.MuiChip-label') ?? [])].map(
    (chip) => chip.textContent,
  );

describe('preference section', () => {
  it('loads the preferences and excluded companies from the profile', async () => {
    setup();
    await renderSection('preference', <PreferenceSection />);
    const status = await screen.findByRole('combobox', { name: /Job search status/ });
    await waitFor(() => expect(status.textContent).toBe('Within 3 months'));
    await waitFor(() => expect(chips(/Preferred work locations/)).toEqual(['Prefecture 13', 'Overseas']));
    expect(chips(/What matters most/)).toEqual(['Priority 1', 'Priority 2']);
    expect(screen.getByLabelText(/Minimum annual salary/, { selector: 'input' })).toHaveProperty('value', '6000000');
    expect(screen.getByText('¥6,000,000 a year')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Somewhat: Supporting' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Scouts and messages' })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: /remotely from outside Japan/ })).toHaveProperty('checked', false);
    expect(screen.getByText('Current Employer KK')).toBeTruthy();
  });

  it('saves the whole section, with the remote choice as it stands', async () => {
    const api = setup();
    await renderSection('preference', <PreferenceSection />);
    const user = userEvent.setup();
    const salary = await screen.findByLabelText(/Minimum annual salary/, { selector: 'input' });
    await waitFor(() => expect(chips(/Preferred work locations/)).toHaveLength(2));

    await user.click(combobox(/Preferred work locations/));
    await user.click(await screen.findByRole('option', { name: 'Prefecture 9' }));
    await user.clear(salary);
    await user.type(salary, '7,500,000');
    expect(screen.getByText('¥7,500,000 a year')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Team-oriented' }));
    await user.click(screen.getByRole('button', { name: 'Clear Leading or Supporting' }));
    await user.click(screen.getByRole('checkbox', { name: 'Recommended jobs' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(api.callsTo('PUT', PREFERENCES)[0]?.body).toEqual({
      ...preference,
      // Saved on its own (ADR 0034), never with the section.
      visible_to_companies: undefined,
      prefecture_ids: [13, 48, 9],
      minimum_salary: 7_500_000,
      character_pairs: [{ pair: 1, value: 1 }],
      email_notification_ids: [1, 2],
    });
  });

  it('saves "remote from overseas" as soon as it is switched', async () => {
    const api = setup();
    await renderSection('preference', <PreferenceSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /remotely from outside Japan/ }));
    expect(await screen.findByText('Your remote work choice is saved.')).toBeTruthy();
    expect(api.callsTo('PUT', REMOTE)[0]?.body).toEqual({ work_remotely: true });
    expect(screen.getByRole('switch', { name: /remotely from outside Japan/ })).toHaveProperty('checked', true);
    expect(api.callsTo('PUT', PREFERENCES)).toHaveLength(0);
  });

  it('hides the profile from companies the moment the visibility is switched off, and says what that means', async () => {
    const api = setup();
    await renderSection('preference', <PreferenceSection />);
    const user = userEvent.setup();
    const visibility = await screen.findByRole('switch', { name: /find my profile in their applicant search/ });
    expect(visibility).toHaveProperty('checked', true);
    expect(visibility.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(visibility);
    expect(await screen.findByText('Your profile is now hidden from company searches.')).toBeTruthy();
    expect(api.callsTo('PUT', VISIBILITY)[0]?.body).toEqual({ visible_to_companies: false });
    expect(screen.getByRole('switch', { name: /applicant search/ })).toHaveProperty('checked', false);
    expect(screen.getByText(/except for companies you have applied to/)).toBeTruthy();
    expect(api.callsTo('PUT', PREFERENCES)).toHaveLength(0);
  });

  it('shows the visibility switch in Japanese, off when the applicant hid their profile', async () => {
    setup('ja', {}, { ...preference, visible_to_companies: false });
    await renderSection('preference', <PreferenceSection />, 'ja');
    const visibility = await screen.findByRole('switch', { name: '企業の候補者検索にプロフィールを表示する' });
    expect(visibility).toHaveProperty('checked', false);
    expect(screen.getByText(/応募した企業を除きます/)).toBeTruthy();
  });

  it('offers no more than 5 priorities, and shows the 15-item limit from the server (English)', async () => {
    const api = setup('en', {
      [`PUT ${PREFERENCES}`]: unprocessable({ prefecture_ids: ['You can select up to 15 items.'] }),
    });
    await renderSection('preference', <PreferenceSection />);
    const user = userEvent.setup();
    await waitFor(() => expect(chips(/What matters most/)).toHaveLength(2));
    for (const name of ['Priority 3', 'Priority 4', 'Priority 5']) {
      await user.click(combobox(/What matters most/));
      await user.click(await screen.findByRole('option', { name }));
    }
    expect(screen.getByText('5 of 5 selected')).toBeTruthy();
    await user.click(combobox(/What matters most/));
    expect((await screen.findByRole('option', { name: 'Priority 6' })).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You can select up to 15 items.')).toBeTruthy();
    expect(chips(/What matters most/)).toHaveLength(5);
    expect(api.callsTo('PUT', PREFERENCES)).toHaveLength(1);
  });

  it('shows the 5-priority limit and money in Japanese', async () => {
    setup('ja', { [`PUT ${PREFERENCES}`]: unprocessable({ appeal_point_ids: ['選択できるのは5件までです。'] }) });
    await renderSection('preference', <PreferenceSection />, 'ja');
    const user = userEvent.setup();
    expect(await screen.findByText('年収600万円')).toBeTruthy();
    const salary = screen.getByLabelText(/希望最低年収/, { selector: 'input' });
    await user.clear(salary);
    await user.type(salary, 'たくさん');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('数値で入力してください。')).toBeTruthy();
    await user.clear(salary);
    await user.type(salary, '８００００００');
    expect(screen.getByText('年収800万円')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('選択できるのは5件までです。')).toBeTruthy();
  });

  it('checks the 15-pick limit in the browser too (Japanese)', async () => {
    // Picks saved before the limit existed: the form says what is wrong instead of sending them.
    const sixteen = Array.from({ length: 16 }, (_, i) => i + 8);
    const api = setup('ja', {}, { ...preference, prefecture_ids: sixteen });
    await renderSection('preference', <PreferenceSection />, 'ja');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'あなたへのおすすめ求人' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('選択できるのは15件までです。')).toBeTruthy();
    expect(api.callsTo('PUT', PREFERENCES)).toHaveLength(0);
  });

  it('adds and removes excluded companies; a duplicate is refused under the field (Japanese)', async () => {
    const api = setup('ja');
    await renderSection('preference', <PreferenceSection />, 'ja');
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/企業名/, { selector: 'input' });
    await user.type(name, '  Next Step Inc. ');
    await user.click(screen.getByRole('button', { name: '企業を追加' }));
    expect(await screen.findByText('Next Step Inc.')).toBeTruthy();
    expect(api.callsTo('POST', EXCLUDED)[0]?.body).toEqual({ company_name: 'Next Step Inc.', company_id: null });
    expect(name).toHaveProperty('value', '');

    await user.click(screen.getByRole('button', { name: 'Current Employer KKを削除' }));
    await waitFor(() => expect(screen.queryByText('Current Employer KK')).toBeNull());
    expect(api.callsTo('DELETE', `${EXCLUDED}/1`)).toHaveLength(1);

    const dup = mockApi({
      ...masterRoutes('ja'),
      'GET /api/v2/applicant/profile': { body: { data: profileFixture() } },
      [`POST ${EXCLUDED}`]: unprocessable({ company_name: ['この企業はすでに追加されています。'] }),
    });
    await user.type(name, 'next step inc.');
    await user.click(screen.getByRole('button', { name: '企業を追加' }));
    expect(await screen.findByText('この企業はすでに追加されています。')).toBeTruthy();
    expect(name).toHaveProperty('value', 'next step inc.');
    expect(dup.callsTo('POST', EXCLUDED)).toHaveLength(1);
  });

  it('offers companies on Hashi as the name is typed, with a former name, and sends the picked one by id', async () => {
    const api = setup();
    await renderSection('preference', <PreferenceSection />);
    const user = userEvent.setup();
    const name = await screen.findByRole('combobox', { name: 'Company name' });
    expect(screen.getByText('Pick a company from the list, or type the name of one not on Hashi yet.')).toBeTruthy();
    await user.type(name, 'acme');
    const option = await screen.findByRole('option', { name: /Acme Corp/ });
    expect(within(option).getByText('Formerly Acme Corp.')).toBeTruthy();
    await user.click(option);
    expect(name).toHaveProperty('value', 'Acme Corp');
    await user.click(screen.getByRole('button', { name: 'Add company' }));
    await waitFor(() => expect(api.callsTo('POST', EXCLUDED)).toHaveLength(1));
    expect(api.callsTo('POST', EXCLUDED)[0]?.body).toEqual({ company_name: 'Acme Corp', company_id: 7 });
    expect(await screen.findByText('Acme Corp is excluded.')).toBeTruthy();
  });

  it('picks a company in Japanese; a name not on Hashi stays typed text', async () => {
    const api = setup('ja');
    await renderSection('preference', <PreferenceSection />, 'ja');
    const user = userEvent.setup();
    const name = await screen.findByRole('combobox', { name: '企業名' });
    expect(screen.getByText('一覧から企業を選ぶか、Hashiに未登録の企業名を入力してください。')).toBeTruthy();
    await user.type(name, 'ミライ');
    await waitFor(() => expect(api.callsTo('GET', `${EXCLUDED}/candidates`).length).toBeGreaterThan(0));
    expect(screen.queryByRole('option')).toBeNull();
    await user.clear(name);
    await user.type(name, 'アクメ');
    await user.click(await screen.findByRole('option', { name: 'アクメ株式会社' }));
    await user.click(screen.getByRole('button', { name: '企業を追加' }));
    await waitFor(() => expect(api.callsTo('POST', EXCLUDED)).toHaveLength(1));
    expect(api.callsTo('POST', EXCLUDED)[0]?.body).toEqual({ company_name: 'アクメ株式会社', company_id: 7 });
    expect(api.callsTo('GET', `${EXCLUDED}/candidates`).length).toBeGreaterThan(0);
  });

  it('requires a company name before adding it', async () => {
    const api = setup();
    await renderSection('preference', <PreferenceSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add company' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(api.callsTo('POST', EXCLUDED)).toHaveLength(0);
    expect(within(screen.getByRole('list', { name: 'Excluded companies' })).getAllByRole('listitem')).toHaveLength(1);
  });
});
