import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { REGISTRATION_NS } from '../i18n.ts';
import { GROUPS, type GroupId } from '../wizard-steps.ts';

type WizardStepperProps = {
  current: GroupId;
  isDone: (group: GroupId) => boolean;
};

/**
 * The four stepper titles (spec §2: 01 to 04) with a check mark on each finished one. An ordered
 * list, so a screen reader hears "1 of 4" and which title is the current step. This is the
 * wizard's only progress indicator: the number is in the circle alone, and there is no "step n of
 * 6" beside it, which counted steps the four titles do not show.
 */
export function WizardStepper({ current, isDone }: WizardStepperProps) {
  const { t } = useTranslation(REGISTRATION_NS);
  return (
    <Box
      component="ol"
      aria-label={t('stepper.label')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: { xs: 0.5, sm: 1.5 }, p: 0, m: 0, mb: 3 }}
    >
      {GROUPS.map((group) => {
        const done = isDone(group);
        const active = group === current;
        return (
          <Box
            component="li"
            key={group}
            aria-current={active ? 'step' : undefined}
            sx={{
              listStyle: 'none',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              gap: 0.5,
              pt: 1,
              borderTop: 4,
              borderColor: active ? 'primary.main' : done ? 'success.main' : 'divider',
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                fontSize: 14,
                color: done || active ? 'common.white' : 'text.secondary',
                bgcolor: done ? 'success.main' : active ? 'primary.main' : 'action.hover',
              }}
            >
              {done ? <CheckIcon fontSize="small" /> : String(group).padStart(2, '0')}
            </Box>
            <Box
              sx={{
                typography: 'caption',
                fontWeight: active ? 700 : 500,
                color: active ? 'text.primary' : 'text.secondary',
                lineHeight: 1.4,
                overflowWrap: 'anywhere',
              }}
            >
              {t(`stepper.group_${group}`)}
              {done && <VisuallyHidden>{` (${t('stepper.done')})`}</VisuallyHidden>}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
