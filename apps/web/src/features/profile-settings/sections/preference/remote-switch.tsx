import { useTranslation } from 'react-i18next';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import { InstantSwitch } from './instant-switch.tsx';
import { putWorkRemotely } from './preference-api.ts';

/**
 * "Remote from overseas" (spec §3) has its own call (PUT applicants/work-remotely, spec §7), so it
 * is saved the moment it is switched rather than with the Save button; the help text says so.
 */
export function RemoteSwitch({ value, onSaved }: { value: boolean; onSaved: (value: boolean) => void }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  return (
    <InstantSwitch
      label={t('preference.remote')}
      help={() => t('preference.remote_help')}
      savedMessage={() => t('preference.remote_saved')}
      value={value}
      save={putWorkRemotely}
      onSaved={onSaved}
    />
  );
}
