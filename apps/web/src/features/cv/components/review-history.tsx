import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { CV_NS } from '../i18n.ts';
import type { ReviewValues } from '../review/review-values.ts';
import { ReviewCheckbox, ReviewSelect, ReviewText, SourceLine } from './review-fields.tsx';
import { AlreadyThere, ReviewItem, ReviewSection } from './review-layout.tsx';

type SectionProps = { saved: boolean; errors: string[]; already: string[] };

const twoColumns = {
  display: 'grid',
  gap: { xs: 0, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

/**
 * Work experiences the CV lists and the profile does not have yet. The CV gives the company, the
 * title and the period; the rest of what spec §5 requires (industry, company size, employment type,
 * work detail) is asked for here, so that each kept experience can be saved as it is.
 */
export function ExperiencesReview({ saved, errors, already }: SectionProps) {
  const { t } = useTranslation(CV_NS);
  const { getValues } = useFormContext<ReviewValues>();
  const rows = getValues('experiences');
  if (rows.length === 0 && already.length === 0) return null;
  return (
    <ReviewSection id="cv-experiences" title={t('sections.experiences')} saved={saved} errors={errors}>
      {rows.map((row, i) => (
        <ExperienceItem key={`${row.source.line}-${row.company_name}`} index={i} />
      ))}
      <AlreadyThere names={already} />
    </ReviewSection>
  );
}

function ExperienceItem({ index }: { index: number }) {
  const { t } = useTranslation(CV_NS);
  const base = `experiences.${index}` as const;
  const { getValues } = useFormContext<ReviewValues>();
  const [accept, isCurrent] = useWatch<ReviewValues, [`${typeof base}.accept`, `${typeof base}.is_current`]>({
    name: [`${base}.accept`, `${base}.is_current`],
  });
  const industries = useMasterList('industries').items;
  const employmentTypes = useMasterList('employment-types').items;
  const companySizes = useMasterList('company-sizes').items;
  const row = getValues(base);
  const title = t('review.experience_n', { n: index + 1 });
  return (
    <ReviewItem label={title}>
      <ReviewCheckbox
        name={`${base}.accept`}
        label={t('review.add_item', { item: row.company_name })}
        visibleLabel={<Box component="strong">{t('review.add_item', { item: row.company_name })}</Box>}
      />
      <SourceLine source={row.source} />
      {accept && (
        <Box sx={{ mt: 2 }}>
          <Box sx={twoColumns}>
            <ReviewText name={`${base}.company_name`} label={t('fields.company_name')} required />
            <ReviewText name={`${base}.job_title`} label={t('fields.job_title')} required />
            <ReviewText
              name={`${base}.period_from`}
              label={t('fields.period_from')}
              helperText={t('review.month_hint')}
              required
            />
            {!isCurrent && (
              <ReviewText
                name={`${base}.period_to`}
                label={t('fields.period_to')}
                helperText={t('review.month_hint')}
                required
              />
            )}
          </Box>
          <ReviewCheckbox name={`${base}.is_current`} label={t('fields.works_here_now')} />
          <ReviewCheckbox name={`${base}.is_japanese_company`} label={t('fields.is_japanese_company')} />
          <Box sx={{ ...twoColumns, mt: 2 }}>
            <ReviewSelect name={`${base}.industry_id`} label={t('fields.industry')} options={industries} required />
            <ReviewSelect
              name={`${base}.employment_type_id`}
              label={t('fields.employment_type')}
              options={employmentTypes}
              required
            />
            <ReviewSelect
              name={`${base}.company_size_id`}
              label={t('fields.company_size')}
              options={companySizes}
              required
            />
          </Box>
          <ReviewText
            name={`${base}.work_detail`}
            label={t('fields.work_detail')}
            helperText={t('review.work_detail_hint')}
            multiline
            required
          />
        </Box>
      )}
    </ReviewItem>
  );
}

/** Schools the CV lists and the profile does not have yet (at most 7 in all, spec §5). */
export function EducationsReview({ saved, errors, already }: SectionProps) {
  const { t } = useTranslation(CV_NS);
  const { getValues } = useFormContext<ReviewValues>();
  const rows = getValues('educations');
  if (rows.length === 0 && already.length === 0) return null;
  return (
    <ReviewSection id="cv-educations" title={t('sections.educations')} saved={saved} errors={errors}>
      {rows.map((row, i) => (
        <EducationItem key={`${row.source.line}-${row.school_name}`} index={i} />
      ))}
      <AlreadyThere names={already} />
    </ReviewSection>
  );
}

function EducationItem({ index }: { index: number }) {
  const { t } = useTranslation(CV_NS);
  const base = `educations.${index}` as const;
  const { getValues } = useFormContext<ReviewValues>();
  const [accept, isCurrent] = useWatch<ReviewValues, [`${typeof base}.accept`, `${typeof base}.is_current`]>({
    name: [`${base}.accept`, `${base}.is_current`],
  });
  const levels = useMasterList('educational-levels').items;
  const row = getValues(base);
  return (
    <ReviewItem label={t('review.education_n', { n: index + 1 })}>
      <ReviewCheckbox
        name={`${base}.accept`}
        label={t('review.add_item', { item: row.school_name })}
        visibleLabel={<Box component="strong">{t('review.add_item', { item: row.school_name })}</Box>}
      />
      <SourceLine source={row.source} />
      {accept && (
        <Box sx={{ mt: 2 }}>
          <Box sx={twoColumns}>
            <ReviewText name={`${base}.school_name`} label={t('fields.school_name')} required />
            <ReviewText name={`${base}.major`} label={t('fields.major')} />
            <ReviewText name={`${base}.period_from`} label={t('fields.start')} helperText={t('review.month_hint')} />
            {!isCurrent && (
              <ReviewText name={`${base}.period_to`} label={t('fields.end')} helperText={t('review.month_hint')} />
            )}
          </Box>
          <ReviewCheckbox name={`${base}.is_current`} label={t('fields.studies_here_now')} />
          <Box sx={{ mt: 2 }}>
            <ReviewSelect
              name={`${base}.educational_level_id`}
              label={t('fields.educational_level')}
              options={levels}
            />
          </Box>
        </Box>
      )}
    </ReviewItem>
  );
}
