import type { Experience } from '@hashi/shared/experience.schema';
import type { Profile } from '@hashi/shared/profile.schema';

/** A new applicant's profile: step 1, nothing filled in. Tests fill what they need. */
export function emptyProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 70,
    current_step: 1,
    registered_at: null,
    overall_completion_rate: 0,
    basic_personal_information: {
      first_name: null,
      last_name: null,
      full_name: null,
      furigana_first_name: null,
      furigana_last_name: null,
      date_of_birth: null,
      gender: null,
      nationality_id: null,
      country_id: null,
      prefecture_id: null,
      city: null,
      street_address: null,
      work_permission_id: null,
      visa_status_id: null,
      visa_expiration_date: null,
    },
    contact_information: { dialing_code_id: null, phone: null, linkedin_url: null, github_url: null },
    income: { currency: null, current_working_status: null, latest_annual_income: null, desired_annual_salary: null },
    languages: {
      native: null,
      english: null,
      english_comprehension: null,
      english_writing: null,
      japanese_language_level: null,
      japanese_experience_id: null,
      uses_japanese_at_work: null,
      jlpt: null,
      english_certificates: [],
      other_languages: [],
    },
    work_summary: null,
    subscribed_to_gtalent: false,
    experiences: [],
    educations: [],
    licenses: [],
    awards: [],
    position_experiences: [],
    skills: [],
    preference: {
      job_search_status_id: null,
      prefecture_ids: [],
      remote_from_overseas: false,
      industry_ids: [],
      job_position_ids: [],
      employment_type_id: null,
      minimum_salary: null,
      appeal_point_ids: [],
      character_pairs: [],
      email_notification_ids: [],
      visible_to_companies: true,
    },
    excluded_companies: [],
    // Photo and video, in the profile since the media upload: none.
    ...({ profile_photo: null, profile_video: null } as object),
    ...overrides,
  } as Profile;
}

/** A saved work experience (a finished backend job); `overrides` change fields. */
export function experience(id: number, overrides: Partial<Experience> = {}): Experience {
  return {
    id,
    company_name: 'Sakura Systems',
    industry_id: 1,
    is_japanese_company: true,
    employment_type_id: 1,
    job_title: 'Backend engineer',
    company_size_id: 3,
    period_from: '2019/04',
    period_to: '2022/03',
    is_current: false,
    work_detail: 'Built the order API in Go and moved it to Kubernetes.',
    it_skills: 'Go, PostgreSQL',
    role_and_size: null,
    projects: 'Order platform',
    ...overrides,
  };
}
