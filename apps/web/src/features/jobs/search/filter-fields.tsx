import Typography from '@mui/material/Typography';
import {
  REMOTE_OPTION_LABELS,
  REMOTE_OPTIONS,
  VISA_SPONSORSHIP_LABELS,
  VISA_SPONSORSHIPS,
} from '@hashi/shared/jobs-enums';
import { MASTER_IDS } from '@hashi/shared/masters.schema';
import type { ReactNode } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/form/form-select-field.tsx';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { formatYen } from '../../../lib/format/money.ts';
import { localeOf } from '../components/labels.ts';
import { JOBS_NS } from '../i18n.ts';
import { CheckboxGroup, FilterMultiSelect, FilterSelect, YesCheckbox } from './filter-inputs.tsx';
import { POSTED_WEEKS, type SearchConditions, Tri } from './search-state.ts';

/** Minimum annual income choices, yen. */
const INCOME_STEPS = [3, 4, 5, 6, 7, 8, 9, 10, 12, 15].map((m) => m * 1_000_000);

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 1, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </>
  );
}

type Form = UseFormReturn<SearchConditions>;

/**
 * Every filter of the search request (spec §3 and issue 4's additions), in six groups. The yes/no
 * `remote_work` filter has no control of its own: the work styles say it more precisely (search-state.ts).
 */
export function FilterFields({ form }: { form: Form }) {
  const { t, i18n } = useTranslation(JOBS_NS);
  const { control } = form;
  const locale = localeOf(i18n.language);
  const prefectures = useMasterList('japan-prefectures').items;
  const positions = useMasterList('job-positions').items;
  const employmentTypes = useMasterList('employment-types').items;
  const industries = useMasterList('industries').items;
  const appealPoints = useMasterList('appeal-points').items;
  const skills = useMasterList('skills').items;
  const featuredSkills = skills.filter((s) => s.category_id === MASTER_IDS.skillCategoryFeatured);
  const jlptLevels = useMasterList('jlpt-score-levels').items;
  // Bands are "at least" filters (band id ≥ the chosen one): named by their lower bound.
  const percents = useMasterList('people-percent')
    .items.filter((band) => band.min_percent > 0)
    .map((band) => ({ id: band.id, name: t('filters.percent_at_least', { percent: band.min_percent }) }));
  const languages = useMasterList('languages').items;
  const languageId = useWatch({ control, name: 'language_id' });
  const scoreLevels = useMasterList(
    'language-score-levels',
    { language_id: languageId ?? undefined },
    { enabled: languageId !== null },
  ).items;

  const tri = (yes: string, no: string) => [
    { id: Tri.Yes, name: yes },
    { id: Tri.No, name: no },
  ];
  const multi = (name: Parameters<typeof FilterMultiSelect>[0]['name'], label: string, options: SelectOption[]) => (
    <FilterMultiSelect control={control} name={name} label={label} options={options} />
  );

  return (
    <>
      <Group title={t('filters.group_place')}>
        {multi('japan_prefecture_id', t('filters.prefecture'), prefectures)}
        <CheckboxGroup
          control={control}
          name="visa_sponsorship"
          label={t('filters.visa')}
          options={VISA_SPONSORSHIPS.map((id) => ({ id, name: VISA_SPONSORSHIP_LABELS[id][locale] }))}
        />
      </Group>
      {/* Issue 13: one group for remote work and applying from abroad, where three controls overlapped. */}
      <Group title={t('filters.group_remote')}>
        <CheckboxGroup
          control={control}
          name="remote_options"
          label={t('filters.remote_options')}
          options={REMOTE_OPTIONS.map((id) => ({ id, name: REMOTE_OPTION_LABELS[id][locale] }))}
        />
        <YesCheckbox control={control} name="overseas_application_allowed" label={t('filters.overseas_yes')} />
      </Group>
      <Group title={t('filters.group_job')}>
        {multi('job_position_id', t('filters.job_position'), positions)}
        {multi('employment_type_id', t('filters.employment_type'), employmentTypes)}
        {multi('industries', t('filters.industries'), industries)}
        {multi('appeal_points', t('filters.appeal_points'), appealPoints)}
        <FilterSelect
          control={control}
          name="minimum_preferred_annual_income"
          label={t('filters.min_income')}
          options={INCOME_STEPS.map((id) => ({
            id,
            name: t('filters.income_option', { amount: formatYen(id, i18n.language) }),
          }))}
        />
        <FilterSelect
          control={control}
          name="posted_weeks"
          label={t('filters.posted')}
          options={POSTED_WEEKS.map((id) => ({ id, name: t('filters.posted_option', { count: id }) }))}
        />
      </Group>
      <Group title={t('filters.group_skills')}>
        {multi('featured_it_skills', t('filters.featured_skills'), featuredSkills)}
        {multi('it_skills', t('filters.it_skills'), skills)}
      </Group>
      <Group title={t('filters.group_languages')}>
        <FilterSelect control={control} name="jlpt_score_level_id" label={t('filters.jlpt')} options={jlptLevels} />
        <FilterSelect
          control={control}
          name="required_japanese"
          label={t('filters.required_japanese')}
          options={tri(t('filters.japanese_yes'), t('filters.japanese_no'))}
        />
        <FilterSelect
          control={control}
          name="required_english"
          label={t('filters.required_english')}
          options={tri(t('filters.english_yes'), t('filters.english_no'))}
        />
        <FilterSelect
          control={control}
          name="english_usage_percent_id"
          label={t('filters.english_usage')}
          options={percents}
        />
        <FilterSelect
          control={control}
          name="language_id"
          label={t('filters.language')}
          options={languages}
          onChanged={() => form.setValue('language_score_level_id', null)}
        />
        <FilterSelect
          control={control}
          name="language_score_level_id"
          label={t('filters.language_level')}
          options={scoreLevels}
          disabled={languageId === null}
        />
      </Group>
      <Group title={t('filters.group_company')}>
        <FilterSelect
          control={control}
          name="foreigner_percent_id"
          label={t('filters.foreigner_rate')}
          options={percents}
        />
      </Group>
    </>
  );
}
