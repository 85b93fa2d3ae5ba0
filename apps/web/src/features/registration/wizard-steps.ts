import type { Profile } from '@hashi/shared/profile.schema';

/**
 * The registration wizard (spec §2): six steps under four stepper titles, in one route
 * (/profile-registration, `?step=`) rather than a route per step. Spec §2's step route names map to the
 * groups: ExperienceRegistrationStepOne → 1, PreferenceRegistrationStepOne → 2,
 * BasicInformationRegistrationStepOne → 3, FinishRegistration → 4, whose Channel question
 * (channel-question.tsx) is asked on the same screen. `group` is both the
 * stepper title (1–4) and, for groups 1–3, the `current_step` saved while the user is in it
 * (spec §4: 1–3 in progress). The last group, Career, ends the registration (step 4).
 */
export const STEPS = ['skill', 'job', 'japanese', 'jlpt', 'basic', 'career'] as const;
export type StepId = (typeof STEPS)[number];

export const STEP_GROUP: Record<StepId, 1 | 2 | 3 | 4> = {
  skill: 1,
  job: 1,
  japanese: 2,
  jlpt: 2,
  basic: 3,
  career: 4,
};

export const GROUPS = [1, 2, 3, 4] as const;
export type GroupId = (typeof GROUPS)[number];

/** The first step of each group. */
export const GROUP_FIRST_STEP: Record<GroupId, StepId> = { 1: 'skill', 2: 'japanese', 3: 'basic', 4: 'career' };

export function parseStep(value: string | null): StepId | null {
  return (STEPS as readonly string[]).includes(value ?? '') ? (value as StepId) : null;
}

export const stepIndex = (step: StepId) => STEPS.indexOf(step);
export const nextStep = (step: StepId): StepId | null => STEPS[stepIndex(step) + 1] ?? null;
export const previousStep = (step: StepId): StepId | null => STEPS[stepIndex(step) - 1] ?? null;

/**
 * The `current_step` to save on reaching `step`: its group, capped at 3 (the wizard's last
 * in-progress value) and never lower than what is saved, so going back does not lose progress.
 */
export function progressStep(step: StepId, saved: number): number {
  return Math.max(Math.min(STEP_GROUP[step], 3), Math.min(saved, 3));
}

/** What a step needs saved before the wizard lets the user past it. `japaneseDraft`: see japanese-draft.ts. */
export function isStepDone(step: StepId, profile: Profile, japaneseDraft = false): boolean {
  const basic = profile.basic_personal_information;
  const languages = profile.languages;
  switch (step) {
    case 'skill':
      return profile.skills.length > 0;
    case 'job':
      return profile.position_experiences.length > 0;
    case 'japanese':
      return (
        japaneseDraft ||
        (languages.japanese_language_level !== null && languages.native !== null && languages.english !== null)
      );
    case 'jlpt':
      return languages.jlpt !== null;
    case 'basic':
      return Boolean(
        basic.first_name &&
          basic.last_name &&
          basic.date_of_birth &&
          basic.gender &&
          basic.nationality_id &&
          basic.country_id,
      );
    case 'career':
      return false;
  }
}

/** The furthest step the user may open: the first one not done yet (Career when all are). */
export function furthestStep(profile: Profile, japaneseDraft = false): StepId {
  return STEPS.find((step) => !isStepDone(step, profile, japaneseDraft)) ?? 'career';
}

/**
 * Which step to show. The step in the address (kept across a reload of the tab), or the furthest
 * the saved steps allow when it asks for more; without one, the first step of the group the
 * server remembers (`current_step`), so another device resumes in the right group with everything
 * saved so far filled in.
 */
export function resolveStep(requested: StepId | null, profile: Profile, japaneseDraft = false): StepId {
  const furthest = stepIndex(furthestStep(profile, japaneseDraft));
  if (requested) return STEPS[Math.min(stepIndex(requested), furthest)] ?? 'skill';
  const group = Math.min(Math.max(profile.current_step, 1), 3) as GroupId;
  return STEPS[Math.min(stepIndex(GROUP_FIRST_STEP[group]), furthest)] ?? 'skill';
}

/** A stepper title is ticked when every step under it is done. */
export function isGroupDone(group: GroupId, profile: Profile, japaneseDraft = false): boolean {
  return STEPS.filter((step) => STEP_GROUP[step] === group).every((step) => isStepDone(step, profile, japaneseDraft));
}

/**
 * Whether the applicant has saved anything the wizard asks yet. Until then the wizard first
 * offers to start from a CV (see wizard-start.tsx); once anything is saved it resumes instead.
 */
export function hasStarted(profile: Profile, japaneseDraft = false): boolean {
  const basic = profile.basic_personal_information;
  return (
    japaneseDraft ||
    profile.current_step > 1 ||
    profile.skills.length > 0 ||
    profile.position_experiences.length > 0 ||
    profile.experiences.length > 0 ||
    profile.languages.japanese_language_level !== null ||
    profile.languages.jlpt !== null ||
    Boolean(basic.first_name || basic.last_name)
  );
}
