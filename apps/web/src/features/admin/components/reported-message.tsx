import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { splitOnContactMarker } from '@hashi/shared/contact-marker';
import type { AdminMessageReport } from '@hashi/shared/message-report.schema';
import { useTranslation } from 'react-i18next';
import { MessageAttachments } from '../../../components/attachments/message-attachments.tsx';
import { ADMIN_NS } from '../i18n.ts';

/**
 * The reported message as its recipient saw it: the text with filtered contact details shown as a
 * marker (never the original), and its files when it has any, with links signed for the admin.
 */
export function ReportedMessage({ message }: { message: AdminMessageReport['message'] }) {
  const { t } = useTranslation(ADMIN_NS);
  const attachments = message.attachments;
  return (
    <Box
      component="blockquote"
      sx={{ m: 0, p: 1.5, borderLeft: 4, borderColor: 'divider', bgcolor: 'action.hover', borderRadius: 1 }}
    >
      {message.body ? (
        <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}>
          {splitOnContactMarker(message.body).map((part, index) =>
            part.kind === 'text' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one immutable text, in order
              <span key={index}>{part.text}</span>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one immutable text, in order
              <Box key={index} component="span" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
                {t('reports.contact_hidden')}
              </Box>
            ),
          )}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('reports.no_text')}
        </Typography>
      )}
      {message.contact_filtered && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {t('reports.contact_filtered')}
        </Typography>
      )}
      {attachments.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" component="p" color="text.secondary">
            {t('reports.attachments')}
          </Typography>
          <MessageAttachments attachments={attachments} />
        </Box>
      )}
    </Box>
  );
}
