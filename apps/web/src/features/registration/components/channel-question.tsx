import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { REGISTRATION_NS } from '../i18n.ts';

export type ChannelValues = { channel_id: number | null };

/**
 * "How did you hear about Hashi?" (spec §2 "Channel", the `channels` list): optional, shown in the
 * wizard's last step only while the applicant has not been asked (ADR 0032).
 */
export function ChannelQuestion({ control, disabled }: { control: Control<ChannelValues>; disabled?: boolean }) {
  const { t } = useTranslation(REGISTRATION_NS);
  const channels = useMasterList('channels');
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1, mb: 2 }}>
        {t('channel.title')}
      </Typography>
      <FormSelectField
        control={control}
        name="channel_id"
        label={t('channel.label')}
        options={channels.items}
        helperText={t('channel.hint')}
        disabled={disabled}
      />
    </>
  );
}
