import { registrationRequestSchema } from '@hashi/shared/profile.schema';
import { describe, expect, it } from 'vitest';
import { buildRegistrationPayload } from './registration-payload.ts';
import { experience } from '../profile/test/profile-fixtures.ts';
import { careerAnswers, profileReadyForCareer, readyEntries } from './test/profile-fixture.ts';

describe('buildRegistrationPayload (spec §3 simple registration)', () => {
  it('sends what the earlier steps saved, keeps what the wizard does not ask, and passes the shared schema', () => {
    const payload = buildRegistrationPayload(profileReadyForCareer({ experiences: [experience(1)] }), careerAnswers);
    expect(registrationRequestSchema.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({
      job_positions: [readyEntries.jobRole],
      skills: [readyEntries.skill],
      japanese_language_level: 3,
      jlpt: 2,
      languages: readyEntries.languages,
      first_name: 'Aiko',
      nationality: 104,
      current_country_residence: 104,
      current_city_residence: 'Shibuya',
      dialing_code_id: 104,
      phone: '090-1234-5678',
      work_details: [{ id: 1, company_name: 'Sakura Systems', projects: 'Order platform' }],
      educations: [{ id: 9, school_name: 'Osaka University' }],
      licenses: [readyEntries.license],
      awards: [readyEntries.award],
      ...careerAnswers,
    });
  });

  it('leaves removed educations out', () => {
    const ready = profileReadyForCareer();
    const removed = { ...ready.educations[0]!, id: 10, deleted_at: '2026-01-01T00:00:00Z' };
    const payload = buildRegistrationPayload({ ...ready, educations: [...ready.educations, removed] }, careerAnswers);
    expect(payload.educations?.map((e) => e.id)).toEqual([9]);
  });
});
