import { JobPostingStatus, PostingLanguage, RemoteOption, VisaSponsorship } from '@hashi/shared/jobs-enums';
import type { JobPostingRow, RequiredSkill } from '../../platform/db/jobs-schema.ts';
import { popularityScore } from '../job-postings/popularity.ts';
import type { DemoCompany } from './company-generator.ts';
import { MULTINATIONAL, marketFacts } from './posting-market.ts';
import { postingTexts, postingTitle, type Seniority } from './posting-text.ts';
import { Rng } from './prng.ts';
import { ROLES, type Role } from './role-catalog.ts';
import type { Bilingual } from './role-texts.ts';

/**
 * A generated posting, shaped as a `job_postings` row without its id and apply questions:
 * required_skills as JSON text, and every posting states its foreigner share and English usage.
 */
export type DemoPosting = Omit<
  JobPostingRow,
  'id' | 'apply_questions' | 'required_skills' | 'foreigner_percent_id' | 'english_usage_percent_id'
> & {
  required_skills: string;
  foreigner_percent_id: number;
  english_usage_percent_id: number;
};

const DAY = 86_400_000;
const YOE: Record<Seniority, readonly number[]> = { junior: [2, 3], mid: [3, 4], senior: [4, 5], lead: [5] };
const LANGUAGES = { english: 12, chinese: 32, vietnamese: 174 } as const;
const STATUS_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['published', 965],
  ['closed', 15],
  ['draft', 6],
  ['awaiting', 5],
  ['inactive', 3],
  ['declined', 3],
  ['suspended', 3],
];
function pickRole(rng: Rng, company: DemoCompany): Role {
  const industry = company.row.industry_id;
  const bias = (role: Role) => {
    if (industry === 7 && role.family === 'game') return role.weight * 12;
    if ([11, 12, 13].includes(industry) && role.family === 'embedded') return role.weight * 8;
    if ([3, 4, 5].includes(industry) && ['consultant', 'bridge', 'pm'].includes(role.family)) return role.weight * 3;
    return role.weight;
  };
  return rng.weighted(ROLES.map((r) => [r, bias(r)] as const));
}

/** Cumulative posting weights of the companies, for a binary-search pick. */
function companyPicker(companies: readonly DemoCompany[]) {
  const cumulative: number[] = [];
  let total = 0;
  for (const c of companies) {
    total += c.traits.postingWeight;
    cumulative.push(total);
  }
  return (rng: Rng): DemoCompany => {
    const target = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    const company = companies[lo];
    if (!company) throw new Error('demo data: no companies to post for');
    return company;
  };
}

/** One posting, the same for the same seed, index, companies and `now`. */
export function generatePosting(seed: string | number, index: number, company: DemoCompany, now: Date): DemoPosting {
  const rng = new Rng(`demo:${seed}:posting:${index}`);
  const { traits } = company;
  const role = pickRole(rng, company);
  const stack = rng.pick(role.stacks);
  const seniority = rng.weighted<Seniority>([
    ['junior', role.family === 'manager' ? 0 : 17],
    ['mid', 35],
    ['senior', 33],
    ['lead', 15],
  ]);
  const market = marketFacts(rng, role.family, seniority, traits);
  const hook: Bilingual | null =
    rng.chance(0.25) && market.remote >= RemoteOption.FullyRemoteJapan
      ? ['Fully remote', 'フルリモート']
      : rng.chance(0.25) && market.jlptId === 6
        ? ['No Japanese required', '日本語不問']
        : rng.chance(0.2) && market.overseas
          ? ['Apply from overseas', '海外から応募可']
          : null;
  const title = postingTitle(role, stack, seniority, hook);
  const companyName: Bilingual = [company.row.name_en, company.row.name_ja];
  const texts = postingTexts(rng, {
    company: companyName,
    product: traits.product,
    role,
    stack,
    seniority,
    teamSize: rng.int(3, 40),
    jlptId: market.jlptId,
    englishId: market.englishId,
    international: traits.international > MULTINATIONAL,
    remote: market.remote !== RemoteOption.OnSite,
    visa: market.visa === VisaSponsorship.Yes,
  });

  const required: RequiredSkill[] = stack.skills.slice(0, rng.int(2, 3)).map((skillId) => ({
    skill_id: skillId,
    years_of_experience_range_id: rng.chance(0.85) ? rng.pick(YOE[seniority]) : null,
  }));
  const extras = rng.sample([441, 21, 20, 446, 216, 240], rng.int(0, 2));
  const skillIds = [...new Set([...stack.skills, ...extras])];
  const languageIds: number[] = [];
  const scoreLevels: number[] = [];
  if (market.englishId <= 3 && rng.chance(0.3)) {
    languageIds.push(LANGUAGES.english);
    if (rng.chance(0.6)) scoreLevels.push(rng.pick([2, 3, 4]));
  }
  if (role.family === 'bridge') {
    const chinese = rng.chance(0.5);
    languageIds.push(chinese ? LANGUAGES.chinese : LANGUAGES.vietnamese);
    if (chinese && rng.chance(0.5)) scoreLevels.push(rng.pick([50, 51]));
  }

  const appeal = new Set<number>();
  if (market.remote === RemoteOption.Hybrid) appeal.add(1);
  if (market.remote >= RemoteOption.FullyRemoteJapan) appeal.add(2);
  if (market.visa === VisaSponsorship.Yes) appeal.add(4);
  if (market.englishUsage >= 4) appeal.add(6);
  if (market.jlptId === 6) appeal.add(7);
  if (market.overseas) appeal.add(10);
  if (market.foreigner >= 4) appeal.add(16);
  if (company.row.is_listed) appeal.add(19);
  if (traits.startup) appeal.add(20);
  if (seniority === 'junior' && rng.chance(0.3)) appeal.add(24);
  for (const id of rng.sample([3, 8, 9, 11, 12, 13, 14, 15, 17, 18, 21, 22, 23], rng.int(1, 3))) appeal.add(id);

  const kind = rng.weighted(STATUS_WEIGHTS);
  const status =
    {
      draft: JobPostingStatus.Draft,
      awaiting: JobPostingStatus.AwaitingApproval,
      inactive: JobPostingStatus.Inactive,
      declined: JobPostingStatus.Declined,
      suspended: JobPostingStatus.Suspended,
    }[kind] ?? JobPostingStatus.Published;
  const wasPublished = !['draft', 'awaiting', 'declined'].includes(kind);
  const ageDays = rng.chance(0.7) ? rng.next() * 30 : 30 + rng.next() * 90;
  const publishedAt = wasPublished ? new Date(now.getTime() - ageDays * DAY) : null;
  const createdAt = new Date((publishedAt ?? now).getTime() - rng.int(1, 10) * DAY);
  const closedAt = kind === 'closed' && publishedAt ? new Date(publishedAt.getTime() + (ageDays / 2) * DAY) : null;
  const appeal_ = rng.next() ** 2 * 3 + 0.2;
  const views = wasPublished ? Math.round((10 + ageDays * rng.int(3, 25)) * appeal_) : 0;
  const knowMore = Math.round(views * (0.01 + rng.next() * 0.04));
  const applications = Math.round(views * (0.005 + rng.next() * 0.025));

  const en = market.postingLanguage !== PostingLanguage.JapaneseOnly;
  const ja = market.postingLanguage !== PostingLanguage.EnglishOnly;
  const pick = (pair: Bilingual) => ({ en: en ? pair[0] : null, ja: ja ? pair[1] : null });
  const [t, d, r, p, s, b] = [
    title,
    texts.description,
    texts.requirements,
    texts.preferred,
    texts.selection,
    texts.benefits,
  ].map(pick);
  return {
    company_id: company.id,
    status,
    is_closed: closedAt !== null,
    closed_at: closedAt,
    posting_language: market.postingLanguage,
    title_en: t?.en ?? null,
    title_ja: t?.ja ?? null,
    description_en: d?.en ?? null,
    description_ja: d?.ja ?? null,
    requirements_en: r?.en ?? null,
    requirements_ja: r?.ja ?? null,
    preferred_en: p?.en ?? null,
    preferred_ja: p?.ja ?? null,
    selection_flow_en: s?.en ?? null,
    selection_flow_ja: s?.ja ?? null,
    benefits_en: b?.en ?? null,
    benefits_ja: b?.ja ?? null,
    job_position_id: role.position,
    employment_type_id: rng.weighted([
      [1, 86],
      [2, 8],
      [5, 4],
      [3, 2],
    ]),
    prefecture_ids:
      company.row.prefecture_id === null
        ? []
        : rng.chance(0.08) && company.row.prefecture_id !== 27
          ? [company.row.prefecture_id, 27]
          : [company.row.prefecture_id],
    city_id: company.row.city_id,
    industry_ids: company.row.industry_ids,
    appeal_point_ids: [...appeal].sort((x, y) => x - y),
    required_skills: JSON.stringify(required),
    skill_ids: skillIds,
    featured_skill_ids: stack.skills.slice(0, 2),
    required_jlpt_level_id: market.jlptId,
    required_english_level_id: market.englishId,
    language_ids: languageIds,
    language_score_level_ids: scoreLevels,
    foreigner_percent_id: market.foreigner,
    english_usage_percent_id: market.englishUsage,
    remote_option: market.remote,
    visa_sponsorship: market.visa,
    overseas_application_allowed: market.overseas,
    salary_min: market.noFigures ? null : market.salaryMin,
    salary_max: market.noFigures ? null : market.salaryMax,
    salary_negotiable: market.noFigures || rng.chance(0.1),
    published_at: publishedAt,
    view_count: views,
    application_count: applications,
    know_more_count: knowMore,
    popularity_score: popularityScore({ views, knowMore, applications, publishedAt }),
    created_at: createdAt,
    updated_at: closedAt ?? publishedAt ?? createdAt,
  };
}

/**
 * `postings` postings spread over `companies` (bigger companies post more), one at a time, so a
 * million never sit in memory together. Each posting has its own random stream (seed and index),
 * so the same seed, companies and `now` give the same postings in any batch size.
 */
export function* generatePostings(options: {
  seed: string | number;
  companies: readonly DemoCompany[];
  postings: number;
  now: Date;
  /** First index (to resume or shard a large run). */
  from?: number;
}): Generator<DemoPosting> {
  const pickCompany = companyPicker(options.companies);
  for (let i = options.from ?? 0; i < options.postings; i += 1) {
    const company = pickCompany(new Rng(`demo:${options.seed}:posting-company:${i}`));
    yield generatePosting(options.seed, i, company, options.now);
  }
}
