import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import type { PreferenceFormInput } from './preference-api.ts';

/** The e-mails the applicant wants (the cs-email-notifications list), one checkbox each. */
export function EmailNotificationsField({ control }: { control: Control<PreferenceFormInput> }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const errorText = useErrorText();
  const notifications = useMasterList('cs-email-notifications');
  return (
    <Controller
      control={control}
      name="email_notification_ids"
      render={({ field, fieldState }) => {
        const ids: number[] = field.value ?? [];
        const toggle = (id: number, on: boolean) =>
          field.onChange(on ? [...ids, id] : ids.filter((value) => value !== id));
        return (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ display: 'block', mt: 3, mb: 2.5 }}>
            <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 700, fontSize: '1.05rem' }}>
              {t('preference.email_notifications')}
            </FormLabel>
            <FormHelperText sx={{ mx: 0, mb: 1 }}>{t('preference.email_notifications_help')}</FormHelperText>
            <FormGroup>
              {notifications.items.map((item) => (
                <FormControlLabel
                  key={item.id}
                  label={item.name}
                  control={
                    <Checkbox
                      checked={ids.includes(item.id)}
                      onChange={(event) => toggle(item.id, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && (
              <FormHelperText role="alert" sx={{ mx: 0 }}>
                {errorText(fieldState.error.message)}
              </FormHelperText>
            )}
          </FormControl>
        );
      }}
    />
  );
}
