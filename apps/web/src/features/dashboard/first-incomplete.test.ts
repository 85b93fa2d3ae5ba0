import { describe, expect, it } from 'vitest';
import { emptyProfile } from '../profile/test/profile-fixtures.ts';
import { firstIncomplete } from './first-incomplete.ts';
import { completeProfile } from './test/render-dashboard.tsx';

const named = emptyProfile().basic_personal_information;
const basics = {
  basic_personal_information: {
    ...named,
    first_name: 'Aiko',
    last_name: 'Tanaka',
    date_of_birth: '1994-05-01',
    gender: 'female',
    nationality_id: 1,
    country_id: 1,
  },
} as const;

describe('the first part of the profile still empty', () => {
  it('starts with the basic information, then the photo, in the server’s order', () => {
    expect(firstIncomplete(emptyProfile())).toEqual({ part: 'basic_information', section: 'basic-information' });
    expect(firstIncomplete(emptyProfile(basics))).toEqual({ part: 'photo', section: 'basic-information' });
  });

  it('sends the career summary and income to the work-experience section', () => {
    const profile = emptyProfile({
      ...basics,
      profile_photo: { id: 1, url: 'https://x/p.jpg' } as never,
      contact_information: { dialing_code_id: 104, phone: '9012345678', linkedin_url: null, github_url: null },
      position_experiences: [{ id: 1 } as never],
      skills: [{ id: 1 } as never],
      experiences: [{ id: 1 } as never],
    });
    expect(firstIncomplete(profile)).toEqual({ part: 'work_summary', section: 'work-experience' });
  });

  it('is null once every part is filled', () => {
    const full = emptyProfile(completeProfile());
    expect(firstIncomplete(full)).toBeNull();
    expect(firstIncomplete({ ...full, awards: [] })).toEqual({ part: 'licenses_awards', section: 'license-award' });
    expect(firstIncomplete({ ...full, preference: emptyProfile().preference })).toEqual({
      part: 'preferences',
      section: 'preference',
    });
  });
});
