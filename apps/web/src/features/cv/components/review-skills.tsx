import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFieldLabel } from '../../../components/form/form-field-label.tsx';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { CV_NS } from '../i18n.ts';
import type { ReviewValues } from '../review/review-values.ts';
import { ReviewCheckbox, ReviewSelect, ReviewText, SourceLine } from './review-fields.tsx';
import { AlreadyThere, ReviewItem, ReviewSection } from './review-layout.tsx';

type SectionProps = { saved: boolean; errors: string[]; already: string[] };

/**
 * Skills matched against the skill list. The profile keeps years of experience with each skill
 * (spec §3), which a CV rarely says, so it is asked per skill — with one choice for all of them.
 */
export function SkillsReview({ saved, errors, already }: SectionProps) {
  const { t } = useTranslation(CV_NS);
  const { getValues } = useFormContext<ReviewValues>();
  const rows = getValues('skills');
  if (rows.length === 0 && already.length === 0) return null;
  return (
    <ReviewSection id="cv-skills" title={t('sections.skills')} saved={saved} errors={errors}>
      {rows.length > 0 && <YearsForAll />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {rows.map((row, i) => (
          <SkillItem key={row.skill_id} index={i} />
        ))}
      </Box>
      <AlreadyThere names={already} />
    </ReviewSection>
  );
}

function SkillItem({ index }: { index: number }) {
  const { t } = useTranslation(CV_NS);
  const base = `skills.${index}` as const;
  const { getValues } = useFormContext<ReviewValues>();
  const accept = useWatch<ReviewValues, `${typeof base}.accept`>({ name: `${base}.accept` });
  const years = useMasterList('yoe-ranges').items;
  const row = getValues(base);
  return (
    <ReviewItem label={row.name}>
      <ReviewCheckbox name={`${base}.accept`} label={row.name} visibleLabel={<strong>{row.name}</strong>} />
      <SourceLine source={row.source} />
      {accept && (
        <Box sx={{ mt: 1 }}>
          <ReviewSelect
            name={`${base}.years_of_experience_range_id`}
            label={t('fields.years_of_experience')}
            options={years}
            required
          />
        </Box>
      )}
    </ReviewItem>
  );
}

/** Sets the years of every kept skill at once; each can still be changed after. */
function YearsForAll() {
  const { t } = useTranslation(CV_NS);
  const { getValues, setValue, clearErrors } = useFormContext<ReviewValues>();
  const years = useMasterList('yoe-ranges').items;
  const id = useId();
  return (
    <Box sx={{ mb: 2, maxWidth: 420 }}>
      <FormFieldLabel id={`${id}-label`} htmlFor={id}>
        {t('review.years_for_all')}
      </FormFieldLabel>
      <TextField
        id={id}
        select
        fullWidth
        value=""
        onChange={(event) => {
          const value = Number(event.target.value);
          getValues('skills').forEach((row, i) => {
            if (!row.accept) return;
            setValue(`skills.${i}.years_of_experience_range_id`, value, { shouldDirty: true });
            clearErrors(`skills.${i}.years_of_experience_range_id`);
          });
        }}
        slotProps={{ select: { displayEmpty: true, labelId: `${id}-label` } }}
      >
        <MenuItem value="">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('review.select')}
          </Box>
        </MenuItem>
        {years.map((y) => (
          <MenuItem key={y.id} value={y.id}>
            {y.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/** Licenses and certificates the profile does not list yet (the same name twice is refused, spec §5). */
export function LicensesReview({ saved, errors, already }: SectionProps) {
  const { t } = useTranslation(CV_NS);
  const { getValues } = useFormContext<ReviewValues>();
  const rows = getValues('licenses');
  if (rows.length === 0 && already.length === 0) return null;
  return (
    <ReviewSection id="cv-licenses" title={t('sections.licenses')} saved={saved} errors={errors}>
      {rows.map((row, i) => (
        <LicenseItem key={`${row.source.line}-${row.name}`} index={i} />
      ))}
      <AlreadyThere names={already} />
    </ReviewSection>
  );
}

function LicenseItem({ index }: { index: number }) {
  const { t } = useTranslation(CV_NS);
  const base = `licenses.${index}` as const;
  const { getValues } = useFormContext<ReviewValues>();
  const accept = useWatch<ReviewValues, `${typeof base}.accept`>({ name: `${base}.accept` });
  const row = getValues(base);
  return (
    <ReviewItem label={t('review.license_n', { n: index + 1 })}>
      <ReviewCheckbox
        name={`${base}.accept`}
        label={t('review.add_item', { item: row.name })}
        visibleLabel={<strong>{t('review.add_item', { item: row.name })}</strong>}
      />
      <SourceLine source={row.source} />
      {accept && (
        <Box sx={{ mt: 2, display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr' } }}>
          <ReviewText name={`${base}.name`} label={t('fields.license_name')} required />
          <ReviewText name={`${base}.year`} label={t('fields.license_year')} inputMode="numeric" />
        </Box>
      )}
    </ReviewItem>
  );
}
