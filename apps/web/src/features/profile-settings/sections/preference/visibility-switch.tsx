import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { putVisibility } from '../../api/visibility.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import { InstantSwitch } from './instant-switch.tsx';

/**
 * Whether companies find the applicant in their applicant search (ADR 0034). Saved the moment it
 * is switched, like "remote from overseas": hiding must not wait for the section's Save button.
 * The help text says what the current position means, since "hidden" has an exception.
 */
export function VisibilitySwitch({ initial }: { initial: boolean }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const [visible, setVisible] = useState(initial);
  return (
    <InstantSwitch
      label={t('preference.visibility')}
      help={(checked) => t(checked ? 'preference.visibility_on_help' : 'preference.visibility_off_help')}
      savedMessage={(saved) => t(saved ? 'preference.visibility_saved_visible' : 'preference.visibility_saved_hidden')}
      value={visible}
      save={putVisibility}
      onSaved={setVisible}
    />
  );
}
