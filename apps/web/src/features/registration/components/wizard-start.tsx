import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_NS } from '../i18n.ts';

type WizardStartProps = {
  onCv: () => void;
  onHand: () => void;
};

/**
 * The wizard's first screen for an applicant who has saved nothing yet: start from a CV (the
 * review of features/cv fills the steps) or fill in by hand. The CV comes first: it saves most of
 * the typing, and the applicant still walks every step.
 */
export function WizardStart({ onCv, onHand }: WizardStartProps) {
  const { t } = useTranslation(REGISTRATION_NS);
  return (
    <Box component="section" aria-labelledby="wizard-start-title">
      <Typography
        id="wizard-start-title"
        component="h2"
        variant="h6"
        tabIndex={-1}
        data-step-heading
        sx={{ '&:focus': { outline: 'none' }, mb: 2 }}
      >
        {t('start.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Choice
          icon={<DescriptionOutlinedIcon color="primary" />}
          title={t('start.cv')}
          description={t('start.cv_hint')}
          onClick={onCv}
          primary
        />
        <Choice
          icon={<EditNoteOutlinedIcon color="primary" />}
          title={t('start.hand')}
          description={t('start.hand_hint')}
          onClick={onHand}
        />
      </Box>
    </Box>
  );
}

type ChoiceProps = {
  icon: ReactNode;
  title: string;
  description: string;
  onClick: () => void;
  primary?: boolean;
};

/** One way to start: a whole card is the button, its description part of the button's name. */
function Choice({ icon, title, description, onClick, primary }: ChoiceProps) {
  return (
    <ButtonBase
      onClick={onClick}
      focusRipple
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 1,
        p: 2.5,
        border: primary ? 2 : 1,
        borderColor: primary ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {icon}
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {title}
        </Typography>
      </Box>
      <Typography component="span" variant="body2" color="text.secondary">
        {description}
      </Typography>
    </ButtonBase>
  );
}
