import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { CvParseResponse } from '@hashi/shared/cv-parse.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { useProfile } from '../../profile/api/profile.ts';
import { CV_NS } from '../i18n.ts';
import { CvReview } from './cv-review.tsx';
import { CvSourcePicker } from './cv-source-picker.tsx';

/**
 * The CV import of /cv-edit and of the documents section: pick or link a CV, then review what it
 * proposes against the profile as it is now. `onSaved` runs once the kept values are saved.
 */
export function CvImport({ onSaved, aboveBottomNav }: { onSaved: () => void; aboveBottomNav?: boolean }) {
  const { t } = useTranslation(CV_NS);
  const [result, setResult] = useState<CvParseResponse | null>(null);
  const profile = useProfile();
  const dialingCodes = useMasterList('dialing-codes');

  if (!result) return <CvSourcePicker onParsed={setResult} />;
  if (profile.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
            {t('review.retry')}
          </Button>
        }
      >
        {t('review.profile_failed')}
      </Alert>
    );
  }
  if (profile.isPending || dialingCodes.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography color="text.secondary">{t('review.loading_profile')}</Typography>
      </Box>
    );
  }
  return (
    <CvReview
      result={result}
      profile={profile.data}
      dialingCodes={dialingCodes.items}
      onSaved={onSaved}
      onStartOver={() => setResult(null)}
      aboveBottomNav={aboveBottomNav}
    />
  );
}
