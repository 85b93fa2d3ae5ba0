import ContentCopy from '@mui/icons-material/ContentCopy';
import Share from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/feedback/use-snackbar.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { REFERRAL_NS } from '../i18n.ts';

/** The invitation link in a read-only field, with Copy and (where the device can) Share. */
export function InvitationLink({ url, invited }: { url: string; invited: number }) {
  const { t } = useTranslation(REFERRAL_NS);
  const showSnackbar = useSnackbar();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSnackbar(t('referral.copied'), 'success');
    } catch {
      showSnackbar(t('referral.copy_failed'), 'error');
    }
  };

  return (
    <SectionCard title={t('referral.link_title')} gutterBottom>
      <TextField
        label={t('referral.link_label')}
        value={url}
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true, onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select() },
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button variant="contained" startIcon={<ContentCopy aria-hidden />} onClick={() => void copy()}>
          {t('referral.copy')}
        </Button>
        {canShare && (
          <Button
            variant="outlined"
            startIcon={<Share aria-hidden />}
            onClick={() => void navigator.share({ url, text: t('referral.share_text') }).catch(() => undefined)}
          >
            {t('referral.share')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
        {t('referral.link_note')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('referral.invited', { count: invited })}
      </Typography>
    </SectionCard>
  );
}
