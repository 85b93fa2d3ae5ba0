import type { ApplicantProfile } from '@hashi/shared/employer-approach.schema';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { PostingMessagesLink } from './posting-messages-link.tsx';

/** The company's own approaches to this applicant, one line per posting, newest state shown as chips. */
export function OwnApproaches({ approaches }: { approaches: ApplicantProfile['approaches'] }) {
  const { t, i18n } = useTranslation(EMPLOYER_APPROACHES_NS);
  const date = (iso: string) => formatTokyoDay(iso, i18n.resolvedLanguage ?? 'en');
  return (
    <SectionCard title={t('profile.your_approaches')} size="compact">
      {approaches.length === 0 && <Typography color="text.secondary">{t('profile.no_approaches')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {approaches.map((approach) => {
          const chips = [
            approach.scouted_at && t('profile.scouted', { date: date(approach.scouted_at) }),
            approach.scout_reply && t('profile.reply', { reply: t(`reply.${approach.scout_reply}`) }),
            approach.pinned_at && t('profile.pinned', { date: date(approach.pinned_at) }),
            approach.liked_at && t('profile.liked', { date: date(approach.liked_at) }),
            approach.know_more_at && t('profile.know_more', { date: date(approach.know_more_at) }),
            approach.matched_at && t('profile.matched', { date: date(approach.matched_at) }),
            approach.application &&
              t('profile.application', { status: t(`apply_status.${approach.application.status.id}`) }),
          ].filter((chip): chip is string => Boolean(chip));
          return (
            <Box component="li" key={approach.job_posting.id}>
              <Typography sx={{ fontWeight: 700 }}>{approach.job_posting.title}</Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                {chips.map((chip) => (
                  <Chip key={chip} size="small" label={chip} />
                ))}
              </Box>
              <Box sx={{ mt: 0.5 }}>
                <PostingMessagesLink postingId={approach.job_posting.id} threadCode={approach.thread_code} />
              </Box>
            </Box>
          );
        })}
      </Box>
    </SectionCard>
  );
}
