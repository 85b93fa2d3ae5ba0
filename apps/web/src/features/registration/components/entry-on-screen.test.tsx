import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../../auth/test/mock-api.ts';
import { emptyProfile } from '../../profile/test/profile-fixtures.ts';
import { fakeServer } from '../test/fake-server.ts';
import { profileReadyForCareer } from '../test/profile-fixture.ts';
import { renderWizard } from '../test/render-wizard.tsx';
import { choose, stepHeading, type User } from '../test/ui.ts';

beforeEach(() => logIn());
afterEach(async () => {
  await i18next.changeLanguage('en');
});

const TEXTS = {
  en: {
    job: 'Your job roles',
    category: /Job category/,
    role: /^Job role/,
    years: /^Years of experience/,
    next: 'Next',
    japanese: 'Your Japanese',
    roleIncomplete: 'The job role you started is not complete. Please choose: Years of experience.',
    career: 'Your career',
    company: /Company name/,
    industry: /Industry/,
    size: /Company size/,
    employment: /^Employment type/,
    title: /Job title/,
    from: /^From/,
    current: 'I currently work here',
    detail: /Work detail/,
    summary: /Career summary/,
    status: /Current working status/,
    income: /Latest annual income/,
    finish: 'Finish registration',
    experienceIncomplete: 'The work experience you are writing is not complete. Please check: Industry, Work detail.',
  },
  ja: {
    job: '職種',
    category: /職種カテゴリー/,
    role: /^職種(?!カテゴリー)/,
    years: /^経験年数/,
    next: '次へ',
    japanese: '日本語力',
    roleIncomplete: '追加中の職種の入力が終わっていません。次の項目を選んでください：経験年数',
    career: '職務経歴',
    company: /会社名/,
    industry: /業種/,
    size: /従業員数/,
    employment: /^雇用形態/,
    title: /役職・職種名/,
    from: /開始年月/,
    current: '現在も在籍している',
    detail: /業務内容/,
    summary: /職務要約/,
    status: /現在の就業状況/,
    income: /直近の年収/,
    finish: '登録を完了する',
    experienceIncomplete: '入力中の職務経歴に、未入力または修正が必要な項目があります：業種、業務内容',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const withSkills = () => emptyProfile({ skills: [{ id: 1, skill_id: 102, years_of_experience_range_id: 4 }] });

async function fillExperience(user: User, text: Texts, { industry }: { industry: boolean }) {
  await user.type(screen.getByRole('textbox', { name: text.company }), 'Sakura Systems');
  if (industry) await choose(user, text.industry, 'Internet services');
  await choose(user, text.size, '50–99 employees');
  await choose(user, text.employment, 'Full-time');
  await user.type(screen.getByRole('textbox', { name: text.title }), 'Backend engineer');
  await user.type(screen.getByRole('textbox', { name: text.from }), '2021/04');
  await user.click(screen.getByRole('checkbox', { name: text.current }));
}

async function fillCareer(user: User, text: Texts) {
  await user.click(screen.getByRole('textbox', { name: text.summary }));
  await user.paste('Backend engineer with 6 years of Go.');
  await choose(user, text.status, 'Employed full-time');
  await choose(user, text.income, '¥6M–¥7M');
}

describe.each(['en', 'ja'] as const)('an entry on screen counts (%s)', (lang) => {
  const text = TEXTS[lang];
  beforeEach(async () => {
    await i18next.changeLanguage(lang);
  });

  it('saves a fully chosen job role with Next, without pressing Add', { timeout: 120_000 }, async () => {
    const api = fakeServer(withSkills());
    renderWizard('/profile-registration?step=job');
    const user = userEvent.setup({ delay: null });
    await stepHeading(text.job);
    await choose(user, text.category, 'Software development');
    await choose(user, text.role, 'Backend engineer');
    await choose(user, text.years, '5 years or more');
    await user.click(screen.getByRole('button', { name: text.next }));
    await stepHeading(text.japanese);
    expect(api.callsTo('POST', '/api/v1/applicant-position-experiences/sync')[0]?.body).toEqual({
      applicant_position_experiences: [{ job_position_id: 201, years_of_experience_range_id: 5 }],
    });
  });

  it('names what a started job role lacks instead of asking for one', { timeout: 120_000 }, async () => {
    const api = fakeServer(withSkills());
    renderWizard('/profile-registration?step=job');
    const user = userEvent.setup({ delay: null });
    await stepHeading(text.job);
    await choose(user, text.category, 'Software development');
    await choose(user, text.role, 'Backend engineer');
    await user.click(screen.getByRole('button', { name: text.next }));
    expect(await screen.findByText(text.roleIncomplete)).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/applicant-position-experiences/sync')).toHaveLength(0);
  });

  it('saves a complete work experience with Finish, without pressing Save', { timeout: 120_000 }, async () => {
    const api = fakeServer(profileReadyForCareer());
    renderWizard('/profile-registration?step=career');
    const user = userEvent.setup({ delay: null });
    await stepHeading(text.career);
    await fillExperience(user, text, { industry: true });
    const detail = screen.getByRole('textbox', { name: text.detail });
    await user.clear(detail);
    await user.click(detail);
    await user.paste('Designed and built the order API in Go and moved it to Kubernetes.');
    await fillCareer(user, text);
    await user.click(screen.getByRole('button', { name: text.finish }));
    await screen.findByText('Home');
    expect(api.callsTo('POST', '/api/v1/applicant-experiences')).toHaveLength(1);
    const sent = api.callsTo('POST', '/api/v2/applicant/profile')[0]?.body as { work_details: object[] };
    expect(sent.work_details).toEqual([expect.objectContaining({ company_name: 'Sakura Systems' })]);
  });

  it('names what a work experience on screen lacks', { timeout: 120_000 }, async () => {
    const api = fakeServer(profileReadyForCareer());
    renderWizard('/profile-registration?step=career');
    const user = userEvent.setup({ delay: null });
    await stepHeading(text.career);
    await fillExperience(user, text, { industry: false });
    await fillCareer(user, text);
    await user.click(screen.getByRole('button', { name: text.finish }));
    expect(await screen.findByText(text.experienceIncomplete)).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', '/api/v2/applicant/profile')).toHaveLength(0));
    expect(api.callsTo('POST', '/api/v1/applicant-experiences')).toHaveLength(0);
  });
});
