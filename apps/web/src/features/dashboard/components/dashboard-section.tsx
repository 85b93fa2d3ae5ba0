import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_NS } from '../i18n.ts';

type DashboardSectionProps = {
  title: string;
  /** Where the whole list lives (an /approach tab); the "See all" link is left out without it. */
  seeAllTo?: string;
  children: ReactNode;
};

/** One titled block of the dashboard, a landmark screen readers can jump to. */
export function DashboardSection({ title, seeAllTo, children }: DashboardSectionProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {seeAllTo && (
          <Button component={RouterLink} to={seeAllTo} size="small" aria-label={`${t('section.see_all')}: ${title}`}>
            {t('section.see_all')}
          </Button>
        )}
      </Box>
      {children}
    </Paper>
  );
}
