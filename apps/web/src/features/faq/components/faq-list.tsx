import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_NS } from '../i18n.ts';
import { type FaqGroup, searchFaqGroups } from './faq-groups.ts';

/** One question: a native disclosure, so it opens by keyboard, is found by the browser's search and needs no script. */
function FaqItem({ question, answer, open }: { question: string; answer: string; open: boolean }) {
  return (
    <Box
      component="details"
      open={open || undefined}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
        '& > summary': {
          cursor: 'pointer',
          listStyle: 'none',
          py: 1.5,
          pr: 4,
          position: 'relative',
          fontWeight: 600,
          '&::-webkit-details-marker': { display: 'none' },
          '&::after': { content: '"+"', position: 'absolute', right: 8, top: 10, fontSize: '1.25rem', lineHeight: 1 },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        },
        '&[open] > summary::after': { content: '"−"' },
      }}
    >
      <summary>{question}</summary>
      <Typography sx={{ pb: 2, whiteSpace: 'pre-line', color: 'text.secondary' }}>{answer}</Typography>
    </Box>
  );
}

type Props = {
  groups: FaqGroup[];
  /** Under "no results": where to ask instead (the inquiry form). */
  noResultsAction?: ReactNode;
};

/**
 * The FAQ, grouped by category, with a search over questions and answers. While a search is on,
 * the matching answers are shown open, and the number of matches is announced.
 */
export function FaqList({ groups, noResultsAction }: Props) {
  const { t } = useTranslation(FAQ_NS);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const found = useMemo(() => searchFaqGroups(groups, query), [groups, query]);
  const searching = query.trim() !== '';
  const count = found.reduce((n, g) => n + g.items.length, 0);
  return (
    <Box>
      <Box role="search" sx={{ mb: 3 }}>
        <Typography component="label" htmlFor={searchId} sx={{ display: 'block', fontWeight: 600, mb: 0.75 }}>
          {t('search.label')}
        </Typography>
        <TextField
          id={searchId}
          type="search"
          fullWidth
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('search.placeholder')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Typography role="status" variant="body2" sx={{ mt: 1, color: 'text.secondary', minHeight: '1.7em' }}>
          {searching ? t('search.count', { count }) : ''}
        </Typography>
      </Box>
      {found.length === 0 && (
        <Paper variant="outlined" sx={{ p: 2.5, mb: 3 }}>
          <Typography sx={{ mb: noResultsAction ? 1 : 0 }}>{t('search.none', { query: query.trim() })}</Typography>
          {noResultsAction}
        </Paper>
      )}
      {found.map((group) => (
        <Box component="section" key={group.id} aria-labelledby={`faq-group-${group.id}`} sx={{ mb: 3 }}>
          <Typography id={`faq-group-${group.id}`} component="h2" variant="h6" sx={{ mb: 1 }}>
            {group.title}
          </Typography>
          <Paper variant="outlined" sx={{ px: 2 }}>
            {group.items.map((item) => (
              <FaqItem key={`${item.id}-${searching}`} question={item.question} answer={item.answer} open={searching} />
            ))}
          </Paper>
        </Box>
      ))}
    </Box>
  );
}
