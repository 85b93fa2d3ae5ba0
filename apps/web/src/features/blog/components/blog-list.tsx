import type { BlogArticleSummary } from '@hashi/shared/blog.schema';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { BLOG_NS } from '../i18n.ts';

/** The articles of one page: each a card with its date, linked title and summary. */
export function BlogList({ articles }: { articles: BlogArticleSummary[] }) {
  const { i18n } = useTranslation(BLOG_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {articles.map((article) => (
        <Box
          component="li"
          key={article.slug}
          sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
        >
          <Box component="article" aria-labelledby={`blog-${article.slug}`}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              <time dateTime={article.published_at}>{formatTokyoDay(article.published_at, language)}</time>
            </Typography>
            <Typography id={`blog-${article.slug}`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              <Link component={RouterLink} to={`/blog/${article.slug}`}>
                {article.title}
              </Link>
            </Typography>
            <Typography color="text.secondary">{article.summary}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
