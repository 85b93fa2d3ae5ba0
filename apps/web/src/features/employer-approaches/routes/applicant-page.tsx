import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { ConsoleError, ConsoleLoading } from '../../../components/ui/console-states.tsx';
import { applicantProfileQuery, type ContactKind } from '../api/applicants.ts';
import { ApplicantFacts } from '../components/applicant-facts.tsx';
import { Career } from '../components/career.tsx';
import { ContactDialog } from '../components/contact-dialog.tsx';
import { Disclosure, fullName } from '../components/disclosure.tsx';
import { OwnApproaches } from '../components/own-approaches.tsx';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';

const KINDS: ContactKind[] = ['scout', 'pin', 'like'];

/** /employer/applicants/:id: the profile as disclosed to this company, its approaches, scout/pin/like. */
export default function ApplicantPage() {
  const { t, i18n } = useTranslation(EMPLOYER_APPROACHES_NS);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const profile = useQuery({ ...applicantProfileQuery(valid ? id : 0), enabled: valid });
  const [dialog, setDialog] = useState<ContactKind | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const back = (
    <Button component={RouterLink} to="/employer/applicants" sx={{ mb: 2 }}>
      {t('profile.back')}
    </Button>
  );
  const notFound = !valid || (isApiError(profile.error) && profile.error.status === 404);
  if (notFound)
    return (
      <Box>
        {back}
        <Alert severity="warning">{t('profile.not_found')}</Alert>
      </Box>
    );
  if (profile.isPending) return <ConsoleLoading />;
  if (profile.isError) return <ConsoleError error={profile.error} onRetry={() => void profile.refetch()} />;
  const data = profile.data;
  const name = data.identity ? fullName(data.identity, i18n.resolvedLanguage) : '';

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>{back}</Box>
      <PageHeading spacing={0}>{name || t('search.anonymous', { id: data.id })}</PageHeading>
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      <SectionCard title={t('actions.title')} size="compact">
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {KINDS.map((kind) => (
            <Button key={kind} variant={kind === 'scout' ? 'contained' : 'outlined'} onClick={() => setDialog(kind)}>
              {t(`actions.${kind}`)}
            </Button>
          ))}
        </Box>
      </SectionCard>
      <Disclosure profile={data} />
      <SectionCard title={t('profile.summary')} size="compact">
        <ApplicantFacts applicant={data} />
        {data.work_summary && (
          <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>
            {data.work_summary}
          </Typography>
        )}
      </SectionCard>
      <Career profile={data} />
      <OwnApproaches approaches={data.approaches} />
      {dialog && (
        <ContactDialog
          applicantId={data.id}
          kind={dialog}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            setDone(message);
          }}
        />
      )}
    </Box>
  );
}
