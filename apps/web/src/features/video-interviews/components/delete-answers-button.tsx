import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ApplicantInterview } from '@hashi/shared/video-interview.schema';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/feedback/use-confirm.ts';
import { useDeleteAnswers } from '../api/delete-answers.ts';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import { errorText } from './error-text.ts';

/**
 * Spec §4: answers go 30 days on; the applicant may delete them sooner — the drafts before sending,
 * everything for good after sending or the deadline. Asks first.
 */
export function DeleteAnswersButton({ interview }: { interview: ApplicantInterview }) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  const confirm = useConfirm();
  const remove = useDeleteAnswers(interview.id);
  const drafts = interview.can_answer;
  const onClick = async () => {
    const ok = await confirm({
      title: drafts ? t('delete.drafts_title') : t('delete.title'),
      message: drafts ? t('delete.drafts_message') : t('delete.message'),
      confirmLabel: t('delete.confirm'),
      destructive: true,
    });
    if (ok) remove.mutate();
  };
  return (
    <>
      <Button variant="outlined" color="error" disabled={remove.isPending} onClick={() => void onClick()}>
        {drafts ? t('delete.drafts_button') : t('delete.button')}
      </Button>
      {remove.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorText(remove.error, t)}
        </Alert>
      )}
    </>
  );
}
