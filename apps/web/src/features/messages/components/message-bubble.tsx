import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Message } from '@hashi/shared/messaging.schema';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MessageAttachments } from '../../../components/attachments/message-attachments.tsx';
import { tokens } from '../../../components/ui/tokens.ts';
import { formatTokyoDateTime } from '../../../lib/format/date.ts';
import { ReportMessageAction } from '../../message-reports/components/report-message-action.tsx';
import { ReportNotice, hidesText } from '../../message-reports/components/report-notice.tsx';
import { MESSAGES_NS } from '../i18n.ts';
import { MessageBody } from './message-body.tsx';
import { type MessageKind, kindOf } from './message-kind.ts';
import { VideoInterviewNote } from './video-interview-note.tsx';

/** What a message that is not a plain text says happened, in a sentence (null for texts and scouts). */
function eventLine(message: Message, kind: MessageKind, company: string, t: TFunction): string | null {
  switch (kind) {
    case 'pin':
      return t('kind.pin', { company });
    case 'like':
      return message.mine ? t('kind.like_mine') : t('kind.like_theirs', { company });
    case 'know_more':
      return t('kind.know_more');
    case 'scout_applied':
      return t('kind.scout_applied');
    case 'scout_declined':
      return message.decline_reason
        ? t('kind.scout_declined_reason', { reason: message.decline_reason })
        : t('kind.scout_declined');
    case 'scout_know_more':
      return t('kind.scout_know_more');
    default:
      return null;
  }
}

function Time({ at }: { at: string }) {
  const { i18n } = useTranslation();
  return (
    <Typography component="time" dateTime={at} variant="caption" sx={{ color: 'text.secondary' }}>
      {formatTokyoDateTime(at, i18n.language)}
    </Typography>
  );
}

/** The system's note of a new application status: centred, muted, between the messages. */
function StatusNote({ message }: { message: Message }) {
  const { t } = useTranslation(MESSAGES_NS);
  const status = message.application_status?.label;
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', my: 1.5 }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {t('conversation.sender_system')}
      </Typography>
      <Typography
        variant="body2"
        component="p"
        sx={{
          px: 1.5,
          py: 0.5,
          borderRadius: 4,
          bgcolor: 'action.hover',
          color: 'text.secondary',
          textAlign: 'center',
        }}
      >
        {status ? t('kind.status', { status }) : t('kind.status_changed')}
      </Typography>
      {message.body && <MessageBody text={message.body} />}
      <Time at={message.created_at} />
    </Box>
  );
}

type BubbleProps = {
  message: Message;
  company: string;
  /** Still on its way to the server (shown at once, replaced by the stored message). */
  pending?: boolean;
  /** The thread's code and what to do once a report of this message was sent (ADR 0026). */
  report?: { code: string; onReported: () => void };
};

/**
 * One message: who wrote it (You, the company, Hashi), when (Tokyo time) and what it says — the
 * text as written, or what happened (a pin, a like, a reply to the scout); scouts stand out.
 */
export function MessageBubble({ message, company, pending = false, report }: BubbleProps) {
  const { t } = useTranslation(MESSAGES_NS);
  const kind = kindOf(message);
  if (kind === 'status') return <StatusNote message={message} />;
  const mine = message.mine;
  const scout = kind === 'scout';
  // A message the applicant reported: its notice stands in for everything it said (ADR 0026).
  const hidden = hidesText(message.report_notice);
  const line = hidden ? null : eventLine(message, kind, company, t);
  return (
    <Box
      component="li"
      aria-busy={pending || undefined}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', my: 1 }}
    >
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', px: 0.5 }}>
        {mine ? t('conversation.sender_you') : company}
      </Typography>
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '75%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          border: 1,
          borderColor: scout ? 'secondary.main' : mine ? 'transparent' : 'divider',
          borderLeftWidth: scout ? 4 : 1,
          bgcolor: mine ? tokens.primaryTint : 'background.paper',
          opacity: pending ? 0.7 : 1,
        }}
      >
        {scout && !hidden && (
          <Typography variant="subtitle2" component="p" sx={{ color: 'secondary.main' }}>
            {t('kind.scout')}
          </Typography>
        )}
        {line && (
          <Typography variant="body2" component="p" sx={{ fontStyle: 'italic' }}>
            {line}
          </Typography>
        )}
        {kind === 'video' && !hidden && <VideoInterviewNote message={message} company={company} />}
        {message.body && <MessageBody text={message.body} />}
        {!hidden && <MessageAttachments attachments={message.attachments} />}
        {message.report_notice && (
          <Box sx={{ mt: hidden ? 0 : 1 }}>
            <ReportNotice notice={message.report_notice} messageId={message.id} />
          </Box>
        )}
      </Box>
      <Box sx={{ px: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        {pending ? (
          <Typography variant="caption" role="status" sx={{ color: 'text.secondary' }}>
            {t('conversation.sending')}
          </Typography>
        ) : (
          <Time at={message.created_at} />
        )}
        {report && message.reportable && !pending && (
          <ReportMessageAction
            side="applicant"
            code={report.code}
            messageId={message.id}
            sender={company}
            onReported={report.onReported}
          />
        )}
      </Box>
    </Box>
  );
}
