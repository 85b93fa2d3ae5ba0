import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConsoleError, ConsoleLoading } from '../../../components/ui/console-states.tsx';
import { adminPostingQuery } from '../api/admin-postings.ts';
import { ADMIN_NS } from '../i18n.ts';

const TEXTS = ['title', 'description', 'requirements', 'preferred', 'selection_flow', 'benefits'] as const;

/** What an admin reads before deciding: the posting's texts in each language and its questions. */
export function PostingDetails({ id }: { id: number }) {
  const { t } = useTranslation(ADMIN_NS);
  const posting = useQuery(adminPostingQuery(id));
  if (posting.isPending) return <ConsoleLoading />;
  if (posting.isError) return <ConsoleError error={posting.error} onRetry={() => void posting.refetch()} />;
  const data = posting.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' }, mt: 2 }}>
      {(['en', 'ja'] as const).map((locale) => (
        <Box key={locale} lang={locale}>
          <Typography component="h3" variant="subtitle2">
            {t(`review.texts_${locale}`)}
          </Typography>
          {data[`title_${locale}`] === null ? (
            <Typography color="text.secondary">{t('review.not_written')}</Typography>
          ) : (
            <Box component="dl" sx={{ m: 0 }}>
              {TEXTS.map((field) =>
                data[`${field}_${locale}`] ? (
                  <Box key={field} sx={{ mb: 1 }}>
                    <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                      {t(`review.field_${field}`)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
                      {data[`${field}_${locale}`]}
                    </Typography>
                  </Box>
                ) : null,
              )}
              {data.apply_questions.length > 0 && (
                <Box sx={{ mb: 1 }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                    {t('review.questions')}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
                      {data.apply_questions.map((q) => (
                        <li key={q.id}>{q[`question_${locale}`]}</li>
                      ))}
                    </Box>
                  </Typography>
                </Box>
              )}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
