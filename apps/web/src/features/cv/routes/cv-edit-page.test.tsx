import { CV_FILE_MAX_BYTES } from '@hashi/shared/cv-parse.schema';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn } from '../../auth/test/mock-api.ts';
import { cvServer, japaneseProposals, parsed } from '../test/fixtures.ts';
import { emptyProfile } from '../../profile/test/profile-fixtures.ts';
import { renderCv } from '../test/render-cv.tsx';
import { choose, completeExperience, group, pdf, uploadCv } from '../test/review-steps.ts';
import CvEditPage from './cv-edit-page.tsx';

const PARSE_FILE = 'POST /api/v1/applicants/parseFile';
const SAVES = {
  'POST /api/v1/applicant-basic-personal-information': { body: { data: {} } },
  'PUT /api/v1/profile/contact-information': { body: { data: {} } },
  'POST /api/v1/applicant-experiences/sync': { body: { data: [] } },
  'POST /api/v1/applicant-educations/sync': { body: { data: [] } },
  'POST /api/v1/applicant-skills/sync': { body: { data: [] } },
  'PUT /api/v1/applicant-languages': { body: { data: {} } },
  'POST /api/v1/applicant-licenses/sync': { body: { data: [] } },
};
const saveCalls = (api: ReturnType<typeof cvServer>) =>
  api.calls.filter((c) => c.method !== 'GET' && !c.path.includes('/applicants/parse'));

beforeEach(() => {
  logIn();
});

describe('/cv-edit: choosing a CV (spec §5 Files)', () => {
  it('checks type, size and count before sending anything', async () => {
    const api = cvServer(emptyProfile(), { [PARSE_FILE]: { body: parsed() } });
    renderCv(<CvEditPage />);
    const user = userEvent.setup({ applyAccept: false });
    expect(screen.getByRole('link', { name: 'Skip, fill in by hand' }).getAttribute('href')).toBe(
      '/profile-registration',
    );

    await uploadCv(user, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toContain('File is not supported');

    await uploadCv(user, pdf('big.pdf', new Uint8Array(CV_FILE_MAX_BYTES + 1)));
    expect((await screen.findByRole('alert')).textContent).toContain('File size is too big.');

    const zone = screen.getByText('Drop your CV here').parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('a.pdf'), pdf('b.pdf')] } });
    expect((await screen.findByRole('alert')).textContent).toContain('File limit exceeded!');
    expect(api.callsTo('POST', '/api/v1/applicants/parseFile')).toHaveLength(0);
  });

  it('shows progress while reading, then the spec message when the CV cannot be parsed', async () => {
    let answer!: (reply: { status: number; body: unknown }) => void;
    const api = cvServer(emptyProfile(), {
      [PARSE_FILE]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderCv(<CvEditPage />);
    const user = userEvent.setup();
    await uploadCv(user);
    expect(within(await screen.findByRole('status')).getByText('Reading your CV…')).toBeTruthy();
    const call = api.callsTo('POST', '/api/v1/applicants/parseFile')[0]!;
    expect(call.headers.get('Authorization')).toBe('Bearer access-1');
    expect(call.headers.get('X-Localization')).toBe('en');
    const [, init] = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/parseFile')) ?? [];
    const sent = init?.body as FormData;
    expect((sent.get('file') as File).name).toBe('rirekisho.pdf');

    answer({
      status: 422,
      body: {
        code: 'cv_unparseable',
        message: 'This file cannot be parsed. Please use a correct CV or contact support.',
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This file cannot be parsed. Please use a correct CV or contact support.');
    expect(within(alert).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
  });

  it('checks a profile URL and shows the server refusing it under the field', async () => {
    const api = cvServer(emptyProfile(), {
      'POST /api/v1/applicants/parseUrl': ({ body }) =>
        (body as { url: string }).url.includes('localhost')
          ? {
              status: 422,
              body: {
                code: 'cv_url_not_allowed',
                message: 'This URL cannot be used. Please enter a public http or https address.',
              },
            }
          : { body: parsed() },
    });
    renderCv(<CvEditPage />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Profile URL');
    await user.type(field, 'my cv');
    await user.click(screen.getByRole('button', { name: 'Read from URL' }));
    expect(await screen.findByText('Must be a valid URL.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/applicants/parseUrl')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'http://localhost/cv');
    await user.click(screen.getByRole('button', { name: 'Read from URL' }));
    expect(
      await screen.findByText('This URL cannot be used. Please enter a public http or https address.'),
    ).toBeTruthy();

    await user.clear(screen.getByLabelText('Profile URL'));
    await user.type(screen.getByLabelText('Profile URL'), 'https://example.com/cv');
    await user.click(screen.getByRole('button', { name: 'Read from URL' }));
    expect(await screen.findByRole('heading', { name: 'Check the values from your CV' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/applicants/parseUrl').at(-1)?.body).toEqual({ url: 'https://example.com/cv' });
  });
});

describe('/cv-edit: reviewing and saving', { timeout: 90_000 }, () => {
  it('shows each proposal with its CV line and saves nothing while something is missing', async () => {
    const api = cvServer(emptyProfile(), { [PARSE_FILE]: { body: parsed() }, ...SAVES });
    renderCv(<CvEditPage />);
    const user = userEvent.setup();
    await uploadCv(user);
    await screen.findByRole('heading', { name: 'Check the values from your CV' });

    expect(screen.getAllByText('氏名 グエン ヴァン アン').length).toBeGreaterThan(0);
    expect(screen.getByText('2019年4月〜現在 株式会社メルカリ')).toBeTruthy();
    expect(screen.getByText('nguyen.an@example.jp')).toBeTruthy();
    expect(screen.getByLabelText(/^Last name/, { selector: 'input' })).toHaveProperty('value', 'グエン');
    expect(screen.getByRole('checkbox', { name: 'Use this value: First name' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: 'Save selected' }));
    expect(await screen.findByText('Please correct the highlighted items. Nothing has been saved yet.')).toBeTruthy();
    expect(within(group('Work experience 1')).getAllByText('Required.').length).toBe(4);
    expect(saveCalls(api)).toEqual([]);
  });

  it('saves only the kept values, section by section, then opens the registration wizard', async () => {
    const api = cvServer(emptyProfile(), { [PARSE_FILE]: { body: parsed() }, ...SAVES });
    renderCv(<CvEditPage />);
    const user = userEvent.setup();
    await uploadCv(user);
    await screen.findByRole('heading', { name: 'Check the values from your CV' });

    await user.clear(screen.getByLabelText(/^First name/, { selector: 'input' }));
    await user.paste('Van An');
    await choose(user, /Country of residence/, 'Japan');
    await user.click(screen.getByRole('checkbox', { name: 'Use this value: Phone number' }));
    await completeExperience(user, 'Work experience 1');
    await user.click(screen.getByRole('checkbox', { name: 'Kubernetes' }));
    await choose(user, /Years of experience for all ticked skills/, '1–3 years');
    await user.click(screen.getByRole('checkbox', { name: 'Use this value: JLPT' }));
    await user.click(screen.getByRole('checkbox', { name: 'Add 基本情報技術者試験' }));
    await user.click(screen.getByRole('button', { name: 'Save selected' }));

    expect(await screen.findByRole('heading', { name: 'Registration wizard' })).toBeTruthy();
    expect(saveCalls(api).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/applicant-basic-personal-information',
      'POST /api/v1/applicant-experiences/sync',
      'POST /api/v1/applicant-educations/sync',
      'POST /api/v1/applicant-skills/sync',
    ]);
    const [basic, experiences, educations, skills] = saveCalls(api).map((c) => c.body);
    expect(basic).toMatchObject({
      first_name: 'Van An',
      last_name: 'グエン',
      gender: 'male',
      nationality_id: 245,
      country_id: 104,
    });
    expect(experiences).toEqual({
      experiences: [
        {
          company_name: '株式会社メルカリ',
          job_title: 'バックエンドエンジニア',
          period_from: '2019/04',
          period_to: null,
          is_current: true,
          is_japanese_company: true,
          industry_id: 1,
          employment_type_id: 1,
          company_size_id: 1,
          work_detail: 'Go microservices for the marketplace.',
        },
      ],
    });
    expect(educations).toMatchObject({
      educations: [{ school_name: 'ハノイ工科大学', period_from: '2010/09', id: 0 }],
    });
    expect(skills).toEqual({ applicant_skills: [{ skill_id: 11, years_of_experience_range_id: 3 }] });
  });

  it('says which section the server refused, keeps the saved ones, and retries only the rest', async () => {
    const proposals = japaneseProposals({ educations: [], skills: [], jlpt: null, licenses: [] });
    proposals.contact = { email: null, phone: null };
    const profile = emptyProfile();
    profile.basic_personal_information.country_id = 104;
    let refuse = true;
    const api = cvServer(profile, {
      [PARSE_FILE]: { body: parsed(proposals) },
      ...SAVES,
      'POST /api/v1/applicant-experiences/sync': () =>
        refuse
          ? {
              status: 422,
              body: {
                code: 'validation_failed',
                message: 'Please check the highlighted fields.',
                errors: { 'experiences.0.work_detail': ['Please change the template to describe your own work.'] },
              },
            }
          : { body: { data: [] } },
    });
    renderCv(<CvEditPage />);
    const user = userEvent.setup();
    await uploadCv(user);
    await screen.findByRole('heading', { name: 'Check the values from your CV' });
    await completeExperience(user, 'Work experience 1', 'Template');
    await user.click(screen.getByRole('button', { name: 'Save selected' }));

    const alert = await screen.findByText(/Work experience could not be saved: Please check the highlighted fields./);
    expect(alert.textContent).toContain('Already saved: Basic information.');
    expect(screen.getByText('Please change the template to describe your own work.')).toBeTruthy();
    expect(screen.getByText('Saved')).toBeTruthy();

    refuse = false;
    await user.click(within(group('Work experience 1')).getByLabelText(/Work detail/));
    await user.paste(': payments API in Go');
    await user.click(screen.getByRole('button', { name: 'Save selected' }));
    expect(await screen.findByRole('heading', { name: 'Registration wizard' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/applicant-basic-personal-information')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/v1/applicant-experiences/sync')).toHaveLength(2);
  });

  it('asks for the month of a period the CV gives as a year only', async () => {
    const proposals = japaneseProposals();
    proposals.educations[0]!.start = '2010';
    cvServer(emptyProfile(), { [PARSE_FILE]: { body: parsed(proposals) }, ...SAVES });
    renderCv(<CvEditPage />);
    const user = userEvent.setup();
    await uploadCv(user);
    const education = within(await screen.findByRole('group', { name: 'Education 1' }));
    expect(education.getByLabelText(/^Start/)).toHaveProperty('value', '2010');
    expect(education.getByText('Your CV gives only the year. Please add the month (YYYY/MM).')).toBeTruthy();
  });

  it('refuses to save when everything was dropped', async () => {
    const proposals = japaneseProposals({ educations: [], work_experiences: [], skills: [], jlpt: null, licenses: [] });
    proposals.contact = { email: null, phone: null };
    const api = cvServer(emptyProfile(), { [PARSE_FILE]: { body: parsed(proposals) }, ...SAVES });
    renderCv(<CvEditPage />);
    const user = userEvent.setup();
    await uploadCv(user);
    await screen.findByRole('heading', { name: 'Check the values from your CV' });
    for (const field of ['Last name', 'First name', 'Date of birth', 'Gender', 'Nationality']) {
      await user.click(screen.getByRole('checkbox', { name: `Use this value: ${field}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Save selected' }));
    expect(await screen.findByText('Nothing is selected. Please tick the values you want to keep.')).toBeTruthy();
    expect(saveCalls(api)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Use another CV' }));
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
  });
});
