import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CompanyLogo } from '../../../components/ui/company-logo.tsx';
import { companyLogoJobsQuery } from '../api/company-logo-jobs.ts';
import { PUBLIC_PAGES_NS } from '../i18n.ts';

/** The job search for one company's open postings, and no other company's (issue 12). */
export const companyJobsUrl = (companyId: number) =>
  `/search?${new URLSearchParams({ company_id: String(companyId) })}`;

/**
 * "Companies hiring now" on the landing pages and /hashi-info: the companies with open postings,
 * each linking to the search for its jobs. Nothing is shown while loading, on failure or when no
 * company is hiring: the section is an extra, never a blank or broken box on a sales page.
 */
export function HiringCompanies({ lng, headingLevel = 'h2' }: { lng: 'en' | 'ja'; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation(PUBLIC_PAGES_NS, { lng });
  const companies = useQuery(companyLogoJobsQuery(lng));
  const rows = companies.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="hiring-companies" sx={{ my: 5 }} lang={lng}>
      <Typography id="hiring-companies" component={headingLevel} variant="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('hiring.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('hiring.lead')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {rows.map((company) => (
          <li key={company.id}>
            <Link
              component={RouterLink}
              to={companyJobsUrl(company.id)}
              underline="none"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1.5,
                height: '100%',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                color: 'text.primary',
                '&:hover, &:focus-visible': { borderColor: 'primary.main' },
              }}
            >
              <CompanyLogo name={company.name} url={company.logo_url} size={44} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.4 }}>
                  {company.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('hiring.open_jobs', { count: company.open_postings_count })}
                </Typography>
              </Box>
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
