import type { Application, ApproachItem, ApproachListName, Scout } from '@hashi/shared/approach.schema';
import type { Locale } from '@hashi/shared/constants';
import { ApplyStatus } from '@hashi/shared/enums';
import type { ApproachRow } from '../../platform/db/approach-schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { t } from '../../platform/i18n/locale.ts';
import { postingCards } from '../job-search/job-search.cards.ts';
import { masterList } from '../masters/masters.service.ts';
import { type ApplicationWithHistory, applicationsOf } from './applications.repository.ts';
import { findScoutMessages, unreadIds } from './approaches.repository.ts';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** An application status in plain words (server i18n `approach.status.<n>`). */
export const statusLabel = (locale: Locale, status: number) => ({
  id: status,
  name: t(locale, `approach.status.${status}`),
});

/**
 * The application as the applicant sees it: the invisible status (10) never appears — while the
 * company keeps an application invisible, the applicant sees the last status before it.
 */
export function applicationView(locale: Locale, application: ApplicationWithHistory): Application {
  const history = application.history.filter((h) => h.status !== ApplyStatus.Invisible);
  const current =
    application.status === ApplyStatus.Invisible
      ? (history.at(-1)?.status ?? ApplyStatus.DocumentSelection)
      : application.status;
  return {
    id: application.id,
    status: statusLabel(locale, current),
    applied_at: new Date(application.created_at).toISOString(),
    history: history.map((h) => ({
      status: statusLabel(locale, h.status),
      changed_at: new Date(h.changed_at).toISOString(),
    })),
  };
}

/** A scout's state: pending or expired while unreplied (from its expiry, no job needed), else its reply. */
export function scoutView(
  row: ApproachRow,
  now: Date,
  reasonName: (id: number | null) => string | null,
  message: string | null,
): Scout | null {
  if (!row.scouted_at || !row.scout_expires_at) return null;
  const expired = new Date(row.scout_expires_at).getTime() <= now.getTime();
  const state: Scout['state'] =
    row.scout_reply === null
      ? expired
        ? 'expired'
        : 'pending'
      : row.scout_reply === 'applied'
        ? 'applied'
        : row.scout_reply === 'declined'
          ? 'declined'
          : 'sent';
  const reason = reasonName(row.scout_decline_reason_id);
  return {
    scouted_at: new Date(row.scouted_at).toISOString(),
    expires_at: new Date(row.scout_expires_at).toISOString(),
    state,
    reply: row.scout_reply,
    replied_at: iso(row.scout_replied_at),
    decline_reason:
      reason !== null && row.scout_decline_reason_id !== null
        ? { id: row.scout_decline_reason_id, name: reason }
        : null,
    message,
  };
}

export function pinView(row: ApproachRow) {
  if (!row.company_pinned_at && !row.company_liked_at) return null;
  const latest = Math.max(
    new Date(row.company_pinned_at ?? 0).getTime(),
    new Date(row.company_liked_at ?? 0).getTime(),
  );
  return {
    pinned_at: iso(row.company_pinned_at),
    liked_at: iso(row.company_liked_at),
    response: row.pin_response,
    responded_at: iso(row.pin_responded_at),
    hidden: row.pin_hidden_at !== null,
    read: row.pin_read_at !== null && new Date(row.pin_read_at).getTime() >= latest,
  };
}

/** Everything the items of `rows` need, loaded once for the page. */
export async function viewContext(deps: Deps, locale: Locale, applicantId: number, rows: readonly ApproachRow[]) {
  const postingIds = rows.map((r) => r.job_posting_id);
  const scoutIds = rows.filter((r) => r.scouted_at).map((r) => r.id);
  const [cards, applications, reasons, scoutMessages] = await Promise.all([
    postingCards(deps, locale, postingIds),
    applicationsOf(deps.db, applicantId, postingIds),
    masterList(deps, 'scout-decline-reasons', locale),
    scoutIds.length === 0 ? Promise.resolve([]) : findScoutMessages(deps.db, scoutIds),
  ]);
  const messages = new Map<number, string | null>();
  for (const m of scoutMessages) if (!messages.has(m.approach_id)) messages.set(m.approach_id, m.body);
  const reasonName = (id: number | null) => reasons.data.find((r) => r.id === id)?.name ?? null;
  return { cards: new Map(cards.map((c) => [c.id, c])), applications, reasonName, messages };
}

/** The items of a list page, in the rows' order; `list` decides what "unread" means. */
export async function approachItems(
  deps: Deps,
  locale: Locale,
  applicantId: number,
  rows: readonly ApproachRow[],
  list: ApproachListName | null,
): Promise<ApproachItem[]> {
  const now = deps.now();
  const [context, unread] = await Promise.all([
    viewContext(deps, locale, applicantId, rows),
    list === null
      ? Promise.resolve(new Set<number>())
      : unreadIds(
          deps.db,
          list,
          rows.map((r) => r.id),
        ),
  ]);
  return rows.flatMap((row): ApproachItem[] => {
    const card = context.cards.get(row.job_posting_id);
    if (!card) return [];
    const application = context.applications.get(row.job_posting_id);
    return [
      {
        id: row.id,
        job_posting: card,
        saved_at: iso(row.saved_at),
        hidden_at: iso(row.hidden_at),
        know_more_at: iso(row.know_more_at),
        applied_at: iso(row.applied_at),
        matched_at: iso(row.matched_at),
        scout: scoutView(row, now, context.reasonName, context.messages.get(row.id) ?? null),
        pin: pinView(row),
        application: application ? applicationView(locale, application) : null,
        unread: unread.has(row.id),
      },
    ];
  });
}
