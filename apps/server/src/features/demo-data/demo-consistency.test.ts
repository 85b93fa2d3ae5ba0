import { describe, expect, it } from 'vitest';
import { PostingLanguage } from '@hashi/shared/jobs-enums';
import { generateCompanies } from './company-generator.ts';
import { generatePostings } from './posting-generator.ts';

/**
 * Issue 13: the demo contradicted itself (a company "listed on the TSE" with the listed box unticked,
 * an "English-speaking team" beside 0–10 % foreign employees). Every fact the demo states in words
 * agrees with the fields that state it as data.
 */
const now = new Date('2026-11-22T03:00:00Z');
const companies = generateCompanies({ seed: 'consistency', count: 200 });
const postings = [...generatePostings({ seed: 'consistency', companies, postings: 2000, now })];
const byId = new Map(companies.map((c) => [c.id, c]));
const FOREIGN_30_PERCENT = 3;
const ENGLISH_30_PERCENT = 3;
const LISTED_APPEAL = 19;

const saysListed = (text: string | null) => /Tokyo Stock Exchange|東証/.test(text ?? '');
const saysInternational = (company: (typeof companies)[number]) =>
  company.appeals.some((a) => /countries|English is the working language/.test(`${a.title_en} ${a.body_en}`));

describe('demo data that agrees with itself', () => {
  it('says a company is listed exactly when its listed box is ticked, in both languages and on its postings', () => {
    expect(companies.some((c) => c.row.is_listed)).toBe(true);
    for (const c of companies) {
      expect(saysListed(c.row.description_en), c.row.name_en).toBe(c.row.is_listed);
      expect(saysListed(c.row.description_ja), c.row.name_ja).toBe(c.row.is_listed);
    }
    for (const p of postings) {
      expect(p.appeal_point_ids.includes(LISTED_APPEAL)).toBe(byId.get(p.company_id)?.row.is_listed);
    }
  });

  it('gives an international team (appeal or posting text) a foreign share and English use to match', () => {
    const international = companies.filter(saysInternational);
    expect(international.length).toBeGreaterThan(10);
    const theirs = postings.filter((p) => international.some((c) => c.id === p.company_id));
    expect(theirs.length).toBeGreaterThan(50);
    for (const p of theirs) {
      expect(p.foreigner_percent_id, p.title_en ?? p.title_ja ?? '').toBeGreaterThanOrEqual(FOREIGN_30_PERCENT);
      expect(p.english_usage_percent_id).toBeGreaterThanOrEqual(ENGLISH_30_PERCENT);
    }
    const multinational = postings.filter(
      (p) => p.description_en?.includes('from several countries') || p.description_ja?.includes('多国籍チーム'),
    );
    expect(multinational.length).toBeGreaterThan(50);
    for (const p of multinational) expect(p.foreigner_percent_id).toBeGreaterThanOrEqual(FOREIGN_30_PERCENT);
  });

  it('writes an English-only posting for applicants who need no Japanese', () => {
    const englishOnly = postings.filter((p) => p.posting_language === PostingLanguage.EnglishOnly);
    expect(englishOnly.length).toBeGreaterThan(50);
    for (const p of englishOnly) {
      expect(p.required_jlpt_level_id).toBe(6);
      expect(p.title_ja).toBeNull();
    }
  });
});
