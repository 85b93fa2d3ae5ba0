import type { MyReward } from '@hashi/shared/referral.schema';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { formatYen } from '../../../lib/format/money.ts';
import { REFERRAL_NS } from '../i18n.ts';

/** The applicant's own rewards: what for, how much, and where the code is. */
export function RewardList({ rewards }: { rewards: MyReward[] }) {
  const { t, i18n } = useTranslation(REFERRAL_NS);
  return (
    <SectionCard title={t('referral.rewards_title')}>
      {rewards.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('referral.rewards_empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rewards.map((r) => (
            <Box component="li" key={r.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
              <Typography sx={{ fontWeight: 700 }}>
                {t('referral.reward_line', {
                  campaign: r.campaign_name,
                  amount: formatYen(r.amount_yen, i18n.language),
                })}
              </Typography>
              <Typography variant="body2">{t(`referral.role.${r.role}`)}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`referral.status.${r.status}`, {
                  date: r.sent_at ? formatTokyoDay(r.sent_at, i18n.language) : '',
                })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
