import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../../auth/test/mock-api.ts';
import { cvServer, japaneseProposals, nothingProposed, parsed } from '../test/fixtures.ts';
import { emptyProfile } from '../../profile/test/profile-fixtures.ts';
import { renderCv } from '../test/render-cv.tsx';
import { completeExperience, pdf, uploadCv } from '../test/review-steps.ts';
import DocumentsSection from './documents-section.tsx';

const FPT = {
  id: 9,
  company_name: 'FPTソフトウェア株式会社',
  industry_id: 1,
  is_japanese_company: false,
  employment_type_id: 1,
  job_title: 'システムエンジニア',
  company_size_id: 1,
  period_from: '2015/07',
  period_to: '2019/03',
  is_current: false,
  work_detail: 'Java business systems',
  it_skills: null,
  role_and_size: null,
  projects: null,
};

function registeredProfile() {
  const profile = emptyProfile({ current_step: 4, registered_at: '2026-11-01T00:00:00Z', experiences: [FPT] });
  Object.assign(profile.basic_personal_information, {
    first_name: 'An',
    last_name: 'Nguyen',
    date_of_birth: '1992-05-10',
    gender: 'male',
    nationality_id: 245,
    country_id: 104,
    prefecture_id: 13,
  });
  return profile;
}

function proposals() {
  const p = nothingProposed();
  p.basic.first_name = { value: 'アン', source: { line: 3, text: '氏名 グエン ヴァン アン' } };
  p.work_experiences = [
    ...japaneseProposals().work_experiences,
    {
      company_name: 'FPTソフトウェア株式会社',
      job_title: 'システムエンジニア',
      period_from: '2015/07',
      period_to: '2019/03',
      is_current: false,
      source: { line: 34, text: '2015年7月〜2019年3月 FPTソフトウェア株式会社' },
    },
  ];
  return p;
}

beforeEach(() => {
  logIn();
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('DocumentsSection (profile settings)', { timeout: 90_000 }, () => {
  it('shows old → new, adds only new experiences, and keeps the saved ones', async () => {
    const api = cvServer(registeredProfile(), {
      'POST /api/v1/applicants/parseFile': { body: parsed(proposals()) },
      'POST /api/v1/applicant-basic-personal-information': { body: { data: {} } },
      'POST /api/v1/applicant-experiences/sync': { body: { data: [] } },
    });
    renderCv(<DocumentsSection />, '/profile-settings/documents');
    const user = userEvent.setup();
    await uploadCv(user);
    await screen.findByRole('heading', { name: 'Check the values from your CV' });

    const keepName = screen.getByRole('checkbox', { name: 'Use this value: First name' });
    expect(keepName).toHaveProperty('checked', false);
    expect(screen.getByText('Now in your profile: An')).toBeTruthy();
    expect(screen.getByText('Already in your profile (not added again): FPTソフトウェア株式会社')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Work experience 2' })).toBeNull();

    await user.click(keepName);
    await completeExperience(user, 'Work experience 1');
    await user.click(screen.getByRole('button', { name: 'Save selected' }));

    expect(await screen.findByText('Your profile was updated with the values you selected.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/applicant-basic-personal-information')[0]?.body).toMatchObject({
      first_name: 'アン',
      last_name: 'Nguyen',
      prefecture_id: 13,
    });
    const sent = api.callsTo('POST', '/api/v1/applicant-experiences/sync')[0]?.body as {
      experiences: { id?: number; company_name: string }[];
    };
    expect(sent.experiences.map((e) => [e.id, e.company_name])).toEqual([
      [9, 'FPTソフトウェア株式会社'],
      [undefined, '株式会社メルカリ'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Upload another CV' }));
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
  });

  it('speaks Japanese: checks, progress and review, with the language sent to the server', async () => {
    await i18next.changeLanguage('ja');
    const api = cvServer(registeredProfile(), { 'POST /api/v1/applicants/parseFile': { body: parsed(proposals()) } });
    renderCv(<DocumentsSection />, '/profile-settings/documents');
    const user = userEvent.setup({ applyAccept: false });
    expect(screen.getByRole('heading', { name: '履歴書からプロフィールを入力' })).toBeTruthy();

    await user.upload(screen.getByLabelText('履歴書ファイル'), new File(['x'], 'cv.xlsx'));
    expect((await screen.findByRole('alert')).textContent).toContain('このファイル形式には対応していません');

    await user.upload(screen.getByLabelText('履歴書ファイル'), pdf());
    await screen.findByRole('heading', { name: '履歴書から読み取った内容のご確認' });
    expect(api.callsTo('POST', '/api/v1/applicants/parseFile')[0]?.headers.get('X-Localization')).toBe('ja');
    expect(screen.getByText('現在のプロフィール：An')).toBeTruthy();
    expect(screen.getByText('履歴書の3行目：')).toBeTruthy();
    const experience = screen.getByRole('group', { name: '職歴 1' });
    expect(within(experience).getByRole('checkbox', { name: '株式会社メルカリを追加' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('button', { name: '選択した内容を保存' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '別の履歴書を使う' })).toBeTruthy();
  });
});
