import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { splitOnContactMarker } from '@hashi/shared/contact-marker';
import { useTranslation } from 'react-i18next';
import { MESSAGES_NS } from '../i18n.ts';

/** Where the server took contact details out (ADR 0023): the spec's notice, inline in the text. */
function ContactNotice() {
  const { t } = useTranslation(MESSAGES_NS);
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        mx: 0.25,
        px: 0.75,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.secondary',
        fontSize: '0.8125rem',
        verticalAlign: 'baseline',
      }}
    >
      <LockOutlined aria-hidden sx={{ fontSize: '1rem' }} />
      {t('contact.hidden')}
    </Box>
  );
}

/** A message's text as written (line breaks and spaces kept), each filtered contact as a notice. */
export function MessageBody({ text }: { text: string }) {
  return (
    <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', m: 0 }}>
      {splitOnContactMarker(text).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one immutable text, in order
        part.kind === 'text' ? <span key={index}>{part.text}</span> : <ContactNotice key={index} />,
      )}
    </Typography>
  );
}
