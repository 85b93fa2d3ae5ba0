import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CvImport } from '../../cv/components/cv-import.tsx';
import { refreshProfileQueries } from '../../profile/api/profile.ts';
import { REGISTRATION_NS } from '../i18n.ts';

type WizardCvStartProps = {
  /** The kept proposals are saved: the wizard's steps open with them filled in. */
  onSaved: () => void;
  onHand: () => void;
};

/**
 * Starting the wizard from a CV: the CV import of features/cv as it is (each proposal with the
 * line it came from; nothing saved before "Save selected"). Filling in by hand stays one click away.
 */
export function WizardCvStart({ onSaved, onHand }: WizardCvStartProps) {
  const { t } = useTranslation(REGISTRATION_NS);
  const queryClient = useQueryClient();
  // The import calls this from an effect whenever its identity changes: keep it stable, and once.
  const latest = useRef(onSaved);
  latest.current = onSaved;
  const leaving = useRef(false);
  const saved = useCallback(async () => {
    if (leaving.current) return;
    leaving.current = true;
    // Each step's form starts from the profile when it opens: read what the review saved first.
    try {
      await refreshProfileQueries(queryClient);
    } finally {
      latest.current();
    }
  }, [queryClient]);
  return (
    <Box component="section" aria-labelledby="wizard-cv-title">
      <Typography
        id="wizard-cv-title"
        component="h2"
        variant="h6"
        tabIndex={-1}
        data-step-heading
        sx={{ '&:focus': { outline: 'none' }, mb: 1 }}
      >
        {t('start.cv_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('start.cv_intro')}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <Link component="button" type="button" onClick={onHand} sx={{ verticalAlign: 'baseline' }}>
          {t('start.hand_instead')}
        </Link>
      </Typography>
      <CvImport onSaved={saved} />
    </Box>
  );
}
