import { describe, expect, it } from 'vitest';
import { educationRequestSchema } from './education.schema.ts';
import { experienceRequestSchema, experienceSyncRequestSchema } from './experience.schema.ts';
import { preferenceRequestSchema } from './preference.schema.ts';
import {
  awardListSchema,
  languagesRequestSchema,
  licenseListSchema,
  skillListSchema,
} from './profile-sections.schema.ts';
import { V } from './validation.ts';

/** Field path → message keys of a failed parse. */
function errors(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return out;
}

const experience = {
  company_name: 'Acme',
  industry_id: 1,
  employment_type_id: 1,
  job_title: 'Engineer',
  company_size_id: 2,
  period_from: '2020/04',
  period_to: '2023/03',
  work_detail: 'Built things.',
};

describe('work experience (spec §5)', () => {
  it('requires company, industry, size, employment type, title, periods and work detail', () => {
    const result = experienceRequestSchema.safeParse({});
    expect(Object.keys(errors(result)).sort()).toEqual(
      [
        'company_name',
        'company_size_id',
        'employment_type_id',
        'industry_id',
        'job_title',
        'period_from',
        'work_detail',
      ].sort(),
    );
    expect(errors(result).company_name).toEqual([V.required]);
  });
  it('needs period to unless current, not before period from', () => {
    expect(errors(experienceRequestSchema.safeParse({ ...experience, period_to: null }))).toEqual({
      period_to: [V.required],
    });
    expect(experienceRequestSchema.safeParse({ ...experience, period_to: null, is_current: true }).success).toBe(true);
    expect(errors(experienceRequestSchema.safeParse({ ...experience, period_to: '2019/12' }))).toEqual({
      period_to: [V.periodOrder],
    });
    expect(errors(experienceRequestSchema.safeParse({ ...experience, period_from: '2020-04' }))).toEqual({
      period_from: [V.month],
    });
  });
  it('limits work detail to 4000, IT skills and role/size to 2000', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(experienceRequestSchema.safeParse({ ...experience, work_detail: long(4000) }).success).toBe(true);
    const result = experienceRequestSchema.safeParse({
      ...experience,
      work_detail: long(4001),
      it_skills: long(2001),
      role_and_size: long(2001),
    });
    expect(errors(result)).toEqual({ work_detail: [V.maxChars], it_skills: [V.maxChars], role_and_size: [V.maxChars] });
  });
  it('asks for at least one experience in a sync', () => {
    expect(errors(experienceSyncRequestSchema.safeParse({ experiences: [] }))).toEqual({
      experiences: [V.experienceRequired],
    });
  });
});

describe('education, language and pickers (spec §5)', () => {
  it('accepts only a full http(s) school URL', () => {
    for (const url of ['example.com', 'ftp://example.com', 'http://localhost', 'javascript:alert(1)']) {
      expect(errors(educationRequestSchema.safeParse({ school_name: 'U', school_url: url }))).toEqual({
        school_url: [V.urlHttp],
      });
    }
    expect(educationRequestSchema.safeParse({ school_name: 'U', school_url: 'https://u.ac.jp/' }).success).toBe(true);
  });
  it('requires certificate name and a score from 1 to 999999.99; other languages need language and level', () => {
    const base = { native: 12, english: 2 };
    const cert = (score: unknown) =>
      errors(languagesRequestSchema.safeParse({ ...base, english_certificates: [{ name: 'TOEIC', score }] }));
    expect(cert(990)).toEqual({});
    expect(cert('999999.99')).toEqual({});
    expect(cert(0)).toEqual({ 'english_certificates.0.score': [V.scoreRange] });
    expect(cert(1_000_000)).toEqual({ 'english_certificates.0.score': [V.scoreRange] });
    expect(cert(1.234)).toEqual({ 'english_certificates.0.score': [V.scoreRange] });
    expect(cert(undefined)).toEqual({ 'english_certificates.0.score': [V.required] });
    expect(cert('abc')).toEqual({ 'english_certificates.0.score': [V.number] });
    const other = errors(languagesRequestSchema.safeParse({ ...base, other_languages: [{}] }));
    expect(other).toEqual({
      'other_languages.0.language_id': [V.required],
      'other_languages.0.level_id': [V.required],
    });
  });
  it('deduplicates skills by id and rejects duplicate licenses and awards', () => {
    const skills = skillListSchema.parse([
      { skill_id: 1, years_of_experience_range_id: 2 },
      { skill_id: 1, years_of_experience_range_id: 3 },
    ]);
    expect(skills).toEqual([{ skill_id: 1, years_of_experience_range_id: 3 }]);
    expect(errors(licenseListSchema.safeParse([{ name: 'AWS SAA' }, { name: ' aws saa ' }]))).toEqual({
      '1.name': [V.licenseDuplicate],
    });
    expect(errors(awardListSchema.safeParse([{ name: 'Best app' }, { name: 'Best App' }]))).toEqual({
      '1.name': [V.awardDuplicate],
    });
  });
  it('allows 15 prefectures, industries and roles and 5 priorities', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(preferenceRequestSchema.safeParse({ prefecture_ids: ids(15), appeal_point_ids: ids(5) }).success).toBe(true);
    const result = preferenceRequestSchema.safeParse({
      prefecture_ids: ids(16),
      industry_ids: ids(16),
      job_position_ids: ids(16),
      appeal_point_ids: ids(6),
    });
    expect(errors(result)).toEqual({
      prefecture_ids: [V.maxItems],
      industry_ids: [V.maxItems],
      job_position_ids: [V.maxItems],
      appeal_point_ids: [V.maxItems],
    });
    // Duplicates do not count against the limit.
    expect(preferenceRequestSchema.parse({ appeal_point_ids: [1, 1, 1, 1, 1, 1, 2] }).appeal_point_ids).toEqual([1, 2]);
  });
});

describe('work-detail templates (spec §5)', () => {
  it('rejects a work detail left as the template, in either language', async () => {
    const { workDetailTemplate } = await import('./work-detail-templates.ts');
    for (const locale of ['en', 'ja'] as const) {
      const template = workDetailTemplate(1, locale);
      const result = experienceRequestSchema.safeParse({ ...experience, work_detail: `  ${template}\n` });
      expect(errors(result)).toEqual({ work_detail: [V.workDetailTemplate] });
      const changed = template.replace('- \n', '- Go, PostgreSQL\n').replace('・\n', '・Go、PostgreSQL\n');
      expect(experienceRequestSchema.safeParse({ ...experience, work_detail: changed }).success).toBe(true);
    }
  });
});
