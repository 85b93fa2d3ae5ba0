import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PROFILE_PREVIEW_NS } from '../i18n.ts';
import { PREVIEW_PARTS, PreviewPartView } from './preview-parts.tsx';
import { PreviewLoader } from './preview-loader.tsx';
import { ProfileHeader } from './profile-header.tsx';

/**
 * The whole profile as a company reads it, every section with an Edit link to its settings section.
 * /profile-settings shows it as its 'preview' section (and owns the header there); /profile-preview
 * shows it as a page.
 */
export default function PreviewSection() {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  return (
    <>
      <Typography color="text.secondary" gutterBottom>
        {t('page.intro')}
      </Typography>
      <PreviewLoader>
        {({ preview, photoUrl }) => (
          <>
            <ProfileHeader preview={preview} photoUrl={photoUrl} />
            {PREVIEW_PARTS.map((part) => (
              <PreviewPartView key={part} part={part} preview={preview} />
            ))}
          </>
        )}
      </PreviewLoader>
    </>
  );
}
