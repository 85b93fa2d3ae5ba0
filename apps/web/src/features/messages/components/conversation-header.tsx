import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Thread } from '@hashi/shared/messaging.schema';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CompanyLogo } from '../../../components/ui/company-logo.tsx';
import { MESSAGES_NS } from '../i18n.ts';
import { ThreadState } from './thread-state.tsx';

/** The conversation's company (the page's heading), its posting (a link to the job) and where it stands. */
export function ConversationHeader({ thread }: { thread: Thread }) {
  const { t } = useTranslation(MESSAGES_NS);
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        px: { xs: 1, md: 3 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <IconButton component={RouterLink} to="/messages" aria-label={t('conversation.back')} sx={{ mt: 0.25 }}>
        <ArrowBack />
      </IconButton>
      <CompanyLogo name={thread.company.name} url={thread.company.logo_url} size={40} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h1" variant="h6" sx={{ lineHeight: 1.4, overflowWrap: 'anywhere' }}>
          {thread.company.name}
        </Typography>
        <Typography variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/jobs/${thread.job_posting.id}`}>
            {t('conversation.job_link', { title: thread.job_posting.title })}
          </Link>
        </Typography>
        <Box sx={{ mt: 0.5 }}>
          <ThreadState thread={thread} />
        </Box>
      </Box>
    </Box>
  );
}
