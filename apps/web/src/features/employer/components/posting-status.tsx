import { JobPostingStatus } from '@hashi/shared/jobs-enums';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { EMPLOYER_NS } from '../i18n.ts';

type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';
const COLORS: Record<number, ChipColor> = {
  [JobPostingStatus.AwaitingApproval]: 'warning',
  [JobPostingStatus.Draft]: 'default',
  [JobPostingStatus.Published]: 'success',
  [JobPostingStatus.Inactive]: 'default',
  [JobPostingStatus.Declined]: 'error',
  [JobPostingStatus.Suspended]: 'error',
};

/** A posting's status (spec §4) as a coloured chip, and "Closed" beside it when it is closed. */
export function PostingStatusChips({ status, isClosed }: { status: number; isClosed: boolean }) {
  const { t } = useTranslation(EMPLOYER_NS);
  return (
    <>
      <Chip size="small" color={COLORS[status] ?? 'default'} label={t(`status.${status}`)} sx={{ mr: 0.5 }} />
      {isClosed && <Chip size="small" variant="outlined" label={t('postings.closed')} />}
    </>
  );
}

/** The posting's title in the console's language, else in the other one, else a placeholder. */
export function postingTitle(
  posting: { title_en: string | null; title_ja: string | null },
  language: string | undefined,
  untitled: string,
): string {
  const [first, second] =
    language === 'ja' ? [posting.title_ja, posting.title_en] : [posting.title_en, posting.title_ja];
  return first || second || untitled;
}
