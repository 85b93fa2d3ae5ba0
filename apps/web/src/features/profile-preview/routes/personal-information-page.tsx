import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { PREVIEW_PARTS, type PreviewPart, PreviewPartView } from '../components/preview-parts.tsx';
import { PreviewLoader } from '../components/preview-loader.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { PROFILE_PREVIEW_NS } from '../i18n.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

const isPart = (value: string | undefined): value is PreviewPart =>
  (PREVIEW_PARTS as readonly string[]).includes(value ?? '');

/**
 * /personal-information and its three parts (spec §2): the applicant's own profile, read-only, in
 * tabs (profile, skills and experience, preferences), each card with an Edit link. No part in the
 * URL shows the first; an unknown part goes back to it.
 */
export default function PersonalInformationPage() {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  const { part } = useParams();
  const title = t('personal_information.title');

  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);

  if (part !== undefined && !isPart(part)) return <Navigate to="/personal-information" replace />;
  const current: PreviewPart = part ?? 'profile';

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 3 }, py: 2, pb: 4 }}>
      <PageHeading subtitle={t('personal_information.intro')}>{title}</PageHeading>
      <PreviewLoader>
        {({ preview, photoUrl }) => (
          <>
            <ProfileHeader preview={preview} photoUrl={photoUrl} />
            <Box component="nav" aria-label={t('personal_information.tabs_label')} sx={{ mb: 2 }}>
              <Tabs value={current} variant="scrollable" allowScrollButtonsMobile>
                {PREVIEW_PARTS.map((p) => (
                  <Tab
                    key={p}
                    value={p}
                    label={t(`personal_information.tabs.${p}`)}
                    component={RouterLink}
                    to={`/personal-information/${p}`}
                    aria-current={p === current ? 'page' : undefined}
                  />
                ))}
              </Tabs>
            </Box>
            <PreviewPartView part={current} preview={preview} />
          </>
        )}
      </PreviewLoader>
    </Box>
  );
}
