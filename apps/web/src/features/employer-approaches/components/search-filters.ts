import type { ApplicantFilters } from '../api/applicants.ts';

const ids = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, 10);
const one = (raw: string | null, max = 2_147_483_647) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= max ? n : undefined;
};

/** The search's filters from the page's address, so a search can be reloaded, shared and gone back to. */
export function filtersFromParams(params: URLSearchParams): ApplicantFilters {
  const overseas = params.get('overseas');
  return {
    skill_ids: ids(params.get('skill_ids')),
    job_position_ids: ids(params.get('job_position_ids')),
    min_years_range_id: one(params.get('min_years_range_id')),
    jlpt_level_id: one(params.get('jlpt_level_id'), 5),
    prefecture_id: one(params.get('prefecture_id')),
    overseas: overseas === 'true' ? true : overseas === 'false' ? false : undefined,
    page: one(params.get('page')) ?? 1,
  };
}

/** The filters as the page's address keeps them: only the ones that are set. */
export function filtersToParams(filters: ApplicantFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.skill_ids.length) out.skill_ids = filters.skill_ids.join(',');
  if (filters.job_position_ids.length) out.job_position_ids = filters.job_position_ids.join(',');
  if (filters.min_years_range_id) out.min_years_range_id = String(filters.min_years_range_id);
  if (filters.jlpt_level_id) out.jlpt_level_id = String(filters.jlpt_level_id);
  if (filters.prefecture_id) out.prefecture_id = String(filters.prefecture_id);
  if (filters.overseas !== undefined) out.overseas = String(filters.overseas);
  if (filters.page > 1) out.page = String(filters.page);
  return out;
}
