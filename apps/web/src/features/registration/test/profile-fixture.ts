import type { Experience } from '@hashi/shared/experience.schema';
import type { Profile } from '@hashi/shared/profile.schema';
import { emptyProfile } from '../../profile/test/profile-fixtures.ts';

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

/**
 * Everything but the Career step done, as /cv-edit or an earlier visit would leave it: skills, a
 * job role, languages, basic information, and what the wizard does not ask but must keep.
 */
export function profileReadyForCareer(overrides: Partial<Profile> = {}): Profile {
  const base = emptyProfile();
  return emptyProfile({
    current_step: 3,
    skills: [{ id: 1, skill_id: 101, years_of_experience_range_id: 4 }],
    position_experiences: [{ id: 1, job_position_id: 201, years_of_experience_range_id: 3 }],
    languages: {
      ...base.languages,
      native: 301,
      english: 2,
      english_comprehension: 2,
      japanese_language_level: 3,
      japanese_experience_id: 1,
      jlpt: 2,
      english_certificates: [{ id: 5, certificate_id: 1, name: 'TOEIC', score: 900 }],
      other_languages: [{ id: 6, language_id: 302, level_id: 4 }],
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
    educations: [
      {
        id: 9,
        school_name: 'Osaka University',
        school_url: null,
        educational_level_id: 2,
        major: 'Informatics',
        location: 'Osaka',
        period_from: '2012/04',
        period_to: '2016/03',
        is_current: false,
        deleted_at: null,
      },
    ],
    licenses: [{ id: 3, name: 'Fundamental IT Engineer', year: 2017 }],
    awards: [{ id: 4, name: 'Hackathon winner' }],
    ...overrides,
  });
}
