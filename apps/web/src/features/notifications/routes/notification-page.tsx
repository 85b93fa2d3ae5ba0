import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageMessage } from '../../../components/ui/page-message.tsx';
import { LoadingState } from '../../../components/ui/page-states.tsx';
import { SectionError } from '../../../components/ui/section-states.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatRelative, formatTokyoDateTime } from '../../../lib/format/date.ts';
import { notificationTarget } from '../../shell/api/notification-summary.ts';
import { parseNotificationId, useNotification } from '../api/notification.ts';
import { NotificationIcon } from '../components/notification-icon.tsx';
import { NOTIFICATIONS_NS } from '../i18n.ts';

/**
 * /notifications/{id} (spec §2; ADR 0024): one item in full — its icon, when, the whole text as
 * written, and a button to what it is about. Opening it reads it (the server marks it as it answers),
 * and the bell is asked again. An unknown or impossible id is the kit's not-found page.
 */
export default function NotificationPage() {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NS);
  const { id: rawId } = useParams();
  const id = parseNotificationId(rawId);
  const query = useNotification(id);
  const item = query.data;
  const listTitle = t('list.title');

  useEffect(() => {
    document.title = item ? `${item.body} | ${listTitle} | Hashi` : `${listTitle} | Hashi`;
  }, [item, listTitle]);

  const notFound =
    id === null || (isApiError(query.error) && (query.error.status === 404 || query.error.status === 422));
  if (notFound) {
    return (
      <PageMessage code="404" title={t('item.not_found_title')} body={t('item.not_found_body')}>
        <RouterLink to="/notifications" className="hashi-btn hashi-btn--contained hashi-btn--large">
          {t('item.back')}
        </RouterLink>
      </PageMessage>
    );
  }

  const back = (
    <Button component={RouterLink} to="/notifications" startIcon={<ArrowBack aria-hidden />} sx={{ mb: 1 }}>
      {t('item.back')}
    </Button>
  );

  if (!item) {
    return (
      <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 3 }, py: 2 }}>
        {back}
        {query.isError ? (
          <SectionError message={t('item.error')} onRetry={() => void query.refetch()} />
        ) : (
          <LoadingState label={t('item.loading')} />
        )}
      </Box>
    );
  }

  const target = item.link === null ? null : notificationTarget(item);
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 3 }, py: 2 }}>
      {back}
      <Paper variant="outlined" component="article" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <NotificationIcon type={item.type} size={48} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {item.type === 1 ? t('item.notice') : t('item.update')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={item.updated_at} title={formatTokyoDateTime(item.updated_at, i18n.language)}>
                {formatRelative(item.updated_at, new Date(), t)}
              </time>
              {' · '}
              {formatTokyoDateTime(item.updated_at, i18n.language)}
            </Typography>
          </Box>
        </Box>
        <Typography component="h1" variant="h5" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {item.body}
        </Typography>
        {item.detail !== item.body && (
          <Typography data-testid="notification-detail" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.detail}
          </Typography>
        )}
        {target !== null && target !== `/notifications/${item.id}` && (
          <Button
            component={RouterLink}
            to={target}
            variant="contained"
            endIcon={<ArrowForward aria-hidden />}
            sx={{ mt: 3 }}
          >
            {t('item.open_link')}
          </Button>
        )}
      </Paper>
    </Box>
  );
}
