import { splitOnContactMarker } from '@hashi/shared/contact-marker';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { EMPLOYER_MESSAGES_NS } from '../i18n.ts';

/**
 * A message's text with each contact detail the server took out (ADR 0023) drawn as a short notice
 * in its place, saying when contact details become visible.
 */
export function ContactText({ text }: { text: string }) {
  const { t } = useTranslation(EMPLOYER_MESSAGES_NS);
  return (
    <>
      {splitOnContactMarker(text).map((part, index) =>
        part.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
          <span key={index}>{part.text}</span>
        ) : (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: as above; two notices read alike.
            key={index}
            component="span"
            sx={{
              px: 0.5,
              mx: 0.25,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'action.hover',
            }}
          >
            {t('conversation.contact_notice')}
          </Box>
        ),
      )}
    </>
  );
}
