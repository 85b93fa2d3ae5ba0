import { describe, expect, it } from 'vitest';
import { japaneseProposals } from '../test/fixtures.ts';
import { emptyProfile } from '../../profile/test/profile-fixtures.ts';
import { buildRequests, serverIssues } from './review-requests.ts';
import { nameKey } from './match.ts';
import { buildReview, type ReviewValues } from './review-values.ts';

/** What the applicant would fill in on the review screen for the Japanese CV on an empty profile. */
function completed(values: ReviewValues): ReviewValues {
  const v = structuredClone(values);
  v.basic.country_id.value = 104;
  Object.assign(v.experiences[0]!, {
    industry_id: 1,
    employment_type_id: 1,
    company_size_id: 1,
    work_detail: 'Go microservices for the marketplace',
  });
  for (const skill of v.skills) skill.years_of_experience_range_id = 3;
  v.languages.native.value = 60;
  v.languages.english.value = 4;
  v.languages.japanese_language_level.value = 3;
  return v;
}

describe('buildReview', () => {
  it('proposes every value for an empty profile and asks for what the sections still need', () => {
    const { values, already, email } = buildReview(japaneseProposals(), emptyProfile(), [{ id: 104, code: '+81' }]);
    expect(values.basic.first_name).toMatchObject({ kind: 'proposal', accept: true, value: 'アン', current: null });
    expect(values.basic.first_name.source?.line).toBe(3);
    expect(values.basic.nationality_id).toMatchObject({ kind: 'proposal', value: 245 });
    expect(values.basic.country_id.kind).toBe('needed');
    expect(values.basic.furigana_first_name.kind).toBe('hidden');
    expect(values.phone).toMatchObject({ kind: 'proposal', value: { dialing_code_id: null, number: '090-1234-5678' } });
    expect(values.experiences[0]).toMatchObject({
      company_name: '株式会社メルカリ',
      is_current: true,
      is_japanese_company: true,
    });
    expect(values.languages.jlpt).toMatchObject({ kind: 'proposal', value: 2 });
    expect(values.languages.native.kind).toBe('needed');
    expect(already).toEqual({ experiences: [], educations: [], skills: [], licenses: [] });
    expect(email?.value).toBe('nguyen.an@example.jp');
  });

  it('never adds what the profile has, and keeps a saved value unless the applicant picks the new one', () => {
    const profile = emptyProfile({
      basic_personal_information: {
        ...emptyProfile().basic_personal_information,
        first_name: 'An',
        last_name: 'グエン',
      },
      experiences: [
        {
          id: 5,
          company_name: '株式会社 メルカリ',
          industry_id: 1,
          is_japanese_company: true,
          employment_type_id: 1,
          job_title: 'Engineer',
          company_size_id: 1,
          period_from: '2019/04',
          period_to: null,
          is_current: true,
          work_detail: 'Backend',
          it_skills: null,
          role_and_size: null,
          projects: null,
        },
      ],
      skills: [{ id: 1, skill_id: 11, years_of_experience_range_id: 4 }],
      licenses: [{ id: 1, name: '基本情報技術者試験', year: 2016 }],
    });
    const { values, already } = buildReview(japaneseProposals(), profile);
    expect(values.basic.first_name).toMatchObject({ accept: false, current: 'An', value: 'アン' });
    expect(values.basic.last_name).toMatchObject({ accept: false, current: 'グエン' });
    expect(values.experiences).toEqual([]);
    expect(values.skills.map((s) => s.name)).toEqual(['Kubernetes']);
    expect(already).toEqual({
      experiences: ['株式会社メルカリ'],
      educations: [],
      skills: ['Go'],
      licenses: ['基本情報技術者試験'],
    });
  });

  it('maps a CV country code to the dialing-code list', () => {
    const proposals = japaneseProposals();
    proposals.contact.phone = { value: { country_code: '+84', number: '912 345 678' }, source: { line: 2, text: 'x' } };
    expect(buildReview(proposals, emptyProfile(), [{ id: 245, code: '+84' }]).values.phone.value).toEqual({
      dialing_code_id: 245,
      number: '912 345 678',
    });
  });

  it('compares company names loosely', () => {
    expect(nameKey('株式会社 メルカリ')).toBe(nameKey('メルカリ'));
    expect(nameKey('Rakuten Group, Inc.')).toBe(nameKey('rakuten'));
  });
});

describe('buildRequests', () => {
  it('sends nothing while a kept value or a needed one is missing, and says where', () => {
    const { values } = buildReview(japaneseProposals(), emptyProfile());
    const { requests, issues } = buildRequests(values, emptyProfile());
    expect(requests.map((r) => r.section)).toEqual(['contact', 'educations', 'licenses']);
    const where = issues.map((i) => i.formPath);
    expect(where).toEqual(
      expect.arrayContaining([
        'basic.country_id.value',
        'experiences.0.industry_id',
        'experiences.0.work_detail',
        'skills.0.years_of_experience_range_id',
        'languages.native.value',
        'languages.english.value',
        'languages.japanese_language_level.value',
      ]),
    );
    expect(issues.every((i) => i.formPath !== null)).toBe(true);
  });

  it('merges the kept values into each section as the profile endpoints take it', () => {
    const { values } = buildReview(japaneseProposals(), emptyProfile());
    const { requests, issues } = buildRequests(completed(values), emptyProfile());
    expect(issues).toEqual([]);
    const body = Object.fromEntries(requests.map((r) => [r.path, r.body]));
    expect(body['/api/v1/applicant-basic-personal-information']).toMatchObject({
      first_name: 'アン',
      last_name: 'グエン',
      date_of_birth: '1992-05-10',
      gender: 'male',
      nationality_id: 245,
      country_id: 104,
    });
    expect(body['/api/v1/applicant-experiences/sync']).toEqual({
      experiences: [
        expect.objectContaining({
          company_name: '株式会社メルカリ',
          period_from: '2019/04',
          period_to: null,
          is_current: true,
        }),
      ],
    });
    expect(body['/api/v1/applicant-skills/sync']).toEqual({
      applicant_skills: [
        { skill_id: 11, years_of_experience_range_id: 3 },
        { skill_id: 12, years_of_experience_range_id: 3 },
      ],
    });
    expect(body['/api/v1/applicant-languages']).toMatchObject({
      native: 60,
      english: 4,
      japanese_language_level: 3,
      jlpt: 2,
    });
    expect(body['/api/v1/applicant-licenses/sync']).toEqual({ licenses: [{ name: '基本情報技術者試験', year: 2016 }] });
  });

  it('leaves out what the applicant dropped and keeps the saved lists', () => {
    const profile = emptyProfile({ licenses: [{ id: 3, name: 'AWS SAA', year: 2021 }] });
    const { values } = buildReview(japaneseProposals(), profile);
    const v = completed(values);
    v.skills[1]!.accept = false;
    v.experiences[0]!.accept = false;
    const { requests } = buildRequests(v, profile);
    const body = Object.fromEntries(requests.map((r) => [r.section, r.body]));
    expect(body.experiences).toBeUndefined();
    expect(body.skills).toEqual({ applicant_skills: [{ skill_id: 11, years_of_experience_range_id: 3 }] });
    expect(body.licenses).toEqual({
      licenses: [
        { name: 'AWS SAA', year: 2021 },
        { name: '基本情報技術者試験', year: 2016 },
      ],
    });
  });

  it('asks for a proposal that was dropped when its section cannot be saved without it', () => {
    const { values } = buildReview(japaneseProposals(), emptyProfile());
    const v = completed(values);
    v.basic.first_name.accept = false;
    const { issues } = buildRequests(v, emptyProfile());
    expect(issues).toEqual([{ section: 'basic', formPath: 'basic.first_name.value', message: 'validation.required' }]);
  });

  it('refuses an 8th education and a month without its month', () => {
    const profile = emptyProfile({
      educations: Array.from({ length: 7 }, (_, i) => ({
        id: i + 1,
        school_name: `School ${i}`,
        school_url: null,
        educational_level_id: null,
        major: null,
        location: null,
        period_from: null,
        period_to: null,
        is_current: false,
        deleted_at: null,
      })),
    });
    const { values } = buildReview(japaneseProposals(), profile);
    expect(buildRequests(completed(values), profile).issues).toContainEqual({
      section: 'educations',
      formPath: null,
      message: 'validation.education_limit',
    });
    const v = completed(buildReview(japaneseProposals(), emptyProfile()).values);
    v.educations[0]!.period_from = '2010';
    expect(buildRequests(v, emptyProfile()).issues).toEqual([
      { section: 'educations', formPath: 'educations.0.period_from', message: 'validation.month' },
    ]);
  });

  it('skips sections already saved and maps the server errors to the rows they are about', () => {
    const profile = emptyProfile({
      experiences: [
        {
          id: 9,
          company_name: 'FPT Software',
          industry_id: 1,
          is_japanese_company: false,
          employment_type_id: 1,
          job_title: 'SE',
          company_size_id: 1,
          period_from: '2015/07',
          period_to: '2019/03',
          is_current: false,
          work_detail: 'Java',
          it_skills: null,
          role_and_size: null,
          projects: null,
        },
      ],
    });
    const v = completed(buildReview(japaneseProposals(), profile).values);
    const { requests } = buildRequests(v, profile, new Set(['basic', 'contact']));
    expect(requests[0]?.section).toBe('experiences');
    expect((requests[0]!.body as { experiences: { id?: number }[] }).experiences.map((e) => e.id)).toEqual([
      9,
      undefined,
    ]);
    const issues = serverIssues(
      requests[0]!,
      { 'experiences.1.work_detail': ['Too short.'], 'experiences.0.job_title': ['x'] },
      '',
    );
    expect(issues.map((i) => i.formPath)).toEqual(['experiences.0.work_detail', null]);
  });
});
