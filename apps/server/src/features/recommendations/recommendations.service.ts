import type { Locale } from '@hashi/shared/constants';
import type { RecommendationRequest, RecommendationResponse } from '@hashi/shared/recommendation.schema';
import type { Deps } from '../../platform/deps.ts';
import { INCOME_RANGES } from '../../platform/db/seeds/work-conditions.ts';
import { labeler } from '../companies/master-labels.ts';
import { postingCards } from '../job-search/job-search.cards.ts';
import { findCandidates, findProfileFacts } from './recommendations.repository.ts';
import { type ProfileFacts, scorePosting, type Wording } from './recommendations.score.ts';

const JPY = 1;
const YEAR_MS = 365.25 * 86_400_000;

/**
 * Years of work history (overlapping jobs counted once) on the years-range scale: 2 under one
 * year, 3 one to three, 4 three to five, 5 five or more; null without work history.
 */
export function workHistoryRange(
  jobs: readonly { start_date: Date | string; end_date: Date | string | null }[],
  now: Date,
) {
  const spans = jobs
    .map((job) => [new Date(job.start_date).getTime(), job.end_date ? new Date(job.end_date).getTime() : now.getTime()])
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && (end ?? 0) > (start ?? 0))
    .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
  if (spans.length === 0) return null;
  let total = 0;
  let [from, to] = spans[0] as [number, number];
  for (const [start, end] of spans.slice(1) as [number, number][]) {
    if (start > to) {
      total += to - from;
      [from, to] = [start, end];
    } else to = Math.max(to, end);
  }
  const years = (total + to - from) / YEAR_MS;
  return years < 1 ? 2 : years < 3 ? 3 : years < 5 ? 4 : 5;
}

const maxOrNull = (values: number[]) => (values.some((v) => v > 0) ? Math.max(...values) : null);

function incomeRange(id: number | null): ProfileFacts['current_income'] {
  const range = INCOME_RANGES.find((r) => r.id === id);
  return range ? { id: range.id, min: range.min, max: range.max } : null;
}

/** The applicant's profile as scoring reads it. */
async function loadFacts(deps: Deps, applicantId: number) {
  const found = await findProfileFacts(deps.db, applicantId);
  const p = found.preference;
  const facts: ProfileFacts = {
    skills: found.skills.map((s) => ({ skill_id: s.skill_id, years_range_id: s.years_of_experience_range_id })),
    wanted_role_ids: p?.job_position_ids ?? [],
    experienced_role_ids: [...new Set(found.positions.map((r) => r.job_position_id))],
    jlpt_level_id: found.profile?.jlpt_score_level_id ?? null,
    prefecture_ids: p?.prefecture_ids ?? [],
    remote_from_overseas: p?.remote_from_overseas ?? false,
    minimum_salary: p?.minimum_salary == null ? null : Number(p.minimum_salary),
    experience_range_id: maxOrNull([
      ...found.positions.map((r) => r.years_of_experience_range_id),
      workHistoryRange(found.work, new Date()) ?? 0,
    ]),
    desired_salary:
      found.profile?.desired_annual_salary != null && (found.profile.currency_id ?? JPY) === JPY
        ? Number(found.profile.desired_annual_salary)
        : null,
    current_income: incomeRange(found.profile?.latest_annual_income_id ?? null),
  };
  return { facts, excludesCompanies: found.excludesCompanies };
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
  const { facts, excludesCompanies } = await loadFacts(deps, applicantId);
  const [candidates, labels] = await Promise.all([
    findCandidates(deps.db, {
      skillIds: facts.skills.map((s) => s.skill_id),
      roleIds: [...new Set([...facts.wanted_role_ids, ...facts.experienced_role_ids])],
      prefectureIds: facts.prefecture_ids,
      remoteFromOverseas: facts.remote_from_overseas,
      excludedBy: excludesCompanies ? applicantId : null,
      ...(options.leaveOutAppliedAndHidden ? { notDoneBy: applicantId } : {}),
    }),
    labeler(deps, locale, ['japan-prefectures', 'yoe-ranges', 'income-ranges']),
  ]);
  const wording: Wording = {
    locale,
    prefectureName: (id) => labels.one('japan-prefectures', id)?.name ?? null,
    yearsName: (id) => labels.one('yoe-ranges', id)?.name ?? null,
    incomeName: (id) => labels.one('income-ranges', id)?.name ?? null,
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
