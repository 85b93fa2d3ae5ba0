import { describe, expect, it } from 'vitest';
import { seedDictionary } from '../../../test/cv-dictionary.ts';
import { ENGLISH_CV, JAPANESE_CV } from '../../../test/cv-fixtures.ts';
import { extractContact } from './extract-contact.ts';
import { findPeriod, formatYearMonth, parseDate } from './extract-dates.ts';
import { toLines } from './extract-lines.ts';
import { extractProposals } from './extract-proposals.ts';
import { extractSkills } from './extract-skills.ts';

const dict = seedDictionary();
const period = (text: string) => {
  const p = findPeriod(text);
  return p && [formatYearMonth(p.from), p.to ? formatYearMonth(p.to) : null, p.current];
};

describe('dates', () => {
  it('reads periods in Japanese, numeric and English forms', () => {
    expect(period('2019/04 – 2022/03 Acme')).toEqual(['2019/04', '2022/03', false]);
    expect(period('2019年4月〜現在 株式会社メルカリ')).toEqual(['2019/04', null, true]);
    expect(period('Apr 2019 - Present')).toEqual(['2019/04', null, true]);
    expect(period('平成31年4月～令和2年3月')).toEqual(['2019/04', '2020/03', false]);
    expect(period('H27.4 - R1.5')).toEqual(['2015/04', '2019/05', false]);
    expect(period('2010 – 2014')).toEqual(['2010', '2014', false]);
    expect(period('June 2016 to March 2019')).toEqual(['2016/06', '2019/03', false]);
    expect(period('2019/04 only')).toBeUndefined();
  });
  it('converts era birth dates to the Gregorian calendar', () => {
    expect(parseDate('平成2年4月1日生')).toBe('1990-04-01');
    expect(parseDate('昭和64年1月7日')).toBe('1989-01-07');
    expect(parseDate('令和元年5月1日')).toBe('2019-05-01');
    expect(parseDate('1994/03/14')).toBe('1994-03-14');
    expect(parseDate('March 14, 1994')).toBe('1994-03-14');
    expect(parseDate('14 March 1994')).toBe('1994-03-14');
    expect(parseDate('1994/02/30')).toBeUndefined();
  });
});

describe('contact', () => {
  const phone = (text: string) => extractContact(toLines(text)).phone?.value;
  it('reads Japanese and international phone numbers', () => {
    expect(phone('TEL 03-1234-5678')).toEqual({ country_code: null, number: '03-1234-5678' });
    expect(phone('携帯 09012345678')).toEqual({ country_code: null, number: '09012345678' });
    expect(phone('Phone: +81 90-1234-5678')).toEqual({ country_code: '+81', number: '90-1234-5678' });
    expect(phone('Mobile: (+1) 555-123-4567')).toEqual({ country_code: '+1', number: '555-123-4567' });
  });
  it('does not take dates or postal codes for phone numbers', () => {
    expect(phone('〒150-0002 東京都渋谷区\n2019/04/01')).toBeUndefined();
  });
});

describe('skills', () => {
  const names = (text: string) => extractSkills(toLines(text), dict.skills, 'en').map((s) => s.name);
  it('matches whole words only', () => {
    expect(names('I worked at Google on Java')).toEqual(['Java']);
    expect(names('JavaScript, C++ and Objective-C')).toEqual(['JavaScript', 'C++', 'Objective-C']);
    expect(names('Go/Rust, MySQL')).toEqual(['Go', 'Rust', 'MySQL']);
  });
  it('leaves English words that are skill names alone unless written as the skill', () => {
    expect(names('we go to rust-free places')).toEqual([]);
  });
  it('knows aliases and Japanese text around Latin names', () => {
    expect(names('JS, k8s, Golang, Postgres')).toEqual(['JavaScript', 'Kubernetes', 'Go', 'PostgreSQL']);
    expect(names('PostgreSQLを用いた開発、要件定義')).toEqual(['PostgreSQL', 'Requirements definition']);
  });
  it('names skills in the request language and keeps the line', () => {
    const [skill] = extractSkills(toLines('概要\n要件定義から担当'), dict.skills, 'ja');
    expect(skill).toMatchObject({ name: '要件定義', source: { text: '要件定義から担当', line: 2 } });
  });
});

describe('a Japanese 履歴書 and 職務経歴書', () => {
  const { proposals: p, language } = extractProposals(JAPANESE_CV.join('\n'), dict, 'ja', false);
  it('reads the basic information', () => {
    expect(language).toBe('ja');
    expect(p.basic.last_name?.value).toBe('グエン');
    expect(p.basic.first_name?.value).toBe('ヴァン アン');
    expect(p.basic.furigana_last_name?.value).toBe('グエン');
    expect(p.basic.date_of_birth).toEqual({
      value: '1992-05-10',
      source: { text: '生年月日 平成4年5月10日生(満33歳)', line: 4 },
    });
    expect(p.basic.gender?.value).toBe('male');
    expect(p.basic.nationality?.value).toEqual({ id: 245, name: 'ベトナム' });
    expect(p.contact.email?.value).toBe('nguyen.an@example.jp');
    expect(p.contact.phone?.value).toEqual({ country_code: null, number: '090-1234-5678' });
  });
  it('reads education and work with periods', () => {
    expect(p.educations).toEqual([
      expect.objectContaining({
        school_name: 'ハノイ工科大学',
        major: '情報技術学部',
        educational_level_id: 3,
        start: '2010/09',
        end: '2015/06',
      }),
    ]);
    expect(p.work_experiences).toEqual([
      expect.objectContaining({
        company_name: '株式会社メルカリ',
        job_title: 'バックエンドエンジニア',
        period_from: '2019/04',
        period_to: null,
        is_current: true,
      }),
      expect.objectContaining({
        company_name: 'FPTソフトウェア株式会社',
        job_title: 'システムエンジニア',
        period_from: '2015/07',
        period_to: '2019/03',
        is_current: false,
      }),
    ]);
  });
  it('reads skills, languages, JLPT and licenses', () => {
    expect(p.skills.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Go', 'Kubernetes', 'PostgreSQL', 'Java', 'Spring Boot', 'JavaScript']),
    );
    expect(p.languages.map((l) => [l.name, l.level_id])).toEqual([
      ['ベトナム語', 1],
      ['日本語', 3],
      ['英語', 4],
    ]);
    expect(p.jlpt).toMatchObject({ jlpt_score_level_id: 2, name: 'N2', source: { line: 22 } });
    expect(p.licenses.map((l) => [l.it_certificate_id, l.year])).toEqual([
      [3, 2016],
      [16, 2021],
    ]);
  });
});

describe('an English CV', () => {
  const { proposals: p, language } = extractProposals(ENGLISH_CV.join('\n'), dict, 'en', false);
  it('reads name, contact and nationality from a demonym', () => {
    expect(language).toBe('en');
    expect([p.basic.first_name?.value, p.basic.last_name?.value]).toEqual(['Jane', 'Doe']);
    expect(p.basic.date_of_birth?.value).toBe('1994-03-14');
    expect(p.basic.nationality?.value).toEqual({ id: 175, name: 'Philippines' });
    expect(p.contact.phone?.value).toEqual({ country_code: '+84', number: '912 345 678' });
  });
  it('reads work experience and education', () => {
    expect(
      p.work_experiences.map((w) => [w.company_name, w.job_title, w.period_from, w.period_to, w.is_current]),
    ).toEqual([
      ['Rakuten Group, Inc.', 'Senior Software Engineer', '2019/04', null, true],
      ['Accenture Philippines', 'Software Developer', '2016/06', '2019/03', false],
    ]);
    expect(p.educations).toEqual([
      expect.objectContaining({
        school_name: 'University of the Philippines Diliman',
        major: 'Computer Science',
        educational_level_id: 3,
        start: '2012',
        end: '2016',
      }),
    ]);
  });
  it('reads skills without false friends, languages and certificates', () => {
    const skills = p.skills.map((s) => s.name);
    expect(skills).toEqual(expect.arrayContaining(['Google Cloud', 'Kubernetes', 'C++', 'Go', 'PostgreSQL']));
    expect(p.skills.find((s) => s.name === 'Go')?.source.text).toMatch(/^JavaScript/);
    expect(p.languages.map((l) => [l.language_id, l.level_id])).toEqual([
      [12, 2],
      [154, 1],
      [23, null],
    ]);
    expect(p.jlpt?.jlpt_score_level_id).toBe(3);
    expect(p.licenses.map((l) => [l.it_certificate_id, l.year])).toEqual([
      [16, 2021],
      [77, 2018],
    ]);
  });
});
