import type { AdminReward } from '@hashi/shared/referral.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { CardList, CardListItem } from '../../../components/ui/card-list.tsx';
import {
  ConsoleEmpty,
  ConsoleError,
  ConsoleLoading,
  useActionErrorText,
} from '../../../components/ui/console-states.tsx';
import { FieldRows } from '../../../components/ui/field-list.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatTokyoDateTime } from '../../../lib/format/date.ts';
import { formatYen } from '../../../lib/format/money.ts';
import { ADMIN_REWARDS_KEY, rewardsQuery, voidReward } from '../api/admin-rewards.ts';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { ADMIN_NS } from '../i18n.ts';

const STATUS_COLORS = {
  awaiting_code: 'warning',
  assigned: 'info',
  sent: 'success',
  capped: 'default',
  void: 'error',
} as const;

/** `YYYY-MM` → the month as UX.md writes periods (`2026/11`). */
const month = (period: string) => period.replace('-', '/');

/** One row of the ledger: who, which campaign and why, the amount, the code and where it stands. */
function RewardFacts({ reward }: { reward: AdminReward }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const language = i18n.language;
  const when = (iso: string | null) => (iso ? formatTokyoDateTime(iso, language) : t('rewards.none'));
  const rows: Array<[string, string]> = [
    [t('rewards.campaign'), language.startsWith('ja') ? reward.campaign.name_ja : reward.campaign.name_en],
    [t('rewards.role'), t(`rewards.role_${reward.role}`)],
    ...(reward.friend ? [[t('rewards.friend'), reward.friend.email] as [string, string]] : []),
    [t('rewards.qualified_at'), when(reward.qualified_at)],
    [t('rewards.period_month'), month(reward.period_month)],
    [t('rewards.amount'), formatYen(reward.amount_yen, language)],
    [t('rewards.gift_code'), reward.gift_code ?? t('rewards.none')],
    [t('rewards.assigned_at'), when(reward.assigned_at)],
    [t('rewards.sent_at'), when(reward.sent_at)],
    ...(reward.voided_at
      ? [
          [t('rewards.voided_at'), when(reward.voided_at)] as [string, string],
          [t('rewards.void_reason'), reward.void_reason ?? t('rewards.none')] as [string, string],
        ]
      : []),
  ];
  return (
    <Box sx={{ my: 1.5 }}>
      <FieldRows rows={rows} />
    </Box>
  );
}

/** /admin/rewards: the reward ledger of the campaigns (ADR 0030), newest first; a reward can be voided. */
export default function RewardsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(rewardsQuery(page));
  const [voiding, setVoiding] = useState<AdminReward | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useMutation({
    meta: { silent: true },
    mutationFn: ({ id, reason }: { id: number; reason: string }) => voidReward(id, reason),
    onSuccess: async () => {
      setVoiding(null);
      setNotice(t('rewards.voided'));
      await queryClient.invalidateQueries({ queryKey: ADMIN_REWARDS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'gift-codes'] });
    },
  });
  const reasonError =
    isApiError(cancel.error) && cancel.error.status === 422 ? cancel.error.fieldErrors.reason?.join('\n') : undefined;
  const dialogError = cancel.error && !reasonError ? actionError(cancel.error) : null;
  const items = list.data?.data;
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {t('rewards.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('rewards.intro')}
      </Typography>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {list.isPending && <ConsoleLoading />}
      {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
      {items?.length === 0 && <ConsoleEmpty>{t('rewards.empty')}</ConsoleEmpty>}
      {items && items.length > 0 && (
        <CardList>
          {items.map((reward) => (
            <CardListItem key={reward.id}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h2" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
                  {reward.user?.email ?? t('rewards.deleted_user')}
                </Typography>
                <Chip size="small" color={STATUS_COLORS[reward.status]} label={t(`rewards.status_${reward.status}`)} />
              </Box>
              <RewardFacts reward={reward} />
              {reward.status !== 'void' && (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  onClick={() => {
                    cancel.reset();
                    setNotice(null);
                    setVoiding(reward);
                  }}
                >
                  {t('rewards.void')}
                </Button>
              )}
            </CardListItem>
          ))}
        </CardList>
      )}
      <ListPagination
        count={list.data?.meta.last_page ?? 1}
        page={page}
        onChange={(next) => setParams({ page: String(next) })}
      />
      {voiding && (
        <ReasonDialog
          title={t('rewards.void_title')}
          message={voiding.sent_at ? t('rewards.void_message_sent') : t('rewards.void_message')}
          label={t('rewards.void_reason_label')}
          confirmLabel={t('rewards.void_confirm')}
          required
          busy={cancel.isPending}
          error={dialogError}
          fieldError={errorText(reasonError)}
          onConfirm={(reason) => cancel.mutate({ id: voiding.id, reason })}
          onCancel={() => setVoiding(null)}
        />
      )}
    </Box>
  );
}
