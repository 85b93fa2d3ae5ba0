import type { CompanyInterview } from '@hashi/shared/video-interview.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ConsoleError, ConsoleLoading } from '../../../components/ui/console-states.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatTokyoDateTime, formatTokyoDay } from '../../../lib/format/date.ts';
import { interviewQuery } from '../api/interviews.ts';
import { InterviewAnswers } from '../components/interview-answers.tsx';
import { InterviewReviews } from '../components/interview-reviews.tsx';
import { EMPLOYER_VIDEO_INTERVIEWS_NS } from '../i18n.ts';

const STATUS_COLOR = { waiting: 'info', completed: 'success', expired: 'default' } as const;

/** What the answers section says when there are no answers to show (deleted ones: the notice above says it). */
function noAnswersText(interview: CompanyInterview): string | null {
  if (interview.answers.length > 0 || interview.answers_deleted) return null;
  if (interview.status === 'waiting') return 'interview.no_answers';
  if (interview.status === 'expired') return 'interview.no_answers_expired';
  return null;
}

function InterviewView({ interview }: { interview: CompanyInterview }) {
  const { t, i18n } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  const empty = noAnswersText(interview);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to={`/employer/messages/${encodeURIComponent(interview.thread_code)}`}>
          {t('interview.back')}
        </Button>
      </Box>
      <Box>
        <PageHeading
          subtitle={
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip
                size="small"
                color={STATUS_COLOR[interview.status]}
                label={t(`interview.status.${interview.status}`)}
                aria-label={`${t('interview.status_label')}: ${t(`interview.status.${interview.status}`)}`}
              />
              <span>{t('interview.deadline', { date: formatTokyoDateTime(interview.deadline_at, language) })}</span>
              <span>{t('interview.sent_at', { date: formatTokyoDateTime(interview.created_at, language) })}</span>
              {interview.completed_at && (
                <span>
                  {t('interview.completed_at', { date: formatTokyoDateTime(interview.completed_at, language) })}
                </span>
              )}
            </Box>
          }
        >
          {interview.name}
        </PageHeading>
      </Box>
      {/* Spec §4: answers and videos are kept 30 days; both sides are told the day. */}
      <Alert severity={interview.answers_deleted ? 'warning' : 'info'}>
        {interview.answers_deleted
          ? t('interview.deleted')
          : t('interview.delete_at', { date: formatTokyoDay(interview.answers_delete_at, language) })}
      </Alert>
      <SectionCard title={t('interview.intro')}>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{interview.intro}</Typography>
      </SectionCard>
      <SectionCard title={t('interview.questions')}>
        {empty && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(empty)}
          </Typography>
        )}
        <InterviewAnswers interview={interview} />
      </SectionCard>
      <SectionCard title={t('reviews.title')}>
        <InterviewReviews interview={interview} />
      </SectionCard>
    </Box>
  );
}

/** /employer/video-interviews/:id — one sent interview: its questions, the answers once sent, the team's reviews. */
export default function VideoInterviewPage() {
  const { t } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  const raw = useParams().id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  const interview = useQuery({ ...interviewQuery(id), enabled: id > 0 });
  const notFound = id === 0 || (isApiError(interview.error) && [404, 422].includes(interview.error.status));
  if (notFound && !interview.data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Button component={RouterLink} to="/employer/messages">
            {t('interview.messages')}
          </Button>
        </Box>
        <Alert severity="warning">{t('interview.not_found')}</Alert>
      </Box>
    );
  }
  if (interview.isPending) return <ConsoleLoading />;
  if (!interview.data) return <ConsoleError error={interview.error} onRetry={() => void interview.refetch()} />;
  return <InterviewView interview={interview.data} />;
}
