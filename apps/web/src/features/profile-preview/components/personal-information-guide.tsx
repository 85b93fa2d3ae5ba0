import type { Locale } from '@hashi/shared/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { documentTitle, pageMeta } from '../../public-pages/public-pages-meta.ts';
import { PROFILE_PREVIEW_NS } from '../i18n.ts';

const LISTS = ['register', 'visibility', 'control'] as const;

/**
 * /personal-information for visitors (spec §2 public): what an applicant registers, what companies
 * see at each step of a selection (spec §6), and how to stay in control; then the way in.
 */
export function PersonalInformationGuide({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useTranslation(PROFILE_PREVIEW_NS, { keyPrefix: 'personal_information_guide' });
  const lng: Locale = i18n.resolvedLanguage === 'ja' ? 'ja' : 'en';
  const meta = pageMeta('personal-information', lng);
  useEffect(() => {
    document.title = documentTitle(meta);
  }, [meta]);
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <PageHeading variant="h4" subtitle={t('lead')}>
        {meta.title}
      </PageHeading>
      {LISTS.map((list) => (
        <Box component="section" key={list} aria-labelledby={`pi-${list}`} sx={{ mt: 4 }}>
          <Typography id={`pi-${list}`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {t(`${list}_title`)}
          </Typography>
          <Box component={list === 'visibility' ? 'ol' : 'ul'} sx={{ pl: 3, m: 0, display: 'grid', gap: 0.75 }}>
            {(t(list, { returnObjects: true }) as string[]).map((item) => (
              <Typography component="li" key={item} sx={{ lineHeight: 1.8 }}>
                {item}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 4 }}>
        <Typography sx={{ mb: 2 }}>{signedIn ? t('signed_in') : t('guest')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {signedIn ? (
            <Button variant="contained" component={RouterLink} to="/personal-information/profile">
              {t('open_profile')}
            </Button>
          ) : (
            <>
              <Button variant="contained" component={RouterLink} to="/sign-up">
                {t('sign_up')}
              </Button>
              <Button variant="outlined" component={RouterLink} to="/login">
                {t('login')}
              </Button>
            </>
          )}
        </Box>
      </Paper>
      <Box component="nav" aria-labelledby="pi-related" sx={{ mt: 4 }}>
        <Typography id="pi-related" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('related')}
        </Typography>
        <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 0.5 }}>
          <li>
            <Link component={RouterLink} to="/privacy-policy">
              {t('privacy')}
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to="/handling-personal-information">
              {t('handling')}
            </Link>
          </li>
        </Box>
      </Box>
    </Box>
  );
}
