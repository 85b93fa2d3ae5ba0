import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Themed } from '../ui/themed.tsx';
import type { ConfirmOptions } from './use-confirm.ts';

type Props = { options: ConfirmOptions | null; onAnswer: (ok: boolean) => void };

/** The `useConfirm()` dialog (loaded with the first `confirm()` call). */
export default function ConfirmDialogView({ options, onAnswer }: Props) {
  const { t } = useTranslation();
  // Keep the last content while the dialog fades out after `options` became null.
  const last = useRef(options);
  if (options) last.current = options;
  const shown = last.current;
  return (
    <Themed>
      <ConfirmDialog
        open={options !== null}
        title={shown?.title}
        message={shown?.message}
        confirmLabel={shown?.confirmLabel ?? t('actions.confirm')}
        cancelLabel={shown?.cancelLabel ?? t('actions.cancel')}
        destructive={shown?.destructive}
        initialFocus="confirm"
        onConfirm={() => onAnswer(true)}
        onCancel={() => onAnswer(false)}
      />
    </Themed>
  );
}
