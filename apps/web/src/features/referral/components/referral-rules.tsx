import { type Campaign, REFERRAL_RULES } from '@hashi/shared/referral.schema';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { formatYen } from '../../../lib/format/money.ts';
import { REFERRAL_NS } from '../i18n.ts';
import { CampaignPeriod } from './campaign-period.tsx';

/** Spec §9's rules, with the running campaign's own figures and period (or that none runs). */
export function ReferralRules({ campaign }: { campaign: Campaign | null }) {
  const { t, i18n } = useTranslation(REFERRAL_NS);
  const amount = formatYen(campaign?.reward_yen ?? REFERRAL_RULES.rewardYen, i18n.language);
  const rules = [
    t('referral.rule_reward', { amount }),
    t('referral.rule_register', { days: campaign?.register_within_days ?? REFERRAL_RULES.registerWithinDays }),
    t('referral.rule_interview', { days: campaign?.interview_within_days ?? REFERRAL_RULES.interviewWithinDays }),
    t('referral.rule_cap', { count: campaign?.monthly_cap ?? REFERRAL_RULES.monthlyCap }),
    t('referral.rule_mail'),
    t('referral.rule_own'),
  ];
  return (
    <SectionCard title={t('referral.rules_title')} gutterBottom>
      {campaign ? (
        <Box sx={{ mb: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{campaign.name}</Typography>
          <CampaignPeriod campaign={campaign} />
        </Box>
      ) : (
        <Typography role="status" sx={{ mb: 1 }}>
          {t('referral.no_campaign')}
        </Typography>
      )}
      <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Box>
    </SectionCard>
  );
}
