import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { InquiryForm } from '../components/inquiry-form.tsx';
import { FAQ_NS } from '../i18n.ts';

/** /contact-us (spec §2 public): the inquiry form, with the FAQ pointed out first (ADR 0029). */
export default function ContactUsPage() {
  const { t } = useTranslation(FAQ_NS);
  const { isRegistered } = useSession();
  const title = t('contact.title');
  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <PageHeading>{title}</PageHeading>
      <Typography sx={{ mb: 3 }}>
        <Trans
          t={t}
          i18nKey="contact.lead"
          components={{ faq: <Link component={RouterLink} to={isRegistered ? '/faq-inquiry' : '/faq'} /> }}
        />
      </Typography>
      <InquiryForm />
    </Box>
  );
}
