import type { Profile } from '@hashi/shared/profile.schema';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../auth/login-flow.ts';
import { PROFILE_QUERY_ROOT } from '../../profile/api/profile.ts';
import { useSnackbar } from '../../../components/feedback/use-snackbar.ts';
import { REGISTRATION_NS } from '../i18n.ts';
import { type JapaneseDraft, readJapaneseDraft } from '../japanese-draft.ts';
import type { WizardStepProps } from '../use-step-save.ts';
import {
  hasStarted,
  isGroupDone,
  nextStep,
  parseStep,
  previousStep,
  resolveStep,
  STEP_GROUP,
  type StepId,
} from '../wizard-steps.ts';
import { BasicInformationStep } from './basic-information-step.tsx';
import { CareerStep } from './career-step.tsx';
import { JapaneseStep } from './japanese-step.tsx';
import { JlptStep } from './jlpt-step.tsx';
import { JobStep } from './job-step.tsx';
import { SkillStep } from './skill-step.tsx';
import { WizardCvStart } from './wizard-cv-start.tsx';
import { WizardStart } from './wizard-start.tsx';
import { WizardStepper } from './wizard-stepper.tsx';

const SIMPLE_STEPS: Partial<Record<StepId, ComponentType<WizardStepProps>>> = {
  skill: SkillStep,
  job: JobStep,
  basic: BasicInformationStep,
  career: CareerStep,
};

/**
 * The wizard itself. The step is in the address (`?step=job`), so a reload or the browser's back
 * button keeps the user where they were; without it (or past what is saved) the wizard resumes in
 * the group the server remembers (see wizard-steps.ts). Finishing goes to the page the user first
 * asked for (`?redirect=`) or home (spec §4); the session is refreshed once the wizard has left
 * the screen, and the guards then see step 4.
 */
export function RegistrationWizard({ profile }: { profile: Profile }) {
  const { t } = useTranslation(REGISTRATION_NS);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const [draft, setDraft] = useState<JapaneseDraft | null>(() => readJapaneseDraft(profile.id));
  const [finished, setFinished] = useState(false);
  const requested = parseStep(params.get('step'));
  const step = resolveStep(requested, profile, draft !== null);
  // Before the first step: how to start (`?start=cv` once the CV is chosen, so a reload keeps it).
  const start = params.get('start') === 'cv' ? 'cv' : requested === null && !hasStarted(profile, draft !== null);
  const redirect = params.get('redirect');

  // Leave first; refresh the session once the wizard is gone, i.e. once the next page is on screen.
  // Refreshed any earlier, the not-registered guard around the wizard would see step 4 while the
  // navigation is still under way and send the user to /profile-settings instead.
  const leaving = useRef(false);
  useEffect(() => {
    if (!finished) return;
    leaving.current = true;
    void navigate(safeRedirectPath(redirect) ?? '/', { replace: true });
  }, [finished, navigate, redirect]);
  useEffect(
    () => () => {
      if (!leaving.current) return;
      void queryClient.invalidateQueries({ queryKey: ['auth', 'applicant'] });
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT });
    },
    [queryClient],
  );

  // A new step (or the CV import) is announced by moving focus to its heading (not on the first render: the page
  // has just loaded, and focus belongs at its start).
  const screen = start === 'cv' ? 'cv' : start ? 'start' : step;
  const shownScreen = useRef(screen);
  useEffect(() => {
    if (shownScreen.current === screen) return;
    shownScreen.current = screen;
    document.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [screen]);

  const goTo = (target: StepId) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('start');
      next.set('step', target);
      return next;
    });
    window.scrollTo({ top: 0 });
  };
  const startFromCv = () => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('start', 'cv');
      return next;
    });
  };
  const next = nextStep(step);
  const previous = previousStep(step);
  const props: WizardStepProps = {
    profile,
    onNext: () => {
      if (next) {
        goTo(next);
        return;
      }
      showSnackbar(t('done.message'), 'success');
      setFinished(true);
    },
    onBack: previous ? () => goTo(previous) : undefined,
  };
  const Simple = SIMPLE_STEPS[step];

  if (start === 'cv') return <WizardCvStart onSaved={() => goTo('skill')} onHand={() => goTo('skill')} />;
  if (start) return <WizardStart onCv={startFromCv} onHand={() => goTo('skill')} />;
  return (
    <>
      <WizardStepper current={STEP_GROUP[step]} isDone={(group) => isGroupDone(group, profile, draft !== null)} />
      {Simple ? (
        <Simple key={step} {...props} />
      ) : step === 'japanese' ? (
        <JapaneseStep key={step} {...props} draft={draft} onDraft={setDraft} />
      ) : (
        <JlptStep key={step} {...props} draft={draft} onDraft={setDraft} />
      )}
    </>
  );
}
