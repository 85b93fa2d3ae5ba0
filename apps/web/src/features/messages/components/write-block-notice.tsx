import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { WriteBlock } from '@hashi/shared/messaging.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MESSAGES_NS } from '../i18n.ts';

type WriteBlockNoticeProps = { block: WriteBlock | null; postingClosed: boolean; jobPostingId: number };

/**
 * In place of the message box when the applicant may not write (spec §6, §8): the position is
 * closed (or the thread is), or nothing has opened the conversation yet — then what would.
 */
export function WriteBlockNotice({ block, postingClosed, jobPostingId }: WriteBlockNoticeProps) {
  const { t } = useTranslation(MESSAGES_NS);
  let notice: ReactNode;
  if (postingClosed) {
    notice = (
      <Alert severity="warning">
        <AlertTitle>{t('blocked.closed_title')}</AlertTitle>
        {t('blocked.closed_body')}
      </Alert>
    );
  } else if (block === 'closed') {
    notice = <Alert severity="warning">{t('blocked.thread_closed')}</Alert>;
  } else {
    notice = (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={`/jobs/${jobPostingId}`} color="inherit" size="small">
            {t('blocked.view_job')}
          </Button>
        }
      >
        {/* The server's own words for this rule (shared texts), so the two never disagree. */}
        {t('shared:messaging.not_yet')}
      </Alert>
    );
  }
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 1.5, md: 3 }, py: 1.5 }}>
      {notice}
    </Box>
  );
}
