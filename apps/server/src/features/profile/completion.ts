import type { ProfileRow, SectionFacts } from './profile.repository.ts';

/** What the completion rate and the registration check look at (profile.repository `profileFacts`). */
export interface ProfileFacts extends SectionFacts {
  profile: ProfileRow | undefined;
  hasPreference: boolean;
}

const filled = (...values: unknown[]) => values.every((v) => v !== null && v !== undefined && v !== '');

/**
 * Sections and their weights (ADR 0011): the rate is the sum of the filled sections' weights,
 * a whole percent. The weights add up to 100.
 */
export const COMPLETION_SECTIONS: ReadonlyArray<{ name: string; weight: number; done: (f: ProfileFacts) => boolean }> =
  [
    {
      name: 'basic_information',
      weight: 15,
      done: ({ profile: p }) =>
        filled(p?.first_name, p?.last_name, p?.date_of_birth, p?.gender, p?.nationality_id, p?.country_id),
    },
    // A face makes a profile read as a person's: companies open those first.
    { name: 'photo', weight: 5, done: (f) => f.photo },
    { name: 'contact', weight: 5, done: ({ profile: p }) => filled(p?.phone) },
    { name: 'job_roles', weight: 10, done: (f) => f.positions },
    { name: 'skills', weight: 10, done: (f) => f.skills },
    { name: 'work_experience', weight: 15, done: (f) => f.experiences },
    { name: 'work_summary', weight: 5, done: ({ profile: p }) => filled(p?.work_summary) },
    { name: 'education', weight: 10, done: (f) => f.educations },
    {
      name: 'languages',
      weight: 10,
      done: ({ profile: p }) => filled(p?.native_language_id, p?.japanese_level_id, p?.jlpt_score_level_id),
    },
    {
      name: 'income',
      weight: 5,
      done: ({ profile: p }) => filled(p?.currency_id, p?.current_working_status_id, p?.latest_annual_income_id),
    },
    { name: 'preferences', weight: 5, done: (f) => f.hasPreference },
    { name: 'licenses_awards', weight: 5, done: (f) => f.licenses_or_awards },
  ];

export function completionRate(facts: ProfileFacts): number {
  const total = COMPLETION_SECTIONS.reduce((sum, s) => sum + s.weight, 0);
  const done = COMPLETION_SECTIONS.filter((s) => s.done(facts)).reduce((sum, s) => sum + s.weight, 0);
  return Math.round((done / total) * 100);
}

/**
 * What registration needs before step 4 (spec §4), by the field names of the registration
 * payload; complete-step answers the missing ones.
 */
export function missingForRegistration(facts: ProfileFacts): string[] {
  const p = facts.profile;
  const checks: Array<[string, boolean]> = [
    [
      'basic_personal_information',
      filled(p?.first_name, p?.last_name, p?.date_of_birth, p?.gender, p?.nationality_id, p?.country_id),
    ],
    ['job_positions', facts.positions],
    ['skills', facts.skills],
    ['japanese_language_level', filled(p?.japanese_level_id)],
    ['jlpt', filled(p?.jlpt_score_level_id)],
    ['work_details', facts.experiences],
    ['work_summary', filled(p?.work_summary)],
    ['income', filled(p?.currency_id, p?.current_working_status_id, p?.latest_annual_income_id)],
  ];
  return checks.filter(([, ok]) => !ok).map(([name]) => name);
}

/** The display name (spec §3): given and family name; null without a name (the web shows 'ID: {id}'). */
export function displayName(profile: Pick<ProfileRow, 'first_name' | 'last_name'> | undefined): string | null {
  const name = [profile?.first_name, profile?.last_name].filter((s) => s?.trim()).join(' ');
  return name === '' ? null : name;
}
