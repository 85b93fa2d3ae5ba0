import type { AdminCampaign } from '@hashi/shared/referral.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CardList, CardListItem } from '../../../components/ui/card-list.tsx';
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../../../components/ui/console-states.tsx';
import { FieldList } from '../../../components/ui/field-list.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { formatTokyoDateTime } from '../../../lib/format/date.ts';
import { formatYen } from '../../../lib/format/money.ts';
import { campaignsQuery } from '../api/admin-campaigns.ts';
import { CampaignEditor } from '../components/campaign-editor.tsx';
import { campaignState } from '../components/campaign-values.ts';
import { ADMIN_NS } from '../i18n.ts';

const STATE_COLORS = { running: 'success', upcoming: 'info', ended: 'default' } as const;

/** One campaign's facts: kind, period in Japan time, reward, rules. */
function CampaignFacts({ campaign }: { campaign: AdminCampaign }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const language = i18n.language;
  const period = t('campaigns.period_value', {
    start: formatTokyoDateTime(campaign.starts_at, language),
    end: formatTokyoDateTime(campaign.ends_at, language),
  });
  const rules =
    campaign.register_within_days === null && campaign.interview_within_days === null && campaign.monthly_cap === null
      ? t('campaigns.no_conditions')
      : [
          campaign.register_within_days !== null &&
            t('campaigns.rule_register', { count: campaign.register_within_days }),
          campaign.interview_within_days !== null &&
            t('campaigns.rule_interview', { count: campaign.interview_within_days }),
          campaign.monthly_cap !== null && t('campaigns.rule_cap', { count: campaign.monthly_cap }),
        ]
          .filter(Boolean)
          .join(t('campaigns.separator'));
  const rows: Array<[string, string]> = [
    [t('campaigns.kind'), t(`campaigns.kind_${campaign.kind}`)],
    [t('campaigns.period'), period],
    [t('campaigns.reward'), formatYen(campaign.reward_yen, language)],
    [t('campaigns.conditions'), rules],
    [t('campaigns.once_per_person'), campaign.once_per_person ? t('campaigns.yes') : t('campaigns.no')],
  ];
  return (
    <Box sx={{ my: 1.5 }}>
      <FieldList>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </FieldList>
    </Box>
  );
}

/** /admin/campaigns: the referral and gift campaigns (ADR 0030) — list, create, edit. */
export default function CampaignsPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(campaignsQuery(page));
  const [editing, setEditing] = useState<AdminCampaign | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const now = new Date();
  const name = (c: AdminCampaign) => (i18n.language.startsWith('ja') ? c.name_ja : c.name_en);
  const startEdit = (next: AdminCampaign | 'new') => {
    setNotice(null);
    setEditing(next);
  };
  const items = list.data?.data;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography component="h1" variant="h5">
          {t('campaigns.title')}
        </Typography>
        <Button variant="contained" onClick={() => startEdit('new')} disabled={editing !== null}>
          {t('campaigns.new')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('campaigns.intro')}
      </Typography>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {editing !== null && (
        <CampaignEditor
          key={editing === 'new' ? 'new' : editing.id}
          campaign={editing === 'new' ? null : editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) setNotice(t('campaigns.saved'));
          }}
        />
      )}
      {list.isPending && <ConsoleLoading />}
      {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
      {items?.length === 0 && editing === null && <ConsoleEmpty>{t('campaigns.empty')}</ConsoleEmpty>}
      {items && items.length > 0 && (
        <CardList>
          {items.map((campaign) => {
            const state = campaignState(campaign, now);
            return (
              <CardListItem key={campaign.id}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="h2" variant="subtitle1">
                    {name(campaign)}
                  </Typography>
                  <Chip size="small" color={STATE_COLORS[state]} label={t(`campaigns.state_${state}`)} />
                </Box>
                <CampaignFacts campaign={campaign} />
                <Button size="small" variant="outlined" onClick={() => startEdit(campaign)} disabled={editing !== null}>
                  {t('campaigns.edit')}
                </Button>
              </CardListItem>
            );
          })}
        </CardList>
      )}
      <ListPagination
        count={list.data?.meta.last_page ?? 1}
        page={page}
        onChange={(next) => setParams({ page: String(next) })}
      />
    </Box>
  );
}
