import type { ColumnType, Generated, Selectable } from 'kysely';

/** The blog's table (migration 0025, ADR 0031); part of `DB` in schema.ts. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface BlogArticlesTable {
  id: Generated<number>;
  /** The address: /blog/{slug}; unique. */
  slug: string;
  title_en: string;
  title_ja: string;
  summary_en: string;
  summary_ja: string;
  body_en: string;
  body_ja: string;
  /** Null: unpublished (visitors get a 404). */
  published_at: Timestamp | null;
  created_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type BlogArticleRow = Selectable<BlogArticlesTable>;
