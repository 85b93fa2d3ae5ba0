import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../../auth/test/mock-api.ts';
import { fakeServer } from '../test/fake-server.ts';
import { experience } from '../../profile/test/profile-fixtures.ts';
import { careerAnswers, profileReadyForCareer, readyEntries } from '../test/profile-fixture.ts';
import { renderWizard } from '../test/render-wizard.tsx';
import { choose, pick, stepHeading } from '../test/ui.ts';

beforeEach(async () => {
  await i18next.changeLanguage('en');
  logIn();
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

const CAREER = '/profile-registration?step=career';

describe('Career step: work experience (spec §5)', { timeout: 120_000 }, () => {
  it('rejects a work detail left as the template (ja), then saves it and hides the profile from the current employer', async () => {
    await i18next.changeLanguage('ja');
    const api = fakeServer(profileReadyForCareer());
    renderWizard(CAREER);
    const user = userEvent.setup({ delay: null });
    await stepHeading('職務経歴');
    expect(screen.getByRole('heading', { name: '職務経歴の追加' })).toBeTruthy();
    const detail = screen.getByRole('textbox', { name: /業務内容/ }) as HTMLTextAreaElement;
    // The Japanese template of the applicant's job role (Backend engineer: software development).
    await waitFor(() => expect(detail.value).toContain('例：受注APIの設計・開発'));

    await user.type(screen.getByRole('textbox', { name: /会社名/ }), 'Sakura Systems');
    await choose(user, /業種/, 'Internet services');
    await choose(user, /従業員数/, '50–99 employees');
    await choose(user, /^雇用形態/, 'Full-time');
    await user.type(screen.getByRole('textbox', { name: /役職・職種名/ }), 'Backend engineer');
    await user.type(screen.getByRole('textbox', { name: /開始年月/ }), '2021/04');
    await user.click(screen.getByRole('checkbox', { name: '現在も在籍している' }));
    expect((screen.getByRole('textbox', { name: /終了年月/ }) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Sakura Systemsにプロフィールを公開しない' }));

    await user.click(screen.getByRole('button', { name: '職務経歴を保存' }));
    expect(await screen.findByText('テンプレートのままです。ご自身の業務内容に書き換えてください。')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/applicant-experiences')).toHaveLength(0);

    await user.clear(detail);
    await user.click(detail);
    await user.paste('受注APIをGoで設計・開発し、Kubernetesへ移行しました。');
    await user.click(screen.getByRole('button', { name: '職務経歴を保存' }));
    await screen.findByText('Sakura Systems Backend engineer');
    expect(api.callsTo('POST', '/api/v1/applicant-experiences')[0]?.body).toEqual({
      company_name: 'Sakura Systems',
      industry_id: 1,
      is_japanese_company: false,
      employment_type_id: 1,
      job_title: 'Backend engineer',
      company_size_id: 3,
      period_from: '2021/04',
      period_to: null,
      is_current: true,
      work_detail: '受注APIをGoで設計・開発し、Kubernetesへ移行しました。',
      it_skills: null,
      role_and_size: null,
      projects: null,
    });
    expect(api.callsTo('POST', '/api/v1/applicant-excluded-companies')[0]?.body).toEqual({
      company_name: 'Sakura Systems',
    });
    expect(screen.getByText('この企業にはプロフィール非公開')).toBeTruthy();
  });

  it('asks for at least one work experience before finishing', async () => {
    const api = fakeServer(profileReadyForCareer());
    renderWizard(CAREER);
    const user = userEvent.setup({ delay: null });
    await stepHeading('Your career');
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    await user.type(screen.getByRole('textbox', { name: /Career summary/ }), 'Go engineer.');
    await choose(user, /Current working status/, 'Employed full-time');
    await choose(user, /Latest annual income/, '¥6M–¥7M');
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    expect(await screen.findByText('Please add at least one work experience.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v2/applicant/profile')).toHaveLength(0);
  });

  it('removes an experience after asking', async () => {
    const api = fakeServer(
      profileReadyForCareer({ experiences: [experience(1), experience(2, { company_name: 'Fuji Soft' })] }),
    );
    renderWizard(CAREER);
    const user = userEvent.setup({ delay: null });
    await stepHeading('Your career');
    await user.click(screen.getByRole('button', { name: 'Remove Backend engineer at Fuji Soft' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Backend engineer at Fuji Soft')).toBeNull());
    expect(api.callsTo('DELETE', '/api/v1/applicant-experiences/2')).toHaveLength(1);
    expect(screen.getByText('Backend engineer at Sakura Systems')).toBeTruthy();
  });
});

describe('Career step: finishing the registration (spec §3, §4)', { timeout: 120_000 }, () => {
  async function fillCareer(user: ReturnType<typeof userEvent.setup>) {
    await stepHeading('Your career');
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(3);
    await user.click(screen.getByRole('textbox', { name: /Career summary/ }));
    await user.paste('Backend engineer with 6 years of Go.');
    await choose(user, /Current working status/, 'Employed full-time');
    await choose(user, /Latest annual income/, '¥6M–¥7M');
    await user.type(screen.getByRole('textbox', { name: /Desired annual salary/ }), '8000000');
    await pick(user, /Where you want to work/, 'Tok', 'Tokyo');
    await choose(user, /Preferred employment type/, 'Full-time');
    const optIn = screen.getByRole('checkbox', {
      name: 'Also register with our recruitment agency',
    }) as HTMLInputElement;
    expect(optIn.checked).toBe(false);
    await user.click(optIn);
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
  }

  it('saves the simple-registration payload, completes step 4 and goes to the page first asked for', async () => {
    const api = fakeServer(profileReadyForCareer({ experiences: [experience(1)] }));
    const { router } = renderWizard(`${CAREER}&redirect=%2Fjobs%2F5`);
    const user = userEvent.setup({ delay: null });
    await fillCareer(user);
    await screen.findByRole('heading', { name: 'Job' });
    expect(router.state.location.pathname).toBe('/jobs/5');

    expect(api.callsTo('POST', '/api/v2/applicant/profile')[0]?.body).toEqual({
      job_positions: [readyEntries.jobRole],
      skills: [readyEntries.skill],
      japanese_language_level: 3,
      jlpt: 2,
      languages: { ...readyEntries.languages, english_writing: null },
      first_name: 'Aiko',
      last_name: 'Tanaka',
      furigana_first_name: null,
      furigana_last_name: null,
      nationality: 104,
      date_of_birth: '1994-05-06',
      gender: 'female',
      visa_expiration_date: null,
      work_permission_id: null,
      current_country_residence: 104,
      current_city_residence: 'Shibuya',
      current_address: null,
      dialing_code_id: 104,
      phone: '090-1234-5678',
      work_details: [{ ...experience(1) }],
      ...careerAnswers,
      educations: [readyEntries.education],
      licenses: [readyEntries.license],
      awards: [readyEntries.award],
    });
    const post = api.calls.findIndex((c) => c.method === 'POST' && c.path === '/api/v2/applicant/profile');
    const complete = api.calls.findIndex((c) => c.path === '/api/v1/applicants/complete-step');
    expect(complete).toBeGreaterThan(post);
    expect(api.calls[complete]?.method).toBe('PUT');
  });

  it('refreshes the session so the guards see step 4: home, and the wizard is closed afterwards', async () => {
    const api = fakeServer(profileReadyForCareer({ experiences: [experience(1)] }));
    const guarded = renderWizard(CAREER, { guarded: true });
    const user = userEvent.setup({ delay: null });
    await fillCareer(user);
    await screen.findByRole('heading', { name: 'Home' });
    expect(guarded.router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Your registration is complete. Welcome to Hashi!')).toBeTruthy();
    // The wizard is closed now: the not-registered guard reads the refreshed record (step 4).
    await act(() => guarded.router.navigate('/profile-registration'));
    await screen.findByRole('heading', { name: 'Profile settings' });
    expect(api.callsTo('GET', '/api/v1/applicants/auth').length).toBeGreaterThanOrEqual(2);
  });

  it('asks once how the applicant heard of Hashi, and stores the answer before completing', async () => {
    const api = fakeServer(profileReadyForCareer({ experiences: [experience(1)] }));
    renderWizard(CAREER);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'One last question' })).toBeTruthy();
    await choose(user, /How did you hear about Hashi\?/, 'LinkedIn');
    await fillCareer(user);
    await screen.findByRole('heading', { name: 'Home' });
    expect(api.callsTo('PUT', '/api/v1/applicants/channel').map((c) => c.body)).toEqual([{ channel_id: 2 }]);
    const answered = api.calls.findIndex((c) => c.path === '/api/v1/applicants/channel' && c.method === 'PUT');
    const complete = api.calls.findIndex((c) => c.path === '/api/v1/applicants/complete-step');
    expect(answered).toBeGreaterThan(-1);
    expect(complete).toBeGreaterThan(answered);
  });

  it('records a question passed over as asked (null)', async () => {
    const api = fakeServer(profileReadyForCareer({ experiences: [experience(1)] }));
    renderWizard(CAREER);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'One last question' });
    await fillCareer(user);
    await screen.findByRole('heading', { name: 'Home' });
    expect(api.callsTo('PUT', '/api/v1/applicants/channel').map((c) => c.body)).toEqual([{ channel_id: null }]);
  });

  it('does not ask an applicant already asked (ja)', async () => {
    await i18next.changeLanguage('ja');
    const again = fakeServer(profileReadyForCareer({ experiences: [experience(1)] }), {
      'GET /api/v1/applicants/channel': { body: { data: { answered: true, channel_id: 9 } } },
    });
    renderWizard(CAREER);
    await stepHeading('職務経歴');
    await waitFor(() => expect(again.callsTo('GET', '/api/v1/applicants/channel')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: '最後にひとつだけ教えてください' })).toBeNull();
    expect(screen.queryByText('Hashiを何で知りましたか？')).toBeNull();
  });

  it('says which parts are missing when complete-step refuses', async () => {
    fakeServer(profileReadyForCareer({ experiences: [experience(1)] }), {
      'PUT /api/v1/applicants/complete-step': {
        status: 422,
        body: {
          message: 'Please complete your profile.',
          code: 'validation_failed',
          errors: { jlpt: ['Required.'], income: ['Required.'] },
        },
      },
    });
    renderWizard(CAREER);
    const user = userEvent.setup({ delay: null });
    await fillCareer(user);
    expect(
      await screen.findByText(
        'Your profile was saved, but some parts are still missing: JLPT, Work status and income. Please go back and complete them.',
      ),
    ).toBeTruthy();
  });
});
