import { JobPostingStatus } from '@hashi/shared/jobs-enums';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { type ReviewAction, reviewPosting } from '../api/admin-postings.ts';
import { ADMIN_NS } from '../i18n.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const S = JobPostingStatus;

/**
 * The decisions a posting's status allows (ADR 0019): approve or decline one awaiting approval,
 * suspend a published one, lift a suspension. Declining asks for a reason the company will read.
 */
export function ReviewButtons({
  posting,
  title,
  onDone,
}: {
  posting: { id: number; status: number };
  title: string;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const actionError = useActionErrorText();
  const [asking, setAsking] = useState<'decline' | 'suspend' | null>(null);
  const review = useMutation({
    meta: { silent: true },
    mutationFn: ({ action, reason }: { action: ReviewAction; reason?: string }) =>
      reviewPosting(posting.id, action, reason),
    onSuccess: async (_, { action }) => {
      setAsking(null);
      onDone(t(`review.${action}_done`, { title }));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'postings'] });
      queryClient.removeQueries({ queryKey: ['admin', 'posting', posting.id] });
    },
  });
  const run = (action: ReviewAction, reason?: string) => review.mutate({ action, reason });
  const busy = review.isPending;
  const fieldError =
    isApiError(review.error) && review.error.status === 422 ? review.error.fieldErrors.reason?.join('\n') : undefined;
  const dialogError = review.isError && fieldError === undefined ? actionError(review.error) : null;
  // Declining and suspending both open the reason dialog with the last error cleared.
  const askButton = (action: 'decline' | 'suspend') => (
    <Button
      size="small"
      variant="outlined"
      color="error"
      disabled={busy}
      onClick={() => {
        review.reset();
        setAsking(action);
      }}
    >
      {t(`review.${action}`)}
    </Button>
  );

  return (
    <>
      {posting.status === S.AwaitingApproval && (
        <>
          <Button size="small" variant="contained" color="success" disabled={busy} onClick={() => run('approve')}>
            {t('review.approve')}
          </Button>
          {askButton('decline')}
        </>
      )}
      {posting.status === S.Published && askButton('suspend')}
      {posting.status === S.Suspended && (
        <Button size="small" variant="outlined" disabled={busy} onClick={() => run('unsuspend')}>
          {t('review.unsuspend')}
        </Button>
      )}
      {review.isError && asking === null && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {actionError(review.error)}
        </Alert>
      )}
      {asking && (
        <ReasonDialog
          title={t(`review.${asking}_title`, { title })}
          label={t(`review.${asking}_reason`)}
          confirmLabel={t(`review.${asking}`)}
          required={asking === 'decline'}
          busy={busy}
          error={dialogError}
          fieldError={fieldError}
          onConfirm={(reason) => run(asking, reason)}
          onCancel={() => {
            review.reset();
            setAsking(null);
          }}
        />
      )}
    </>
  );
}
