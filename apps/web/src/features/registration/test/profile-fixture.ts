import type { Profile } from '@hashi/shared/profile.schema';
import { emptyProfile } from '../../profile/test/profile-fixtures.ts';

const certificate = { certificate_id: 1, name: 'TOEIC', score: 900 };
const otherLanguage = { language_id: 302, level_id: 4 };

/** profileReadyForCareer's entries as the registration payload sends them back (ids only where it keeps them). */
export const readyEntries = {
  jobRole: { job_position_id: 201, years_of_experience_range_id: 3 },
  skill: { skill_id: 101, years_of_experience_range_id: 4 },
  /** The language answers besides English writing, which stays unset. */
  languages: {
    native: 301,
    english: 2,
    english_comprehension: 2,
    english_certificates: [certificate],
    other_languages: [otherLanguage],
  },
  education: {
    id: 9,
    school_name: 'Osaka University',
    school_url: null,
    educational_level_id: 2,
    major: 'Informatics',
    location: 'Osaka',
    period_from: '2012/04',
    period_to: '2016/03',
    is_current: false,
  },
  license: { name: 'Fundamental IT Engineer', year: 2017 },
  award: { name: 'Hackathon winner' },
};

/** The Career step's answers as the payload sends them: what career-step.test's fillCareer gives. */
export const careerAnswers = {
  work_summary: 'Backend engineer with 6 years of Go.',
  currency: 1,
  current_working_status: 1,
  latest_annual_income: 5,
  desired_annual_salary: 8_000_000,
  areas: [13],
  preferred_type: 1,
  subscribed_to_gtalent: true,
};

/**
 * Everything but the Career step done, as /cv-edit or an earlier visit would leave it: skills, a
 * job role, languages, basic information, and what the wizard does not ask but must keep.
 */
export function profileReadyForCareer(overrides: Partial<Profile> = {}): Profile {
  const base = emptyProfile();
  return emptyProfile({
    current_step: 3,
    skills: [{ id: 1, ...readyEntries.skill }],
    position_experiences: [{ id: 1, ...readyEntries.jobRole }],
    languages: {
      ...base.languages,
      ...readyEntries.languages,
      japanese_language_level: 3,
      japanese_experience_id: 1,
      jlpt: 2,
      english_certificates: [{ id: 5, ...certificate }],
      other_languages: [{ id: 6, ...otherLanguage }],
    },
    basic_personal_information: {
      ...base.basic_personal_information,
      first_name: 'Aiko',
      last_name: 'Tanaka',
      full_name: 'Aiko Tanaka',
      date_of_birth: '1994-05-06',
      gender: 'female',
      nationality_id: 104,
      country_id: 104,
      prefecture_id: 13,
      city: 'Shibuya',
    },
    contact_information: { dialing_code_id: 104, phone: '090-1234-5678', linkedin_url: null, github_url: null },
    educations: [{ ...readyEntries.education, deleted_at: null }],
    licenses: [{ id: 3, ...readyEntries.license }],
    awards: [{ id: 4, ...readyEntries.award }],
    ...overrides,
  });
}
