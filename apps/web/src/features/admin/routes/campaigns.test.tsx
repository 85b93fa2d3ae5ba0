import type { AdminCampaign, AdminReward } from '@hashi/shared/referral.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appToken, mockApi, tokens } from '../../auth/test/mock-api.ts';
import { consoleUser, invalid, pageOf, renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';

const winter: AdminCampaign = {
  id: 3,
  kind: 'referral',
  name_en: 'Winter referral',
  name_ja: '冬の友達紹介キャンペーン',
  description_en: 'Invite a friend.',
  description_ja: '友達を招待してください。',
  starts_at: '2020-11-30T15:00:00.000Z',
  ends_at: '2099-02-28T14:59:00.000Z',
  reward_yen: 5000,
  once_per_person: false,
  register_within_days: 7,
  interview_within_days: 30,
  monthly_cap: 5,
  created_at: '2020-11-01T00:00:00.000Z',
  updated_at: '2020-11-01T00:00:00.000Z',
};
const nextStep: AdminCampaign = {
  ...winter,
  id: 2,
  kind: 'interview',
  name_en: 'Next Step',
  name_ja: 'ネクストステップ',
  starts_at: '2024-03-31T15:00:00.000Z',
  ends_at: '2024-06-30T14:59:00.000Z',
  reward_yen: 2000,
  once_per_person: true,
  register_within_days: null,
  interview_within_days: null,
  monthly_cap: null,
};

function server(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/user/auth': { body: consoleUser(3) },
    'POST /api/v1/login': { body: tokens({}, { id: 43, type: 3, current_step: 0 }) },
    ...routes,
  });
}

beforeEach(() => {
  signIn(3);
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('admin campaigns', () => {
  it('lists campaigns in Japan time, creates one (server messages under the fields) and edits one', async () => {
    let rows = [winter, nextStep];
    let posts = 0;
    const api = server({
      'GET /api/v1/admin/campaigns': () => pageOf(rows),
      'POST /api/v1/admin/campaigns': (call) => {
        posts += 1;
        if (posts === 1) return invalid({ ends_at: ['The end must be later than the start.'] });
        const created = { ...winter, ...(call.body as object), id: 4 } as AdminCampaign;
        rows = [created, ...rows];
        return { status: 201, body: { data: created } };
      },
      'PUT /api/v1/admin/campaigns/2': (call) => {
        rows = rows.map((r) => (r.id === 2 ? ({ ...r, ...(call.body as object) } as AdminCampaign) : r));
        return { body: { data: rows.find((r) => r.id === 2) } };
      },
    });
    renderConsole('/admin/campaigns');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeTruthy();
    const first = await card('Winter referral');
    expect(within(first).getByText('Running')).toBeTruthy();
    expect(within(first).getByText('Refer a friend')).toBeTruthy();
    expect(within(first).getByText('1 Dec 2020 00:00 – 28 Feb 2099 23:59 JST')).toBeTruthy();
    expect(within(first).getByText('¥5,000')).toBeTruthy();
    expect(
      within(first).getByText(
        'Friend registers within 7 days · First interview within 30 days of registering · At most 5 rewards a month per referrer',
      ),
    ).toBeTruthy();
    const ended = await card('Next Step');
    expect(within(ended).getByText('Ended')).toBeTruthy();
    expect(within(ended).getByText('First interview')).toBeTruthy();
    expect(within(ended).getByText('Yes')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New campaign' }));
    expect((screen.getByLabelText(/^Reward \(yen\)/) as HTMLInputElement).value).toBe('5000');
    for (const [label, text] of [
      [/^Name \(English\)/, 'Spring referral'],
      [/^Name \(Japanese\)/, '春の友達紹介'],
      [/^Description \(English\)/, 'Invite a friend in spring.'],
      [/^Description \(Japanese\)/, '春に友達を招待しましょう。'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    fireEvent.change(screen.getByLabelText(/^Starts \(JST\)/), { target: { value: '2027-03-01T00:00' } });
    fireEvent.change(screen.getByLabelText(/^Ends \(JST\)/), { target: { value: '2027-02-01T23:59' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must be later than the start.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/campaigns')[0]?.body).toEqual({
      kind: 'referral',
      name_en: 'Spring referral',
      name_ja: '春の友達紹介',
      description_en: 'Invite a friend in spring.',
      description_ja: '春に友達を招待しましょう。',
      starts_at: '2027-03-01T00:00:00+09:00',
      ends_at: '2027-02-01T23:59:00+09:00',
      reward_yen: 5000,
      once_per_person: false,
      register_within_days: 7,
      interview_within_days: 30,
      monthly_cap: 5,
    });

    fireEvent.change(screen.getByLabelText(/^Ends \(JST\)/), { target: { value: '2027-05-31T23:59' } });
    await user.click(screen.getByLabelText(/^Once per person/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The campaign is saved.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/campaigns')[1]?.body).toMatchObject({
      ends_at: '2027-05-31T23:59:00+09:00',
      once_per_person: true,
    });
    const added = await card('Spring referral');
    expect(within(added).getByText('Upcoming')).toBeTruthy();

    await user.click(within(await card('Next Step')).getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText(/^Starts \(JST\)/) as HTMLInputElement).value).toBe('2024-04-01T00:00');
    expect((screen.getByLabelText(/^Ends \(JST\)/) as HTMLInputElement).value).toBe('2024-06-30T23:59');
    const reward = screen.getByLabelText(/^Reward \(yen\)/);
    await user.clear(reward);
    await user.paste('３,０００');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/v1/admin/campaigns/2')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/v1/admin/campaigns/2')[0]?.body).toMatchObject({
      kind: 'interview',
      reward_yen: 3000,
      starts_at: '2024-04-01T00:00:00+09:00',
      register_within_days: null,
      monthly_cap: null,
      once_per_person: true,
    });
    expect(await within(await card('Next Step')).findByText('¥3,000')).toBeTruthy();
  });

  it('shows names, money and states in Japanese', async () => {
    await i18next.changeLanguage('ja');
    server({ 'GET /api/v1/admin/campaigns': pageOf([winter]) });
    renderConsole('/admin/campaigns');
    const row = await card('冬の友達紹介キャンペーン');
    expect(within(row).getByText('実施中')).toBeTruthy();
    expect(within(row).getByText('5,000円')).toBeTruthy();
    expect(within(row).getByText('2020年12月1日 00:00〜2099年2月28日 23:59（JST）')).toBeTruthy();
  });
});

describe('admin gift codes', () => {
  it('shows the pool, lists refused codes by line, then adds the codes', async () => {
    let pool = [{ amount_yen: 5000, available: 2, used: 1200 }];
    let posts = 0;
    const api = server({
      'GET /api/v1/admin/gift-codes': () => ({ body: { data: pool } }),
      'POST /api/v1/admin/gift-codes': (call) => {
        posts += 1;
        if (posts === 1) {
          return invalid({
            'codes.1': ['Use 6 to 64 letters, digits or hyphens.'],
            'codes.2': ['This code is already in the pool.'],
          });
        }
        const body = call.body as { codes: string[] };
        pool = [{ ...pool[0], available: 2 + body.codes.length } as (typeof pool)[number]];
        return { status: 201, body: { data: { added: body.codes.length } } };
      },
    });
    renderConsole('/admin/gift-codes');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Codes in the pool' });
    expect(within(table).getByText('¥5,000')).toBeTruthy();
    expect(within(table).getByText('1,200')).toBeTruthy();

    await user.click(screen.getByLabelText(/^Amount \(yen\)/));
    await user.paste('5,000');
    await user.click(screen.getByRole('textbox', { name: /^Codes/ }));
    await user.paste('AMZ-0001-AAAA\n\nbad code\nAMZ-0000-TAKEN\n');
    await user.click(screen.getByRole('button', { name: 'Add codes' }));
    expect(await screen.findByText('2 codes cannot be added. See the list below.')).toBeTruthy();
    expect(screen.getByText('Line 3 (bad code): Use 6 to 64 letters, digits or hyphens.')).toBeTruthy();
    expect(screen.getByText('Line 4 (AMZ-0000-TAKEN): This code is already in the pool.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/gift-codes')[0]?.body).toEqual({
      amount_yen: 5000,
      codes: ['AMZ-0001-AAAA', 'bad code', 'AMZ-0000-TAKEN'],
    });

    const codes = screen.getByRole('textbox', { name: /^Codes/ });
    await user.clear(codes);
    await user.paste('AMZ-0001-AAAA\nAMZ-0002-BBBB');
    await user.click(screen.getByRole('button', { name: 'Add codes' }));
    expect(await screen.findByText('2 codes are added to the pool.')).toBeTruthy();
    expect(screen.queryByText(/^Line 3/)).toBeNull();
    expect(await within(table).findByText('4')).toBeTruthy();
  });
});

const reward = (overrides: Partial<AdminReward>): AdminReward => ({
  id: 10,
  campaign: { id: 3, name_en: 'Winter referral', name_ja: '冬の友達紹介キャンペーン' },
  user: { id: 7, email: 'referrer@example.com' },
  role: 'referrer',
  friend: { id: 8, email: 'friend@example.com' },
  amount_yen: 5000,
  qualified_at: '2026-10-05T01:30:00.000Z',
  period_month: '2026-10',
  status: 'assigned',
  gift_code: 'AMZ-0001-AAAA',
  assigned_at: '2026-11-01T00:05:00.000Z',
  sent_at: null,
  voided_at: null,
  void_reason: null,
  ...overrides,
});

describe('admin rewards', () => {
  it('shows the ledger and voids a reward with a reason', async () => {
    let rows = [
      reward({}),
      reward({
        id: 9,
        user: { id: 9, email: 'sent@example.com' },
        role: 'friend',
        friend: null,
        status: 'sent',
        sent_at: '2026-11-01T00:06:00.000Z',
      }),
    ];
    const api = server({
      'GET /api/v1/admin/rewards': () => pageOf(rows),
      'GET /api/v1/admin/gift-codes': { body: { data: [] } },
      'POST /api/v1/admin/rewards/10/void': (call) => {
        const { reason } = call.body as { reason: string };
        rows = rows.map((r) =>
          r.id === 10
            ? { ...r, status: 'void', gift_code: null, voided_at: '2026-11-20T03:00:00.000Z', void_reason: reason }
            : r,
        );
        return { body: { data: rows[0] } };
      },
    });
    renderConsole('/admin/rewards');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards' })).toBeTruthy();
    const assigned = await card('referrer@example.com');
    expect(within(assigned).getByText('Code assigned')).toBeTruthy();
    expect(within(assigned).getByText('Invited a friend')).toBeTruthy();
    expect(within(assigned).getByText('friend@example.com')).toBeTruthy();
    expect(within(assigned).getByText('5 Oct 2026 10:30')).toBeTruthy();
    expect(within(assigned).getByText('2026/10')).toBeTruthy();
    expect(within(assigned).getByText('AMZ-0001-AAAA')).toBeTruthy();
    const sent = await card('sent@example.com');
    expect(within(sent).getByText('Sent')).toBeTruthy();
    expect(within(sent).getByText('1 Nov 2026 09:06')).toBeTruthy();

    await user.click(within(assigned).getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this reward?' });
    expect(within(dialog).getByText(/it goes back to the pool/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Void reward' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    await user.click(within(dialog).getByLabelText(/^Reason/));
    await user.paste('Same person as the referrer.');
    await user.click(within(dialog).getByRole('button', { name: 'Void reward' }));
    expect(await screen.findByText('The reward is void.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/rewards/10/void')[0]?.body).toEqual({
      reason: 'Same person as the referrer.',
    });
    const voided = await card('referrer@example.com');
    expect(await within(voided).findByText('Same person as the referrer.')).toBeTruthy();
    expect(within(voided).getByText('Void')).toBeTruthy();
    expect(within(voided).queryByRole('button', { name: 'Void' })).toBeNull();
    expect(within(sent).getByRole('button', { name: 'Void' })).toBeTruthy();
  });
});

describe('in Japanese', () => {
  it('lists refused gift codes and the ledger in Japanese', async () => {
    await i18next.changeLanguage('ja');
    server({
      'GET /api/v1/admin/gift-codes': { body: { data: [{ amount_yen: 5000, available: 0, used: 3 }] } },
      'POST /api/v1/admin/gift-codes': invalid({ 'codes.0': ['このコードはアップロード内で重複しています。'] }),
      'GET /api/v1/admin/rewards': pageOf([reward({ status: 'awaiting_code', gift_code: null, assigned_at: null })]),
    });
    renderConsole('/admin/gift-codes');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '登録済みのコード' });
    expect(within(table).getByText('5,000円')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'コードを追加する' }));
    expect(await screen.findAllByText('必須項目です。')).toHaveLength(1);
    await user.click(screen.getByLabelText(/^金額（円）/));
    await user.paste('5000');
    await user.click(screen.getByRole('textbox', { name: /^コード/ }));
    await user.paste('AMZ-0001-AAAA');
    await user.click(screen.getByRole('button', { name: 'コードを追加する' }));
    expect(
      await screen.findByText('1行目（AMZ-0001-AAAA）：このコードはアップロード内で重複しています。'),
    ).toBeTruthy();
    expect(screen.getByText('1件のコードを追加できません。下の一覧をご確認ください。')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: '特典付与履歴' }));
    const row = await card('referrer@example.com');
    expect(within(row).getByText('コード待ち')).toBeTruthy();
    expect(within(row).getByText('冬の友達紹介キャンペーン')).toBeTruthy();
    expect(within(row).getByText('2026年10月5日 10:30')).toBeTruthy();
  });
});
