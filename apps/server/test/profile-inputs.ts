/** Profile payloads with real reference ids, for server tests and the e2e preconditions alike. */

/** A complete work experience as the form sends it; `overrides` change fields. */
export function experienceInput(overrides: Record<string, unknown> = {}) {
  return {
    company_name: 'Sakura Systems',
    industry_id: 1,
    employment_type_id: 1,
    job_title: 'Backend engineer',
    company_size_id: 3,
    period_from: '2019/04',
    period_to: '2022/03',
    is_current: false,
    work_detail: 'Designed and ran the payment API.',
    ...overrides,
  };
}

/** A complete simple-registration payload (spec §3) with real reference ids; `overrides` change fields. */
export function registrationInput(overrides: Record<string, unknown> = {}) {
  return {
    job_positions: [{ job_position_id: 1, years_of_experience_range_id: 4 }],
    skills: [
      { skill_id: 1, years_of_experience_range_id: 5 },
      { skill_id: 2, years_of_experience_range_id: 3 },
    ],
    japanese_language_level: 3,
    jlpt: 2,
    languages: {
      native: 12,
      english: 1,
      english_certificates: [{ name: 'TOEIC', score: 990 }],
      other_languages: [{ language_id: 23, level_id: 3 }],
    },
    first_name: 'Linh',
    last_name: 'Nguyen',
    nationality: 104,
    date_of_birth: '1994-05-17',
    gender: 'female',
    work_permission_id: 1,
    current_country_residence: 104,
    current_city_residence: 'Shibuya',
    dialing_code_id: 104,
    phone: '090-1234-5678',
    work_details: [experienceInput()],
    work_summary: 'Eight years of backend work in fintech.',
    currency: 1,
    current_working_status: 1,
    latest_annual_income: 5,
    desired_annual_salary: 8_000_000,
    areas: [13, 14],
    preferred_type: 1,
    educations: [
      { id: 0, school_name: 'Hanoi University of Science and Technology', school_url: 'https://hust.edu.vn/' },
    ],
    licenses: [{ name: 'AWS Solutions Architect', year: 2021 }],
    awards: [{ name: 'Hackathon winner' }],
    subscribed_to_gtalent: true,
    ...overrides,
  };
}
