import type { Locale } from '@hashi/shared/constants';
import type { ApplicantCard, ApplicantProfile } from '@hashi/shared/employer-approach.schema';
import type { Database } from '../../platform/db/database.ts';
import { statusLabel } from '../approaches/approach-view.ts';
import type { Disclosure } from './applicant-access.repository.ts';
import { cardRows, languageRows, type YearsRow, yearsRows } from './applicant-cards.repository.ts';
import {
  educationRows,
  experienceRows,
  type PrivateRow,
  privateRow,
  type RelationRow,
  relationRows,
} from './applicant-profile.repository.ts';

/** Applicants as a company sees them (spec §6, ADR 0021): anonymous cards, and profiles by disclosure. */

const SUMMARY_CHARS = 300;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const withYears = (rows: YearsRow[]) =>
  rows.map((r) => ({
    id: r.id,
    name: r.name,
    years: r.years_id === null ? null : { id: r.years_id, name: r.years_name ?? '' },
  }));

/** Cards for `ids`, in that order (ids without a profile row are left out); `full` keeps the whole summary. */
export async function applicantCards(
  db: Database,
  ids: readonly number[],
  locale: Locale,
  full = false,
): Promise<ApplicantCard[]> {
  const [cards, skills, roles, languages] = await Promise.all([
    cardRows(db, ids, locale),
    yearsRows(db, 'skills', ids, locale),
    yearsRows(db, 'roles', ids, locale),
    languageRows(db, ids, locale),
  ]);
  const byId = new Map(cards.map((c) => [Number(c.id), c]));
  return ids.flatMap((id) => {
    const c = byId.get(id);
    if (!c) return [];
    const summary = c.work_summary?.trim() || null;
    return [
      {
        id,
        nationality: c.nationality,
        lives_in: { country: c.country, prefecture: c.prefecture },
        skills: withYears(skills.filter((s) => s.applicant_id === id)),
        job_roles: withYears(roles.filter((r) => r.applicant_id === id)),
        japanese: { jlpt: c.jlpt, level: c.japanese_level },
        english_level: c.english_level,
        languages: languages
          .filter((l) => l.applicant_id === id)
          .map((l) => ({
            language: { id: l.language_id, name: l.language },
            level: { id: l.level_id, name: l.level },
          })),
        latest_job_title: c.latest_job_title,
        work_summary:
          !full && summary && summary.length > SUMMARY_CHARS ? `${summary.slice(0, SUMMARY_CHARS)}…` : summary,
        desired_annual_salary: c.desired_annual_salary === null ? null : Number(c.desired_annual_salary),
        currency: c.currency,
      },
    ];
  });
}

const join = (parts: Array<string | null | undefined>, sep: string) =>
  parts.filter((p): p is string => Boolean(p?.trim())).join(sep) || null;

function identity(row: PrivateRow): NonNullable<ApplicantProfile['identity']> {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    furigana_first_name: row.furigana_first_name,
    furigana_last_name: row.furigana_last_name,
    date_of_birth: row.date_of_birth,
  };
}

function contact(row: PrivateRow): NonNullable<ApplicantProfile['contact']> {
  return {
    email: row.email,
    phone: row.phone ? join([row.dialing_code, row.phone], ' ') : null,
    address: join([row.street_address, row.city, row.prefecture, row.country], ', '),
  };
}

export function relationView(locale: Locale, r: RelationRow): ApplicantProfile['approaches'][number] {
  return {
    job_posting: { id: r.job_posting_id, title: r.title },
    scouted_at: iso(r.scouted_at),
    scout_reply: r.scout_reply,
    pinned_at: iso(r.company_pinned_at),
    liked_at: iso(r.company_liked_at),
    know_more_at: iso(r.know_more_at),
    matched_at: iso(r.matched_at),
    application:
      r.application_id === null || r.application_status === null
        ? null
        : { id: r.application_id, status: statusLabel(locale, r.application_status) },
    thread_code: r.thread_code,
  };
}

/** The profile of one visible applicant: name and contacts only as far as `disclosure` allows. */
export async function applicantProfile(
  db: Database,
  companyId: number,
  applicantId: number,
  disclosure: Disclosure,
  locale: Locale,
): Promise<ApplicantProfile | undefined> {
  const [cards, experiences, educations, relations, secret] = await Promise.all([
    applicantCards(db, [applicantId], locale, true),
    experienceRows(db, applicantId, locale),
    educationRows(db, applicantId, locale),
    relationRows(db, companyId, applicantId, locale),
    disclosure.name || disclosure.contact ? privateRow(db, applicantId, locale) : Promise.resolve(undefined),
  ]);
  const card = cards[0];
  if (!card) return undefined;
  return {
    ...card,
    experiences: experiences.map((e) => ({ ...e, company_name: disclosure.name ? e.company_name : null })),
    educations: educations.map((e) => ({ ...e, school_name: disclosure.name ? e.school_name : null })),
    identity: disclosure.name && secret ? identity(secret) : null,
    contact: disclosure.contact && secret ? contact(secret) : null,
    approaches: relations.map((r) => relationView(locale, r)),
  };
}
