import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HiringCompanies } from '../../public-pages/components/hiring-companies.tsx';
import { HomeSearch } from '../home/home-search.tsx';
import { JoinCalls } from '../home/join-calls.tsx';
import { LatestJobs } from '../home/latest-jobs.tsx';
import { WhyHashi } from '../home/why-hashi.tsx';
import { JOBS_NS } from '../i18n.ts';

/**
 * A guest's `/`: jobs first, as engineers expect of a job site — the search box and the newest
 * postings, then why Hashi, the companies hiring now, and the calls to sign up or log in. The
 * login form itself lives at /login; an applicant's `/` is MyPage.
 */
export default function GuestHomePage() {
  const { t, i18n } = useTranslation(JOBS_NS);
  const title = t('home.document_title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  // The companies' texts follow the language menu like the rest of the page.
  const lng = i18n.resolvedLanguage === 'ja' ? 'ja' : 'en';

  return (
    <Box
      sx={{
        maxWidth: 1200,
        mx: 'auto',
        px: { xs: 2, md: 3 },
        py: { xs: 3, md: 5 },
        display: 'grid',
        gap: { xs: 5, md: 6 },
      }}
    >
      <Box component="section" aria-labelledby="home-title">
        <Typography
          id="home-title"
          component="h1"
          variant="h4"
          // keep-all: a Japanese headline breaks after its comma, not inside a word.
          sx={{
            fontWeight: 800,
            mb: 1.5,
            fontSize: { xs: 28, md: 40 },
            lineHeight: 1.35,
            wordBreak: 'keep-all',
            overflowWrap: 'anywhere',
          }}
        >
          {t('home.title')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 3, maxWidth: 760 }}>
          {t('home.lead')}
        </Typography>
        <Box sx={{ maxWidth: 760, mb: 3 }}>
          <HomeSearch />
        </Box>
        <JoinCalls />
      </Box>
      <LatestJobs />
      <WhyHashi />
      <HiringCompanies lng={lng} />
      <Paper component="section" aria-labelledby="home-join" variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="home-join" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {t('home.join_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5, maxWidth: 760 }}>
          {t('home.join_body')}
        </Typography>
        <JoinCalls />
      </Paper>
    </Box>
  );
}
