import OutlinedFlag from '@mui/icons-material/OutlinedFlag';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReportTarget, useReportMessage } from '../api/report-message.ts';
import { MESSAGE_REPORTS_NS } from '../i18n.ts';
import { ReportMessageDialog } from './report-message-dialog.tsx';
import { focusNoticeAfterReport } from './report-notice.tsx';

type Props = ReportTarget & {
  /** Who sent the message, for the button's accessible name and the dialog. */
  sender: string;
  /** A report was sent and its confirmation closed: ask the conversation and the list again. */
  onReported: () => void;
};

/**
 * "Report" under a message of the other side: a small button (named with the sender for screen
 * readers) that opens the report dialog. The conversation is refreshed once the dialog closes, so
 * the confirmation is not taken away by the message turning into its notice.
 */
export function ReportMessageAction({ sender, onReported, ...target }: Props) {
  const { t } = useTranslation(MESSAGE_REPORTS_NS);
  const [open, setOpen] = useState(false);
  const report = useReportMessage(target);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<OutlinedFlag aria-hidden />}
        aria-label={t('action.report_label', { sender })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={{ color: 'text.secondary', minHeight: 32, px: 1, typography: 'caption' }}
      >
        {t('action.report')}
      </Button>
      {open && (
        <ReportMessageDialog
          sender={sender}
          onSubmit={(input) => report.mutateAsync(input)}
          onClose={(reported) => {
            setOpen(false);
            if (!reported) return;
            focusNoticeAfterReport(target.messageId);
            onReported();
          }}
        />
      )}
    </>
  );
}
