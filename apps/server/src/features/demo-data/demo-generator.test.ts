import { describe, expect, it } from 'vitest';
import { POSTING_LANGUAGE_LOCALES, type PostingLanguage } from '@hashi/shared/jobs-enums';
import { JOB_POSITIONS } from '../../platform/db/seeds/job-positions.ts';
import { SKILLS } from '../../platform/db/seeds/skills.ts';
import { generateCompanies } from './company-generator.ts';
import { type DemoPosting, generatePostings } from './posting-generator.ts';
import { Rng } from './prng.ts';

const now = new Date('2026-11-22T03:00:00Z');
const companies = generateCompanies({ seed: 'test', count: 200 });
const postings = [...generatePostings({ seed: 'test', companies, postings: 2000, now })];
const share = (test: (p: DemoPosting) => boolean, list = postings) => list.filter(test).length / list.length;
const midpoint = (p: DemoPosting) => ((p.salary_min ?? 0) + (p.salary_max ?? 0)) / 2;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('the seeded random generator', () => {
  it('gives the same stream for the same name and another for another name', () => {
    const a = new Rng('x');
    const b = new Rng('x');
    const c = new Rng('y');
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    expect(first.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});

describe('demo companies', () => {
  it('are the same for the same seed, and differ for another seed', () => {
    expect(generateCompanies({ seed: 'test', count: 200 })).toEqual(companies);
    expect(generateCompanies({ seed: 'other', count: 200 })[0]?.row.name_en).not.toBe(companies[0]?.row.name_en);
  });

  it('have distinct bilingual names, fictional websites and a spread of places, sizes and industries', () => {
    expect(new Set(companies.map((c) => c.row.name_en)).size).toBe(200);
    expect(new Set(companies.map((c) => c.row.name_ja)).size).toBe(200);
    for (const c of companies) {
      expect(c.row.name_ja).toMatch(/株式会社/);
      expect(c.row.website_url).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example$/);
      expect(c.row.description_ja).toMatch(/です。|ます。/);
    }
    const big4 = companies.filter((c) => [13, 27, 14, 40].includes(c.row.prefecture_id ?? 0)).length;
    expect(big4 / 200).toBeGreaterThan(0.7);
    const remote = companies.filter((c) => c.row.prefecture_id === null).length;
    expect(remote).toBeGreaterThan(2);
    expect(remote).toBeLessThan(30);
    expect(new Set(companies.map((c) => c.row.company_size_id)).size).toBe(7);
    expect(new Set(companies.map((c) => c.row.industry_id)).size).toBeGreaterThan(15);
    expect(companies.filter((c) => c.documents.includes(1)).length).toBeGreaterThan(160);
  });
});

describe('demo postings', () => {
  it('are the same for the same seed, companies and time, whatever the starting index', () => {
    const again = [...generatePostings({ seed: 'test', companies, postings: 2000, now })];
    expect(again).toEqual(postings);
    const tail = [...generatePostings({ seed: 'test', companies, postings: 2000, now, from: 1990 })];
    expect(tail).toEqual(postings.slice(1990));
    const other = [...generatePostings({ seed: 'other', companies, postings: 5, now })];
    expect(other.map((p) => p.title_en)).not.toEqual(postings.slice(0, 5).map((p) => p.title_en));
  });

  it('pay like the market: median near ¥8.5M, juniors ¥4–6M, seniors ¥8–15M', () => {
    const priced = postings.filter((p) => p.salary_min !== null);
    expect(median(priced.map(midpoint))).toBeGreaterThanOrEqual(7_500_000);
    expect(median(priced.map(midpoint))).toBeLessThanOrEqual(9_500_000);
    const juniors = priced.filter((p) => p.title_en?.startsWith('Junior') || p.title_ja?.includes('ジュニア'));
    const seniors = priced.filter((p) => p.title_en?.startsWith('Senior') || p.title_ja?.includes('シニア'));
    expect(juniors.length).toBeGreaterThan(100);
    expect(seniors.length).toBeGreaterThan(300);
    for (const p of juniors) expect([p.salary_min, p.salary_max]).toEqual([expect.any(Number), expect.any(Number)]);
    expect(Math.min(...juniors.map((p) => p.salary_min ?? 0))).toBeGreaterThanOrEqual(4_000_000);
    expect(Math.max(...juniors.map((p) => p.salary_max ?? 0))).toBeLessThanOrEqual(6_000_000);
    expect(Math.min(...seniors.map((p) => p.salary_min ?? 0))).toBeGreaterThanOrEqual(8_000_000);
    expect(Math.max(...seniors.map((p) => p.salary_max ?? 0))).toBeLessThanOrEqual(15_000_000);
    for (const p of priced) expect(p.salary_max ?? 0).toBeGreaterThan(p.salary_min ?? 0);
    expect(share((p) => p.salary_negotiable && p.salary_min === null)).toBeGreaterThan(0.01);
  });

  it('ask for every Japanese level from none to N1, and about a third are open to applicants abroad', () => {
    for (const level of [1, 2, 3, 4, 5, 6])
      expect(share((p) => p.required_jlpt_level_id === level)).toBeGreaterThan(0.005);
    expect(share((p) => p.required_jlpt_level_id === 6)).toBeGreaterThan(0.15);
    expect(share((p) => p.overseas_application_allowed)).toBeGreaterThan(0.25);
    expect(share((p) => p.overseas_application_allowed)).toBeLessThan(0.42);
    // Fully remote from overseas always accepts applicants abroad.
    expect(share((p) => p.remote_option === 4 && !p.overseas_application_allowed)).toBe(0);
    for (const remote of [1, 2, 3, 4]) expect(share((p) => p.remote_option === remote)).toBeGreaterThan(0.03);
    for (const visa of [1, 2, 3]) expect(share((p) => p.visa_sponsorship === visa)).toBeGreaterThan(0.1);
  });

  it('are written in the languages their posting language says, mostly both, and read naturally', () => {
    for (const p of postings) {
      const locales = POSTING_LANGUAGE_LOCALES[p.posting_language as PostingLanguage];
      expect(p.title_en !== null).toBe(locales.includes('en'));
      expect(p.title_ja !== null).toBe(locales.includes('ja'));
      expect(p.description_en !== null).toBe(locales.includes('en'));
      expect(p.description_ja !== null).toBe(locales.includes('ja'));
    }
    expect(share((p) => p.posting_language === 1)).toBeGreaterThan(0.45);
    expect(share((p) => p.posting_language === 2)).toBeGreaterThan(0.1);
    expect(share((p) => p.posting_language === 3)).toBeGreaterThan(0.05);
    expect(
      postings.some((p) => p.title_en === 'Backend Engineer (Go)' && p.title_ja === 'バックエンドエンジニア（Go）'),
    ).toBe(true);
    const ja = postings.find((p) => p.description_ja !== null)?.description_ja ?? '';
    expect(ja).toContain('【業務内容】');
    expect(ja).toMatch(/ています。|します。/);
  });

  it('point at reference data that exists, and mostly at published, open postings', () => {
    const positions = new Set(JOB_POSITIONS.map((p) => p.id));
    const skills = new Set(SKILLS.map((s) => s.id));
    for (const p of postings) {
      expect(positions.has(p.job_position_id)).toBe(true);
      for (const id of p.skill_ids) expect(skills.has(id)).toBe(true);
      expect(p.featured_skill_ids.every((id) => p.skill_ids.includes(id))).toBe(true);
      if (p.status === 3) expect(p.published_at).not.toBeNull();
      if (p.is_closed) expect(p.closed_at?.getTime()).toBeGreaterThan(p.published_at?.getTime() ?? 0);
    }
    expect(share((p) => p.status === 3 && !p.is_closed)).toBeGreaterThan(0.93);
    for (const status of [1, 2, 5]) expect(postings.some((p) => p.status === status)).toBe(true);
    expect(postings.some((p) => p.is_closed)).toBe(true);
  });
});
