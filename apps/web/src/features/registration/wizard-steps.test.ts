import { describe, expect, it } from 'vitest';
import { profileReadyForCareer } from './test/profile-fixture.ts';
import { emptyProfile } from '../profile/test/profile-fixtures.ts';
import { furthestStep, hasStarted, isGroupDone, progressStep, resolveStep } from './wizard-steps.ts';

describe('wizard steps (spec §2, §4)', () => {
  it('starts a new applicant at Skill', () => {
    expect(resolveStep(null, emptyProfile())).toBe('skill');
  });

  it('counts an applicant as started once anything the wizard asks is saved (or drafted)', () => {
    expect(hasStarted(emptyProfile())).toBe(false);
    expect(hasStarted(emptyProfile(), true)).toBe(true);
    expect(hasStarted(emptyProfile({ current_step: 2 }))).toBe(true);
    const named = emptyProfile();
    named.basic_personal_information.last_name = 'Nguyen';
    expect(hasStarted(named)).toBe(true);
    expect(hasStarted(profileReadyForCareer())).toBe(true);
  });

  it('never opens a step whose earlier steps are not saved', () => {
    expect(resolveStep('career', emptyProfile())).toBe('skill');
  });

  it('keeps the step of the address once the steps before it are saved (a reload resumes there)', () => {
    const skills = emptyProfile({ skills: [{ id: 1, skill_id: 101, years_of_experience_range_id: 3 }] });
    expect(resolveStep('job', skills)).toBe('job');
    expect(resolveStep('japanese', skills)).toBe('job');
  });

  it('resumes without an address in the group the server remembers, with earlier steps open to review', () => {
    expect(resolveStep(null, profileReadyForCareer({ current_step: 3 }))).toBe('basic');
    expect(resolveStep(null, profileReadyForCareer({ current_step: 2 }))).toBe('japanese');
    expect(resolveStep('skill', profileReadyForCareer({ current_step: 3 }))).toBe('skill');
  });

  it('lets the Japanese draft stand in for the saved Japanese answers until the JLPT step', () => {
    const roles = emptyProfile({
      skills: [{ id: 1, skill_id: 101, years_of_experience_range_id: 3 }],
      position_experiences: [{ id: 1, job_position_id: 201, years_of_experience_range_id: 3 }],
    });
    expect(furthestStep(roles)).toBe('japanese');
    expect(furthestStep(roles, true)).toBe('jlpt');
  });

  it('saves current_step 1–3 by group and never moves it back', () => {
    expect(progressStep('job', 1)).toBe(1);
    expect(progressStep('japanese', 1)).toBe(2);
    expect(progressStep('career', 2)).toBe(3);
    expect(progressStep('job', 3)).toBe(3);
  });

  it('ticks a stepper title when every step under it is saved', () => {
    const ready = profileReadyForCareer();
    expect([1, 2, 3, 4].map((g) => isGroupDone(g as 1 | 2 | 3 | 4, ready))).toEqual([true, true, true, false]);
    expect(isGroupDone(1, emptyProfile())).toBe(false);
  });
});
