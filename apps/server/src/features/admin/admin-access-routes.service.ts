import type {
  AccessRoute,
  AccessRouteInput,
  SignupReport,
  SignupReportQuery,
} from '@hashi/shared/access-route-admin.schema';
import type { Locale } from '@hashi/shared/constants';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { t } from '../../platform/i18n/locale.ts';
import { pageMeta, pageWindow } from '../../platform/http/page-meta.ts';
import {
  countAccessRoutes,
  countSignups,
  deleteAccessRouteRow,
  findAccessRouteRow,
  findSameCombination,
  insertAccessRoute,
  listAccessRouteRows,
  updateAccessRouteRow,
} from './admin-access-routes.repository.ts';

/** The access-route mapping of spec §9 in the admin console, and sign-ups by channel and month (ADR 0032). */

const duplicate = () => new AppError(ErrorCode.Conflict, { messageKey: 'access_routes.duplicate' });

/** PostgreSQL's unique_violation: a concurrent request stored the same combination first. */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export async function listAccessRoutes(deps: Deps, page: { page: number; per_page: number }) {
  const [rows, total] = await Promise.all([listAccessRouteRows(deps.db, pageWindow(page)), countAccessRoutes(deps.db)]);
  return { data: rows, meta: pageMeta(page, total) };
}

export async function showAccessRoute(deps: Deps, id: number): Promise<{ data: AccessRoute }> {
  const row = await findAccessRouteRow(deps.db, id);
  if (!row) throw notFound();
  return { data: row };
}

export async function createAccessRoute(deps: Deps, input: AccessRouteInput): Promise<{ data: AccessRoute }> {
  if (await findSameCombination(deps.db, input, null)) throw duplicate();
  try {
    return { data: await insertAccessRoute(deps.db, input) };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function updateAccessRoute(
  deps: Deps,
  id: number,
  input: AccessRouteInput,
): Promise<{ data: AccessRoute }> {
  if (!(await findAccessRouteRow(deps.db, id))) throw notFound();
  if (await findSameCombination(deps.db, input, id)) throw duplicate();
  try {
    const row = await updateAccessRouteRow(deps.db, id, input);
    if (!row) throw notFound();
    return { data: row };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function deleteAccessRoute(deps: Deps, id: number): Promise<void> {
  if (!(await deleteAccessRouteRow(deps.db, id))) throw notFound();
}

/** YYYY-MM of `date` in Japan time. */
function japanMonth(date: Date): string {
  return new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 7);
}

/** The month `delta` months from `month` (YYYY-MM). */
function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Midnight of the month's first day in Japan time. */
const monthStart = (month: string) => new Date(`${month}-01T00:00:00+09:00`);

/**
 * Sign-ups by month and channel, from `from` to `to` (both included; by default the twelve months
 * up to this one): by the access route recorded at sign-up, or by the applicant's own answer.
 */
export async function signupReport(deps: Deps, query: SignupReportQuery, locale: Locale): Promise<SignupReport> {
  const to = query.to ?? (query.from && query.from > japanMonth(deps.now()) ? query.from : japanMonth(deps.now()));
  const from = query.from ?? addMonths(to, -11);
  const rows = await countSignups(
    deps.db,
    { start: monthStart(from), end: monthStart(addMonths(to, 1)) },
    query.by,
    locale,
  );
  return {
    data: rows.map((r) => ({ month: r.month, label: r.label, sign_ups: Number(r.sign_ups) })),
    from,
    to,
    by: query.by,
  };
}

/** A CSV field: quoted when needed, and a leading = + - @ defused so spreadsheets show it as text. */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report as CSV (UTF-8 with a byte-order mark, so spreadsheet software reads Japanese right). */
export async function signupReportCsv(
  deps: Deps,
  query: SignupReportQuery,
  locale: Locale,
): Promise<{ filename: string; body: string }> {
  const report = await signupReport(deps, query, locale);
  const none = t(locale, 'access_routes.no_channel');
  const lines = [
    [
      t(locale, 'access_routes.csv_month'),
      t(locale, 'access_routes.csv_channel'),
      t(locale, 'access_routes.csv_sign_ups'),
    ],
    ...report.data.map((r) => [r.month, r.label ?? none, r.sign_ups]),
  ].map((fields) => fields.map(csvField).join(','));
  return {
    filename: `sign-ups-by-${report.by === 'channel' ? 'answer' : 'channel'}-${report.from}-${report.to}.csv`,
    body: `\uFEFF${lines.join('\r\n')}\r\n`,
  };
}
