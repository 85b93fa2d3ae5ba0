import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { SectionError, SectionLoading } from '../../../components/ui/section-states.tsx';
import { useReferral } from '../api/referral.ts';
import { InvitationLink } from '../components/invitation-link.tsx';
import { ReferralRules } from '../components/referral-rules.tsx';
import { RewardList } from '../components/reward-list.tsx';
import { REFERRAL_NS } from '../i18n.ts';

/** The referral program page (spec §2, §9; ADR 0030): the invitation link, the rules, the rewards. */
export default function ReferralPage() {
  const { t } = useTranslation(REFERRAL_NS);
  const referral = useReferral();
  const title = t('referral.title');

  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);

  return (
    <Box sx={{ maxWidth: 800, mx: 'auto', px: { xs: 2, md: 3 }, py: 2 }}>
      <PageHeading subtitle={t('referral.intro')}>{title}</PageHeading>
      {referral.isPending ? (
        <SectionLoading label={t('referral.loading')} rows={4} />
      ) : referral.isError ? (
        <SectionError message={t('referral.error')} onRetry={() => void referral.refetch()} />
      ) : (
        <>
          <InvitationLink url={referral.data.invitation_url} invited={referral.data.invited_count} />
          <ReferralRules campaign={referral.data.campaign} />
          <RewardList rewards={referral.data.rewards} />
          <Link component={RouterLink} to="/campaign" sx={{ display: 'inline-block', mt: 2 }}>
            {t('referral.campaigns_link')}
          </Link>
        </>
      )}
    </Box>
  );
}
