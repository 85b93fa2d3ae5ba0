import type { Profile } from '@hashi/shared/profile.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { refreshProfileQueries } from '../profile/api/profile.ts';
import { saveCurrentStep } from './api/save-current-step.ts';
import { nextStep, progressStep, type StepId } from './wizard-steps.ts';

/** What the wizard page hands every step. */
export type WizardStepProps = {
  profile: Profile;
  /** Called once the step is saved: the page shows the next step. */
  onNext: () => void;
  /** Absent on the first step. */
  onBack?: () => void;
};

/**
 * Saves one step as the user leaves it (spec §4 "each step saves as it goes"): the step's own
 * data through its resource, then `current_step`, then the profile is read again so the next step
 * (and a later reload) starts from what the server holds.
 */
export function useStepSave<V>(step: StepId, profile: Profile, save: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: V) => {
      await save(values);
      const next = nextStep(step);
      if (next) await saveCurrentStep(progressStep(next, profile.current_step));
      await refreshProfileQueries(queryClient);
    },
  });
}

/**
 * A 422's messages go under their fields (spec §5); what belongs to no field of this step is shown
 * above the form. Other failures are the global alert dialog's (spec §8).
 */
export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  const [formError, setFormError] = useState<string | null>(null);
  const onError = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status === 422) {
        const rest = applyServerErrors(error, setError, fields);
        setFormError(rest.length ? rest.join('\n') : null);
      }
    },
    [setError, fields],
  );
  return { formError, setFormError, onError };
}
