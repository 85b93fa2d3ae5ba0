import type { Locale } from '@hashi/shared/constants';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states.tsx';
import { blogArticlesQuery } from '../api/blog-articles.ts';
import { BLOG_META } from '../blog-meta.ts';
import { BlogList } from '../components/blog-list.tsx';
import { BLOG_NS } from '../i18n.ts';

/** /blog: the published articles, newest first, 10 a page (`?page=`), in the visitor's language. */
export default function BlogListPage() {
  const { t, i18n } = useTranslation(BLOG_NS);
  const lng: Locale = i18n.resolvedLanguage === 'ja' ? 'ja' : 'en';
  const [params, setParams] = useSearchParams();
  const page = Math.min(100_000, Math.max(1, Math.trunc(Number(params.get('page'))) || 1));
  const list = useQuery(blogArticlesQuery(lng, page));
  const meta = BLOG_META[lng];
  useEffect(() => {
    document.title = `${meta.title} | Hashi`;
  }, [meta.title]);

  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <PageHeading variant="h4" subtitle={t('list.lead')}>
        {meta.title}
      </PageHeading>
      <Box sx={{ mt: 3 }}>
        {list.isPending && <LoadingState label={t('list.loading')} />}
        {list.isError && (
          <ErrorState
            message={t('list.load_failed')}
            retryLabel={t('list.retry')}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.data && list.data.data.length === 0 && <EmptyState>{t('list.empty')}</EmptyState>}
        {list.data && list.data.data.length > 0 && <BlogList articles={list.data.data} />}
        <ListPagination
          count={list.data?.meta.last_page ?? 1}
          page={page}
          label={t('list.pagination')}
          onChange={(next) => {
            setParams(next === 1 ? {} : { page: String(next) });
            window.scrollTo({ top: 0 });
          }}
        />
      </Box>
    </Box>
  );
}
