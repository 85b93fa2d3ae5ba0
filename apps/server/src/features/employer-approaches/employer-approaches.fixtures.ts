import { signedInApplicant } from '../../../test/applicant-client.ts';
import type { TestContext } from '../../../test/test-app.ts';

export interface ProfileShape {
  /** Skill ids with a years range each (default skill 5, 3–5 years). */
  skills?: Array<[number, number]>;
  /** Job role ids with a years range each (default role 1, 3–5 years). */
  roles?: Array<[number, number]>;
  jlpt?: number | null;
  prefectureId?: number | null;
  countryId?: number;
  step?: number;
  excluded?: string[];
}

/**
 * A signed-in applicant with a complete profile (current_step 4) written straight to the tables:
 * a Vietnamese engineer in Tokyo with a name, birth date, phone, address and one job.
 */
export async function profiledApplicant(ctx: TestContext, shape: ProfileShape = {}) {
  const client = await signedInApplicant(ctx);
  const db = ctx.deps.db;
  const id = client.id;
  const user = await db
    .updateTable('users')
    .set({ current_step: shape.step ?? 4, registered_at: new Date() })
    .where('id', '=', id)
    .returning('email')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('applicant_profiles')
    .values({
      applicant_id: id,
      first_name: 'Linh',
      last_name: `Nguyen${id}`,
      date_of_birth: '1994-05-17',
      nationality_id: 245,
      country_id: shape.countryId ?? 104,
      prefecture_id: shape.prefectureId === undefined ? 13 : shape.prefectureId,
      city: 'Shibuya-ku',
      street_address: '1-2-3 Jingumae',
      dialing_code_id: 104,
      phone: '9012345678',
      jlpt_score_level_id: shape.jlpt === undefined ? 2 : shape.jlpt,
      english_level_id: 2,
      work_summary: 'Backend engineer building payment APIs in Go and Kotlin.',
      desired_annual_salary: 7_000_000,
      currency_id: 1,
    })
    .execute();
  for (const [skill_id, years] of shape.skills ?? [[5, 4]]) {
    await db
      .insertInto('applicant_skills')
      .values({ applicant_id: id, skill_id, years_of_experience_range_id: years })
      .execute();
  }
  for (const [job_position_id, years] of shape.roles ?? [[1, 4]]) {
    await db
      .insertInto('applicant_position_experiences')
      .values({ applicant_id: id, job_position_id, years_of_experience_range_id: years })
      .execute();
  }
  await db.insertInto('applicant_languages').values({ applicant_id: id, language_id: 12, level_id: 2 }).execute();
  await db
    .insertInto('applicant_work_experiences')
    .values({
      applicant_id: id,
      company_name: 'Mekong Pay JSC',
      industry_id: 1,
      employment_type_id: 1,
      job_title: 'Senior Backend Engineer',
      company_size_id: 3,
      start_date: '2019-04-01',
      is_current: true,
      work_detail: 'Designed the settlement service.',
    })
    .execute();
  for (const company_name of shape.excluded ?? []) {
    await db.insertInto('applicant_excluded_companies').values({ applicant_id: id, company_name }).execute();
  }
  return { ...client, email: user.email };
}
