import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageMessage } from '../components/page-message.tsx';

/** Spec §2: every unknown path, including pages that later issues will build. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageMessage code="404" title={t('not_found.title')}>
      <Typography color="text.secondary">{t('not_found.body')}</Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ mt: 3 }}>
        {t('not_found.home')}
      </Button>
    </PageMessage>
  );
}
