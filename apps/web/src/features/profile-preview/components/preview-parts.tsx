import type { ProfilePreview } from '../api/profile-preview.ts';
import { CareerCard, JobRolesCard, SkillsCard, WorkExperienceCard } from './experience-cards.tsx';
import {
  BasicInformationCard,
  ContactCard,
  EducationCard,
  LanguageCard,
  LicenseAwardCard,
  PreferenceCard,
} from './profile-cards.tsx';

/**
 * The profile in the three parts /personal-information shows as tabs; the preview shows all three
 * one after the other.
 */
export const PREVIEW_PARTS = ['profile', 'skill-experience', 'preference'] as const;
export type PreviewPart = (typeof PREVIEW_PARTS)[number];

export function PreviewPartView({ part, preview }: { part: PreviewPart; preview: ProfilePreview }) {
  switch (part) {
    case 'profile':
      return (
        <>
          <BasicInformationCard preview={preview} />
          <ContactCard preview={preview} />
          <LanguageCard preview={preview} />
          <EducationCard preview={preview} />
          <LicenseAwardCard preview={preview} />
        </>
      );
    case 'skill-experience':
      return (
        <>
          <JobRolesCard preview={preview} />
          <SkillsCard preview={preview} />
          <WorkExperienceCard preview={preview} />
          <CareerCard preview={preview} />
        </>
      );
    case 'preference':
      return <PreferenceCard preview={preview} />;
  }
}
