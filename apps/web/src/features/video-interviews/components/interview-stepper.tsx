import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import { STEPS, type Step as StepName } from './steps.ts';

/** The four steps of spec §2, the current one marked for sight and for screen readers. */
export function InterviewStepper({ active }: { active: StepName }) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  const index = STEPS.indexOf(active);
  return (
    <nav aria-label={t('steps.label')}>
      <Stepper activeStep={index} alternativeLabel sx={{ my: 2 }}>
        {STEPS.map((step, i) => (
          <Step key={step} completed={i < index}>
            <StepLabel aria-current={i === index ? 'step' : undefined}>
              {t(`steps.${step}`)}
              {i === index && <VisuallyHidden>{t('steps.current', { no: i + 1, total: STEPS.length })}</VisuallyHidden>}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </nav>
  );
}
