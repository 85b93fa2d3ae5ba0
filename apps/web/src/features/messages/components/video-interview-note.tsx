import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MessageType } from '@hashi/shared/enums';
import type { Message } from '@hashi/shared/messaging.schema';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatTokyoDateTime, formatTokyoDay } from '../../../lib/format/date.ts';
import { MESSAGES_NS } from '../i18n.ts';

/** Where the applicant answers a video interview (the video-interviews feature's page, spec §2). */
const interviewPath = (id: number) => `/video-interviews/${id}`;

/**
 * A video interview's message (spec §4 types 7–9, ADR 0047): the company's invitation with the
 * deadline and a way in (start, open, or view the sent answers), the applicant's answers and
 * completion, and the day the answers are deleted.
 */
export function VideoInterviewNote({ message, company }: { message: Message; company: string }) {
  const { t, i18n } = useTranslation(MESSAGES_NS);
  const interview = message.video_interview ?? null;
  if (message.type === MessageType.VideoInterviewAnswer) {
    return <Line>{t('interview.answer_sent')}</Line>;
  }
  const retention = interview && (
    <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
      {interview.answers_deleted
        ? t('interview.deleted')
        : t('interview.retention', { date: formatTokyoDay(interview.answers_delete_at, i18n.language) })}
    </Typography>
  );
  if (message.type === MessageType.VideoInterviewCompletion) {
    return (
      <>
        <Line>{t('interview.completed')}</Line>
        {interview && !interview.answers_deleted && (
          <Button component={RouterLink} to={interviewPath(interview.id)} size="small" sx={{ mt: 0.5, px: 0 }}>
            {t('interview.view_answers')}
          </Button>
        )}
        {retention}
      </>
    );
  }
  if (!interview) return <Line>{t('interview.invited', { company })}</Line>;
  const expired = interview.completed_at === null && Date.parse(interview.deadline_at) <= Date.now();
  const action = interview.completed_at
    ? t('interview.view_answers')
    : expired
      ? t('interview.open')
      : t('interview.start');
  return (
    <Box>
      <Typography variant="subtitle2" component="p">
        {t('interview.invited', { company })}
      </Typography>
      <Typography variant="body2" component="p">
        {expired
          ? t('interview.deadline_passed', { date: formatTokyoDateTime(interview.deadline_at, i18n.language) })
          : t('interview.deadline', { date: formatTokyoDateTime(interview.deadline_at, i18n.language) })}
      </Typography>
      <Button
        component={RouterLink}
        to={interviewPath(interview.id)}
        variant={interview.completed_at || expired ? 'outlined' : 'contained'}
        size="small"
        sx={{ mt: 1 }}
      >
        {action}
      </Button>
      {retention}
    </Box>
  );
}

function Line({ children }: { children: string }) {
  return (
    <Typography variant="body2" component="p" sx={{ fontStyle: 'italic' }}>
      {children}
    </Typography>
  );
}
