import type { AdminNotice, NoticeInput } from '@hashi/shared/admin.schema';

/** The notice form: both languages, and whether (and from when) applicants see it. */
export type NoticeFormValues = {
  title_en: string;
  title_ja: string;
  body_en: string;
  body_ja: string;
  publish: boolean;
  /** A `datetime-local` value in Japan time (the day applicants see, UX.md); blank with `publish` means now. */
  published_at: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** Japan has one offset all year (no summer time). */
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** An ISO instant → the `datetime-local` text of the same moment in Japan time. */
export function toLocalInput(iso: string): string {
  const d = new Date(Date.parse(iso) + TOKYO_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A `datetime-local` text read as Japan time → the instant (invalid text gives an invalid date). */
export function fromTokyoInput(value: string): Date {
  return new Date(`${value.length === 16 ? `${value}:00` : value}+09:00`);
}

export function noticeToValues(notice: AdminNotice | null): NoticeFormValues {
  return {
    title_en: notice?.title_en ?? '',
    title_ja: notice?.title_ja ?? '',
    body_en: notice?.body_en ?? '',
    body_ja: notice?.body_ja ?? '',
    publish: notice ? notice.published_at !== null : true,
    published_at: notice?.published_at ? toLocalInput(notice.published_at) : '',
  };
}

/** The request body; `now` is injected for tests. A draft has no publication time. */
export function noticeValuesToInput(values: NoticeFormValues, now = new Date()): NoticeInput {
  const when = values.published_at ? fromTokyoInput(values.published_at) : now;
  return {
    title_en: values.title_en,
    title_ja: values.title_ja,
    body_en: values.body_en,
    body_ja: values.body_ja,
    published_at: values.publish ? (Number.isNaN(when.getTime()) ? values.published_at : when.toISOString()) : null,
  };
}

export type NoticeState = 'draft' | 'scheduled' | 'published';

export function noticeState(notice: Pick<AdminNotice, 'published_at'>, now = Date.now()): NoticeState {
  if (notice.published_at === null) return 'draft';
  return Date.parse(notice.published_at) > now ? 'scheduled' : 'published';
}
