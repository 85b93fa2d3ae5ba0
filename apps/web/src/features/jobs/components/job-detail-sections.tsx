import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { JobPostingDetail } from '@hashi/shared/job-posting.schema';
import { REMOTE_OPTION_LABELS, VISA_SPONSORSHIP_LABELS } from '@hashi/shared/jobs-enums';
import { useTranslation } from 'react-i18next';
import { JOBS_NS } from '../i18n.ts';
import { FieldList } from '../../../components/ui/field-list.tsx';
import { DetailSection, Field, Prose, SubHeading } from './detail-section.tsx';
import { useSalaryText } from './job-facts.tsx';
import { localeOf, NO_ENGLISH_ID, NO_JAPANESE_ID } from './labels.ts';

type Props = { job: JobPostingDetail };

/** The work, in the posting's own words. */
export function WorkSection({ job }: Props) {
  const { t } = useTranslation(JOBS_NS);
  return (
    <DetailSection title={t('detail.work')} lang={job.content_language}>
      <Prose>{job.description}</Prose>
    </DetailSection>
  );
}

/** Required skills with years, languages, and the requirements the company wrote. */
export function RequirementsSection({ job }: Props) {
  const { t } = useTranslation(JOBS_NS);
  const japanese =
    job.required_japanese.id === NO_JAPANESE_ID
      ? t('facts.no_japanese')
      : t('facts.japanese', { level: job.required_japanese.name });
  const english =
    job.required_english.id === NO_ENGLISH_ID
      ? t('detail.no_english')
      : t('detail.english_level', { level: job.required_english.name });
  return (
    <DetailSection title={t('detail.requirements')}>
      {job.required_skills.length > 0 && (
        <>
          <SubHeading>{t('detail.required_skills')}</SubHeading>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {job.required_skills.map((s) => (
              <li key={s.skill.id}>
                {s.years_of_experience_range
                  ? t('detail.skill_years', { skill: s.skill.name, years: s.years_of_experience_range.name })
                  : s.skill.name}
              </li>
            ))}
          </Box>
        </>
      )}
      {job.featured_skills.length > 0 && (
        <>
          <SubHeading>{t('detail.featured_skills')}</SubHeading>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {job.featured_skills.map((s) => (
              <Chip key={s.id} label={s.name} size="small" />
            ))}
          </Box>
        </>
      )}
      <SubHeading>{t('detail.language_requirements')}</SubHeading>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>{japanese}</li>
        <li>{english}</li>
        {job.language_requirements.map((r) => (
          <li key={`${r.language.id}-${r.score_level?.id ?? 0}`}>
            {r.score_level ? `${r.language.name}: ${r.score_level.name}` : r.language.name}
          </li>
        ))}
      </Box>
      {job.requirements && (
        <Box lang={job.content_language}>
          <SubHeading>{t('detail.must_have')}</SubHeading>
          <Prose>{job.requirements}</Prose>
        </Box>
      )}
      {job.preferred && (
        <Box lang={job.content_language}>
          <SubHeading>{t('detail.nice_to_have')}</SubHeading>
          <Prose>{job.preferred}</Prose>
        </Box>
      )}
    </DetailSection>
  );
}

/** One step a line (the schema's convention), shown as numbered steps. */
export function SelectionFlowSection({ job }: Props) {
  const { t } = useTranslation(JOBS_NS);
  const steps = (job.selection_flow ?? '')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
  if (steps.length === 0) return null;
  return (
    <DetailSection title={t('detail.selection_flow')} lang={job.content_language}>
      <Box component="ol" sx={{ m: 0, pl: 3, '& li': { py: 0.25 } }}>
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are plain text in a fixed order; two may read the same.
          <li key={index}>{step}</li>
        ))}
      </Box>
    </DetailSection>
  );
}

/** Salary, remote work, the people and languages at work, visa, benefits. */
export function ConditionsSection({ job }: Props) {
  const { t, i18n } = useTranslation(JOBS_NS);
  const locale = localeOf(i18n.language);
  const salary = useSalaryText(job.salary);
  const sep = t('facts.list_separator');
  const place = [job.prefectures.map((p) => p.name).join(sep), job.city?.name].filter(Boolean).join(' ');
  const none = t('detail.not_stated');
  const figures = job.salary.min !== null || job.salary.max !== null;
  return (
    <DetailSection title={t('detail.conditions')}>
      <FieldList>
        <Field label={t('detail.salary')}>
          {salary}
          {figures && job.salary.negotiable ? ` ${t('detail.salary_negotiable_note')}` : ''}
        </Field>
        <Field label={t('detail.employment_type')}>{job.employment_type.name}</Field>
        <Field label={t('detail.location')}>{place || t('facts.no_office')}</Field>
        <Field label={t('detail.remote')}>{REMOTE_OPTION_LABELS[job.remote_option][locale]}</Field>
        <Field label={t('detail.foreigner_rate')}>{job.foreigner_percent?.name ?? none}</Field>
        <Field label={t('detail.english_usage')}>{job.english_usage_percent?.name ?? none}</Field>
        <Field label={t('detail.visa')}>{VISA_SPONSORSHIP_LABELS[job.visa_sponsorship][locale]}</Field>
        <Field label={t('detail.overseas')}>
          {job.overseas_application_allowed ? t('facts.overseas_ok') : t('detail.overseas_no')}
        </Field>
        {job.industries.length > 0 && (
          <Field label={t('detail.industries')}>{job.industries.map((i) => i.name).join(sep)}</Field>
        )}
      </FieldList>
      {job.appeal_points.length > 0 && (
        <>
          <SubHeading>{t('detail.appeal_points')}</SubHeading>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {job.appeal_points.map((a) => (
              <Chip key={a.id} label={a.name} size="small" color="primary" variant="outlined" />
            ))}
          </Box>
        </>
      )}
      {job.benefits && (
        <Box lang={job.content_language}>
          <SubHeading>{t('detail.benefits')}</SubHeading>
          <Prose>{job.benefits}</Prose>
        </Box>
      )}
    </DetailSection>
  );
}
