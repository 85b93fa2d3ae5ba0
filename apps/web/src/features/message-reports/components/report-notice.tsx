import OutlinedFlag from '@mui/icons-material/OutlinedFlag';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReportNotice as Notice } from '@hashi/shared/messaging.schema';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_REPORTS_NS } from '../i18n.ts';

/** The message just reported from this page: its notice takes the focus its Report button had. */
let focusAfterReport: number | null = null;
export const focusNoticeAfterReport = (messageId: number) => {
  focusAfterReport = messageId;
};

/**
 * What a report means for the reader, in the message's place (the reporter: reviewing, removed) or
 * under its text (the sender: hidden by the team). Muted and with a flag, never the hidden text.
 * After a report, the notice that replaces the message receives the focus (the button is gone).
 */
export function ReportNotice({ notice, messageId }: { notice: Notice; messageId: number }) {
  const { t } = useTranslation(MESSAGE_REPORTS_NS);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusAfterReport !== messageId) return;
    focusAfterReport = null;
    ref.current?.focus();
  }, [messageId]);
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, color: 'text.secondary', outlineOffset: 2 }}
    >
      <OutlinedFlag aria-hidden sx={{ fontSize: '1.1rem', mt: '2px' }} />
      <Typography variant="body2" component="p" sx={{ m: 0, fontStyle: 'italic' }}>
        {t(`notice.${notice}`)}
      </Typography>
    </Box>
  );
}

/** The text hidden from the reader: its notice stands in for it. */
export const hidesText = (notice: Notice | null): notice is 'reported' | 'removed' =>
  notice === 'reported' || notice === 'removed';

/** A thread list's line for a newest message the reader reported (null when it did not). */
export function reportPreview(t: TFunction, notice: Notice | null): string | null {
  return hidesText(notice) ? t(`preview.${notice}`, { ns: MESSAGE_REPORTS_NS }) : null;
}
