import type { Locale } from '@hashi/shared/constants';
import type { JobPostingCard } from '@hashi/shared/job-search.schema';
import { POSTING_LANGUAGE_LOCALES, type PostingLanguage, SALARY_CURRENCY } from '@hashi/shared/jobs-enums';
import type { MasterListName } from '@hashi/shared/masters.schema';
import type { Deps } from '../../platform/deps.ts';
import { logoUrls } from '../companies/companies.service.ts';
import { contentLanguage, textIn } from '../companies/content-language.ts';
import { labeler } from '../companies/master-labels.ts';
import { type CardRow, findCardRows } from './job-search.repository.ts';

const CARD_LISTS = [
  'job-positions',
  'employment-types',
  'japan-prefectures',
  'skills',
  'jlpt-score-levels',
  'writing-levels',
  'people-percent',
] as const satisfies readonly MasterListName[];

const other = (locale: Locale): Locale => (locale === 'en' ? 'ja' : 'en');

/** Result cards for `ids`, in that order, texts in `locale` where the posting has it (ADR 0013). */
export async function postingCards(deps: Deps, locale: Locale, ids: readonly number[]): Promise<JobPostingCard[]> {
  if (ids.length === 0) return [];
  const [rows, labels] = await Promise.all([findCardRows(deps.db, ids), labeler(deps, locale, CARD_LISTS)]);
  const logos = await logoUrls(deps.db, [...new Set(rows.map((r) => r.company_id))]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const label = (list: MasterListName, id: number | null, what: string, row: CardRow) => {
    const found = labels.one(list, id);
    if (!found) throw new Error(`job posting ${row.id}: unknown ${what} ${String(id)}`);
    return found;
  };
  return ids.flatMap((id): JobPostingCard[] => {
    const row = byId.get(id);
    if (!row) return [];
    const available = POSTING_LANGUAGE_LOCALES[row.posting_language as PostingLanguage];
    const language = contentLanguage(locale, available);
    const companyName = textIn(row, 'company_name', locale) ?? textIn(row, 'company_name', other(locale)) ?? '';
    return [
      {
        id: row.id,
        title: textIn(row, 'title', language) ?? textIn(row, 'title', other(language)) ?? '',
        content_language: language,
        available_languages: [...available],
        company: { id: row.company_id, name: companyName, logo_url: logos.get(row.company_id) ?? null },
        job_position: label('job-positions', row.job_position_id, 'job position', row),
        employment_type: label('employment-types', row.employment_type_id, 'employment type', row),
        salary: {
          min: row.salary_min,
          max: row.salary_max,
          negotiable: row.salary_negotiable,
          currency: SALARY_CURRENCY,
        },
        prefectures: labels.many('japan-prefectures', row.prefecture_ids),
        remote_option: row.remote_option as JobPostingCard['remote_option'],
        required_japanese: label('jlpt-score-levels', row.required_jlpt_level_id, 'JLPT level', row),
        required_english: label('writing-levels', row.required_english_level_id, 'English level', row),
        english_usage_percent: labels.one('people-percent', row.english_usage_percent_id),
        visa_sponsorship: row.visa_sponsorship as JobPostingCard['visa_sponsorship'],
        overseas_application_allowed: row.overseas_application_allowed,
        featured_skills: labels.many('skills', row.featured_skill_ids),
        published_at: new Date(row.published_at ?? 0).toISOString(),
        is_closed: row.is_closed,
      },
    ];
  });
}
