import { type Kysely, sql } from 'kysely';

/**
 * Company exclusions that hold whatever the company does (issue 16, ADR 0040).
 *
 * - `company_name_key(name)`: the name as exclusions compare it — NFKC, lower case, the legal form
 *   (株式会社, (株), Inc., Corp., Co., Ltd., K.K., …) and every space and punctuation mark dropped,
 *   so "Acme Corp." and "ACME corp" and "Acme" meet. Defined once, in SQL, so that the generated
 *   columns, the trigger and the queries cannot disagree.
 * - `company_names`: every name a company has ever had, in both languages; a trigger on `companies`
 *   adds each new name, whoever writes it (employer profile, company request approval, demo data).
 * - `applicant_excluded_companies.company_id`: the company the applicant picked, or the one a
 *   typed name was later found to be (the trigger links a name-only exclusion when a company
 *   takes or has taken that name). A deleted company leaves the name behind (SET NULL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function company_name_key(name text) returns text
    language sql immutable parallel safe as $fn$
      select coalesce(nullif(regexp_replace(regexp_replace(
        regexp_replace(lower(normalize(name, NFKC)), '株式会社|有限会社|合同会社|\\((株|有|同)\\)', ' ', 'g'),
        '([[:space:][:punct:]]+(inc|incorporated|corp|corporation|co|ltd|limited|llc|plc|gk|gmbh|k[[:space:][:punct:]]*k))+[[:space:][:punct:]]*$',
        '', 'g'), '[[:space:][:punct:]]+', '', 'g'), ''),
        regexp_replace(lower(normalize(name, NFKC)), '[[:space:][:punct:]]+', '', 'g'))
    $fn$`.execute(db);

  await sql`create table company_names (
    company_id integer not null references companies (id) on delete cascade,
    name text not null,
    name_key text generated always as (company_name_key(name)) stored,
    created_at timestamptz not null default now(),
    primary key (company_id, name))`.execute(db);
  await sql`create index company_names_key_idx on company_names (name_key)`.execute(db);
  await sql`insert into company_names (company_id, name)
    select id, name_en from companies union select id, name_ja from companies`.execute(db);

  await sql`alter table applicant_excluded_companies
    add column company_id integer references companies (id) on delete set null,
    add column name_key text generated always as (company_name_key(company_name)) stored`.execute(db);
  await sql`create unique index applicant_excluded_companies_company_key
    on applicant_excluded_companies (applicant_id, company_id) where company_id is not null`.execute(db);
  await sql`create index applicant_excluded_companies_name_key_idx
    on applicant_excluded_companies (name_key) where company_id is null`.execute(db);

  // Links the applicant's oldest name-only exclusion matching any name the company ever had
  // (one per applicant: the unique index allows one exclusion row per company).
  await sql`
    create function link_company_exclusions(company integer) returns void
    language sql as $fn$
      update applicant_excluded_companies e set company_id = company
      where e.id in (
        select min(x.id) from applicant_excluded_companies x
        where x.company_id is null and x.name_key <> ''
          and x.name_key in (select n.name_key from company_names n where n.company_id = company)
          and not exists (select 1 from applicant_excluded_companies o
            where o.applicant_id = x.applicant_id and o.company_id = company)
        group by x.applicant_id)
    $fn$`.execute(db);
  await sql`
    create function companies_record_names() returns trigger
    language plpgsql as $fn$
    begin
      insert into company_names (company_id, name)
        values (new.id, new.name_en), (new.id, new.name_ja) on conflict do nothing;
      perform link_company_exclusions(new.id);
      return null;
    end
    $fn$`.execute(db);
  await sql`create trigger companies_record_names after insert or update of name_en, name_ja on companies
    for each row execute function companies_record_names()`.execute(db);
  await sql`select link_company_exclusions(id) from companies`.execute(db);
}
