import type { Locale } from '@hashi/shared/constants';
import { RemoteOption } from '@hashi/shared/jobs-enums';
import type { RequiredSkill } from '../../platform/db/jobs-schema.ts';
import { t } from '../../platform/i18n/locale.ts';

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
  /** Yen per year (preferences). */
  minimum_salary: number | null;
  /**
   * Experience on the years-range scale (1 none … 5 five years or more): the longest of the roles
   * they have done and of their work history; null when the profile has neither.
   */
  experience_range_id: number | null;
  /** Desired yen per year (profile); null when not stated or in another currency. */
  desired_salary: number | null;
  /** The range of the latest annual income, in yen (min inclusive; null max: open-ended). */
  current_income: { id: number; min: number | null; max: number | null } | null;
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
  /** The name of a years-of-experience range ("3–5 years", 「3〜5年」). */
  yearsName(id: number): string | null;
  /** The name of an income range ("¥8M–¥9M"). */
  incomeName(id: number): string | null;
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
  levelMet: 10,
  levelShort: -10,
  levelJunior: -20,
  salaryDesired: 15,
  salaryAbove: 10,
  salaryUnderDesired: -5,
  salaryBelow: -20,
} as const;

/** A posting asking this many ranges fewer years than the applicant has is a more junior role. */
const JUNIOR_GAP = 2;

const JLPT_NONE = 6;
const yen = new Intl.NumberFormat('en-US');
const jlptName = (id: number) => `N${id}`;

interface Words {
  say(key: string, params?: Record<string, string | number>): string;
  places(ids: readonly number[]): string;
  years(id: number): string;
  income(id: number): string;
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

/**
 * The posting's level is the most years it asks for in a required skill (the demo's junior roles
 * ask 1–3 years, senior ones 3–5 or more). Meeting it counts like a skill; asking clearly less than
 * the applicant has marks a more junior role, which a senior engineer should not see first.
 */
const seniority: Factor = (facts, posting, words) => {
  const { say } = words;
  const own = facts.experience_range_id;
  const asked = Math.max(0, ...posting.required_skills.map((r) => r.years_of_experience_range_id ?? 0));
  if (own === null || asked === 0) return null;
  const params = { asked: words.years(asked), own: words.years(own) };
  if (own - asked >= JUNIOR_GAP) return { score: WEIGHTS.levelJunior, reasons: [say('level_junior', params)] };
  if (own >= asked) return { score: WEIGHTS.levelMet, reasons: [say('level_met', params)] };
  return { score: WEIGHTS.levelShort, reasons: [say('level_short', params)] };
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

/**
 * The top of the range (an offer can land anywhere in it) against what the applicant said: reaching
 * the desired salary is the best sign; under the minimum or under what they earn now is a stated
 * limit missed; under the desired salary only is a small minus.
 */
const salary: Factor = (facts, posting, words) => {
  const { say } = words;
  const top = posting.salary_max ?? posting.salary_min;
  if (top === null) return null;
  const amount = yen.format(top);
  const desired = facts.desired_salary !== null && facts.desired_salary > 0 ? facts.desired_salary : null;
  if (desired !== null && top >= desired) {
    return { score: WEIGHTS.salaryDesired, reasons: [say('salary_desired', { amount, desired: yen.format(desired) })] };
  }
  const minimum = facts.minimum_salary !== null && facts.minimum_salary > 0 ? facts.minimum_salary : null;
  const current = facts.current_income;
  if (current?.min != null && top < current.min && (minimum === null || current.min >= minimum)) {
    return {
      score: WEIGHTS.salaryBelow,
      reasons: [say('salary_below_current', { amount, income: words.income(current.id) })],
    };
  }
  if (minimum !== null && top < minimum) {
    return { score: WEIGHTS.salaryBelow, reasons: [say('salary_below', { amount, minimum: yen.format(minimum) })] };
  }
  if (desired !== null) {
    return {
      score: WEIGHTS.salaryUnderDesired,
      reasons: [say('salary_under_desired', { amount, desired: yen.format(desired) })],
    };
  }
  if (minimum !== null) return { score: WEIGHTS.salaryAbove, reasons: [say('salary_above', { amount })] };
  return null;
};

const FACTORS: readonly Factor[] = [skills, role, seniority, place, remote, japanese, salary];

/** The posting's score for this applicant and the reasons for it, in `wording.locale`. */
export function scorePosting(facts: ProfileFacts, posting: ScoredPosting, wording: Wording): PostingScore {
  const words: Words = {
    say: (key, params = {}) => t(wording.locale, `recommendations.${key}`, params),
    places: (ids) =>
      ids
        .map((id) => wording.prefectureName(id))
        .filter((name): name is string => name !== null)
        .join(t(wording.locale, 'recommendations.list_separator')),
    years: (id) => wording.yearsName(id) ?? String(id),
    income: (id) => wording.incomeName(id) ?? String(id),
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
