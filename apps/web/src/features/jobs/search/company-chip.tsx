import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { JobSearchResponse } from '@hashi/shared/job-search.schema';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { JOBS_NS } from '../i18n.ts';

type CompanyChipProps = {
  companyId: number;
  /** The search's answer; its `meta.company` names the company (the previous search's while one loads). */
  data: JobSearchResponse | undefined;
  /** Whether `data` is a previous search's, kept on screen while this one loads. */
  isPlaceholder: boolean;
  /** The same search without the company (path and query). */
  withoutHref: string;
  /** Runs the search without the company once the app is live. */
  onRemove: () => void;
};

/**
 * "Company: Acme" above the results when the search is limited to one company (issue 12, the
 * "Companies hiring now" links). A link to the search without it, so it removes the company before
 * the app is live too (ADR 0038); its delete icon does the same.
 */
export function CompanyChip({ companyId, data, isPlaceholder, withoutHref, onRemove }: CompanyChipProps) {
  const { t } = useTranslation(JOBS_NS);
  const company = data?.meta.company;
  const name = company?.id === companyId ? company.name : data && !isPlaceholder ? t('search.company_unknown') : '…';
  const label = t('search.company_chip', { name });
  return (
    <Box sx={{ mb: 2 }}>
      <Chip
        component={RouterLink}
        to={withoutHref}
        clickable
        label={label}
        aria-label={t('search.company_remove', { label })}
        onDelete={(event: { preventDefault: () => void }) => {
          // The icon sits inside the link: the app runs the search, the browser does not load the page.
          event.preventDefault();
          onRemove();
        }}
        sx={{ maxWidth: '100%' }}
      />
    </Box>
  );
}
