import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CV_NS } from '../i18n.ts';
import { useProfile } from '../../profile/api/profile.ts';
import { CvFile } from './cv-file.tsx';
import { CvImport } from './cv-import.tsx';

/**
 * The documents/CV section of /profile-settings (spec §2, §3): the CV file kept with the profile
 * (spec §5: one file, which companies download from the first interview), and a CV to fill in the profile.
 * New experiences, schools, skills and licenses are added beside the saved ones; a saved value is
 * replaced only when the applicant ticks the CV's value, shown beside the saved one.
 */
export default function DocumentsSection() {
  const { t } = useTranslation(CV_NS);
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState(false);
  const onSaved = useCallback(() => setSaved(true), []);
  const profile = useProfile();

  return (
    <Box sx={{ maxWidth: 880 }}>
      {profile.data && <CvFile file={profile.data.cv_document ?? null} />}
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('documents.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('documents.intro')}
      </Typography>
      {saved ? (
        <Alert
          severity="success"
          role="status"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setSaved(false);
                setRound((n) => n + 1);
              }}
            >
              {t('documents.another')}
            </Button>
          }
        >
          {t('documents.saved')}
        </Alert>
      ) : (
        <CvImport key={round} onSaved={onSaved} aboveBottomNav />
      )}
    </Box>
  );
}
