import type { AdminBlogArticle, BlogArticleInput } from '@hashi/shared/blog.schema';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkboxRegistration } from '../../../components/form/checkbox-registration.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { EditorCard } from '../../../components/ui/editor-card.tsx';
import { FieldGroup } from '../../../components/ui/field-group.tsx';
import { useFormError } from '../../../components/ui/use-form-error.ts';
import { saveBlogArticle } from '../api/admin-blog-articles.ts';
import { ADMIN_NS } from '../i18n.ts';

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
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<BlogArticleInput>({
    defaultValues: toValues(article),
  });
  const { formError, clearFormError, onError } = useFormError(setError, FIELDS, actionError);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (values: BlogArticleInput) => saveBlogArticle(article?.id ?? null, values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'blog-articles'] });
      await queryClient.invalidateQueries({ queryKey: ['blog'] });
      onDone(true);
    },
    onError,
  });
  const { errors } = formState;
  const busy = save.isPending;
  return (
    <EditorCard
      title={article ? t('blog.edit_title') : t('blog.new_title')}
      error={formError}
      onSubmit={handleSubmit((values) => {
        clearFormError();
        save.mutate(values);
      })}
      saveLabel={t('blog.save')}
      cancelLabel={t('blog.cancel')}
      onCancel={() => onDone(false)}
      busy={busy}
    >
      <FormTextField
        label={t('blog.slug')}
        registration={register('slug')}
        error={errorText(errors.slug?.message)}
        helperText={t('blog.slug_help')}
        required
        disabled={busy}
        sx={{ maxWidth: 480 }}
      />
      <FieldGroup columns={2}>
        {(['en', 'ja'] as const).map((l) => (
          <Box key={l} lang={l}>
            <FormTextField
              label={t(`blog.title_${l}`)}
              registration={register(`title_${l}`)}
              error={errorText(errors[`title_${l}`]?.message)}
              required
              disabled={busy}
            />
            <FormTextField
              label={t(`blog.summary_${l}`)}
              registration={register(`summary_${l}`)}
              error={errorText(errors[`summary_${l}`]?.message)}
              required
              multiline
              minRows={2}
              disabled={busy}
            />
            <FormTextField
              label={t(`blog.body_${l}`)}
              registration={register(`body_${l}`)}
              error={errorText(errors[`body_${l}`]?.message)}
              helperText={t('blog.body_help')}
              required
              multiline
              minRows={10}
              disabled={busy}
            />
          </Box>
        ))}
      </FieldGroup>
      <FormControlLabel
        control={<Checkbox {...checkboxRegistration(register('published'))} disabled={busy} />}
        label={t('blog.publish')}
      />
    </EditorCard>
  );
}
