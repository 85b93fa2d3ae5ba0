import type { Profile } from '@hashi/shared/profile.schema';
import type { RegistrationPayload } from './api/register-profile.ts';
import type { CareerFormOutput } from './components/career-form-schema.ts';
import { keptLanguageAnswers } from './language-section.ts';

/**
 * The simple-registration payload of spec §3: the Career step's answers, plus everything the
 * earlier steps (and /cv-edit) already saved, read back from the profile. The POST replaces the
 * saved lists, so educations, licenses, awards, certificates and other languages go back as saved
 * rather than being dropped.
 */
export function buildRegistrationPayload(profile: Profile, career: CareerFormOutput): RegistrationPayload {
  const basic = profile.basic_personal_information;
  const { languages, contact_information: contact } = profile;
  return {
    job_positions: profile.position_experiences.map(({ job_position_id, years_of_experience_range_id }) => ({
      job_position_id,
      years_of_experience_range_id,
    })),
    skills: profile.skills.map(({ skill_id, years_of_experience_range_id }) => ({
      skill_id,
      years_of_experience_range_id,
    })),
    japanese_language_level: languages.japanese_language_level as number,
    jlpt: languages.jlpt as number,
    languages: {
      native: languages.native as number,
      english: languages.english as number,
      ...keptLanguageAnswers(languages),
    },
    first_name: basic.first_name ?? '',
    last_name: basic.last_name ?? '',
    furigana_first_name: basic.furigana_first_name,
    furigana_last_name: basic.furigana_last_name,
    nationality: basic.nationality_id as number,
    date_of_birth: basic.date_of_birth ?? '',
    gender: basic.gender ?? 'other',
    visa_expiration_date: basic.visa_expiration_date,
    work_permission_id: basic.work_permission_id,
    current_country_residence: basic.country_id as number,
    current_city_residence: basic.city,
    current_address: basic.street_address,
    dialing_code_id: contact.dialing_code_id,
    phone: contact.phone,
    work_details: profile.experiences.map((experience) => ({
      id: experience.id,
      company_name: experience.company_name,
      industry_id: experience.industry_id,
      is_japanese_company: experience.is_japanese_company,
      employment_type_id: experience.employment_type_id,
      job_title: experience.job_title,
      company_size_id: experience.company_size_id,
      period_from: experience.period_from,
      period_to: experience.period_to,
      is_current: experience.is_current,
      work_detail: experience.work_detail,
      it_skills: experience.it_skills,
      role_and_size: experience.role_and_size,
      projects: experience.projects,
    })),
    work_summary: career.work_summary,
    currency: career.currency,
    current_working_status: career.current_working_status,
    latest_annual_income: career.latest_annual_income,
    desired_annual_salary: career.desired_annual_salary ?? null,
    areas: career.areas,
    preferred_type: career.preferred_type ?? null,
    educations: profile.educations
      .filter((education) => education.deleted_at === null)
      .map((education) => ({
        id: education.id,
        school_name: education.school_name,
        school_url: education.school_url,
        educational_level_id: education.educational_level_id,
        major: education.major,
        location: education.location,
        period_from: education.period_from,
        period_to: education.period_to,
        is_current: education.is_current,
      })),
    licenses: profile.licenses.map(({ name, year }) => ({ name, year })),
    awards: profile.awards.map(({ name }) => ({ name })),
    subscribed_to_gtalent: career.subscribed_to_gtalent,
  };
}
