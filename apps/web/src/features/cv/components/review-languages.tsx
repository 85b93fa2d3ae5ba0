import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type MasterListItem, useMasterList, useMasterNames } from '../../../lib/masters/master-list.ts';
import { CV_NS } from '../i18n.ts';
import type { LanguageKey, ReviewValues } from '../review/review-values.ts';
import { CurrentValue, ReviewCheckbox, ReviewSelect, SourceLine } from './review-fields.tsx';
import { ReviewItem, ReviewSection } from './review-layout.tsx';
import { anyKept, ReviewRow } from './review-row.tsx';

type SectionProps = { saved: boolean; errors: string[] };

const LIST: Record<LanguageKey, 'languages' | 'writing-levels' | 'jlpt-score-levels'> = {
  native: 'languages',
  english: 'writing-levels',
  japanese_language_level: 'writing-levels',
  jlpt: 'jlpt-score-levels',
};

/**
 * Native language, English and Japanese levels, JLPT and other languages. The language section is
 * saved whole, and its four levels are required (spec §3), so those the profile lacks are asked for
 * once any language value is kept.
 */
export function LanguagesReview({ saved, errors }: SectionProps) {
  const { t } = useTranslation(CV_NS);
  const { getValues } = useFormContext<ReviewValues>();
  const rows = getValues('languages');
  const others = getValues('other_languages');
  const [watched, watchedOthers] = useWatch<ReviewValues, ['languages', 'other_languages']>({
    name: ['languages', 'other_languages'],
  });
  const used = anyKept(watched) || (watchedOthers ?? []).some((o) => o.accept);
  const lists = {
    languages: useMasterList('languages').items,
    'writing-levels': useMasterList('writing-levels').items,
    'jlpt-score-levels': useMasterList('jlpt-score-levels').items,
  };
  const names = {
    languages: useMasterNames('languages'),
    'writing-levels': useMasterNames('writing-levels'),
    'jlpt-score-levels': useMasterNames('jlpt-score-levels'),
  };
  if (!Object.values(rows).some((r) => r.kind === 'proposal') && others.length === 0) return null;
  return (
    <ReviewSection id="cv-languages" title={t('sections.languages')} saved={saved} errors={errors}>
      {(Object.keys(LIST) as LanguageKey[]).map((key) => (
        <ReviewRow
          key={key}
          base={`languages.${key}`}
          field={t(`fields.${key}`)}
          row={rows[key]}
          sectionUsed={used}
          show={(id) => names[LIST[key]].get(id ?? 0) ?? ''}
        >
          <ReviewSelect
            name={`languages.${key}.value`}
            label={t(`fields.${key}`)}
            options={lists[LIST[key]] as MasterListItem<'languages'>[]}
            required
            acceptName={rows[key].kind === 'proposal' ? `languages.${key}.accept` : undefined}
          />
        </ReviewRow>
      ))}
      {others.map((other, i) => (
        <OtherLanguage
          key={other.language_id}
          index={i}
          levels={lists['writing-levels']}
          levelName={(id) => names['writing-levels'].get(id) ?? ''}
        />
      ))}
    </ReviewSection>
  );
}

function OtherLanguage({
  index,
  levels,
  levelName,
}: {
  index: number;
  levels: readonly { id: number; name: string }[];
  levelName: (id: number) => string;
}) {
  const { t } = useTranslation(CV_NS);
  const base = `other_languages.${index}` as const;
  const { getValues } = useFormContext<ReviewValues>();
  const [accept, level] = useWatch<ReviewValues, [`${typeof base}.accept`, `${typeof base}.level_id`]>({
    name: [`${base}.accept`, `${base}.level_id`],
  });
  const row = getValues(base);
  const label = t('review.other_language', { name: row.name });
  return (
    <ReviewItem label={label}>
      <ReviewCheckbox name={`${base}.accept`} label={label} visibleLabel={<strong>{label}</strong>} />
      {accept && (
        <Box sx={{ mt: 1 }}>
          <ReviewSelect name={`${base}.level_id`} label={t('fields.level')} options={levels} required />
        </Box>
      )}
      <CurrentValue
        text={row.current === null ? null : levelName(row.current)}
        same={row.current !== null && row.current === level}
      />
      <SourceLine source={row.source} />
    </ReviewItem>
  );
}
