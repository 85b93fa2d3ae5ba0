import type { MessageInterview } from '@hashi/shared/video-interview.schema';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatTokyoDateTime, formatTokyoDay } from '../../../lib/format/date.ts';
import { EMPLOYER_VIDEO_INTERVIEWS_NS } from '../i18n.ts';

/** Spec §4 message types of a video interview: sent (7), an answer (8), all answers sent (9). */
export const INTERVIEW_MESSAGE_TYPES: ReadonlySet<number> = new Set([7, 8, 9]);

const TITLES: Record<number, string> = { 8: 'message.answer', 9: 'message.completed' };

/**
 * What a video interview message says in the company's conversation: what happened, a link to the
 * interview, and the day its answers are deleted (spec §4) or that they are.
 */
export function InterviewMessageCard({
  type,
  interview,
}: {
  type: number;
  interview: MessageInterview | null | undefined;
}) {
  const { t, i18n } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  const title =
    type === 7
      ? t('message.sent', { deadline: interview ? formatTokyoDateTime(interview.deadline_at, language) : '—' })
      : t(TITLES[type] ?? 'message.answer');
  return (
    <Box sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.5, my: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {interview && (
        <>
          <Typography variant="body2" color="text.secondary">
            {interview.answers_deleted
              ? t('message.deleted')
              : t('message.delete_at', { date: formatTokyoDay(interview.answers_delete_at, language) })}
          </Typography>
          <Link component={RouterLink} to={`/employer/video-interviews/${interview.id}`} variant="body2">
            {t('message.open')}
          </Link>
        </>
      )}
    </Box>
  );
}
