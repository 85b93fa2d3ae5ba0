import { SenderType } from '@hashi/shared/enums';
import type { CompanyThread, Message } from '@hashi/shared/messaging.schema';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReportMessageAction } from '../../message-reports/components/report-message-action.tsx';
import { ReportNotice, hidesText } from '../../message-reports/components/report-notice.tsx';
import {
  INTERVIEW_MESSAGE_TYPES,
  InterviewMessageCard,
} from '../../employer-video-interviews/components/interview-message-card.tsx';
import { MessageAttachments } from '../../../components/attachments/message-attachments.tsx';
import { EMPLOYER_MESSAGES_NS } from '../i18n.ts';
import { ContactText } from './contact-text.tsx';
import { applicantLabel, messageKindLabel } from './message-labels.ts';
import { formatMessageTime } from './message-time.ts';

/**
 * One message of a conversation: the company's own on the right, the applicant's on the left, the
 * system's status changes as a line in the middle. Each says who sent it, when, and its kind.
 */
export function MessageItem({
  message,
  applicant,
  report,
}: {
  message: Message;
  applicant: CompanyThread['applicant'];
  /** The thread's code and what to do once a report of this message was sent (ADR 0026). */
  report?: { code: string; onReported: () => void };
}) {
  const { t, i18n } = useTranslation(EMPLOYER_MESSAGES_NS);
  const time = formatMessageTime(message.created_at, i18n.resolvedLanguage ?? 'en');

  if (message.sender_type === SenderType.System) {
    return (
      <Box component="li" sx={{ textAlign: 'center', py: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          <Box component="span" sx={{ fontWeight: 700 }}>
            {t('conversation.sender_system')}
          </Box>
          {' · '}
          {message.application_status
            ? t('conversation.status_changed', { status: message.application_status.label })
            : message.body}
          {' · '}
          <time dateTime={message.created_at}>{time}</time>
        </Typography>
      </Box>
    );
  }

  const sender = message.mine ? t('conversation.sender_you') : applicantLabel(t, applicant);
  const kind = messageKindLabel(t, message);
  // A message the company reported: its notice stands in for everything it said.
  const hidden = hidesText(message.report_notice);
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: message.mine ? 'flex-end' : 'flex-start' }}>
      <Box
        sx={{
          maxWidth: { xs: '92%', sm: '75%' },
          p: 1.5,
          borderRadius: 2,
          border: 1,
          borderColor: message.mine ? 'primary.light' : 'divider',
          bgcolor: message.mine ? 'action.hover' : 'background.paper',
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography component="p" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            {sender}
          </Typography>
          {kind && <Chip size="small" variant="outlined" label={kind} />}
          <Typography variant="caption" color="text.secondary">
            <time dateTime={message.created_at}>{time}</time>
          </Typography>
        </Box>
        {hidden ? null : message.body ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <ContactText text={message.body} />
          </Typography>
        ) : (
          kind === null &&
          message.attachments.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('conversation.no_text')}
            </Typography>
          )
        )}
        {INTERVIEW_MESSAGE_TYPES.has(message.type) && (
          <InterviewMessageCard type={message.type} interview={message.video_interview} />
        )}
        {message.decline_reason && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('conversation.decline_reason', { reason: message.decline_reason })}
          </Typography>
        )}
        {!hidden && <MessageAttachments attachments={message.attachments} />}
        {message.report_notice && (
          <Box sx={{ mt: hidden ? 0 : 1 }}>
            <ReportNotice notice={message.report_notice} messageId={message.id} />
          </Box>
        )}
        {report && message.reportable && (
          <Box sx={{ mt: 0.5, ml: -1 }}>
            <ReportMessageAction
              side="company"
              code={report.code}
              messageId={message.id}
              sender={sender}
              onReported={report.onReported}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}
