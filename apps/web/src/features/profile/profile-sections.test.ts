import { describe, expect, it } from 'vitest';
import { isProfileSection, PROFILE_SECTIONS, profileSectionPath } from './profile-sections.ts';

describe('profile sections', () => {
  it('lists the eleven sections of spec §2, basic information first and the preview last', () => {
    expect(PROFILE_SECTIONS).toHaveLength(11);
    expect(PROFILE_SECTIONS[0]).toBe('basic-information');
    expect(PROFILE_SECTIONS.at(-1)).toBe('preview');
  });

  it('knows a section slug from anything else, and where each is edited', () => {
    expect(isProfileSection('license-award')).toBe(true);
    expect(isProfileSection('licenses')).toBe(false);
    expect(isProfileSection(undefined)).toBe(false);
    expect(profileSectionPath('work-experience')).toBe('/profile-settings/work-experience');
  });
});
