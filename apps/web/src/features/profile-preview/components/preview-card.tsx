import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type ProfileSection, profileSectionPath } from '../../profile/profile-sections.ts';
import { PROFILE_PREVIEW_NS } from '../i18n.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';

type PreviewCardProps = {
  title: string;
  /** The /profile-settings section that edits what the card shows. */
  editSection: ProfileSection;
  children: ReactNode;
};

/** One part of the profile: a heading, an "Edit" link to its settings section, and its values. */
export function PreviewCard({ title, editSection, children }: PreviewCardProps) {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  return (
    <SectionCard
      title={title}
      gutterBottom
      actions={
        <Button
          component={RouterLink}
          to={profileSectionPath(editSection)}
          size="small"
          startIcon={<Edit aria-hidden />}
          aria-label={t('edit_section', { section: title })}
        >
          {t('edit')}
        </Button>
      }
    >
      {children}
    </SectionCard>
  );
}

type Value = ReactNode | string | null | undefined | readonly string[];

function isEmpty(value: Value): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * One label and its value. Empty values say so ("Not entered yet") rather than leave a gap; lists
 * are written one item a line; long text keeps its line breaks.
 */
export function Field({ label, value }: { label: string; value: Value }) {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  let shown: ReactNode;
  if (isEmpty(value)) {
    shown = (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('not_entered')}
      </Box>
    );
  } else if (Array.isArray(value)) {
    shown = (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {(value as readonly string[]).map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same label may repeat (two entries of one skill band).
          <li key={`${i}-${item}`}>{item}</li>
        ))}
      </Box>
    );
  } else {
    shown = value as ReactNode;
  }
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {shown}
      </Box>
    </>
  );
}

/** A link to a page of the applicant's (LinkedIn, school) opened in a new tab, the address as its text. */
export function ExternalLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  );
}

/** A sub-heading inside a card, for each entry of a list section. */
export function EntryHeading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** What a list section shows while it is empty. */
export function NoneYet() {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  return <Typography color="text.secondary">{t('none_yet')}</Typography>;
}
