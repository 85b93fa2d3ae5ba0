import Chip from '@mui/material/Chip';
import type { JobPostingCard } from '@hashi/shared/job-search.schema';
import { useTranslation } from 'react-i18next';
import { JOBS_NS } from '../i18n.ts';

function languageKey(languages: readonly string[]) {
  if (languages.includes('en') && languages.includes('ja')) return 'card.language.both' as const;
  return languages.includes('ja') ? ('card.language.ja' as const) : ('card.language.en' as const);
}

/** The languages a posting is written in ("In English" / 「英語の求人」), on every card that lists it. */
export function JobLanguageChip({ languages }: { languages: JobPostingCard['available_languages'] }) {
  const { t } = useTranslation(JOBS_NS);
  return <Chip label={t(languageKey(languages))} size="small" variant="outlined" sx={{ mb: 1.5 }} />;
}
