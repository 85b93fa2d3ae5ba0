import { z } from 'zod';
import { paginated, queryPageFields } from './api.schema.ts';
import { V } from './validation.ts';

/**
 * The blog (issue 12): articles admins write in both languages; visitors read the published ones in
 * their language. Bodies are plain text: paragraphs split by a blank line, `## ` headings and `- `
 * list items (markdown-lite, rendered as text, never as HTML).
 */

const id = z.number().int();
const iso = z.iso.datetime({ offset: true });

export const BLOG_SLUG_MAX = 80;
export const BLOG_TITLE_MAX = 150;
export const BLOG_SUMMARY_MAX = 400;
export const BLOG_BODY_MAX = 30_000;
/** A blog list page: 10 articles by default (spec §9). */
export const BLOG_PER_PAGE = 10;

/** The article's address: `/blog/{slug}`. */
export const blogSlugSchema = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(BLOG_SLUG_MAX, { error: V.maxChars })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: V.slugFormat });

const requiredText = (max: number) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.maxChars });

/** What an admin saves: every text in both languages; `published` shows it to visitors. */
export const blogArticleInputSchema = z
  .object({
    slug: blogSlugSchema,
    title_en: requiredText(BLOG_TITLE_MAX),
    title_ja: requiredText(BLOG_TITLE_MAX),
    summary_en: requiredText(BLOG_SUMMARY_MAX),
    summary_ja: requiredText(BLOG_SUMMARY_MAX),
    body_en: requiredText(BLOG_BODY_MAX),
    body_ja: requiredText(BLOG_BODY_MAX),
    published: z.boolean({ error: V.invalidType }),
  })
  .strict();
export type BlogArticleInput = z.infer<typeof blogArticleInputSchema>;

/** An article as the admin console shows it: both languages, and when (if) it was published. */
export const adminBlogArticleSchema = z.object({
  id,
  slug: z.string(),
  title_en: z.string(),
  title_ja: z.string(),
  summary_en: z.string(),
  summary_ja: z.string(),
  body_en: z.string(),
  body_ja: z.string(),
  published_at: iso.nullable(),
  created_at: iso,
  updated_at: iso,
});
export type AdminBlogArticle = z.infer<typeof adminBlogArticleSchema>;
export const adminBlogArticleResponseSchema = z.object({ data: adminBlogArticleSchema });
export const adminBlogArticleListResponseSchema = paginated(adminBlogArticleSchema);
export const adminBlogListQuerySchema = z.object(queryPageFields({ perPage: 20, maxPage: 100_000 }));

/** GET /api/v1/blog-articles: published articles, newest first, in the request's language. */
export const blogListQuerySchema = z.object(queryPageFields({ perPage: BLOG_PER_PAGE, maxPage: 100_000 }));
export const blogArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  published_at: iso,
});
export type BlogArticleSummary = z.infer<typeof blogArticleSummarySchema>;
export const blogArticleListResponseSchema = paginated(blogArticleSummarySchema);

/** GET /api/v1/blog-articles/{slug}: one published article. */
export const blogSlugParamsSchema = z.object({ slug: z.string().max(BLOG_SLUG_MAX, { error: V.maxChars }) });
export const blogArticleSchema = blogArticleSummarySchema.extend({ body: z.string(), updated_at: iso });
export type BlogArticle = z.infer<typeof blogArticleSchema>;
export const blogArticleResponseSchema = z.object({ data: blogArticleSchema });
/** The page of a list (public or admin): `page` and `per_page`. */
export type BlogPageQuery = z.infer<typeof blogListQuerySchema>;
