import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { facebookUrl, linkedInUrl } from '../external-links.ts';

/** Our Facebook and LinkedIn pages, in a new tab (drawer and desktop footer, spec §2). */
export function SocialLinks() {
  const { t } = useTranslation();
  const newTab = t('a11y.opens_new_tab');
  return (
    <Stack direction="row" spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      <li>
        <IconButton
          component="a"
          href={facebookUrl()}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('footer.facebook')} ${newTab}`}
          color="primary"
        >
          <Facebook />
        </IconButton>
      </li>
      <li>
        <IconButton
          component="a"
          href={linkedInUrl()}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('footer.linkedin')} ${newTab}`}
          color="primary"
        >
          <LinkedIn />
        </IconButton>
      </li>
    </Stack>
  );
}
