import type { Locale } from '@hashi/shared/constants';
import CurrencyYen from '@mui/icons-material/CurrencyYenOutlined';
import FlightTakeoff from '@mui/icons-material/FlightTakeoffOutlined';
import HomeWork from '@mui/icons-material/HomeWorkOutlined';
import Translate from '@mui/icons-material/TranslateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session/session.ts';
import { HiringCompanies } from '../components/hiring-companies.tsx';
import { PUBLIC_PAGES_NS } from '../i18n.ts';
import { pageMeta } from '../public-pages-meta.ts';
import { usePageTitle } from '../use-page-title.ts';

const FACTS = [
  { key: 'salary', Icon: CurrencyYen },
  { key: 'visa', Icon: FlightTakeoff },
  { key: 'japanese', Icon: Translate },
  { key: 'remote', Icon: HomeWork },
] as const;
const STEPS = ['account', 'profile', 'search', 'talk'] as const;
const TRUST = ['free', 'reviewed', 'contact'] as const;

/**
 * /hashi-info (spec §2 `/{product}-info`): what Hashi is and how it works for job seekers — the facts
 * every posting gives, the steps from sign-up to offer, the companies hiring now — and the way in.
 */
export default function HashiInfoPage() {
  const { t, i18n } = useTranslation(PUBLIC_PAGES_NS);
  const lng: Locale = i18n.resolvedLanguage === 'ja' ? 'ja' : 'en';
  const { status } = useSession();
  usePageTitle(pageMeta('hashi-info', lng));
  const signedIn = status === 'authenticated';

  return (
    <Box lang={lng} sx={{ maxWidth: 1120, mx: 'auto', px: 2, py: { xs: 4, md: 7 } }}>
      <Box component="header" sx={{ maxWidth: 760, mb: 5 }}>
        <Typography variant="overline" color="primary" component="p" sx={{ fontWeight: 700 }}>
          {t('info.eyebrow')}
        </Typography>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800, mb: 2, fontSize: { xs: 30, md: 42 } }}>
          {t('info.title')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 3 }}>
          {t('info.lead')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {signedIn ? (
            <Button variant="contained" size="large" component={RouterLink} to="/jobs">
              {t('info.search')}
            </Button>
          ) : (
            <>
              <Button variant="contained" size="large" component={RouterLink} to="/sign-up">
                {t('info.sign_up')}
              </Button>
              <Button variant="outlined" size="large" component={RouterLink} to="/search">
                {t('info.browse')}
              </Button>
            </>
          )}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="info-facts" sx={{ mb: 6 }}>
        <Typography id="info-facts" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          {t('info.facts_title')}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {FACTS.map(({ key, Icon }) => (
            <Paper component="li" key={key} variant="outlined" sx={{ p: 2.5 }}>
              <Icon color="primary" aria-hidden sx={{ mb: 1 }} />
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
                {t(`info.facts.${key}_title`)}
              </Typography>
              <Typography color="text.secondary">{t(`info.facts.${key}_body`)}</Typography>
            </Paper>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="info-steps" sx={{ mb: 6 }}>
        <Typography id="info-steps" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          {t('info.steps_title')}
        </Typography>
        <Box
          component="ol"
          sx={{
            p: 0,
            m: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {STEPS.map((step, i) => (
            <Box component="li" key={step} sx={{ display: 'flex', gap: 2 }}>
              <Box
                aria-hidden
                sx={{
                  flex: '0 0 auto',
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                }}
              >
                {i + 1}
              </Box>
              <Box>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {t(`info.steps.${step}_title`)}
                </Typography>
                <Typography color="text.secondary">{t(`info.steps.${step}_body`)}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>

      <Paper component="section" variant="outlined" aria-labelledby="info-trust" sx={{ p: { xs: 2.5, md: 3 }, mb: 2 }}>
        <Typography id="info-trust" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('info.trust_title')}
        </Typography>
        <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 0.75 }}>
          {TRUST.map((item) => (
            <Typography component="li" key={item}>
              {t(`info.trust.${item}`)}
            </Typography>
          ))}
        </Box>
      </Paper>

      <HiringCompanies lng={lng} />

      <Box component="nav" aria-labelledby="info-more" sx={{ mt: 5 }}>
        <Typography id="info-more" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('info.more_title')}
        </Typography>
        <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 0.5 }}>
          <li>
            <Link component={RouterLink} to="/blog">
              {t('info.blog')}
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to="/about-us">
              {t('info.about')}
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to="/for-employer">
              {t('info.employers')}
            </Link>
          </li>
        </Box>
      </Box>
    </Box>
  );
}
