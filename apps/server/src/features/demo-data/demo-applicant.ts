import { UserType } from '@hashi/shared/enums';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Database } from '../../platform/db/database.ts';
import { seedDemoApproaches } from './demo-approaches.ts';

/**
 * The demo applicant (README "Demo logins"): a complete profile the demo companies have scouted,
 * pinned, liked and received applications from, so both sides of the app look lived in; plus a few
 * complete profiles without a login that the employer console's applicant search finds. Written with
 * the demo data only, never when NODE_ENV is production (the password is published).
 */
export const DEMO_APPLICANT_EMAIL = 'applicant@demo.hashi.example';
export const DEMO_APPLICANT_PASSWORD = 'Applicant2026';

interface Person {
  email: string;
  password: string | null;
  first: string;
  last: string;
  birth: string;
  gender: 'male' | 'female';
  nationality: number;
  country: number;
  prefecture: number | null;
  jlpt: number;
  skills: Array<[number, number]>;
  roles: Array<[number, number]>;
  title: string;
  employer: string;
  summary: string;
  salary: number;
}

const PEOPLE: Person[] = [
  {
    email: DEMO_APPLICANT_EMAIL,
    password: DEMO_APPLICANT_PASSWORD,
    first: 'Arjun',
    last: 'Mehta',
    birth: '1993-08-21',
    gender: 'male',
    nationality: 103,
    country: 104,
    prefecture: 13,
    jlpt: 2,
    skills: [
      [5, 5],
      [21, 4],
      [1, 3],
    ],
    roles: [
      [1, 5],
      [2, 3],
    ],
    title: 'Senior Backend Engineer',
    employer: 'Indigo Ledger Pvt. Ltd.',
    summary:
      'Backend engineer with eight years of payment and ledger systems in Go and Kotlin; moved to Tokyo in 2022 and works in Japanese every day.',
    salary: 8_500_000,
  },
  ...(
    [
      ['Mai', 'Tran', 245, 104, 27, 3, 'Frontend Engineer', 'female'],
      ['Diego', 'Alvarez', 142, 142, null, 4, 'Data Engineer', 'male'],
      ['Wei', 'Zhang', 47, 104, 14, 1, 'Site Reliability Engineer', 'male'],
      ['Anna', 'Kowalski', 177, 177, null, 5, 'Mobile Engineer', 'female'],
    ] as const
  ).map(([first, last, nationality, country, prefecture, jlpt, title, gender], i) => ({
    email: `searchable${i + 1}@demo.hashi.example`,
    password: null,
    first,
    last,
    birth: `199${i + 1}-0${i + 2}-1${i}`,
    gender,
    nationality,
    country,
    prefecture,
    jlpt,
    skills: [[[5, 21, 1, 3][i] ?? 5, 3 + (i % 3)]] as Array<[number, number]>,
    roles: [[[3, 4, 1, 2][i] ?? 1, 2 + (i % 4)]] as Array<[number, number]>,
    title,
    employer: `${last} & Partners`,
    summary: `${title} who builds and runs production systems with small teams, looking for a role in Japan.`,
    salary: 6_000_000 + i * 500_000,
  })),
];

async function upsertPerson(db: Database, p: Person, now: Date): Promise<{ id: number; fresh: boolean }> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', p.email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (existing) return { id: existing.id, fresh: false };
  const user = await db
    .insertInto('users')
    .values({
      email: p.email,
      type: UserType.JobSeeker,
      password_hash: p.password ? await hashPassword(p.password) : null,
      email_verified_at: now,
      password_set_at: now,
      registered_at: now,
      last_login_at: now,
      current_step: 4,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, fresh: true };
}

async function writeProfile(db: Database, id: number, p: Person) {
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

/**
 * Writes the demo applicant and the searchable profiles (once; their profiles stay across
 * `--replace`), and the demo applicant's approaches with the first demo companies (again after
 * `--replace`, whose postings took the old ones with them). Answers the number of people, 0 in production.
 */
export async function seedDemoApplicant(
  db: Database,
  companies: readonly { id: number }[],
  options: { production?: boolean; now?: Date } = {},
): Promise<number> {
  if (options.production ?? process.env.NODE_ENV === 'production') return 0;
  const now = options.now ?? new Date();
  let demoId = 0;
  for (const person of PEOPLE) {
    const { id, fresh } = await upsertPerson(db, person, now);
    if (fresh) await writeProfile(db, id, person);
    if (person.email === DEMO_APPLICANT_EMAIL) demoId = id;
  }
  await seedDemoApproaches(db, demoId, companies, now);
  return PEOPLE.length;
}
