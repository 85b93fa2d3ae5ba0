import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { SectionError, SectionLoading } from '../../../components/ui/section-states.tsx';
import { useFaqs } from '../api/faqs.ts';
import { FaqList } from '../components/faq-list.tsx';
import { groupFaqs } from '../components/faq-groups.ts';
import { InquiryForm } from '../components/inquiry-form.tsx';
import { FAQ_NS } from '../i18n.ts';

const FORM_ID = 'inquiry';

/**
 * /faq (visitors) and /faq-inquiry (signed-in applicants), spec §2 and §6: the FAQ the caller may
 * see — the server decides ('after login' entries for registered applicants) — grouped and
 * searchable, then the inquiry form (ADR 0029).
 */
export default function FaqPage() {
  const { t, i18n } = useTranslation(FAQ_NS);
  const language = i18n.resolvedLanguage === 'ja' ? 'ja' : 'en';
  const faqs = useFaqs();
  const title = t('title');
  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);
  const toForm = (
    <Button variant="outlined" size="small" href={`#${FORM_ID}`}>
      {t('ask')}
    </Button>
  );
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <PageHeading subtitle={t('lead')} actions={toForm}>
        {title}
      </PageHeading>
      <Box sx={{ mt: 3 }}>
        {faqs.isPending && <SectionLoading label={t('loading')} rows={4} />}
        {faqs.isError && <SectionError message={t('load_failed')} onRetry={() => void faqs.refetch()} />}
        {faqs.data && <FaqList groups={groupFaqs(faqs.data, language)} noResultsAction={toForm} />}
      </Box>
      <Divider sx={{ my: 4 }} />
      <Box component="section" id={FORM_ID} aria-label={t('form.title')} sx={{ scrollMarginTop: 80 }}>
        <InquiryForm />
      </Box>
    </Box>
  );
}
