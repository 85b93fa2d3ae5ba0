import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CvSource } from '@hashi/shared/cv-parse.schema';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMasterList, useMasterNames } from '../../../lib/masters/master-list.ts';
import { CV_NS } from '../i18n.ts';
import type { BasicKey, BasicValues, ReviewValues } from '../review/review-values.ts';
import { ReviewSelect, ReviewText, SourceLine } from './review-fields.tsx';
import { ReviewSection } from './review-layout.tsx';
import { anyKept, ReviewRow } from './review-row.tsx';

const TEXT_FIELDS = ['last_name', 'first_name', 'furigana_last_name', 'furigana_first_name'] as const;
const REQUIRED: ReadonlySet<BasicKey> = new Set([
  'first_name',
  'last_name',
  'date_of_birth',
  'gender',
  'nationality_id',
  'country_id',
]);

type SectionProps = { saved: boolean; errors: string[] };

/** Name, furigana, birth date, gender, nationality — and country of residence when the profile lacks it. */
export function BasicReview({ saved, errors }: SectionProps) {
  const { t } = useTranslation(CV_NS);
  const { getValues } = useFormContext<ReviewValues>();
  const rows = getValues('basic');
  const used = anyKept(useWatch<ReviewValues, 'basic'>({ name: 'basic' }));
  const nationalities = useMasterList('nationalities').items;
  const countries = useMasterList('countries').items;
  const nationalityNames = useMasterNames('nationalities');
  const countryNames = useMasterNames('countries');
  if (!Object.values(rows).some((r) => r.kind === 'proposal')) return null;
  const genders = (['male', 'female', 'other'] as const).map((g) => ({ id: g, name: t(`gender.${g}`) }));
  const label = (key: BasicKey) => t(`fields.${key}`);
  const common = <K extends BasicKey>(key: K) => ({
    base: `basic.${key}`,
    field: label(key),
    row: rows[key] as BasicValues[K],
    sectionUsed: used,
  });
  return (
    <ReviewSection id="cv-basic" title={t('sections.basic')} saved={saved} errors={errors}>
      {TEXT_FIELDS.map((key) => (
        <ReviewRow key={key} {...common(key)} show={String}>
          <ReviewText
            name={`basic.${key}.value`}
            label={label(key)}
            required={REQUIRED.has(key)}
            acceptName={rows[key].kind === 'proposal' ? `basic.${key}.accept` : undefined}
          />
        </ReviewRow>
      ))}
      <ReviewRow {...common('date_of_birth')} show={String}>
        <ReviewText
          name="basic.date_of_birth.value"
          label={label('date_of_birth')}
          type="date"
          required
          acceptName={rows.date_of_birth.kind === 'proposal' ? 'basic.date_of_birth.accept' : undefined}
        />
      </ReviewRow>
      <ReviewRow {...common('gender')} show={(g) => (g ? t(`gender.${g}`) : '')}>
        <ReviewSelect
          name="basic.gender.value"
          label={label('gender')}
          options={genders}
          required
          acceptName={rows.gender.kind === 'proposal' ? 'basic.gender.accept' : undefined}
          sx={{ mb: 1.5 }}
        />
      </ReviewRow>
      <ReviewRow {...common('nationality_id')} show={(id) => nationalityNames.get(id ?? 0) ?? ''}>
        <ReviewSelect
          name="basic.nationality_id.value"
          label={label('nationality_id')}
          options={nationalities}
          required
          acceptName={rows.nationality_id.kind === 'proposal' ? 'basic.nationality_id.accept' : undefined}
        />
      </ReviewRow>
      <ReviewRow {...common('country_id')} show={(id) => countryNames.get(id ?? 0) ?? ''}>
        <ReviewSelect name="basic.country_id.value" label={label('country_id')} options={countries} required />
      </ReviewRow>
    </ReviewSection>
  );
}

/** The phone number (with its country code) and the CV's e-mail, which is shown but never saved. */
export function ContactReview({
  saved,
  errors,
  email,
}: SectionProps & { email: { value: string; source: CvSource } | null }) {
  const { t } = useTranslation(CV_NS);
  const { getValues } = useFormContext<ReviewValues>();
  const phone = getValues('phone');
  const dialingCodes = useMasterList('dialing-codes').items;
  if (phone.kind !== 'proposal' && !email) return null;
  const codeOptions = dialingCodes.map((d) => ({ id: d.id, name: `${d.code} ${d.name}` }));
  const codeOf = new Map(dialingCodes.map((d) => [d.id, d.code]));
  return (
    <ReviewSection id="cv-contact" title={t('sections.contact')} saved={saved} errors={errors}>
      {email && (
        <Box sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('fields.email')}</Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{email.value}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('review.email_note')}{' '}
            <Link component={RouterLink} to="/change-email">
              {t('review.change_email')}
            </Link>
          </Typography>
          <SourceLine source={email.source} />
        </Box>
      )}
      {phone.kind === 'proposal' && (
        <ReviewRow
          base="phone"
          field={t('fields.phone')}
          row={phone}
          sectionUsed
          show={(p) => `${codeOf.get(p.dialing_code_id ?? 0) ?? ''} ${p.number}`.trim()}
        >
          <ReviewSelect
            name="phone.value.dialing_code_id"
            label={t('fields.dialing_code')}
            options={codeOptions}
            acceptName="phone.accept"
          />
          <ReviewText name="phone.value.number" label={t('fields.phone')} inputMode="tel" acceptName="phone.accept" />
        </ReviewRow>
      )}
    </ReviewSection>
  );
}
