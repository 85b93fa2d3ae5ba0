import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CV_NS } from '../i18n.ts';
import type { ReviewValues, Row } from '../review/review-values.ts';
import { CurrentValue, ReviewCheckbox, SourceLine } from './review-fields.tsx';

/**
 * One single-valued proposal: the editable value (`children`), a tick box to keep it, what the
 * profile holds now (old → new) and the CV line. A 'needed' row has no tick box: the section
 * cannot be saved without it, so it is asked for only once the section is in use.
 */
export function ReviewRow<V>({
  base,
  field,
  row,
  sectionUsed,
  show,
  children,
}: {
  base: string;
  field: string;
  row: Row<V>;
  sectionUsed: boolean;
  /** The profile's value as words, for "Now in your profile". */
  show: (value: V) => string;
  children: ReactNode;
}) {
  const { t } = useTranslation(CV_NS);
  const value = useWatch<ReviewValues>({ name: `${base}.value` as Path<ReviewValues> }) as V;
  if (row.kind === 'hidden' || (row.kind === 'needed' && !sectionUsed)) return null;
  const current = row.current === null ? null : show(row.current);
  return (
    <Box sx={{ mb: 2 }}>
      {children}
      {row.kind === 'proposal' ? (
        <>
          <ReviewCheckbox
            name={`${base}.accept` as Path<ReviewValues>}
            label={t('review.use_value_of', { field })}
            visibleLabel={t('review.use_value')}
          />
          <CurrentValue text={current} same={current !== null && current === show(value)} />
          <SourceLine source={row.source} />
        </>
      ) : (
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{t('review.needed')}</Box>
      )}
    </Box>
  );
}

/** Whether any proposal of a group of rows is kept: then its section will be saved. */
export function anyKept(rows: Record<string, Row<unknown>> | undefined): boolean {
  return Object.values(rows ?? {}).some((r) => r.kind === 'proposal' && r.accept);
}
