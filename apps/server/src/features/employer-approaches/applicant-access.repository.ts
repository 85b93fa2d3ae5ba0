import { type RawBuilder, sql } from 'kysely';
import { CONTACT_STAGES } from '@hashi/shared/application-status';
import { UserType } from '@hashi/shared/enums';
import type { Database } from '../../platform/db/database.ts';
import { excludedBy } from '../company-exclusions/company-exclusions.repository.ts';

/**
 * What a company may know of an applicant (spec §6, ADR 0021), as SQL over the applicant's user id
 * `applicant` (a column reference or a value). Every employer query goes through these.
 */

type Ref = RawBuilder<unknown>;

/** The applicant did not exclude the company: by its id or any name it ever had (ADR 0040). */
export const notExcluding = (applicant: Ref, companyId: number) =>
  sql<boolean>`not ${excludedBy(applicant, sql`${companyId}::integer`)}`;

/** A live job seeker (not deleted) who has not excluded the company. */
export const liveFor = (applicant: Ref, companyId: number) => sql<boolean>`exists (
  select 1 from users lu where lu.id = ${applicant} and lu.type = ${UserType.JobSeeker} and lu.deleted_at is null)
  and ${notExcluding(applicant, companyId)}`;

/** The applicant applied to one of the company's postings. */
export const appliedTo = (applicant: Ref, companyId: number) =>
  sql<boolean>`exists (select 1 from applications aa where aa.company_id = ${companyId} and aa.applicant_id = ${applicant})`;

/**
 * The applicant may be found by the company in its search (ADR 0034): listed to every company
 * unless they switched visibility off, then only to the companies they applied to.
 */
export const listedFor = (applicant: Ref, companyId: number) => sql<boolean>`(not exists (
  select 1 from applicant_preferences vp where vp.applicant_id = ${applicant} and vp.visible_to_companies = false)
  or ${appliedTo(applicant, companyId)})`;

/**
 * An approach row the company knows of: its own scout, pin or like, or the applicant's Know More
 * (a save or a hide is the applicant's private business).
 */
export const knownToCompany = (ap: Ref) => sql<boolean>`(${ap}.scouted_at is not null
  or ${ap}.company_pinned_at is not null or ${ap}.company_liked_at is not null or ${ap}.know_more_at is not null)`;

/** Name and birth date: the applicant applied to one of the company's postings or matched with it. */
export const nameRevealed = (applicant: Ref, companyId: number) => sql<boolean>`(
  ${appliedTo(applicant, companyId)}
  or exists (select 1 from approaches rm where rm.company_id = ${companyId} and rm.applicant_id = ${applicant}
    and rm.matched_at is not null))`;

/** E-mail, phone and address: an application to the company stands at a contact stage. */
export const contactRevealed = (applicant: Ref, companyId: number) => sql<boolean>`exists (
  select 1 from applications ca where ca.company_id = ${companyId} and ca.applicant_id = ${applicant}
    and ca.status in (${sql.join([...CONTACT_STAGES])}))`;

export interface Disclosure {
  visible: boolean;
  complete: boolean;
  related: boolean;
  name: boolean;
  contact: boolean;
}

/** What the company may see of one applicant; `visible` false means 404 (as if they did not exist). */
export async function disclosureOf(db: Database, companyId: number, applicantId: number): Promise<Disclosure> {
  const id = sql`${applicantId}::integer`;
  const { rows } = await sql<{
    live: boolean;
    complete: boolean;
    listed: boolean;
    related: boolean;
    name: boolean;
    contact: boolean;
  }>`select ${liveFor(id, companyId)} as live,
      exists (select 1 from users cu where cu.id = ${id} and cu.current_step = 4) as complete,
      ${listedFor(id, companyId)} as listed,
      exists (select 1 from approaches ap where ap.company_id = ${companyId} and ap.applicant_id = ${id}
        and ${knownToCompany(sql`ap`)}) as related,
      ${nameRevealed(id, companyId)} as name,
      ${contactRevealed(id, companyId)} as contact`.execute(db);
  const row = rows[0];
  const related = Boolean(row?.related) || Boolean(row?.name);
  // A hidden applicant (ADR 0034) is out of reach of a company they have nothing to do with; one
  // the company already knows (its pin, scout or like, their application or Know More) stays open.
  const found = Boolean(row?.complete) && Boolean(row?.listed);
  const visible = Boolean(row?.live) && (found || related);
  return {
    visible,
    complete: Boolean(row?.complete),
    related,
    name: visible && Boolean(row?.name),
    contact: visible && Boolean(row?.contact),
  };
}
