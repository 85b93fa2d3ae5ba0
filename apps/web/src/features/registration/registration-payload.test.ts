import { registrationRequestSchema } from '@hashi/shared/profile.schema';
import { describe, expect, it } from 'vitest';
import { buildRegistrationPayload } from './registration-payload.ts';
import { experience, profileReadyForCareer } from './test/profile-fixture.ts';

const career = {
  work_summary: 'Backend engineer with 6 years of Go.',
  currency: 1,
  current_working_status: 1,
  latest_annual_income: 5,
  desired_annual_salary: 8_000_000,
  areas: [13],
  preferred_type: 1,
  subscribed_to_gtalent: true,
};

describe('buildRegistrationPayload (spec §3 simple registration)', () => {
  it('sends what the earlier steps saved, keeps what the wizard does not ask, and passes the shared schema', () => {
    const payload = buildRegistrationPayload(profileReadyForCareer({ experiences: [experience(1)] }), career);
    expect(registrationRequestSchema.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({
      job_positions: [{ job_position_id: 201, years_of_experience_range_id: 3 }],
      skills: [{ skill_id: 101, years_of_experience_range_id: 4 }],
      japanese_language_level: 3,
      jlpt: 2,
      languages: {
        native: 301,
        english: 2,
        english_comprehension: 2,
        english_certificates: [{ certificate_id: 1, name: 'TOEIC', score: 900 }],
        other_languages: [{ language_id: 302, level_id: 4 }],
      },
      first_name: 'Aiko',
      nationality: 104,
      current_country_residence: 104,
      current_city_residence: 'Shibuya',
      dialing_code_id: 104,
      phone: '090-1234-5678',
      work_details: [{ id: 1, company_name: 'Sakura Systems', projects: 'Order platform' }],
      educations: [{ id: 9, school_name: 'Osaka University' }],
      licenses: [{ name: 'Fundamental IT Engineer', year: 2017 }],
      awards: [{ name: 'Hackathon winner' }],
      ...career,
    });
  });

  it('leaves removed educations out', () => {
    const ready = profileReadyForCareer();
    const removed = { ...ready.educations[0]!, id: 10, deleted_at: '2026-01-01T00:00:00Z' };
    const payload = buildRegistrationPayload({ ...ready, educations: [...ready.educations, removed] }, career);
    expect(payload.educations?.map((e) => e.id)).toEqual([9]);
  });
});
