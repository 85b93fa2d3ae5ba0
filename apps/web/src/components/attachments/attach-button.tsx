import AttachFile from '@mui/icons-material/AttachFile';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { ATTACHMENT_ACCEPT } from '@hashi/shared/message-attachment.schema';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The paper-clip button of a message box: opens the file picker (several files; the picker is
 * offered the allowed types, a hint only) and hands over what was chosen. A real button, so it is
 * reached with Tab and pressed with Enter or Space.
 */
export function AttachButton({ onFiles, disabled = false }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Tooltip title={t('attachments.hint')}>
        <span>
          <IconButton
            aria-label={t('attachments.attach')}
            disabled={disabled}
            onClick={() => input.current?.click()}
            sx={{ minWidth: 44, minHeight: 44 }}
          >
            <AttachFile aria-hidden />
          </IconButton>
        </span>
      </Tooltip>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        accept={ATTACHMENT_ACCEPT}
        data-testid="attachment-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so choosing the same file again after removing it fires a change.
          event.target.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}
