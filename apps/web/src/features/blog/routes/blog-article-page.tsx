import type { Locale } from '@hashi/shared/constants';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageMessage } from '../../../components/ui/page-message.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/page-states.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { useSession } from '../../../lib/session/session.ts';
import { blogArticleQuery } from '../api/blog-article.ts';
import { ArticleBody } from '../components/article-body.tsx';
import { BLOG_NS } from '../i18n.ts';

/** /blog/:slug: one published article; an unpublished or unknown one says so, with a way back. */
export default function BlogArticlePage() {
  const { t, i18n } = useTranslation(BLOG_NS);
  const lng: Locale = i18n.resolvedLanguage === 'ja' ? 'ja' : 'en';
  const { slug = '' } = useParams();
  const { status } = useSession();
  const article = useQuery(blogArticleQuery(lng, slug));
  const title = article.data?.data.title;
  useEffect(() => {
    if (title) document.title = `${title} | Hashi`;
  }, [title]);

  if (article.isError && article.error instanceof ApiError && article.error.status < 500) {
    return (
      <PageMessage code="404" title={t('article.not_found_title')} body={t('article.not_found_body')}>
        <Button variant="contained" component={RouterLink} to="/blog">
          {t('article.back')}
        </Button>
      </PageMessage>
    );
  }

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Link component={RouterLink} to="/blog" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ArrowBack fontSize="small" aria-hidden />
        {t('article.back')}
      </Link>
      {article.isPending && <LoadingState label={t('article.loading')} />}
      {article.isError && (
        <ErrorState
          message={t('article.load_failed')}
          retryLabel={t('article.retry')}
          onRetry={() => void article.refetch()}
        />
      )}
      {article.data && (
        <Box component="article" aria-labelledby="article-title">
          <Typography
            id="article-title"
            component="h1"
            variant="h4"
            sx={{ fontWeight: 800, mb: 1, fontSize: { xs: 26, md: 34 } }}
          >
            {article.data.data.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            <time dateTime={article.data.data.published_at}>
              {t('article.published', { date: formatTokyoDay(article.data.data.published_at, lng) })}
            </time>
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, mb: 3, lineHeight: 1.7 }}>
            {article.data.data.summary}
          </Typography>
          <ArticleBody body={article.data.data.body} />
        </Box>
      )}
      {article.data && (
        <Paper component="aside" variant="outlined" aria-labelledby="article-cta" sx={{ p: { xs: 2.5, md: 3 }, mt: 5 }}>
          <Typography id="article-cta" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {t('article.cta_title')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('article.cta_body')}</Typography>
          {status === 'authenticated' ? (
            <Button variant="contained" component={RouterLink} to="/jobs">
              {t('article.cta_search')}
            </Button>
          ) : (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Button variant="contained" component={RouterLink} to="/sign-up">
                {t('article.cta_sign_up')}
              </Button>
              <Button variant="outlined" component={RouterLink} to="/search">
                {t('article.cta_search')}
              </Button>
            </Box>
          )}
        </Paper>
      )}
    </Box>
  );
}
