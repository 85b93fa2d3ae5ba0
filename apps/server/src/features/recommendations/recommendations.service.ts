import type { Locale } from '@hashi/shared/constants';
import { RemoteOption } from '@hashi/shared/jobs-enums';
import type { RecommendationRequest, RecommendationResponse } from '@hashi/shared/recommendation.schema';
import type { RequiredSkill } from '../../platform/db/jobs-schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { t } from '../../platform/i18n/locale.ts';
import { labeler } from '../companies/master-labels.ts';
import { postingCards } from '../job-search/job-search.cards.ts';
import { findCandidates, findProfileFacts } from './recommendations.repository.ts';

/**
 * How well one posting fits one applicant (issue 4, "Recommended jobs"), and why, in words.
 * Pure: the service loads the facts and the candidates, this scores them. Every factor that adds
 * or takes points says so in a reason; a factor the profile says nothing about is neutral and
 * silent, so an empty profile scores 0 everywhere (the caller then falls back on popularity).
 */

/** What the profile tells about the applicant; empty lists and nulls mean "not stated". */
export interface ProfileFacts {
  /** Skills with their years of experience range (1 none … 5 five years or more). */
  skills: readonly { skill_id: number; years_range_id: number }[];
  /** Roles the applicant wants (preferences). */
  wanted_role_ids: readonly number[];
  /** Roles the applicant has worked in (position experiences). */
  experienced_role_ids: readonly number[];
  /** JLPT level: 1 N1 … 5 N5, 6 none; null when not stated. */
  jlpt_level_id: number | null;
  prefecture_ids: readonly number[];
  remote_from_overseas: boolean;
  /** Yen per year. */
  minimum_salary: number | null;
}

/** The posting fields scoring reads. */
export interface ScoredPosting {
  job_position_id: number;
  skill_ids: readonly number[];
  required_skills: readonly RequiredSkill[];
  /** 1 N1 … 5 N5, 6 none required. */
  required_jlpt_level_id: number;
  prefecture_ids: readonly number[];
  remote_option: number;
  overseas_application_allowed: boolean;
  salary_min: number | null;
  salary_max: number | null;
}

/** The language of the reasons and the names of places in it. */
export interface Wording {
  locale: Locale;
  prefectureName(id: number): string | null;
}

export interface PostingScore {
  score: number;
  reasons: string[];
}

export const WEIGHTS = {
  skill: 10,
  yearsMet: 3,
  wantedRole: 15,
  experiencedRole: 10,
  jlptMet: 10,
  jlptShort: -30,
  place: 10,
  remoteInJapan: 5,
  remoteFromOverseas: 10,
  overseasApplication: 3,
  salaryAbove: 10,
  salaryBelow: -20,
} as const;

const JLPT_NONE = 6;
const yen = new Intl.NumberFormat('en-US');
const jlptName = (id: number) => `N${id}`;

interface Words {
  say(key: string, params?: Record<string, string | number>): string;
  places(ids: readonly number[]): string;
}
type Factor = (facts: ProfileFacts, posting: ScoredPosting, words: Words) => PostingScore | null;

const skills: Factor = (facts, posting, words) => {
  const { say } = words;
  const offered = new Set(posting.skill_ids);
  const matched = facts.skills.filter((s) => offered.has(s.skill_id));
  if (matched.length === 0) return null;
  const total = facts.skills.length;
  const reasons = [
    total === 1
      ? say('skills_one')
      : matched.length === total
        ? say('skills_all', { total })
        : say('skills_some', { matched: matched.length, total }),
  ];
  const years = new Map(matched.map((s) => [s.skill_id, s.years_range_id]));
  const asked = posting.required_skills.filter((r) => r.years_of_experience_range_id !== null && years.has(r.skill_id));
  const met = asked.filter((r) => (years.get(r.skill_id) ?? 0) >= (r.years_of_experience_range_id ?? 0)).length;
  if (met > 0) reasons.push(say('years_met', { met, asked: asked.length }));
  return { score: matched.length * WEIGHTS.skill + met * WEIGHTS.yearsMet, reasons };
};

const role: Factor = (facts, posting, words) => {
  const { say } = words;
  if (facts.wanted_role_ids.includes(posting.job_position_id)) {
    return { score: WEIGHTS.wantedRole, reasons: [say('role_wanted')] };
  }
  if (facts.experienced_role_ids.includes(posting.job_position_id)) {
    return { score: WEIGHTS.experiencedRole, reasons: [say('role_experienced')] };
  }
  return null;
};

const japanese: Factor = (facts, posting, words) => {
  const { say } = words;
  const own = facts.jlpt_level_id;
  const required = posting.required_jlpt_level_id;
  if (own === null) return null;
  if (required === JLPT_NONE) return { score: WEIGHTS.jlptMet, reasons: [say('jlpt_not_required')] };
  if (own <= required) {
    return { score: WEIGHTS.jlptMet, reasons: [say('jlpt_met', { required: jlptName(required), own: jlptName(own) })] };
  }
  const reason =
    own === JLPT_NONE
      ? say('jlpt_short_none', { required: jlptName(required) })
      : say('jlpt_short', { required: jlptName(required), own: jlptName(own) });
  return { score: WEIGHTS.jlptShort, reasons: [reason] };
};

const place: Factor = (facts, posting, words) => {
  const { say } = words;
  const wanted = new Set(facts.prefecture_ids);
  const shared = posting.prefecture_ids.filter((id) => wanted.has(id));
  if (shared.length > 0) {
    const places = words.places(shared);
    return { score: WEIGHTS.place, reasons: [say('place', { places })] };
  }
  if (wanted.size > 0 && posting.remote_option === RemoteOption.FullyRemoteJapan) {
    return { score: WEIGHTS.remoteInJapan, reasons: [say('remote_in_japan')] };
  }
  return null;
};

const remote: Factor = (facts, posting, words) => {
  const { say } = words;
  if (!facts.remote_from_overseas) return null;
  if (posting.remote_option === RemoteOption.FullyRemoteOverseas) {
    return { score: WEIGHTS.remoteFromOverseas, reasons: [say('remote_from_overseas')] };
  }
  if (posting.overseas_application_allowed) {
    return { score: WEIGHTS.overseasApplication, reasons: [say('overseas_application')] };
  }
  return null;
};

const salary: Factor = (facts, posting, words) => {
  const { say } = words;
  const minimum = facts.minimum_salary;
  const top = posting.salary_max ?? posting.salary_min;
  if (minimum === null || minimum <= 0 || top === null) return null;
  const amount = yen.format(top);
  if (top >= minimum) return { score: WEIGHTS.salaryAbove, reasons: [say('salary_above', { amount })] };
  return { score: WEIGHTS.salaryBelow, reasons: [say('salary_below', { amount, minimum: yen.format(minimum) })] };
};

const FACTORS: readonly Factor[] = [skills, role, place, remote, japanese, salary];

/** The posting's score for this applicant and the reasons for it, in `wording.locale`. */
export function scorePosting(facts: ProfileFacts, posting: ScoredPosting, wording: Wording): PostingScore {
  const words: Words = {
    say: (key, params = {}) => t(wording.locale, `recommendations.${key}`, params),
    places: (ids) =>
      ids
        .map((id) => wording.prefectureName(id))
        .filter((name): name is string => name !== null)
        .join(t(wording.locale, 'recommendations.list_separator')),
  };
  let score = 0;
  const reasons: string[] = [];
  for (const factor of FACTORS) {
    const result = factor(facts, posting, words);
    if (!result) continue;
    score += result.score;
    reasons.push(...result.reasons);
  }
  return { score, reasons };
}

/** The applicant's profile as scoring reads it. */
async function loadFacts(deps: Deps, applicantId: number) {
  const found = await findProfileFacts(deps.db, applicantId);
  const p = found.preference;
  const facts: ProfileFacts = {
    skills: found.skills.map((s) => ({ skill_id: s.skill_id, years_range_id: s.years_of_experience_range_id })),
    wanted_role_ids: p?.job_position_ids ?? [],
    experienced_role_ids: [...new Set(found.positions.map((r) => r.job_position_id))],
    jlpt_level_id: found.jlptLevelId,
    prefecture_ids: p?.prefecture_ids ?? [],
    remote_from_overseas: p?.remote_from_overseas ?? false,
    minimum_salary: p?.minimum_salary ?? null,
  };
  return { facts, excludedNames: found.excludedNames };
}

/**
 * POST /api/v1/job-postings/recommended: the candidates (see findCandidates) scored against the
 * applicant's profile, best first; ties, and every posting of an empty profile, by popularity.
 * The total is the number of candidates, so it is bounded too.
 */
export async function recommendJobPostings(
  deps: Deps,
  locale: Locale,
  applicantId: number,
  request: RecommendationRequest,
  options: { leaveOutAppliedAndHidden?: boolean } = {},
): Promise<RecommendationResponse> {
  const { page, per_page: perPage } = request;
  const { facts, excludedNames } = await loadFacts(deps, applicantId);
  const [candidates, labels] = await Promise.all([
    findCandidates(deps.db, {
      skillIds: facts.skills.map((s) => s.skill_id),
      roleIds: [...new Set([...facts.wanted_role_ids, ...facts.experienced_role_ids])],
      prefectureIds: facts.prefecture_ids,
      remoteFromOverseas: facts.remote_from_overseas,
      excludedNames,
      ...(options.leaveOutAppliedAndHidden ? { notDoneBy: applicantId } : {}),
    }),
    labeler(deps, locale, ['japan-prefectures']),
  ]);
  const wording: Wording = {
    locale,
    prefectureName: (id) => labels.one('japan-prefectures', id)?.name ?? null,
  };
  const ranked = candidates
    .map((posting) => ({ posting, ...scorePosting(facts, posting, wording) }))
    .sort(
      (a, b) =>
        b.score - a.score || b.posting.popularity_score - a.posting.popularity_score || b.posting.id - a.posting.id,
    );
  const slice = ranked.slice((page - 1) * perPage, page * perPage);
  const cards = await postingCards(
    deps,
    locale,
    slice.map((r) => r.posting.id),
  );
  const byId = new Map(slice.map((r) => [r.posting.id, r]));
  return {
    data: cards.map((card) => ({
      ...card,
      score: byId.get(card.id)?.score ?? 0,
      reasons: byId.get(card.id)?.reasons ?? [],
    })),
    meta: {
      current_page: page,
      per_page: perPage,
      total: ranked.length,
      last_page: Math.max(1, Math.ceil(ranked.length / perPage)),
    },
  };
}
