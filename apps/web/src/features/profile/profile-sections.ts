/**
 * The eleven sections of /profile-settings/{section} (spec §2), in the order the navigation shows
 * them. No section in the URL means basic information. They live with the profile, not in
 * profile-settings, because the dashboard and the preview link to a section while profile-settings
 * shows the preview: each imports this lower feature instead of the other.
 */
export const PROFILE_SECTIONS = [
  'basic-information',
  'contact',
  'job',
  'skill',
  'work-experience',
  'preference',
  'license-award',
  'education',
  'language',
  'documents',
  'preview',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export function isProfileSection(value: string | undefined): value is ProfileSection {
  return (PROFILE_SECTIONS as readonly string[]).includes(value ?? '');
}

export const profileSectionPath = (section: ProfileSection) => `/profile-settings/${section}`;
