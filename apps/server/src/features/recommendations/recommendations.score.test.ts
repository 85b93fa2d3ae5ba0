import { describe, expect, it } from 'vitest';
import { type ProfileFacts, type ScoredPosting, scorePosting, WEIGHTS, type Wording } from './recommendations.score.ts';

const EMPTY: ProfileFacts = {
  skills: [],
  wanted_role_ids: [],
  experienced_role_ids: [],
  jlpt_level_id: null,
  prefecture_ids: [],
  remote_from_overseas: false,
  minimum_salary: null,
  experience_range_id: null,
  desired_salary: null,
  current_income: null,
};

const POSTING: ScoredPosting = {
  job_position_id: 1,
  skill_ids: [5, 21, 30],
  required_skills: [
    { skill_id: 5, years_of_experience_range_id: 4 },
    { skill_id: 21, years_of_experience_range_id: 3 },
    { skill_id: 30, years_of_experience_range_id: null },
  ],
  required_jlpt_level_id: 2,
  prefecture_ids: [13, 27],
  remote_option: 2,
  overseas_application_allowed: false,
  salary_min: 6_000_000,
  salary_max: 9_000_000,
};

const PLACES: Record<string, Record<number, string>> = {
  en: { 13: 'Tokyo', 27: 'Osaka' },
  ja: { 13: '東京都', 27: '大阪府' },
};
const YEARS: Record<string, Record<number, string>> = {
  en: { 2: 'Less than 1 year', 3: '1–3 years', 4: '3–5 years', 5: '5 years or more' },
  ja: { 2: '1年未満', 3: '1〜3年', 4: '3〜5年', 5: '5年以上' },
};
const words = (locale: 'en' | 'ja'): Wording => ({
  locale,
  prefectureName: (id) => PLACES[locale]?.[id] ?? null,
  yearsName: (id) => YEARS[locale]?.[id] ?? null,
  incomeName: (id) => (id === 7 ? (locale === 'en' ? '¥8M–¥9M' : '800万〜900万円') : null),
});
const score = (facts: Partial<ProfileFacts>, posting: Partial<ScoredPosting> = {}, locale: 'en' | 'ja' = 'en') =>
  scorePosting({ ...EMPTY, ...facts }, { ...POSTING, ...posting }, words(locale));

describe('scorePosting', () => {
  it('gives an empty profile 0 and no reasons', () => {
    expect(score({})).toEqual({ score: 0, reasons: [] });
    expect(score({}, {}, 'ja')).toEqual({ score: 0, reasons: [] });
  });

  it('counts matched skills and the required years the applicant meets', () => {
    const skills = [
      { skill_id: 5, years_range_id: 5 },
      { skill_id: 21, years_range_id: 2 },
      { skill_id: 30, years_range_id: 3 },
      { skill_id: 40, years_range_id: 5 },
      { skill_id: 41, years_range_id: 5 },
    ];
    expect(score({ skills })).toEqual({
      score: 3 * WEIGHTS.skill + WEIGHTS.yearsMet,
      reasons: ['Matches 3 of your 5 skills', 'You have the years of experience it asks for in 1 of 2 required skills'],
    });
    expect(score({ skills }, {}, 'ja').reasons).toEqual([
      'あなたのスキル5件中3件に一致',
      '必須スキル2件中1件で求められる経験年数を満たしています',
    ]);
    expect(score({ skills: [{ skill_id: 21, years_range_id: 1 }] }).reasons).toEqual(['Matches your skill']);
    expect(score({ skills: skills.slice(0, 3) }, {}, 'ja').reasons[0]).toBe('あなたのスキル3件すべてに一致');
    expect(score({ skills: [{ skill_id: 99, years_range_id: 5 }] })).toEqual({ score: 0, reasons: [] });
  });

  it('prefers a wanted role over an experienced one', () => {
    expect(score({ wanted_role_ids: [1], experienced_role_ids: [1] })).toEqual({
      score: WEIGHTS.wantedRole,
      reasons: ['A role you are looking for'],
    });
    expect(score({ experienced_role_ids: [1] }, {}, 'ja')).toEqual({
      score: WEIGHTS.experiencedRole,
      reasons: ['経験のある職種です'],
    });
    expect(score({ wanted_role_ids: [2] })).toEqual({ score: 0, reasons: [] });
  });

  it('compares JLPT levels: a lower id is harder; 6 required means none', () => {
    expect(score({ jlpt_level_id: 3 })).toEqual({
      score: WEIGHTS.jlptShort,
      reasons: ['Requires JLPT N2 — you have N3'],
    });
    expect(score({ jlpt_level_id: 3 }, {}, 'ja').reasons).toEqual(['JLPT N2が必要です（あなたはN3）']);
    expect(score({ jlpt_level_id: 6 }).reasons).toEqual(['Requires JLPT N2 — you have no JLPT level']);
    expect(score({ jlpt_level_id: 6 }, {}, 'ja').reasons).toEqual(['JLPT N2が必要です（あなたはJLPT未取得）']);
    expect(score({ jlpt_level_id: 2 })).toEqual({
      score: WEIGHTS.jlptMet,
      reasons: ['Requires JLPT N2 — your N2 qualifies'],
    });
    expect(score({ jlpt_level_id: 1 }, {}, 'ja').reasons).toEqual([
      'JLPT N2以上が条件です（あなたはN1で条件を満たしています）',
    ]);
    expect(score({ jlpt_level_id: 6 }, { required_jlpt_level_id: 6 })).toEqual({
      score: WEIGHTS.jlptMet,
      reasons: ['No Japanese required'],
    });
  });

  it('matches preferred places, and fully remote work within Japan when no place matches', () => {
    expect(score({ prefecture_ids: [27, 13] })).toEqual({
      score: WEIGHTS.place,
      reasons: ['In Tokyo, Osaka, where you want to work'],
    });
    expect(score({ prefecture_ids: [13] }, {}, 'ja').reasons).toEqual(['勤務地は希望の東京都です']);
    expect(score({ prefecture_ids: [1] })).toEqual({ score: 0, reasons: [] });
    expect(score({ prefecture_ids: [1] }, { remote_option: 3 })).toEqual({
      score: WEIGHTS.remoteInJapan,
      reasons: ['Fully remote within Japan'],
    });
  });

  it('matches the wish to work remotely from overseas', () => {
    expect(score({ remote_from_overseas: true }, { remote_option: 4 })).toEqual({
      score: WEIGHTS.remoteFromOverseas,
      reasons: ['Fully remote, also from overseas, as you wish'],
    });
    expect(score({ remote_from_overseas: true }, { overseas_application_allowed: true }, 'ja')).toEqual({
      score: WEIGHTS.overseasApplication,
      reasons: ['海外からの応募を受け付けています'],
    });
    expect(score({ remote_from_overseas: true })).toEqual({ score: 0, reasons: [] });
    expect(score({}, { remote_option: 4 })).toEqual({ score: 0, reasons: [] });
  });

  it('compares the top of the salary range with the minimum salary', () => {
    expect(score({ minimum_salary: 8_000_000 })).toEqual({
      score: WEIGHTS.salaryAbove,
      reasons: ['Pays up to ¥9,000,000 — above your minimum'],
    });
    expect(score({ minimum_salary: 9_000_000 }, {}, 'ja').reasons).toEqual([
      '年収は最大9,000,000円で、希望の最低年収を上回ります',
    ]);
    expect(score({ minimum_salary: 10_000_000 })).toEqual({
      score: WEIGHTS.salaryBelow,
      reasons: ['Pays up to ¥9,000,000 — below your minimum of ¥10,000,000'],
    });
    expect(score({ minimum_salary: 10_000_000 }, {}, 'ja').reasons).toEqual([
      '年収は最大9,000,000円で、希望の最低年収（10,000,000円）に届きません',
    ]);
    expect(score({ minimum_salary: 5_000_000 }, { salary_max: null }).reasons).toEqual([
      'Pays up to ¥6,000,000 — above your minimum',
    ]);
    expect(score({ minimum_salary: 5_000_000 }, { salary_min: null, salary_max: null })).toEqual({
      score: 0,
      reasons: [],
    });
  });

  it("compares the experience the posting asks for with the applicant's, and marks a more junior role", () => {
    // POSTING asks for 3–5 years (range 4) at most.
    expect(score({ experience_range_id: 4 })).toEqual({
      score: WEIGHTS.levelMet,
      reasons: ['Asks for 3–5 years of experience — you have 3–5 years'],
    });
    expect(score({ experience_range_id: 5 }, {}, 'ja').reasons).toEqual([
      '求める経験は3〜5年で、あなたの経験（5年以上）に合っています',
    ]);
    expect(score({ experience_range_id: 3 })).toEqual({
      score: WEIGHTS.levelShort,
      reasons: ['Asks for 3–5 years of experience — more than your 1–3 years'],
    });
    const junior = { required_skills: [{ skill_id: 5, years_of_experience_range_id: 3 }] };
    expect(score({ experience_range_id: 5 }, junior)).toEqual({
      score: WEIGHTS.levelJunior,
      reasons: ['A more junior role: asks for 1–3 years of experience, you have 5 years or more'],
    });
    expect(score({ experience_range_id: 5 }, junior, 'ja').reasons).toEqual([
      'より経験の浅い方向けの求人です（求める経験は1〜3年、あなたは5年以上）',
    ]);
    expect(score({ experience_range_id: 5 }, { required_skills: [] })).toEqual({ score: 0, reasons: [] });
    expect(score({}, junior)).toEqual({ score: 0, reasons: [] });
  });

  it('compares the salary range with the desired salary and the current income', () => {
    expect(score({ desired_salary: 9_000_000 })).toEqual({
      score: WEIGHTS.salaryDesired,
      reasons: ['Pays up to ¥9,000,000 — reaches your desired ¥9,000,000'],
    });
    expect(score({ desired_salary: 9_000_000 }, {}, 'ja').reasons).toEqual([
      '年収は最大9,000,000円で、希望年収（9,000,000円）に届きます',
    ]);
    expect(score({ desired_salary: 10_000_000, minimum_salary: 8_000_000 })).toEqual({
      score: WEIGHTS.salaryUnderDesired,
      reasons: ['Pays up to ¥9,000,000 — under your desired ¥10,000,000'],
    });
    const current = { id: 7, min: 8_000_000, max: 9_000_000 };
    const low = { salary_min: 4_000_000, salary_max: 6_000_000 };
    expect(score({ desired_salary: 9_000_000, current_income: current }, low)).toEqual({
      score: WEIGHTS.salaryBelow,
      reasons: ['Pays up to ¥6,000,000 — less than you earn now (¥8M–¥9M)'],
    });
    expect(score({ current_income: current, minimum_salary: 5_000_000 }, low, 'ja').reasons).toEqual([
      '年収は最大6,000,000円で、現在の年収（800万〜900万円）を下回ります',
    ]);
    // The higher of the two limits names the reason.
    expect(score({ current_income: current, minimum_salary: 8_500_000 }, low).reasons).toEqual([
      'Pays up to ¥6,000,000 — below your minimum of ¥8,500,000',
    ]);
    expect(score({ current_income: current })).toEqual({ score: 0, reasons: [] });
  });

  it("ranks a senior engineer's senior role at the desired salary above a junior role at ¥4–6M", () => {
    const senior = {
      experience_range_id: 5,
      desired_salary: 9_000_000,
      current_income: { id: 7, min: 8_000_000, max: 9_000_000 },
      skills: [{ skill_id: 5, years_range_id: 5 }],
    };
    const juniorRole = score(senior, {
      required_skills: [{ skill_id: 5, years_of_experience_range_id: 2 }],
      salary_min: 4_000_000,
      salary_max: 6_000_000,
    });
    const seniorRole = score(senior, {
      required_skills: [{ skill_id: 5, years_of_experience_range_id: 5 }],
      salary_min: 9_000_000,
      salary_max: 12_000_000,
    });
    expect(seniorRole.score).toBeGreaterThan(juniorRole.score);
  });

  it('adds the factors up, reasons in a fixed order', () => {
    const result = score({
      skills: [{ skill_id: 5, years_range_id: 4 }],
      wanted_role_ids: [1],
      jlpt_level_id: 2,
      prefecture_ids: [13],
      minimum_salary: 7_000_000,
    });
    expect(result.score).toBe(
      WEIGHTS.skill + WEIGHTS.yearsMet + WEIGHTS.wantedRole + WEIGHTS.place + WEIGHTS.jlptMet + WEIGHTS.salaryAbove,
    );
    expect(result.reasons).toEqual([
      'Matches your skill',
      'You have the years of experience it asks for in 1 of 1 required skills',
      'A role you are looking for',
      'In Tokyo, where you want to work',
      'Requires JLPT N2 — your N2 qualifies',
      'Pays up to ¥9,000,000 — above your minimum',
    ]);
  });
});
