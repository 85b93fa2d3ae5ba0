import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi } from '../../../auth/test/mock-api.ts';
import { masterRoutes, profileFixture, unprocessable } from '../../test/section-fixtures.ts';
import { renderSection } from '../../test/render-section-route.tsx';
import LicenseAwardSection from './license-award-section.tsx';

const LICENSES = '/api/v1/applicant-licenses/sync';
const AWARDS = '/api/v1/applicant-awards/sync';

function setup(language: 'en' | 'ja' = 'en', routes: Parameters<typeof mockApi>[0] = {}) {
  logIn();
  const profile = profileFixture({
    licenses: [{ id: 1, name: 'AWS SAA', year: 2022 }],
    awards: [{ id: 3, name: 'ICPC regional' }],
  });
  const api = mockApi({
    ...masterRoutes(language),
    'GET /api/v2/applicant/profile': { body: { data: profile } },
    [`POST ${LICENSES}`]: (call) => ({
      body: { data: (call.body as { licenses: object[] }).licenses.map((l, i) => ({ id: i + 10, year: null, ...l })) },
    }),
    [`POST ${AWARDS}`]: (call) => ({
      body: { data: (call.body as { awards: object[] }).awards.map((a, i) => ({ id: i + 20, ...a })) },
    }),
    ...routes,
  });
  return api;
}

const group = (name: string) => screen.getByRole('group', { name });

describe('licenses and awards section', () => {
  it('loads the saved lists from the profile and saves both lists whole', async () => {
    const api = setup();
    await renderSection('license-award', <LicenseAwardSection />);
    const user = userEvent.setup();
    const first = await screen.findByRole('group', { name: 'License 1' });
    expect(within(first).getByLabelText(/License name/, { selector: 'input' })).toHaveProperty('value', 'AWS SAA');
    expect(within(group('Award 1')).getByLabelText(/Award or work/, { selector: 'input' })).toHaveProperty(
      'value',
      'ICPC regional',
    );

    await user.click(screen.getByRole('button', { name: 'Add license' }));
    await user.type(within(group('License 2')).getByLabelText(/License name/, { selector: 'input' }), ' CKA ');
    await user.click(within(group('License 2')).getByRole('combobox', { name: /Year of acquisition/ }));
    await user.click(await screen.findByRole('option', { name: '2024' }));
    await user.click(screen.getByRole('button', { name: 'Remove award 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(api.callsTo('POST', LICENSES)[0]?.body).toEqual({
      licenses: [
        { name: 'AWS SAA', year: 2022 },
        { name: 'CKA', year: 2024 },
      ],
    });
    expect(api.callsTo('POST', AWARDS)[0]?.body).toEqual({ awards: [] });
    expect(screen.getByText('No awards yet.')).toBeTruthy();
  });

  it('rejects a duplicate license in the browser, in English', async () => {
    const api = setup();
    await renderSection('license-award', <LicenseAwardSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add license' }));
    await user.type(within(group('License 2')).getByLabelText(/License name/, { selector: 'input' }), 'aws saa ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(group('License 2')).findByText('This license has already been added.')).toBeTruthy();
    expect(api.callsTo('POST', LICENSES)).toHaveLength(0);
  });

  it('rejects a duplicate award in Japanese', async () => {
    setup('ja');
    await renderSection('license-award', <LicenseAwardSection />, 'ja');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '受賞歴・実績を追加' }));
    await user.type(
      within(group('受賞歴・実績 2')).getByLabelText(/受賞歴・実績の名称/, { selector: 'input' }),
      'ICPC Regional',
    );
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await within(group('受賞歴・実績 2')).findByText('この受賞歴はすでに追加されています。')).toBeTruthy();
    expect(within(group('受賞歴・実績 1')).getByLabelText(/受賞歴・実績の名称/, { selector: 'input' })).toBeTruthy();
  });

  it("shows the server's messages under their fields and keeps what was typed", async () => {
    const api = setup('ja', {
      [`POST ${AWARDS}`]: unprocessable({ 'awards.1.name': ['この受賞歴はすでに追加されています。'] }),
    });
    await renderSection('license-award', <LicenseAwardSection />, 'ja');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '受賞歴・実績を追加' }));
    const input = within(group('受賞歴・実績 2')).getByLabelText(/受賞歴・実績の名称/, { selector: 'input' });
    await user.type(input, 'Hackathon winner');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await within(group('受賞歴・実績 2')).findByText('この受賞歴はすでに追加されています。')).toBeTruthy();
    expect(input).toHaveProperty('value', 'Hackathon winner');
    expect(api.callsTo('POST', AWARDS)).toHaveLength(1);
  });

  it('offers IT certificates from the list as the name is typed, with their category, and saves the one picked', async () => {
    const api = setup('en', {
      'GET /api/v1/it-certificate-categories': {
        body: {
          data: [
            { id: 4, name: 'Cloud' },
            { id: 7, name: 'Containers' },
          ],
        },
      },
      'POST /api/v1/it-certificates/search': (call) => {
        const keyword = (call.body as { keyword: string }).keyword.toLowerCase();
        const all = [
          { id: 31, name: 'Certified Kubernetes Administrator (CKA)', category_id: 7 },
          { id: 12, name: 'AWS Certified Solutions Architect – Associate', category_id: 4 },
        ];
        const data = all.filter((c) => c.name.toLowerCase().includes(keyword));
        return { body: { data, meta: { current_page: 1, per_page: 8, total: data.length, last_page: 1 } } };
      },
    });
    await renderSection('license-award', <LicenseAwardSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add license' }));
    const input = within(group('License 2')).getByRole('combobox', { name: /License name/ });
    await user.type(input, 'kube');
    const option = await screen.findByRole('option', { name: /Certified Kubernetes Administrator \(CKA\)/ });
    expect(within(option).getByText('Containers')).toBeTruthy();
    await user.click(option);
    expect(input).toHaveProperty('value', 'Certified Kubernetes Administrator (CKA)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(api.callsTo('POST', LICENSES)[0]?.body).toEqual({
      licenses: [
        { name: 'AWS SAA', year: 2022 },
        { name: 'Certified Kubernetes Administrator (CKA)', year: null },
      ],
    });
    // Asked for by what was typed, in a short list.
    expect(api.callsTo('POST', '/api/v1/it-certificates/search').map((c) => c.body)).toContainEqual({
      keyword: 'kube',
      page: 1,
      per_page: 8,
    });
  });

  it('keeps a license that is not on the list as typed, in Japanese', async () => {
    const api = setup('ja', {
      'POST /api/v1/it-certificates/search': {
        body: { data: [], meta: { current_page: 1, per_page: 8, total: 0, last_page: 1 } },
      },
    });
    await renderSection('license-award', <LicenseAwardSection />, 'ja');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '資格・免許を追加' }));
    const input = within(group('資格・免許 2')).getByRole('combobox', { name: /資格・免許の名称/ });
    expect(
      within(group('資格・免許 2')).getByText(
        '入力すると一覧にIT資格が表示されます。一覧にない資格・免許もそのまま入力できます。',
      ),
    ).toBeTruthy();
    await user.type(input, '普通自動車第一種運転免許');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeTruthy();
    expect(api.callsTo('POST', LICENSES)[0]?.body).toEqual({
      licenses: [
        { name: 'AWS SAA', year: 2022 },
        { name: '普通自動車第一種運転免許', year: null },
      ],
    });
  });
});
