import { describe, expect, it } from 'vitest';
import { experienceInput, registrationInput, signedInApplicant } from '../../../test/applicant-client.ts';
import { media } from '../profile-media/media-fixtures.ts';
import { upload } from '../profile-media/media-test-helpers.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();

const PROFILE = '/api/v2/applicant/profile';

describe('GET and POST /api/v2/applicant/profile', () => {
  it('answers an empty profile, then saves the simple-registration payload and answers step and id', async () => {
    const a = await signedInApplicant(ctx);
    const empty = (await a.call('GET', PROFILE)).json().data;
    expect(empty).toMatchObject({ id: a.id, current_step: 1, overall_completion_rate: 0, experiences: [], skills: [] });
    const auth0 = (await a.call('GET', '/api/v1/applicants/auth')).json();
    expect(auth0).toMatchObject({ basic_personal_information: { full_name: null }, overall_completion_rate: 0 });

    const saved = await a.call('POST', PROFILE, registrationInput());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ current_step: 3, id: a.id });

    const profile = (await a.call('GET', PROFILE)).json().data;
    expect(profile.basic_personal_information).toMatchObject({
      first_name: 'Linh',
      full_name: 'Linh Nguyen',
      date_of_birth: '1994-05-17',
      gender: 'female',
      country_id: 104,
      city: 'Shibuya',
    });
    expect(profile.contact_information).toMatchObject({ dialing_code_id: 104, phone: '090-1234-5678' });
    expect(profile.income).toEqual({
      currency: 1,
      current_working_status: 1,
      latest_annual_income: 5,
      desired_annual_salary: 8_000_000,
    });
    expect(profile.languages).toMatchObject({ native: 12, english: 1, japanese_language_level: 3, jlpt: 2 });
    expect(profile.languages.english_certificates).toEqual([
      { id: expect.any(Number), certificate_id: null, name: 'TOEIC', score: 990 },
    ]);
    expect(profile.experiences).toHaveLength(1);
    expect(profile.educations.map((e: { school_name: string }) => e.school_name)).toEqual([
      'Hanoi University of Science and Technology',
    ]);
    expect(profile.skills).toHaveLength(2);
    expect(profile.preference).toMatchObject({ prefecture_ids: [13, 14], employment_type_id: 1 });
    expect(profile.subscribed_to_gtalent).toBe(true);
    // Every section of ADR 0011 but the photo is filled; the preferred areas count for the preferences.
    expect(profile.overall_completion_rate).toBe(95);
    expect((await upload(ctx, a.token, 'photo', media.png())).statusCode).toBe(201);
    expect((await a.call('GET', '/api/v2/applicant/profile')).json().data.overall_completion_rate).toBe(100);

    const auth = (await a.call('GET', '/api/v1/applicants/auth')).json();
    expect(auth).toMatchObject({
      basic_personal_information: { full_name: 'Linh Nguyen' },
      overall_completion_rate: 100,
    });
  });

  it('answers the spec §5 messages for the payload in English and Japanese', async () => {
    const a = await signedInApplicant(ctx);
    const body = registrationInput({
      work_details: [],
      work_summary: '',
      licenses: [{ name: 'JLPT N1' }, { name: 'jlpt n1' }],
      awards: [{ name: 'Prize' }, { name: 'Prize' }],
      areas: Array.from({ length: 16 }, (_, i) => i + 1),
      educations: [{ id: 0, school_name: 'U', school_url: 'u.example' }],
      languages: {
        native: 12,
        english: 1,
        english_certificates: [{ name: '', score: 0 }],
        other_languages: [{ language_id: 23 }],
      },
    });
    const en = await a.call('POST', PROFILE, body);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      work_details: ['Please add at least one work experience.'],
      work_summary: ['Required.'],
      'licenses.1.name': ['This license has already been added.'],
      'awards.1.name': ['This award has already been added.'],
      areas: ['You can select up to 15 items.'],
      'educations.0.school_url': ['Must be a full URL starting with http:// or https://.'],
      'languages.english_certificates.0.name': ['Required.'],
      'languages.english_certificates.0.score': ['Must be a number from 1 to 999999.99.'],
      'languages.other_languages.0.level_id': ['Required.'],
    });
    const ja = await a.call('POST', PROFILE, body, 'ja');
    expect(ja.json().errors).toMatchObject({
      work_details: ['職歴を1件以上登録してください。'],
      'licenses.1.name': ['この資格はすでに追加されています。'],
      areas: ['選択できるのは15件までです。'],
      'languages.english_certificates.0.score': ['1〜999999.99の数値で入力してください。'],
    });
    const summary = await a.call('POST', PROFILE, registrationInput({ work_summary: 'x'.repeat(10_001) }));
    expect(summary.json().errors).toEqual({ work_summary: ['Must be 10000 characters or less.'] });
  });

  it('saves nothing when any part fails', async () => {
    const a = await signedInApplicant(ctx);
    // The profile row is written before the experiences are checked: the whole transaction must roll back.
    const bad = registrationInput({ work_details: [experienceInput(), experienceInput({ industry_id: 999_999 })] });
    const res = await a.call('POST', PROFILE, bad);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'work_details.1.industry_id': ['Invalid value.'] });
    const profile = (await a.call('GET', PROFILE)).json().data;
    expect(profile).toMatchObject({ current_step: 1, overall_completion_rate: 0, experiences: [], skills: [] });
    expect(profile.basic_personal_information.first_name).toBeNull();
  });

  it("rejects another applicant's entry ids with 404 and changes neither profile", async () => {
    const a = await signedInApplicant(ctx);
    const b = await signedInApplicant(ctx);
    await a.call('POST', PROFILE, registrationInput());
    const aProfile = (await a.call('GET', PROFILE)).json().data;
    const stolen = await b.call(
      'POST',
      PROFILE,
      registrationInput({
        work_details: [experienceInput({ id: aProfile.experiences[0].id, company_name: 'Mine now' })],
      }),
    );
    expect(stolen.statusCode).toBe(404);
    expect((await b.call('GET', PROFILE)).json().data.experiences).toEqual([]);
    expect((await a.call('GET', PROFILE)).json().data.experiences[0].company_name).toBe('Sakura Systems');
    const bEdu = await b.call(
      'POST',
      PROFILE,
      registrationInput({ educations: [{ id: aProfile.educations[0].id, school_name: 'X' }] }),
    );
    expect(bEdu.statusCode).toBe(404);
  });
});

describe('registration steps', () => {
  it('complete-step lists what is missing, then sets step 4 and registered_at', async () => {
    const a = await signedInApplicant(ctx);
    const early = await a.call('PUT', '/api/v1/applicants/complete-step', undefined, 'ja');
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('登録を完了する前に、プロフィールの必須項目を入力してください。');
    expect(Object.keys(early.json().errors).sort()).toEqual(
      [
        'basic_personal_information',
        'income',
        'job_positions',
        'jlpt',
        'japanese_language_level',
        'skills',
        'work_details',
        'work_summary',
      ].sort(),
    );

    expect((await a.call('PUT', '/api/v1/applicants/current-step', { current_step: 2 })).json()).toEqual({
      current_step: 2,
      registered_at: null,
    });
    expect((await a.call('PUT', '/api/v1/applicants/current-step', { current_step: 4 })).statusCode).toBe(422);

    await a.call('POST', PROFILE, registrationInput());
    const done = await a.call('PUT', '/api/v1/applicants/complete-step');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ current_step: 4, registered_at: expect.any(String) });
    const auth = (await a.call('GET', '/api/v1/applicants/auth')).json();
    expect(auth).toMatchObject({ current_step: 4, registered_at: done.json().registered_at });

    // A registered applicant is never taken back by the wizard's saves.
    expect((await a.call('PUT', '/api/v1/applicants/current-step', { current_step: 1 })).json().current_step).toBe(4);
    expect((await a.call('POST', PROFILE, registrationInput())).json().current_step).toBe(4);
    const again = await a.call('PUT', '/api/v1/applicants/complete-step');
    expect(again.json().registered_at).toBe(done.json().registered_at);
  });

  it('work-remotely sets the preference', async () => {
    const a = await signedInApplicant(ctx);
    const res = await a.call('PUT', '/api/v1/applicants/work-remotely', { work_remotely: true });
    expect(res.json()).toEqual({ work_remotely: true });
    expect((await a.call('GET', PROFILE)).json().data.preference.remote_from_overseas).toBe(true);
    const bad = await a.call('PUT', '/api/v1/applicants/work-remotely', {}, 'ja');
    expect(bad.json().errors).toEqual({ work_remotely: ['必須項目です。'] });
  });

  it('recruitment-agency turns the partner agency registration on and off, for the caller only', async () => {
    const a = await signedInApplicant(ctx);
    const b = await signedInApplicant(ctx);
    await a.call('POST', PROFILE, { ...registrationInput(), subscribed_to_gtalent: true });
    expect((await a.call('GET', PROFILE)).json().data.subscribed_to_gtalent).toBe(true);
    const off = await a.call('PUT', '/api/v1/applicants/recruitment-agency', { subscribed_to_gtalent: false });
    expect(off.json()).toEqual({ subscribed_to_gtalent: false });
    expect((await a.call('GET', PROFILE)).json().data.subscribed_to_gtalent).toBe(false);
    await b.call('PUT', '/api/v1/applicants/recruitment-agency', { subscribed_to_gtalent: true });
    expect((await b.call('GET', PROFILE)).json().data.subscribed_to_gtalent).toBe(true);
    expect((await a.call('GET', PROFILE)).json().data.subscribed_to_gtalent).toBe(false);
    const bad = await a.call('PUT', '/api/v1/applicants/recruitment-agency', { subscribed_to_gtalent: 'yes' }, 'ja');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['subscribed_to_gtalent']);
  });

  it('preview answers the profile with the labels of its reference ids in the request language', async () => {
    const a = await signedInApplicant(ctx);
    await a.call('POST', PROFILE, registrationInput());
    const ja = (await a.call('GET', `${PROFILE}/preview`, undefined, 'ja')).json();
    expect(ja.data.basic_personal_information.full_name).toBe('Linh Nguyen');
    expect(ja.labels.countries).toEqual({ '104': '日本' });
    expect(ja.labels.japan_prefectures).toMatchObject({ '13': '東京都' });
    const en = (await a.call('GET', `${PROFILE}/preview`)).json();
    expect(en.labels.countries).toEqual({ '104': 'Japan' });
  });

  it('needs a signed-in applicant', async () => {
    for (const [method, url] of [
      ['GET', PROFILE],
      ['POST', PROFILE],
      ['GET', `${PROFILE}/preview`],
      ['PUT', '/api/v1/applicants/complete-step'],
      ['PUT', '/api/v1/applicants/current-step'],
      ['PUT', '/api/v1/applicants/work-remotely'],
      ['PUT', '/api/v1/applicants/recruitment-agency'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('account deletion', () => {
  it('erases the whole profile', async () => {
    const a = await signedInApplicant(ctx);
    await a.call('POST', PROFILE, registrationInput());
    const res = await a.call('POST', '/api/v1/user/delete-account', { reason_id: 1 });
    expect(res.statusCode).toBe(200);
    for (const table of [
      'applicant_profiles',
      'applicant_work_experiences',
      'applicant_skills',
      'applicant_educations',
    ] as const) {
      const rows = await ctx.deps.db
        .selectFrom(table)
        .select('applicant_id')
        .where('applicant_id', '=', a.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the profile endpoints with their bodies', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    const post = doc.paths['/api/v2/applicant/profile'].post;
    expect(post.requestBody.content['application/json'].schema.properties).toHaveProperty('work_details');
    for (const [path, method] of [
      ['/api/v2/applicant/profile/preview', 'get'],
      ['/api/v1/applicants/complete-step', 'put'],
      ['/api/v1/applicants/current-step', 'put'],
      ['/api/v1/applicants/work-remotely', 'put'],
      ['/api/v1/applicants/recruitment-agency', 'put'],
      ['/api/v1/applicant-experiences/sync', 'post'],
      ['/api/v1/applicant-educations/{id}/restore', 'post'],
      ['/api/v1/applicant-skills/sync', 'post'],
      ['/api/v1/applicant-position-experiences/sync', 'post'],
      ['/api/v1/applicant-basic-personal-information', 'post'],
      ['/api/v1/profile/contact-information', 'put'],
    ] as const) {
      expect(doc.paths, path).toHaveProperty([path, method]);
    }
  });
});
