import type { CompanyApplication } from '@hashi/shared/employer-approach.schema';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';
import { PostingMessagesLink } from './posting-messages-link.tsx';
import { StatusChange } from './status-change.tsx';

/** One application: who, which posting, the answers to the posting's questions, the history, the control. */
export function ApplicationItem({ application }: { application: CompanyApplication }) {
  const { t, i18n } = useTranslation(EMPLOYER_APPROACHES_NS);
  const date = (iso: string) => formatTokyoDay(iso, i18n.resolvedLanguage ?? 'en');
  const who = application.applicant.name || t('applications.unnamed', { id: application.applicant.id });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box>
          <Typography component="h2" variant="subtitle1">
            {who}
          </Typography>
          <Typography variant="body2">{application.job_posting.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('applications.applied', { date: date(application.applied_at) })} ·{' '}
            {t('applications.changed', { date: date(application.status_changed_at) })}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
          <Chip color="primary" label={t(`apply_status.${application.status.id}`)} />
          <Box sx={{ mt: 1 }}>
            <Link component={RouterLink} to={`/employer/applicants/${application.applicant.id}`}>
              {t('applications.open_profile')}
            </Link>
          </Box>
          <Box sx={{ mt: 0.5 }}>
            <PostingMessagesLink postingId={application.job_posting.id} threadCode={application.thread_code} />
          </Box>
        </Box>
      </Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', fontWeight: 700 }}>
          {t('applications.answers')}
        </Typography>
        {application.answers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('applications.no_answers')}
          </Typography>
        ) : (
          <Box component="dl" sx={{ m: 0, mt: 1 }}>
            {application.answers.map((answer, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: answers are read-only text in the posting's order; two may read the same.
              <Box key={`${index}-${answer.question}`} sx={{ mb: 1 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {answer.question}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
                  {answer.answer}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', fontWeight: 700 }}>
          {t('applications.history')}
        </Typography>
        <Box component="ol" sx={{ m: 0, mt: 1, pl: 3 }}>
          {application.history.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history never reorders; two changes may share a time.
            <Typography component="li" variant="body2" key={`${entry.changed_at}-${index}`}>
              {date(entry.changed_at)} — {t(`apply_status.${entry.status.id}`)}
            </Typography>
          ))}
        </Box>
      </Box>
      <StatusChange application={application} />
    </Paper>
  );
}
