import type { Campaign } from '@hashi/shared/referral.schema';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTokyoDateTime } from '../../../lib/format/date.ts';
import { REFERRAL_NS } from '../i18n.ts';

/** "Campaign period: 7 Jul 2021 10:00 to 31 Jul 2021 23:59 (Japan time)". */
export function CampaignPeriod({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation(REFERRAL_NS);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {t('referral.period', {
        from: formatTokyoDateTime(campaign.starts_at, i18n.language),
        to: formatTokyoDateTime(campaign.ends_at, i18n.language),
      })}
    </Typography>
  );
}
