import type { ApplicantCard } from '@hashi/shared/employer-approach.schema';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYen } from '../../../lib/format/money.ts';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';

type Named = { id: number; name: string };
type WithYears = Named & { years: Named | null };

/** One label and its value in a `dl` of two columns (the applicant's facts, what the relationship reveals). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The desired salary: yen in the console's format, another currency as the number and its code. */
export function salaryText(amount: number | null, currency: string | null, language: string): string | null {
  if (amount === null) return null;
  if (!currency || currency === 'JPY') return formatYen(amount, language);
  return `${amount.toLocaleString(language === 'ja' ? 'ja-JP' : 'en-US')} ${currency}`;
}

/**
 * What any company may see of an applicant (ADR 0021, anonymous level): where they live, skills and
 * roles with years, languages, the latest job and the desired salary. Nothing that names them.
 */
export function ApplicantFacts({ applicant }: { applicant: ApplicantCard }) {
  const { t, i18n } = useTranslation(EMPLOYER_APPROACHES_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  const none = t('card.not_given');
  const withYears = (items: WithYears[]) =>
    items.length
      ? items
          .map((item) => (item.years ? t('card.years', { name: item.name, years: item.years.name }) : item.name))
          .join(', ')
      : none;
  const place = [applicant.lives_in.prefecture?.name, applicant.lives_in.country?.name].filter(Boolean).join(', ');
  const japanese = [applicant.japanese.jlpt?.name, applicant.japanese.level?.name].filter(Boolean).join(' / ');
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        overflowWrap: 'anywhere',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      <Fact label={t('card.latest_job')}>{applicant.latest_job_title || none}</Fact>
      <Fact label={t('card.skills')}>{withYears(applicant.skills)}</Fact>
      <Fact label={t('card.roles')}>{withYears(applicant.job_roles)}</Fact>
      <Fact label={t('card.japanese')}>{japanese || none}</Fact>
      <Fact label={t('card.english')}>{applicant.english_level?.name ?? none}</Fact>
      {applicant.languages.length > 0 && (
        <Fact label={t('card.languages')}>
          {applicant.languages.map((l) => `${l.language.name} (${l.level.name})`).join(', ')}
        </Fact>
      )}
      <Fact label={t('card.nationality')}>{applicant.nationality?.name ?? none}</Fact>
      <Fact label={t('card.lives_in')}>{place || none}</Fact>
      <Fact label={t('card.salary')}>
        {salaryText(applicant.desired_annual_salary, applicant.currency, language) ?? none}
      </Fact>
    </Box>
  );
}
