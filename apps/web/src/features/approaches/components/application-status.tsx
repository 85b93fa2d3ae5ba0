import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Application } from '@hashi/shared/approach.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { APPROACH_NS } from '../i18n.ts';

/**
 * Where an application stands, in the server's plain words (spec §4; the invisible status never
 * reaches the applicant), with the date of each change, oldest first.
 */
export function ApplicationStatus({ application }: { application: Application }) {
  const { t, i18n } = useTranslation(APPROACH_NS);
  const historyId = useId();
  return (
    <Box sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
        {t('application.status', { status: application.status.name })}
      </Typography>
      {application.history.length > 0 && (
        <>
          <Typography id={historyId} variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('application.history')}
          </Typography>
          <Box component="ol" aria-labelledby={historyId} sx={{ m: 0, pl: 2.5 }}>
            {application.history.map((step) => (
              <Typography key={`${step.status.id}-${step.changed_at}`} component="li" variant="body2">
                {t('application.step', {
                  status: step.status.name,
                  date: formatTokyoDay(step.changed_at, i18n.language),
                })}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
