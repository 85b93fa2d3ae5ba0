import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Database } from '../../platform/db/database.ts';
import { findLiveUserId, insertDemoJobSeeker, insertDemoProfile } from './demo-applicant.repository.ts';
import { demoLoginSeeder } from './demo-accounts.ts';
import { seedDemoApproaches } from './demo-approaches.ts';

/**
 * The demo applicant (README "Demo logins"): a complete profile the demo companies have scouted,
 * pinned, liked and received applications from, so both sides of the app look lived in; plus a few
 * complete profiles without a login that the employer console's applicant search finds. Written with
 * the demo data only, never when NODE_ENV is production (the password is published).
 */
export const DEMO_APPLICANT_EMAIL = 'applicant@demo.hashi.example';
export const DEMO_APPLICANT_PASSWORD = 'Applicant2026';

export interface DemoPerson {
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

const PEOPLE: DemoPerson[] = [
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

async function upsertPerson(db: Database, p: DemoPerson, now: Date): Promise<{ id: number; fresh: boolean }> {
  const existing = await findLiveUserId(db, p.email);
  if (existing !== undefined) return { id: existing, fresh: false };
  const passwordHash = p.password ? await hashPassword(p.password) : null;
  return { id: await insertDemoJobSeeker(db, p.email, passwordHash, now), fresh: true };
}

/**
 * Writes the demo applicant and the searchable profiles (once; their profiles stay across
 * `--replace`), and the demo applicant's approaches with the first demo companies (again after
 * `--replace`, whose postings took the old ones with them). Answers the number of people, 0 in production.
 */
export const seedDemoApplicant = demoLoginSeeder(async (db, companies, now) => {
  let demoId = 0;
  for (const person of PEOPLE) {
    const { id, fresh } = await upsertPerson(db, person, now);
    if (fresh) await insertDemoProfile(db, id, person);
    if (person.email === DEMO_APPLICANT_EMAIL) demoId = id;
  }
  await seedDemoApproaches(db, demoId, companies, now);
  return PEOPLE.length;
});
