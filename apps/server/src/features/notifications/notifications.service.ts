import type { Locale } from '@hashi/shared/constants';
import { BELL_ITEMS, type NotificationItem, type NotificationListQuery } from '@hashi/shared/notification.schema';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { pageMeta, pageWindow } from '../../platform/http/page-meta.ts';
import { t } from '../../platform/i18n/locale.ts';
import {
  countUnreadNotifications,
  findNotification,
  listNotifications,
  markNotificationsRead,
  type NotificationRow,
  receiveNotices,
} from './notifications.repository.ts';

/**
 * The applicant's notifications (spec §3, issue 11, ADR 0024): the bell's summary, the paged list,
 * one item (which marks it read), and read marks. Bodies are made here, in the reader's language,
 * from what the item points at; an item whose subject is gone says so rather than vanish.
 */

const pick = (locale: Locale, en: string | null, ja: string | null) => (locale === 'ja' ? (ja ?? en) : (en ?? ja));

const stringParam = (value: string | number | null | undefined) => (typeof value === 'string' ? value : null);

function render(locale: Locale, row: NotificationRow): { body: string; detail: string } {
  if (row.kind === 'notice') {
    const title = pick(locale, row.notice_title_en, row.notice_title_ja);
    const body = pick(locale, row.notice_body_en, row.notice_body_ja);
    if (title === null) return { body: t(locale, 'notifications.gone'), detail: t(locale, 'notifications.gone') };
    return { body: title, detail: body ?? title };
  }
  if (row.kind === 'job_alert') {
    const line = t(locale, 'notifications.job_alert', {
      count: Number(row.params.count ?? 0),
      search: row.search_name ?? '',
    });
    return row.search_name === null
      ? { body: t(locale, 'notifications.gone'), detail: t(locale, 'notifications.gone') }
      : { body: line, detail: line };
  }
  if (row.kind === 'reward') {
    const amount = Number(row.params.amount ?? 0);
    const line = t(locale, 'notifications.reward', {
      amount: locale === 'ja' ? `${amount.toLocaleString('ja-JP')}円` : `¥${amount.toLocaleString('en-US')}`,
    });
    return { body: line, detail: line };
  }
  if (row.kind === 'campaign') {
    const campaign = pick(locale, stringParam(row.params.name_en), stringParam(row.params.name_ja)) ?? '';
    const line = t(locale, 'notifications.campaign', { campaign });
    return { body: line, detail: line };
  }
  const company = pick(locale, row.company_name_en, row.company_name_ja);
  const posting = pick(locale, row.title_en, row.title_ja);
  if (company === null || posting === null) {
    return { body: t(locale, 'notifications.gone'), detail: t(locale, 'notifications.gone') };
  }
  const status = row.params.status === undefined ? '' : t(locale, `approach.status.${row.params.status}`);
  const key = row.kind === 'message' && row.count > 1 ? 'messages' : row.kind;
  const line = t(locale, `notifications.${key}`, { company, posting, status, count: row.count });
  return { body: line, detail: line };
}

function itemOf(locale: Locale, row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    ...render(locale, row),
    link: row.link,
    read: row.read_at !== null,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The newest items and the unread count: the bell (notification/all, in the bell feature). */
export async function recentNotifications(deps: Deps, locale: Locale, userId: number) {
  await receiveNotices(deps.db, userId, deps.now());
  const [page, unread] = await Promise.all([
    listNotifications(deps.db, userId, {}, { offset: 0, limit: BELL_ITEMS }),
    countUnreadNotifications(deps.db, userId),
  ]);
  return { items: page.rows.map((row) => itemOf(locale, row)), unread };
}

export async function notificationList(deps: Deps, locale: Locale, userId: number, query: NotificationListQuery) {
  await receiveNotices(deps.db, userId, deps.now());
  const { rows, total } = await listNotifications(deps.db, userId, { unread: query.unread }, pageWindow(query));
  return { data: rows.map((row) => itemOf(locale, row)), meta: pageMeta(query, total) };
}

/** One item, marked read as it is opened; another's or an unknown id is a 404. */
export async function openNotification(deps: Deps, locale: Locale, userId: number, id: number) {
  const row = await findNotification(deps.db, userId, id);
  if (!row) throw notFound();
  if (row.read_at === null) await markNotificationsRead(deps.db, userId, id, deps.now());
  return { data: { ...itemOf(locale, row), read: true } };
}

/** Marks one item (404 when it is not the user's) or all read; answers the unread left. */
export async function readNotifications(deps: Deps, userId: number, id?: number) {
  if (id !== undefined && !(await findNotification(deps.db, userId, id))) throw notFound();
  await markNotificationsRead(deps.db, userId, id, deps.now());
  return { data: { unread: await countUnreadNotifications(deps.db, userId) } };
}
