import type { AdminBlogArticle, BlogArticleInput } from '@hashi/shared/blog.schema';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { saveBlogArticle } from '../api/admin-blog-articles.ts';
import { ADMIN_NS } from '../i18n.ts';
import { AdminEditorFrame, BilingualFields, EditorCheckbox, useAdminEditor } from './admin-editor-frame.tsx';

const FIELDS = ['slug', 'title_en', 'title_ja', 'summary_en', 'summary_ja', 'body_en', 'body_ja', 'published'] as const;

const toValues = (article: AdminBlogArticle | null): BlogArticleInput => ({
  slug: article?.slug ?? '',
  title_en: article?.title_en ?? '',
  title_ja: article?.title_ja ?? '',
  summary_en: article?.summary_en ?? '',
  summary_ja: article?.summary_ja ?? '',
  body_en: article?.body_en ?? '',
  body_ja: article?.body_ja ?? '',
  published: article ? article.published_at !== null : false,
});

/**
 * Creates or edits a blog article: its address, and the title, summary and body in both languages
 * (the server checks them all and answers field by field). A new article starts unpublished.
 */
export function BlogArticleEditor({
  article,
  onDone,
}: {
  article: AdminBlogArticle | null;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const editor = useAdminEditor<BlogArticleInput>({
    defaultValues: toValues(article),
    fields: FIELDS,
    save: (values) => saveBlogArticle(article?.id ?? null, values),
    invalidates: [['admin', 'blog-articles'], ['blog']],
    onDone,
  });
  return (
    <AdminEditorFrame
      editor={editor}
      title={article ? t('blog.edit_title') : t('blog.new_title')}
      saveLabel={t('blog.save')}
      cancelLabel={t('blog.cancel')}
    >
      <FormTextField
        label={t('blog.slug')}
        registration={editor.form.register('slug')}
        error={editor.errorOf('slug')}
        helperText={t('blog.slug_help')}
        required
        disabled={editor.busy}
        sx={{ maxWidth: 480 }}
      />
      <BilingualFields
        editor={editor}
        fields={[
          { name: 'title', label: (l) => t(`blog.title_${l}`) },
          { name: 'summary', label: (l) => t(`blog.summary_${l}`), multiline: true, minRows: 2 },
          {
            name: 'body',
            label: (l) => t(`blog.body_${l}`),
            helperText: t('blog.body_help'),
            multiline: true,
            minRows: 10,
          },
        ]}
      />
      <EditorCheckbox editor={editor} name="published" label={t('blog.publish')} />
    </AdminEditorFrame>
  );
}
