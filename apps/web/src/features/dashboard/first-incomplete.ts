import type { Profile } from '@hashi/shared/profile.schema';
import type { ProfileSection } from '../profile/profile-sections.ts';

const filled = (...values: unknown[]) => values.every((v) => v !== null && v !== undefined && v !== '');

/**
 * The profile parts the server's completion rate weighs (ADR 0011, server profile/completion.ts), in
 * its order, each with the /profile-settings section where the applicant fills it in. The rate
 * itself comes from the server; this only finds where to send the applicant next.
 */
const CHECKS: ReadonlyArray<{ part: string; section: ProfileSection; done: (p: Profile) => boolean }> = [
  {
    part: 'basic_information',
    section: 'basic-information',
    done: ({ basic_personal_information: b }) =>
      filled(b.first_name, b.last_name, b.date_of_birth, b.gender, b.nationality_id, b.country_id),
  },
  { part: 'photo', section: 'basic-information', done: (p) => Boolean(p.profile_photo) },
  { part: 'contact', section: 'contact', done: (p) => filled(p.contact_information.phone) },
  { part: 'job_roles', section: 'job', done: (p) => p.position_experiences.length > 0 },
  { part: 'skills', section: 'skill', done: (p) => p.skills.length > 0 },
  { part: 'work_experience', section: 'work-experience', done: (p) => p.experiences.length > 0 },
  { part: 'work_summary', section: 'work-experience', done: (p) => filled(p.work_summary) },
  { part: 'education', section: 'education', done: (p) => p.educations.length > 0 },
  {
    part: 'languages',
    section: 'language',
    done: ({ languages: l }) => filled(l.native, l.japanese_language_level, l.jlpt),
  },
  {
    part: 'income',
    section: 'work-experience',
    done: ({ income: i }) => filled(i.currency, i.current_working_status, i.latest_annual_income),
  },
  {
    part: 'preferences',
    section: 'preference',
    done: ({ preference: p }) =>
      filled(p.job_search_status_id) ||
      filled(p.employment_type_id) ||
      filled(p.minimum_salary) ||
      p.prefecture_ids.length + p.industry_ids.length + p.job_position_ids.length + p.appeal_point_ids.length > 0,
  },
  {
    part: 'licenses_awards',
    section: 'license-award',
    done: (p) => p.licenses.length + p.awards.length > 0,
  },
];

export type NextStep = { part: string; section: ProfileSection };

/** The first part of the profile still empty, or null when every part is filled. */
export function firstIncomplete(profile: Profile): NextStep | null {
  const check = CHECKS.find((c) => !c.done(profile));
  return check ? { part: check.part, section: check.section } : null;
}
