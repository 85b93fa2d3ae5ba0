import type { ApplicantProfile } from '@hashi/shared/employer-approach.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date.ts';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';
import { Fact } from './applicant-facts.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title} size="compact">
      {children}
    </SectionCard>
  );
}

function Row({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return <Fact label={label}>{value}</Fact>;
}

const grid = {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  overflowWrap: 'anywhere',
  columnGap: 2,
  m: 0,
};

/** The applicant's name as they wrote it: family name first in Japanese, given name first in English. */
export function fullName(identity: NonNullable<ApplicantProfile['identity']>, language: string | undefined) {
  const { first_name: first, last_name: last } = identity;
  const parts = language === 'ja' ? [last, first] : [first, last];
  return parts.filter(Boolean).join(' ');
}

/**
 * What the relationship reveals (ADR 0021): name and birth date after an application or a match,
 * e-mail, phone, address and the CV file while an application stands at first interview or later. What is
 * hidden says so, and why, so the company knows what unlocks it.
 */
export function Disclosure({ profile }: { profile: ApplicantProfile }) {
  const { t, i18n } = useTranslation(EMPLOYER_APPROACHES_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  const { identity, contact } = profile;
  const furigana = identity
    ? [identity.furigana_last_name, identity.furigana_first_name].filter(Boolean).join(' ')
    : '';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section title={t('disclosure.identity')}>
        {identity ? (
          <Box component="dl" sx={grid}>
            <Row label={t('disclosure.name')} value={fullName(identity, language) || null} />
            <Row label={t('disclosure.furigana')} value={furigana || null} />
            <Row
              label={t('disclosure.birth')}
              value={identity.date_of_birth ? formatDate(identity.date_of_birth, language) : null}
            />
          </Box>
        ) : (
          <Alert severity="info" variant="outlined">
            {t('disclosure.identity_hidden')}
          </Alert>
        )}
      </Section>
      <Section title={t('disclosure.contact')}>
        {contact ? (
          <Box component="dl" sx={grid}>
            <Row label={t('disclosure.email')} value={contact.email} />
            <Row label={t('disclosure.phone')} value={contact.phone} />
            <Row label={t('disclosure.address')} value={contact.address} />
            {profile.cv_document && (
              <Fact label={t('disclosure.cv')}>
                <Link
                  href={profile.cv_document.url}
                  download={profile.cv_document.file_name}
                  aria-label={t('disclosure.cv_download', { name: profile.cv_document.file_name })}
                >
                  {profile.cv_document.file_name}
                </Link>
              </Fact>
            )}
          </Box>
        ) : (
          <Alert severity="info" variant="outlined">
            {t('disclosure.contact_hidden')}
          </Alert>
        )}
      </Section>
    </Box>
  );
}
