import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withChunkTimeout } from '../../lib/lazy/lazy-page.ts';
import type { ProfileSection } from '../profile/profile-sections.ts';

const load = (importer: () => Promise<{ default: ComponentType }>) => lazy(() => withChunkTimeout(importer()));

/**
 * Each section's form in its own chunk, loaded when its slug is opened. Nine are this feature's;
 * the others are written by their own features and only shown here.
 */
export const SECTION_COMPONENTS: Record<ProfileSection, LazyExoticComponent<ComponentType>> = {
  'basic-information': load(() => import('./sections/basic-information/basic-information-section.tsx')),
  contact: load(() => import('./sections/contact/contact-section.tsx')),
  job: load(() => import('./sections/job/job-section.tsx')),
  skill: load(() => import('./sections/skill/skill-section.tsx')),
  'work-experience': load(() => import('./sections/work-experience/work-experience-section.tsx')),
  preference: load(() => import('./sections/preference/preference-section.tsx')),
  'license-award': load(() => import('./sections/license-award/license-award-section.tsx')),
  education: load(() => import('./sections/education/education-section.tsx')),
  language: load(() => import('./sections/language/language-section.tsx')),
  documents: load(() => import('../cv/components/documents-section.tsx')),
  preview: load(() => import('../profile-preview/components/preview-section.tsx')),
};
