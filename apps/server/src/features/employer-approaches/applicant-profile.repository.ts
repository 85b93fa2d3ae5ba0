import { sql } from 'kysely';
import type { Locale } from '@hashi/shared/constants';
import type { Database } from '../../platform/db/database.ts';
import { knownToCompany } from './applicant-access.repository.ts';
import type { Named } from './applicant-cards.repository.ts';

/** The parts of an applicant's profile beyond the card (employer view); callers decide what to show. */

const nameCol = (locale: Locale) => sql.raw(locale === 'ja' ? 'name_ja' : 'name_en');
const day = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);

export interface ExperienceRow {
  company_name: string;
  job_title: string;
  industry: Named | null;
  employment_type: Named | null;
  start_date: string;
  end_date: string | null;
  is_current: boolean;
  work_detail: string;
  it_skills: string | null;
}

export async function experienceRows(db: Database, applicantId: number, locale: Locale): Promise<ExperienceRow[]> {
  const { rows } = await sql<ExperienceRow>`select w.company_name, w.job_title,
      (select json_build_object('id', i.id, 'name', i.${nameCol(locale)}) from industries i where i.id = w.industry_id) as industry,
      (select json_build_object('id', e.id, 'name', e.${nameCol(locale)}) from employment_types e
        where e.id = w.employment_type_id) as employment_type,
      ${day('w.start_date')} as start_date, ${day('w.end_date')} as end_date, w.is_current, w.work_detail, w.it_skills
    from applicant_work_experiences w where w.applicant_id = ${applicantId}
    order by w.is_current desc, w.start_date desc, w.id desc`.execute(db);
  return rows;
}

export interface EducationRow {
  school_name: string;
  level: Named | null;
  major: string | null;
  end_date: string | null;
}

export async function educationRows(db: Database, applicantId: number, locale: Locale): Promise<EducationRow[]> {
  const { rows } = await sql<EducationRow>`select d.school_name,
      (select json_build_object('id', l.id, 'name', l.${nameCol(locale)}) from educational_levels l
        where l.id = d.educational_level_id) as level,
      d.major, ${day('d.end_date')} as end_date
    from applicant_educations d where d.applicant_id = ${applicantId} and d.deleted_at is null
    order by d.start_date desc nulls last, d.id desc`.execute(db);
  return rows;
}

export interface PrivateRow {
  email: string;
  first_name: string | null;
  last_name: string | null;
  furigana_first_name: string | null;
  furigana_last_name: string | null;
  date_of_birth: string | null;
  dialing_code: string | null;
  phone: string | null;
  prefecture: string | null;
  country: string | null;
  city: string | null;
  street_address: string | null;
}

/** Name, birth date and contacts: read only when the disclosure allows (applicant-access.repository). */
export async function privateRow(db: Database, applicantId: number, locale: Locale): Promise<PrivateRow | undefined> {
  const { rows } = await sql<PrivateRow>`select u.email, p.first_name, p.last_name, p.furigana_first_name,
      p.furigana_last_name, ${day('p.date_of_birth')} as date_of_birth,
      (select d.code from dialing_codes d where d.id = p.dialing_code_id) as dialing_code, p.phone,
      (select jp.${nameCol(locale)} from japan_prefectures jp where jp.id = p.prefecture_id) as prefecture,
      (select c.${nameCol(locale)} from countries c where c.id = p.country_id) as country,
      p.city, p.street_address
    from users u left join applicant_profiles p on p.applicant_id = u.id where u.id = ${applicantId}`.execute(db);
  return rows[0];
}

export interface RelationRow {
  job_posting_id: number;
  title: string;
  scouted_at: Date | null;
  scout_reply: 'applied' | 'declined' | 'know_more' | 'liked' | null;
  company_pinned_at: Date | null;
  company_liked_at: Date | null;
  know_more_at: Date | null;
  matched_at: Date | null;
  application_id: number | null;
  application_status: number | null;
  thread_code: string | null;
}

/** The company's approaches and applications with the applicant, one row per posting, newest first. */
export async function relationRows(
  db: Database,
  companyId: number,
  applicantId: number,
  locale: Locale,
): Promise<RelationRow[]> {
  const title = sql.raw(
    locale === 'ja' ? 'coalesce(jpo.title_ja, jpo.title_en)' : 'coalesce(jpo.title_en, jpo.title_ja)',
  );
  const { rows } = await sql<RelationRow>`select jpo.id as job_posting_id, ${title} as title,
      ap.scouted_at, ap.scout_reply, ap.company_pinned_at, ap.company_liked_at, ap.know_more_at, ap.matched_at,
      a.id as application_id, a.status as application_status,
      case when ap.last_message_id > 0 then ap.thread_code end as thread_code
    from job_postings jpo
    left join approaches ap on ap.job_posting_id = jpo.id and ap.applicant_id = ${applicantId}
    left join applications a on a.job_posting_id = jpo.id and a.applicant_id = ${applicantId}
    where jpo.company_id = ${companyId} and (${knownToCompany(sql`ap`)} or a.id is not null)
    order by greatest(ap.updated_at, a.updated_at) desc nulls last, jpo.id desc`.execute(db);
  return rows;
}
