import { UserType } from '@hashi/shared/enums';
import type { Database } from '../../platform/db/database.ts';
import type { DemoPerson } from './demo-applicant.ts';

/** The demo applicant's and the searchable people's rows (demo-applicant.ts says who they are). */

/** Answers the live user with this email, or undefined. */
export async function findLiveUserId(db: Database, email: string): Promise<number | undefined> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return existing?.id;
}

/** Inserts a job seeker who has finished registering; answers the id. */
export async function insertDemoJobSeeker(
  db: Database,
  email: string,
  passwordHash: string | null,
  now: Date,
): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({
      email,
      type: UserType.JobSeeker,
      password_hash: passwordHash,
      email_verified_at: now,
      password_set_at: now,
      registered_at: now,
      last_login_at: now,
      current_step: 4,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

/** Writes a person's complete profile: the profile row, skills, roles, a language, a job, a school, preferences. */
export async function insertDemoProfile(db: Database, id: number, p: DemoPerson): Promise<void> {
  await db
    .insertInto('applicant_profiles')
    .values({
      applicant_id: id,
      first_name: p.first,
      last_name: p.last,
      date_of_birth: p.birth,
      gender: p.gender,
      nationality_id: p.nationality,
      country_id: p.country,
      prefecture_id: p.prefecture,
      city: p.prefecture === 13 ? 'Meguro-ku' : null,
      street_address: p.prefecture === 13 ? '2-4-1 Kamimeguro' : null,
      dialing_code_id: p.country,
      phone: '8012345678',
      current_working_status_id: 1,
      currency_id: 1,
      latest_annual_income_id: 5,
      desired_annual_salary: p.salary,
      work_summary: p.summary,
      native_language_id: 12,
      japanese_level_id: Math.min(p.jlpt + 1, 5),
      jlpt_score_level_id: p.jlpt,
      english_level_id: 2,
    })
    .execute();
  for (const [skill_id, years] of p.skills) {
    await db
      .insertInto('applicant_skills')
      .values({ applicant_id: id, skill_id, years_of_experience_range_id: years })
      .execute();
  }
  for (const [job_position_id, years] of p.roles) {
    await db
      .insertInto('applicant_position_experiences')
      .values({ applicant_id: id, job_position_id, years_of_experience_range_id: years })
      .execute();
  }
  await db.insertInto('applicant_languages').values({ applicant_id: id, language_id: 23, level_id: 3 }).execute();
  await db
    .insertInto('applicant_work_experiences')
    .values({
      applicant_id: id,
      company_name: p.employer,
      industry_id: 1,
      employment_type_id: 1,
      job_title: p.title,
      company_size_id: 3,
      start_date: '2019-04-01',
      is_current: true,
      work_detail: `${p.summary} Leads design reviews and on-call for the team's services.`,
    })
    .execute();
  await db
    .insertInto('applicant_educations')
    .values({
      applicant_id: id,
      school_name: 'National Institute of Technology',
      educational_level_id: 4,
      major: 'Computer Science',
      start_date: '2011-04-01',
      end_date: '2015-03-31',
    })
    .execute();
  await db
    .insertInto('applicant_preferences')
    .values({
      applicant_id: id,
      prefecture_ids: [13, 14],
      job_position_ids: p.roles.map(([r]) => r),
      employment_type_id: 1,
      minimum_salary: p.salary,
    })
    .execute();
}
