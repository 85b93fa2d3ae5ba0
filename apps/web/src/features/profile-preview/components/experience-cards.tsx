import { useTranslation } from 'react-i18next';
import type { ProfilePreview } from '../api/profile-preview.ts';
import { formatYen } from '../../../lib/format/money.ts';
import { labelOf } from '../format.ts';
import { PROFILE_PREVIEW_NS } from '../i18n.ts';
import { FieldList } from '../../../components/ui/field-list.tsx';
import { EntryHeading, Field, NoneYet, PreviewCard } from './preview-card.tsx';

type CardProps = { preview: ProfilePreview };

/** Job roles with years of experience. */
export function JobRolesCard({ preview }: CardProps) {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  const { labels } = preview;
  const roles = preview.data.position_experiences.map((e) =>
    t('with_years', {
      name: labelOf(labels, 'job_positions', e.job_position_id) ?? '',
      years: labelOf(labels, 'years_of_experience_ranges', e.years_of_experience_range_id) ?? '',
    }),
  );
  return (
    <PreviewCard title={t('sections.job')} editSection="job">
      <FieldList>
        <Field label={t('fields.job_roles')} value={roles} />
      </FieldList>
    </PreviewCard>
  );
}

/** IT skills with years of experience. */
export function SkillsCard({ preview }: CardProps) {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  const { labels } = preview;
  const skills = preview.data.skills.map((s) =>
    t('with_years', {
      name: labelOf(labels, 'skills', s.skill_id) ?? '',
      years: labelOf(labels, 'years_of_experience_ranges', s.years_of_experience_range_id) ?? '',
    }),
  );
  return (
    <PreviewCard title={t('sections.skill')} editSection="skill">
      <FieldList>
        <Field label={t('fields.skills')} value={skills} />
      </FieldList>
    </PreviewCard>
  );
}

/** Every work experience, current first as the server orders them, with its period in YYYY/MM. */
export function WorkExperienceCard({ preview }: CardProps) {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  const { labels } = preview;
  const { experiences } = preview.data;
  return (
    <PreviewCard title={t('sections.work-experience')} editSection="work-experience">
      {experiences.length === 0 && <NoneYet />}
      {experiences.map((e) => (
        <div key={e.id}>
          <EntryHeading>{`${e.job_title} — ${e.company_name}`}</EntryHeading>
          <FieldList>
            <Field
              label={t('fields.period')}
              value={t('period', { from: e.period_from, to: e.is_current ? t('present') : (e.period_to ?? '') })}
            />
            <Field label={t('fields.industry')} value={labelOf(labels, 'industries', e.industry_id)} />
            <Field label={t('fields.japanese_company')} value={t(e.is_japanese_company ? 'yes' : 'no')} />
            <Field
              label={t('fields.employment_type')}
              value={labelOf(labels, 'employment_types', e.employment_type_id)}
            />
            <Field label={t('fields.company_size')} value={labelOf(labels, 'company_sizes', e.company_size_id)} />
            <Field label={t('fields.work_detail')} value={e.work_detail} />
            <Field label={t('fields.it_skills')} value={e.it_skills} />
            <Field label={t('fields.role_and_size')} value={e.role_and_size} />
            <Field label={t('fields.projects')} value={e.projects} />
          </FieldList>
        </div>
      ))}
    </PreviewCard>
  );
}

/** The career summary with the income fields it is saved with (the work-experience section edits both). */
export function CareerCard({ preview }: CardProps) {
  const { t, i18n } = useTranslation(PROFILE_PREVIEW_NS);
  const { labels } = preview;
  const { income, work_summary } = preview.data;
  return (
    <PreviewCard title={t('sections.career')} editSection="work-experience">
      <FieldList>
        <Field label={t('fields.work_summary')} value={work_summary} />
        <Field
          label={t('fields.working_status')}
          value={labelOf(labels, 'working_statuses', income.current_working_status)}
        />
        <Field label={t('fields.currency')} value={labelOf(labels, 'currencies', income.currency)} />
        <Field
          label={t('fields.latest_annual_income')}
          value={labelOf(labels, 'income_ranges', income.latest_annual_income)}
        />
        <Field
          label={t('fields.desired_annual_salary')}
          value={income.desired_annual_salary === null ? null : formatYen(income.desired_annual_salary, i18n.language)}
        />
      </FieldList>
    </PreviewCard>
  );
}
