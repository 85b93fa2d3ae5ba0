import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/ui/page-states.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SectionError, SectionLoading } from '../../../components/ui/section-states.tsx';
import { formatYen } from '../../../lib/format/money.ts';
import { useCurrentCampaigns } from '../api/current-campaigns.ts';
import { CampaignPeriod } from '../components/campaign-period.tsx';
import { REFERRAL_NS } from '../i18n.ts';

/**
 * /interview-campaign and the campaign page (spec §2, route name CampaignPage): the campaigns
 * running now, or that none is. On a phone the shell shows no footer here (spec §2).
 */
export default function CampaignPage() {
  const { t, i18n } = useTranslation(REFERRAL_NS);
  const campaigns = useCurrentCampaigns();
  const title = t('campaign.title');

  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);

  let content: ReactNode;
  if (campaigns.isPending) content = <SectionLoading label={t('campaign.loading')} rows={3} />;
  else if (campaigns.isError) {
    content = <SectionError message={t('campaign.error')} onRetry={() => void campaigns.refetch()} />;
  } else if (campaigns.data.length === 0) {
    content = (
      <Box sx={{ textAlign: 'center' }}>
        <EmptyState>{t('campaign.none')}</EmptyState>
        <Button component={RouterLink} to="/jobs" variant="outlined">
          {t('campaign.jobs')}
        </Button>
      </Box>
    );
  } else {
    content = campaigns.data.map((c) => {
      const amount = formatYen(c.reward_yen, i18n.language);
      return (
        <SectionCard key={c.id} title={c.name} component="article" gutterBottom>
          <Chip label={t(`campaign.kind.${c.kind}`)} size="small" sx={{ mb: 1 }} />
          <Typography sx={{ mb: 1 }}>{c.description}</Typography>
          <Typography sx={{ fontWeight: 700 }}>
            {t(c.once_per_person ? 'campaign.reward_once' : 'campaign.reward', { amount })}
          </Typography>
          <CampaignPeriod campaign={c} />
          <Button
            component={RouterLink}
            to={c.kind === 'referral' ? '/referral' : '/jobs'}
            variant="contained"
            sx={{ mt: 2 }}
          >
            {t(c.kind === 'referral' ? 'campaign.refer' : 'campaign.jobs')}
          </Button>
        </SectionCard>
      );
    });
  }

  return (
    <Box sx={{ maxWidth: 800, mx: 'auto', px: { xs: 2, md: 3 }, py: 2 }}>
      <PageHeading subtitle={t('campaign.intro')}>{title}</PageHeading>
      {content}
    </Box>
  );
}
