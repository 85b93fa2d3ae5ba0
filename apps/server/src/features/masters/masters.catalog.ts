import type { MasterListName } from '@hashi/shared/masters.schema';
import type { MasterTableName } from '../../platform/db/schema.ts';

/** Where a reference list comes from. Tables and columns are ours, never taken from a request. */
export interface MasterListSource {
  table: MasterTableName;
  /** Columns answered beside `id` and `name`, under their own names (filters match on these). */
  fields: readonly string[];
  /** Name-sorted lists keep a Japanese (50-on) order of their own in `sort_order_ja`. */
  japaneseOrder?: true;
}

export const MASTER_LIST_SOURCES: Record<MasterListName, MasterListSource> = {
  skills: { table: 'skills', fields: ['category_id'] },
  'skill-categories': { table: 'skill_categories', fields: [] },
  'appeal-points': { table: 'appeal_points', fields: [] },
  industries: { table: 'industries', fields: ['category_id'] },
  'industry-categories': { table: 'industry_categories', fields: [] },
  countries: { table: 'countries', fields: ['code'], japaneseOrder: true },
  'japan-regions': { table: 'japan_regions', fields: [] },
  languages: { table: 'languages', fields: ['code'], japaneseOrder: true },
  'language-score-levels': {
    table: 'language_score_levels',
    fields: ['language_id', 'certificate_id', 'min_score'],
  },
  cities: { table: 'cities', fields: ['prefecture_id'] },
  channels: { table: 'channels', fields: [] },
  'company-sizes': { table: 'company_sizes', fields: ['min_employees', 'max_employees'] },
  currencies: { table: 'currencies', fields: ['code', 'symbol'] },
  'dialing-codes': { table: 'dialing_codes', fields: ['code', 'country_id'], japaneseOrder: true },
  'educational-levels': { table: 'educational_levels', fields: [] },
  'cs-email-notifications': { table: 'cs_email_notifications', fields: [] },
  'employment-types': { table: 'employment_types', fields: [] },
  'income-ranges': { table: 'income_ranges', fields: ['min_amount', 'max_amount'] },
  'japanese-language-experiences': { table: 'japanese_language_experiences', fields: [] },
  'japan-prefectures': { table: 'japan_prefectures', fields: ['region_id'] },
  'job-positions': { table: 'job_positions', fields: ['category_id'] },
  'job-position-categories': { table: 'job_position_categories', fields: [] },
  'language-certificates': { table: 'language_certificates', fields: ['language_id'] },
  'job-search-statuses': { table: 'job_search_statuses', fields: [] },
  nationalities: { table: 'nationalities', fields: ['code'], japaneseOrder: true },
  'visa-statuses': { table: 'visa_statuses', fields: [] },
  'work-permissions': { table: 'work_permissions', fields: [] },
  'working-statuses': { table: 'working_statuses', fields: [] },
  'writing-levels': { table: 'writing_levels', fields: [] },
  'yoe-ranges': { table: 'years_of_experience_ranges', fields: [] },
  'jlpt-score-levels': { table: 'jlpt_score_levels', fields: [] },
  'it-certificate-categories': { table: 'it_certificate_categories', fields: [] },
  'scout-decline-reasons': { table: 'scout_decline_reasons', fields: [] },
  'people-percent': { table: 'people_percents', fields: ['min_percent', 'max_percent'] },
};
