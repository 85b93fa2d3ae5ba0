import type { AdminBlogArticle } from '@hashi/shared/blog.schema';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ConsoleEmpty,
  ConsoleError,
  ConsoleLoading,
  useActionErrorText,
} from '../../../components/ui/console-states.tsx';
import { EditableList } from '../../../components/ui/editable-list.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { adminBlogArticlesQuery, deleteBlogArticle } from '../api/admin-blog-articles.ts';
import { BlogArticleEditor } from '../components/blog-article-editor.tsx';
import { ADMIN_NS } from '../i18n.ts';

/** /admin/blog: the public blog's articles — list, create, edit, publish or unpublish, delete. */
export default function BlogArticlesPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  const actionError = useActionErrorText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(adminBlogArticlesQuery(page));
  const titleOf = (a: AdminBlogArticle) => (language === 'ja' ? a.title_ja : a.title_en);
  return (
    <EditableList
      labels={{
        title: t('blog.title'),
        new: t('blog.new'),
        edit: t('blog.edit'),
        delete: t('blog.delete'),
        cancel: t('blog.cancel'),
        saved: t('blog.saved'),
        deleted: t('blog.deleted'),
        deleteTitle: t('blog.delete_title'),
        deleteMessage: (deleting) => t('blog.delete_message', { title: deleting ? titleOf(deleting) : '' }),
      }}
      items={list.data?.data}
      status={
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('blog.lead')}
          </Typography>
          {list.isPending && <ConsoleLoading />}
          {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
        </>
      }
      empty={<ConsoleEmpty>{t('blog.empty')}</ConsoleEmpty>}
      itemTitle={titleOf}
      itemBody={(item) => (
        <Box sx={{ my: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Chip
            size="small"
            color={item.published_at ? 'success' : 'default'}
            label={
              item.published_at
                ? t('blog.state_published', { date: formatTokyoDay(item.published_at, language) })
                : t('blog.state_draft')
            }
          />
          <Typography variant="body2" color="text.secondary">
            /blog/{item.slug}
          </Typography>
          {item.published_at && (
            <Link href={`/blog/${item.slug}`} target="_blank" rel="noopener" variant="body2">
              {t('blog.view')}
            </Link>
          )}
        </Box>
      )}
      editor={(article, onDone) => <BlogArticleEditor article={article} onDone={onDone} />}
      onDelete={deleteBlogArticle}
      queryKey={['admin', 'blog-articles']}
      errorText={actionError}
      oneEditAtATime
    >
      <ListPagination
        count={list.data?.meta.last_page ?? 1}
        page={page}
        onChange={(next) => setParams({ page: String(next) })}
      />
    </EditableList>
  );
}
