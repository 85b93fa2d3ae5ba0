import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CompanyInfo } from '@hashi/shared/company.schema';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '../../../components/ui/company-logo.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { formatYen } from '../../../lib/format/money.ts';
import { JOBS_NS } from '../i18n.ts';
import { FieldList } from '../../../components/ui/field-list.tsx';
import { DetailSection, Field } from './detail-section.tsx';

/** Spec §2 company info: CEO, location, founded, capital, size, public or private, industry, website. */
export function CompanyInfoSection({ company }: { company: CompanyInfo }) {
  const { t, i18n } = useTranslation(JOBS_NS);
  const language = i18n.language;
  const { location } = company;
  const place = [location.prefecture?.name, location.city?.name, location.address].filter(Boolean).join(' ');
  const industries = [company.industry, ...company.industries.filter((i) => i.id !== company.industry?.id)]
    .filter((i) => i !== null)
    .map((i) => i.name)
    .join(t('facts.list_separator'));
  const none = t('detail.not_stated');
  return (
    <DetailSection title={t('company.title')}>
      {company.cover_url && (
        // The company's cover (ADR 0036): decorative, the name beside the logo says whose it is.
        <Box
          component="img"
          src={company.cover_url}
          alt=""
          loading="lazy"
          sx={{ display: 'block', width: '100%', aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 1, mb: 2 }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <CompanyLogo name={company.name} url={company.logo_url} />
        <Typography component="p" variant="subtitle1">
          {company.name}
        </Typography>
      </Box>
      <FieldList>
        <Field label={t('company.ceo')}>{company.ceo_name ?? none}</Field>
        <Field label={t('company.location')}>{place || t('facts.no_office')}</Field>
        <Field label={t('company.founded')}>
          {company.founded_on ? formatDate(company.founded_on, language) : none}
        </Field>
        <Field label={t('company.capital')}>
          {company.capital_jpy !== null ? formatYen(company.capital_jpy, language) : none}
        </Field>
        <Field label={t('company.size')}>{company.company_size?.name ?? none}</Field>
        <Field label={t('company.listing')}>{company.is_listed ? t('company.listed') : t('company.private')}</Field>
        <Field label={t('company.industry')}>{industries || none}</Field>
        <Field label={t('company.website')}>
          {company.website_url ? (
            <Link href={company.website_url} target="_blank" rel="noopener noreferrer">
              {company.website_url}
              <Box component="span" className="hashi-visually-hidden">
                {` ${t('company.opens_new_tab')}`}
              </Box>
            </Link>
          ) : (
            none
          )}
        </Field>
      </FieldList>
    </DetailSection>
  );
}
