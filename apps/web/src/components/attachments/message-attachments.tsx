import Description from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CONTACT_MARKER } from '@hashi/shared/contact-marker';
import type { Attachment } from '@hashi/shared/message-attachment.schema';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/format/file-size.ts';
import { VisuallyHidden } from '../ui/visually-hidden.tsx';

/** Thumbnails keep one box, so a conversation does not jump while images load. */
const THUMB = { width: 160, height: 120 };

/**
 * The files of a message: images as thumbnails in a fixed box (alt text = the file's name) that
 * open the full image, a video as the browser's player, documents as download links with name and
 * size. The links are signed and expire; the conversation's polling brings fresh ones.
 */
export function MessageAttachments({ attachments }: { attachments: Attachment[] }) {
  const { t, i18n } = useTranslation();
  if (attachments.length === 0) return null;
  // Contact details in a name were taken out by the server until the contact stage (ADR 0021).
  const named = attachments.map((file) => ({
    ...file,
    name: file.name.split(CONTACT_MARKER).join(t('attachments.contact_hidden')),
  }));
  return (
    <Box
      component="ul"
      aria-label={t('attachments.files')}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 1, maxWidth: '100%' }}
    >
      {named.map((file) => (
        <Box component="li" key={file.id} sx={{ minWidth: 0, maxWidth: '100%' }}>
          {file.kind === 'image' && (
            <a
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              title={t('attachments.open_image', { name: file.name })}
            >
              <Box
                component="img"
                src={file.url}
                alt={file.name}
                loading="lazy"
                sx={{
                  ...THUMB,
                  display: 'block',
                  objectFit: 'cover',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            </a>
          )}
          {file.kind === 'video' && (
            <Box
              component="video"
              controls
              preload="metadata"
              src={file.url}
              aria-label={file.name}
              sx={{ display: 'block', width: 320, maxWidth: '100%', borderRadius: 1, bgcolor: 'common.black' }}
            />
          )}
          {file.kind === 'document' && (
            <Box
              component="a"
              href={file.url}
              download={file.name}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1,
                py: 0.75,
                maxWidth: 280,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                color: 'text.primary',
                bgcolor: 'background.paper',
                textDecoration: 'none',
                '&:hover, &:focus-visible': { borderColor: 'primary.main' },
              }}
            >
              <Description aria-hidden sx={{ color: 'primary.main' }} />
              {/* The name comes from what the link shows, so it always holds the visible text. */}
              <VisuallyHidden>{t('attachments.download')}</VisuallyHidden>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" noWrap>
                  {file.name}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {formatFileSize(file.size, i18n.language)}
                </Typography>
              </Box>
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
