import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { JobSearchFilters } from '@hashi/shared/job-search.schema';
import type { MasterListName } from '@hashi/shared/masters.schema';
import { useTranslation } from 'react-i18next';
import { useMasterList, useMasterNames } from '../../../lib/masters/master-list.ts';
import { formatYen } from '../../../lib/format/money.ts';
import { SAVED_SEARCHES_NS } from '../i18n.ts';

/** Which reference list names the ids of each id filter. */
const LISTS: Partial<Record<keyof JobSearchFilters, MasterListName>> = {
  japan_prefecture_id: 'japan-prefectures',
  job_position_id: 'job-positions',
  appeal_points: 'appeal-points',
  employment_type_id: 'employment-types',
  industries: 'industries',
  featured_it_skills: 'skills',
  it_skills: 'skills',
  language_id: 'languages',
  jlpt_score_level_id: 'jlpt-score-levels',
  required_jlpt_level_ids: 'jlpt-score-levels',
  english_level_id: 'writing-levels',
};
const PERCENT_KEYS = ['foreigner_percent_id', 'english_usage_percent_id'];
const YEN_KEYS = ['minimum_preferred_annual_income', 'salary_min', 'salary_max'];
const REQUIRED_KEYS = ['required_english', 'required_japanese', 'remote_work'];

/** One line per condition ("Location: Tokyo, Osaka"), in reference-list names of the current language. */
export function useConditionLines(conditions: JobSearchFilters): string[] {
  const { t, i18n } = useTranslation(SAVED_SEARCHES_NS);
  const names: Record<string, Map<number, string>> = {
    'japan-prefectures': useMasterNames('japan-prefectures'),
    'job-positions': useMasterNames('job-positions'),
    'appeal-points': useMasterNames('appeal-points'),
    'employment-types': useMasterNames('employment-types'),
    industries: useMasterNames('industries'),
    skills: useMasterNames('skills'),
    languages: useMasterNames('languages'),
    'jlpt-score-levels': useMasterNames('jlpt-score-levels'),
    'writing-levels': useMasterNames('writing-levels'),
  };
  const percents = useMasterList('people-percent').items;
  const language = i18n.language.startsWith('ja') ? 'ja' : 'en';
  const separator = language === 'ja' ? '、' : ', ';

  const lines: string[] = [];
  for (const [key, value] of Object.entries(conditions)) {
    if (value === null || value === undefined) continue;
    const label = t(key === 'popular_keywords' ? 'summary.keyword' : `summary.${key}`);
    let text: string;
    const list = LISTS[key as keyof JobSearchFilters];
    if (key === 'popular_keywords') text = t('summary.quoted', { keyword: String(value) });
    else if (list) {
      const ids = Array.isArray(value) ? value : [value as number];
      text = ids.map((id) => names[list]?.get(id) ?? `#${id}`).join(separator);
    } else if (PERCENT_KEYS.includes(key)) {
      const band = percents.find((p) => p.id === value);
      text = band ? t('summary.percent_at_least', { percent: band.min_percent }) : `#${String(value)}`;
    } else if (YEN_KEYS.includes(key)) text = formatYen(value as number, language);
    else if (REQUIRED_KEYS.includes(key)) {
      text =
        key === 'remote_work'
          ? t(value ? 'summary.yes' : 'summary.no')
          : t(value ? 'summary.required' : 'summary.not_required');
    } else if (key === 'overseas_application_allowed') text = t(value ? 'summary.yes' : 'summary.no');
    else if (key === 'visa_sponsorship' || key === 'remote_options') {
      const prefix = key === 'visa_sponsorship' ? 'visa' : 'remote';
      text = (value as number[]).map((code) => t(`summary.${prefix}_${code}`)).join(separator);
    } else text = Array.isArray(value) ? value.join(separator) : String(value);
    lines.push(t('summary.line', { label, text }));
  }
  return lines;
}

/** The conditions of a saved search as small chips. */
export function ConditionsSummary({ conditions }: { conditions: JobSearchFilters }) {
  const lines = useConditionLines(conditions);
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 0.5 }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {lines.map((line) => (
        <li key={line}>
          <Chip size="small" variant="outlined" label={line} />
        </li>
      ))}
    </Stack>
  );
}
