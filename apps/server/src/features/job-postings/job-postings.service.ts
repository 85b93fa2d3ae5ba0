import type { Locale } from '@hashi/shared/constants';
import type { JobPostingDetail } from '@hashi/shared/job-posting.schema';
import { UserType } from '@hashi/shared/enums';
import {
  CompanyDocumentType,
  JobPostingStatus,
  POSTING_LANGUAGE_LOCALES,
  type PostingLanguage,
} from '@hashi/shared/jobs-enums';
import type { MasterListName } from '@hashi/shared/masters.schema';
import type { TokenClaims } from '../../platform/auth/tokens.ts';
import type { RequiredSkill } from '../../platform/db/jobs-schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { findCompanies } from '../companies/companies.repository.ts';
import { COMPANY_LISTS, companyInfo, imageUrls, logoUrls } from '../companies/companies.service.ts';
import { contentLanguage, textIn } from '../companies/content-language.ts';
import { labeler } from '../companies/master-labels.ts';
import { masterList } from '../masters/masters.service.ts';
import { findPosting, keepsSeeingPosting, type PostingRecord } from './job-postings.repository.ts';
import type { PostingViews } from './posting-views.ts';

/** Who is asking: a guest with the app token, or a signed-in user (applicant, company, admin). */
export type Viewer = { kind: 'guest' } | { kind: 'user'; userId: number; userType: number };

export function viewerOf(auth: TokenClaims | undefined): Viewer {
  return auth?.kind === 'user' ? { kind: 'user', userId: auth.userId, userType: auth.userType } : { kind: 'guest' };
}

/**
 * Whether `viewer` may open this posting: published (status 3) and open, for everyone; and an
 * applicant who saved, applied to or was scouted for a posting keeps seeing it after it closes
 * (spec §4, shown marked as closed; ADR 0018) — looked up only for closed postings and applicants.
 */
export async function canSeePosting(
  deps: Deps,
  viewer: Viewer,
  posting: Pick<PostingRecord, 'id' | 'status' | 'is_closed'>,
): Promise<boolean> {
  if (posting.status === JobPostingStatus.Published && !posting.is_closed) return true;
  const closedAfterPublishing =
    posting.is_closed &&
    (posting.status === JobPostingStatus.Published || posting.status === JobPostingStatus.Inactive);
  if (!closedAfterPublishing || viewer.kind !== 'user' || viewer.userType !== UserType.JobSeeker) return false;
  return keepsSeeingPosting(deps.db, viewer.userId, posting.id);
}

const POSTING_LISTS = [
  ...COMPANY_LISTS,
  'job-positions',
  'employment-types',
  'appeal-points',
  'skills',
  'yoe-ranges',
  'jlpt-score-levels',
  'writing-levels',
  'languages',
  'language-score-levels',
  'people-percent',
] as const satisfies readonly MasterListName[];

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Languages named by the posting, each with the certificate levels asked for in it (or none). */
async function languageRequirements(
  deps: Deps,
  locale: Locale,
  posting: PostingRecord,
): Promise<JobPostingDetail['language_requirements']> {
  const levels = (await masterList(deps, 'language-score-levels', locale)).data;
  const languages = (await masterList(deps, 'languages', locale)).data;
  return posting.language_ids.flatMap((languageId): JobPostingDetail['language_requirements'] => {
    const language = languages.find((l) => l.id === languageId);
    if (!language) return [];
    const asked = levels.filter((l) => l.language_id === languageId && posting.language_score_level_ids.includes(l.id));
    const label = { id: language.id, name: language.name };
    if (asked.length === 0) return [{ language: label, score_level: null }];
    return asked.map((level) => ({ language: label, score_level: { id: level.id, name: level.name } }));
  });
}

/**
 * Whether reading a posting counts as a view (popularity, ADR 0015): guests and job seekers are its
 * audience; a company or admin user looking at it (checking, previewing) is not.
 */
export function countsAsView(viewer: Viewer): boolean {
  return viewer.kind === 'guest' || viewer.userType === UserType.JobSeeker;
}

/**
 * GET /api/v1/job-postings/details?id=: the posting in the reader's language (or the other), with its
 * company. A read that succeeds counts one view: after the answer is built, so a failed request
 * (unknown, hidden, broken posting) counts nothing; written with the instance's next batch of views
 * (posting-views.ts).
 */
export async function postingDetails(
  deps: Deps,
  views: PostingViews,
  viewer: Viewer,
  locale: Locale,
  id: number,
): Promise<{ data: JobPostingDetail }> {
  const data = await readPostingDetail(deps, viewer, locale, id);
  if (countsAsView(viewer)) await views.record(data.id);
  return { data };
}

/** The posting as the details call answers it, without counting a view (the public page's head reads it too). */
export async function readPostingDetail(
  deps: Deps,
  viewer: Viewer,
  locale: Locale,
  id: number,
): Promise<JobPostingDetail> {
  const posting = await findPosting(deps.db, id);
  // An unseen posting is "not found", never "forbidden": its existence is not disclosed.
  if (!posting || !(await canSeePosting(deps, viewer, posting))) throw notFound();
  const [[company], logos, covers, labels, languageNeeds] = await Promise.all([
    findCompanies(deps.db, [posting.company_id]),
    logoUrls(deps.db, [posting.company_id]),
    imageUrls(deps.db, [posting.company_id], CompanyDocumentType.Cover),
    labeler(deps, locale, POSTING_LISTS),
    languageRequirements(deps, locale, posting),
  ]);
  if (!company) throw notFound();
  const available = POSTING_LANGUAGE_LOCALES[posting.posting_language as PostingLanguage];
  const language = contentLanguage(locale, available);
  const text = (field: Parameters<typeof textIn>[1]) => textIn(posting, field, language);
  const requiredSkills = posting.required_skills as RequiredSkill[];
  const required = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`job posting ${posting.id}: unknown ${what}`);
    return value;
  };
  const data: JobPostingDetail = {
    id: posting.id,
    status: posting.status as JobPostingDetail['status'],
    is_closed: posting.is_closed,
    closed_at: iso(posting.closed_at),
    posting_language: posting.posting_language as JobPostingDetail['posting_language'],
    content_language: language,
    available_languages: [...available],
    title: text('title') ?? '',
    description: text('description') ?? '',
    requirements: text('requirements'),
    preferred: text('preferred'),
    selection_flow: text('selection_flow'),
    benefits: text('benefits'),
    job_position: required(labels.one('job-positions', posting.job_position_id), 'job position'),
    employment_type: required(labels.one('employment-types', posting.employment_type_id), 'employment type'),
    prefectures: labels.many('japan-prefectures', posting.prefecture_ids),
    city: labels.one('cities', posting.city_id),
    industries: labels.many('industries', posting.industry_ids),
    appeal_points: labels.many('appeal-points', posting.appeal_point_ids),
    required_skills: requiredSkills.flatMap((s) => {
      const skill = labels.one('skills', s.skill_id);
      return skill
        ? [{ skill, years_of_experience_range: labels.one('yoe-ranges', s.years_of_experience_range_id) }]
        : [];
    }),
    featured_skills: labels.many('skills', posting.featured_skill_ids),
    required_japanese: required(labels.one('jlpt-score-levels', posting.required_jlpt_level_id), 'JLPT level'),
    required_english: required(labels.one('writing-levels', posting.required_english_level_id), 'English level'),
    language_requirements: languageNeeds,
    foreigner_percent: labels.one('people-percent', posting.foreigner_percent_id),
    english_usage_percent: labels.one('people-percent', posting.english_usage_percent_id),
    remote_option: posting.remote_option as JobPostingDetail['remote_option'],
    visa_sponsorship: posting.visa_sponsorship as JobPostingDetail['visa_sponsorship'],
    overseas_application_allowed: posting.overseas_application_allowed,
    salary: {
      min: posting.salary_min,
      max: posting.salary_max,
      negotiable: posting.salary_negotiable,
      currency: 'JPY',
    },
    published_at: iso(posting.published_at),
    updated_at: new Date(posting.updated_at).toISOString(),
    company: companyInfo(labels, company, locale, {
      logo: logos.get(company.id) ?? null,
      cover: covers.get(company.id) ?? null,
    }),
  };
  return data;
}
