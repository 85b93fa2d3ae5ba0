import type { EmployerPosting } from '@hashi/shared/employer.schema';
import { JobPostingStatus } from '@hashi/shared/jobs-enums';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PostingAction, postingAction } from '../api/postings.ts';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { EMPLOYER_NS } from '../i18n.ts';

const SUBMITTABLE: number[] = [JobPostingStatus.Draft, JobPostingStatus.Inactive, JobPostingStatus.Declined];

/** Submit for approval, close and reopen, offered only where the posting's state allows them. */
export function PostingActions({ posting }: { posting: EmployerPosting }) {
  const { t } = useTranslation(EMPLOYER_NS);
  const queryClient = useQueryClient();
  const actionError = useActionErrorText();
  const [done, setDone] = useState<PostingAction | null>(null);
  const act = useMutation({
    meta: { silent: true },
    mutationFn: (action: PostingAction) => postingAction(posting.id, action),
    onMutate: () => setDone(null),
    onSuccess: (updated, action) => {
      queryClient.setQueryData(['employer', 'posting', posting.id], updated);
      void queryClient.invalidateQueries({ queryKey: ['employer', 'postings'] });
      setDone(action);
    },
  });
  const suspended = posting.status === JobPostingStatus.Suspended;
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {SUBMITTABLE.includes(posting.status) && (
          <Button
            variant="contained"
            color="secondary"
            loading={act.isPending && act.variables === 'submit'}
            disabled={act.isPending}
            onClick={() => act.mutate('submit')}
          >
            {t('actions.submit')}
          </Button>
        )}
        {!suspended && !posting.is_closed && (
          <Button
            variant="outlined"
            loading={act.isPending && act.variables === 'close'}
            disabled={act.isPending}
            onClick={() => act.mutate('close')}
          >
            {t('actions.close')}
          </Button>
        )}
        {!suspended && posting.is_closed && (
          <Button
            variant="outlined"
            loading={act.isPending && act.variables === 'reopen'}
            disabled={act.isPending}
            onClick={() => act.mutate('reopen')}
          >
            {t('actions.reopen')}
          </Button>
        )}
      </Box>
      {done && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t(`actions.${done}_done`)}
        </Alert>
      )}
      {act.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {actionError(act.error)}
        </Alert>
      )}
    </Box>
  );
}
