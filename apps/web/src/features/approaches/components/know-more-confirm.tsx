import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { APPROACH_NS } from '../i18n.ts';

type KnowMoreConfirmProps = {
  open: boolean;
  company: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The question before a Know More (issue 13): it tells the company at once and cannot be undone
 * (spec §4), so one click never sends it.
 */
export function KnowMoreConfirm({ open, company, busy, onConfirm, onCancel }: KnowMoreConfirmProps) {
  const { t } = useTranslation(APPROACH_NS);
  return (
    <ConfirmDialog
      open={open}
      title={t('know_more.confirm_title')}
      message={t('know_more.confirm_message', { company })}
      confirmLabel={t('know_more.confirm')}
      cancelLabel={t('know_more.cancel')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
