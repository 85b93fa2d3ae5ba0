import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField, type FormTextFieldProps } from '../../../components/form/form-text-field.tsx';
import { AUTH_NS } from '../i18n.ts';

type Props = Omit<FormTextFieldProps, 'type' | 'endAdornment'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input whose text can be shown, so people typing on a phone can check it. */
export function PasswordField(props: Props) {
  const { t } = useTranslation(AUTH_NS);
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setVisible((v) => !v)}
            edge="end"
            aria-label={visible ? t('password.hide') : t('password.show')}
            aria-pressed={visible}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
