import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../../auth/test/mock-api.ts';
import { readJapaneseDraft } from '../japanese-draft.ts';
import { fakeServer } from '../test/fake-server.ts';
import { emptyProfile } from '../../profile/test/profile-fixtures.ts';
import { renderWizard } from '../test/render-wizard.tsx';
import { choose, enterDate, pick, shownDate, stepHeading } from '../test/ui.ts';

beforeEach(async () => {
  await i18next.changeLanguage('en');
  logIn();
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

const withSkills = () => emptyProfile({ skills: [{ id: 1, skill_id: 102, years_of_experience_range_id: 4 }] });
const withRoles = () =>
  emptyProfile({
    skills: [{ id: 1, skill_id: 102, years_of_experience_range_id: 4 }],
    position_experiences: [{ id: 1, job_position_id: 201, years_of_experience_range_id: 5 }],
  });

describe('/profile-registration — Skill and Job (spec §2, §5)', { timeout: 120_000 }, () => {
  it('shows the four stepper titles and starts a new applicant at Skill', async () => {
    fakeServer(emptyProfile());
    renderWizard();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: /^Fill in by hand/ }));
    await stepHeading('Your IT skills');
    const steps = within(screen.getByRole('list', { name: 'Registration steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '01Skill and Job',
      '02Japanese and JLPT',
      '03Basic Information',
      '04Career',
    ]);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
  });

  it('asks for a skill and its years, then saves the skills and the step before moving on', async () => {
    const api = fakeServer(emptyProfile());
    renderWizard('/profile-registration?step=skill');
    const user = userEvent.setup({ delay: null });
    await stepHeading('Your IT skills');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Required.')).toBeTruthy();

    await pick(user, /IT skills/, 'Go', 'Go');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/applicant-skills/sync')).toHaveLength(0);

    await choose(user, /Years of experience: Go/, '3–5 years');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Your job roles');
    expect(api.callsTo('POST', '/api/v1/applicant-skills/sync')[0]?.body).toEqual({
      applicant_skills: [{ skill_id: 102, years_of_experience_range_id: 4 }],
    });
    expect(api.callsTo('PUT', '/api/v1/applicants/current-step')[0]?.body).toEqual({ current_step: 1 });
  });

  it('resets the role and years when the category changes, and saves the job roles', async () => {
    const api = fakeServer(withSkills());
    const { router } = renderWizard('/profile-registration?step=job');
    const user = userEvent.setup({ delay: null });
    await stepHeading('Your job roles');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please add at least one job role.')).toBeTruthy();

    await choose(user, /Job category/, 'Infrastructure and cloud');
    await choose(user, /^Job role/, 'Site reliability engineer');
    await choose(user, /^Years of experience/, '1–3 years');
    await choose(user, /Job category/, 'Software development');
    expect(screen.getByRole('combobox', { name: /^Job role/ }).textContent).toBe('Select');
    expect(screen.getByRole('combobox', { name: /^Years of experience/ }).getAttribute('aria-disabled')).toBe('true');

    await choose(user, /^Job role/, 'Backend engineer');
    await choose(user, /^Years of experience/, '5 years or more');
    await user.click(screen.getByRole('button', { name: 'Add job role' }));
    // Adding goes through the form's (asynchronous) validation: wait for it.
    expect(await screen.findByText('Your job roles (1 of 15)')).toBeTruthy();
    // The same role again updates its years instead of listing it twice (spec §5 deduplication).
    await choose(user, /^Job role/, 'Backend engineer');
    await choose(user, /^Years of experience/, '3–5 years');
    await user.click(screen.getByRole('button', { name: 'Add job role' }));
    // Adding goes through the form's (asynchronous) validation: wait for it.
    expect(await screen.findByText('Your job roles (1 of 15)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Your Japanese');
    expect(api.callsTo('POST', '/api/v1/applicant-position-experiences/sync')[0]?.body).toEqual({
      applicant_position_experiences: [{ job_position_id: 201, years_of_experience_range_id: 4 }],
    });
    expect(api.callsTo('PUT', '/api/v1/applicants/current-step')[0]?.body).toEqual({ current_step: 2 });
    expect(router.state.location.search).toBe('?step=japanese');
    // Back shows the saved roles again.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Your job roles');
    expect(await screen.findByRole('button', { name: 'Remove Backend engineer' })).toBeTruthy();
  });
});

describe('/profile-registration — Japanese and JLPT', { timeout: 120_000 }, () => {
  it('keeps the Japanese answers through a reload and saves them with the JLPT level', async () => {
    const api = fakeServer(withRoles());
    const first = renderWizard('/profile-registration?step=japanese');
    const user = userEvent.setup({ delay: null });
    await stepHeading('Your Japanese');
    await user.click(await screen.findByRole('radio', { name: 'Business' }));
    await choose(user, /First \(native\) language/, 'Vietnamese');
    await choose(user, /English speaking level/, 'Fluent');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('JLPT');
    // No JLPT answer saved yet: the language section cannot be saved alone, so it waits as a draft.
    expect(api.callsTo('PUT', '/api/v1/applicant-languages')).toHaveLength(0);
    expect(readJapaneseDraft(70)).toMatchObject({ japanese_language_level: 3, native: 301, english: 2 });

    first.unmount();
    renderWizard('/profile-registration?step=jlpt');
    await stepHeading('JLPT');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    await user.click(await screen.findByRole('radio', { name: 'N2' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Basic information');
    expect(api.callsTo('PUT', '/api/v1/applicant-languages')[0]?.body).toEqual({
      native: 301,
      english: 2,
      english_comprehension: null,
      english_writing: null,
      english_certificates: [],
      other_languages: [],
      japanese_language_level: 3,
      japanese_experience_id: null,
      uses_japanese_at_work: null,
      jlpt: 2,
    });
    expect(api.callsTo('PUT', '/api/v1/applicants/current-step').at(-1)?.body).toEqual({ current_step: 3 });
    expect(readJapaneseDraft(70)).toBeNull();
    const titles = within(screen.getByRole('list', { name: 'Registration steps' })).getAllByRole('listitem');
    expect(titles[1]?.textContent).toContain('(completed)');
  });
});

describe('/profile-registration — pre-fill and resume', { timeout: 120_000 }, () => {
  it('fills every field from the profile (what /cv-edit saved) and resumes in the saved group', async () => {
    fakeServer(
      emptyProfile({
        current_step: 3,
        skills: [{ id: 1, skill_id: 102, years_of_experience_range_id: 4 }],
        position_experiences: [{ id: 1, job_position_id: 201, years_of_experience_range_id: 5 }],
        languages: {
          ...emptyProfile().languages,
          native: 301,
          english: 2,
          japanese_language_level: 3,
          jlpt: 2,
        },
        basic_personal_information: {
          ...emptyProfile().basic_personal_information,
          first_name: 'Minh',
          last_name: 'Nguyen',
          date_of_birth: '1995-02-03',
          gender: 'male',
          nationality_id: 105,
          country_id: 104,
        },
        contact_information: { dialing_code_id: 104, phone: '080-1111-2222', linkedin_url: null, github_url: null },
      }),
    );
    renderWizard();
    const user = userEvent.setup({ delay: null });
    await stepHeading('Basic information');
    expect((screen.getByLabelText(/^First name \(given name\)/) as HTMLInputElement).value).toBe('Minh');
    expect(shownDate(/Date of birth/)).toEqual(['3', '1995']);
    expect((screen.getByRole('radio', { name: 'Male' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /Nationality/ }) as HTMLInputElement).value).toBe('Vietnam'),
    );
    expect((screen.getByLabelText(/Phone number/) as HTMLInputElement).value).toBe('080-1111-2222');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('JLPT');
    expect(((await screen.findByRole('radio', { name: 'N2' })) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Your Japanese');
    expect(((await screen.findByRole('radio', { name: 'Business' })) as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /English speaking level/ }).textContent).toBe('Fluent'),
    );
  });

  it('shows a retry when the profile cannot be loaded', async () => {
    fakeServer(emptyProfile(), {
      'GET /api/v2/applicant/profile': { status: 500, body: { message: 'Server Error', code: 'server_error' } },
    });
    renderWizard();
    expect(await screen.findByText(/We could not load your profile/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/profile-registration — Basic Information', { timeout: 120_000 }, () => {
  const ready = () =>
    emptyProfile({
      ...withRoles(),
      current_step: 3,
      languages: { ...emptyProfile().languages, native: 301, english: 2, japanese_language_level: 3, jlpt: 2 },
    });

  it('shows the messages in Japanese, family name first, and saves basic and contact information', async () => {
    await i18next.changeLanguage('ja');
    const api = fakeServer(ready());
    renderWizard();
    const user = userEvent.setup({ delay: null });
    await stepHeading('基本情報');
    const labels = screen.getAllByText(/^(姓|名)[\s*]*$/).map((label) => label.textContent?.charAt(0));
    expect(labels).toEqual(['姓', '名']);
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(screen.getAllByText('必須項目です。').length).toBeGreaterThanOrEqual(6));
    expect(api.callsTo('POST', '/api/v1/applicant-basic-personal-information')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^姓[\s*]*$/), '田中');
    await user.type(screen.getByLabelText(/^名[\s*]*$/), '愛子');
    await user.type(screen.getByLabelText(/姓（ふりがな）/), 'たなか');
    await enterDate(user, /生年月日/, '1994', '5月', '6');
    await user.click(screen.getByRole('radio', { name: '女性' }));
    await choose(user, /国籍/, 'Japan');
    await choose(user, /お住まいの国/, 'Japan');
    await choose(user, /都道府県/, 'Tokyo');
    await user.type(screen.getByLabelText(/電話番号/), '090-1234-5678');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await stepHeading('職務経歴');

    expect(api.callsTo('POST', '/api/v1/applicant-basic-personal-information')[0]?.body).toEqual({
      first_name: '愛子',
      last_name: '田中',
      furigana_first_name: null,
      furigana_last_name: 'たなか',
      date_of_birth: '1994-05-06',
      gender: 'female',
      nationality_id: 104,
      country_id: 104,
      prefecture_id: 13,
      city: null,
      street_address: null,
      work_permission_id: null,
      visa_status_id: null,
      visa_expiration_date: null,
    });
    expect(api.callsTo('PUT', '/api/v1/profile/contact-information')[0]?.body).toEqual({
      dialing_code_id: null,
      phone: '090-1234-5678',
      linkedin_url: null,
      github_url: null,
    });
    expect(api.callsTo('PUT', '/api/v1/applicants/current-step')[0]?.body).toEqual({ current_step: 3 });
  });

  it('puts a 422 from the server under its field', async () => {
    const filled = ready();
    filled.basic_personal_information = {
      ...filled.basic_personal_information,
      first_name: 'Aiko',
      last_name: 'Tanaka',
      date_of_birth: '1994-05-06',
      gender: 'female',
      nationality_id: 104,
      country_id: 105,
    };
    fakeServer(filled, {
      'POST /api/v1/applicant-basic-personal-information': {
        status: 422,
        body: { message: 'Invalid', code: 'validation_failed', errors: { nationality_id: ['Invalid value.'] } },
      },
    });
    renderWizard();
    const user = userEvent.setup({ delay: null });
    await stepHeading('Basic information');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid value.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Basic information' })).toBeTruthy();
  });
});
