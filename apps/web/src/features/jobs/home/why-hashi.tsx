import FlightTakeoff from '@mui/icons-material/FlightTakeoffOutlined';
import HomeWork from '@mui/icons-material/HomeWorkOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { VisaSponsorship } from '@hashi/shared/jobs-enums';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { JOBS_NS } from '../i18n.ts';
import { emptyConditions, type SearchConditions, Tri } from '../search/search-state.ts';
import { publicSearchUrl } from './home-search.tsx';

const search = (conditions: Partial<SearchConditions>) => publicSearchUrl({ ...emptyConditions(), ...conditions });

/** What a foreign engineer asks first (UX.md), each with the search that shows it. */
const POINTS: ReadonlyArray<{ key: string; icon: ReactNode; to: string }> = [
  { key: 'salary', icon: <Payments />, to: '/search' },
  { key: 'visa', icon: <FlightTakeoff />, to: search({ visa_sponsorship: [VisaSponsorship.Yes] }) },
  { key: 'japanese', icon: <Translate />, to: search({ required_japanese: Tri.No }) },
  { key: 'remote', icon: <HomeWork />, to: search({ remote_work: Tri.Yes }) },
];

/** "Why Hashi": the four promises of the postings, each a way into the search. */
export function WhyHashi() {
  const { t } = useTranslation(JOBS_NS);
  return (
    <Box component="section" aria-labelledby="why-hashi">
      <Typography id="why-hashi" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('home.why_title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {POINTS.map((point) => (
          <Paper
            key={point.key}
            component="li"
            variant="outlined"
            sx={{ p: 2.5, display: 'flex', flexDirection: 'column' }}
          >
            <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
              {point.icon}
            </Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t(`home.why_${point.key}_title`)}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1.5, flexGrow: 1 }}>
              {t(`home.why_${point.key}_body`)}
            </Typography>
            <Link component={RouterLink} to={point.to} sx={{ fontWeight: 600 }}>
              {t(`home.why_${point.key}_link`)}
            </Link>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
