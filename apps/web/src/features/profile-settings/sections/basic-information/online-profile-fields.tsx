import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { refreshProfileQueries } from '../../../profile/api/profile.ts';
import { useConfirm } from '../../../../components/feedback/use-confirm.ts';
import { useSnackbar } from '../../../../components/feedback/use-snackbar.ts';
import { unlinkGithub } from '../../api/basic-information.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import type { BasicInformationOutput, BasicInformationValues } from './basic-information-schema.ts';

type Form = UseFormReturn<BasicInformationValues, unknown, BasicInformationOutput>;

/** LinkedIn and GitHub profile links; a saved GitHub link can be unlinked at once. */
export function OnlineProfileFields({ form, savedGithub }: { form: Form; savedGithub: string | null }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const errorText = useErrorText();
  const confirm = useConfirm();
  const showSnackbar = useSnackbar();
  const queryClient = useQueryClient();
  const { register, formState, resetField } = form;
  const unlink = useMutation({
    mutationFn: unlinkGithub,
    onSuccess: async () => {
      resetField('github_url', { defaultValue: '' });
      await refreshProfileQueries(queryClient);
      showSnackbar(t('basic.github_unlinked'), 'success');
    },
  });

  const askUnlink = async () => {
    const ok = await confirm({
      title: t('basic.unlink_github_title'),
      message: t('basic.unlink_github_message'),
      confirmLabel: t('basic.unlink_github'),
      cancelLabel: t('actions.cancel'),
      destructive: true,
    });
    if (ok) unlink.mutate();
  };

  return (
    <>
      <FormTextField
        label={t('basic.linkedin_url')}
        registration={register('linkedin_url')}
        error={errorText(formState.errors.linkedin_url?.message)}
        helperText={t('basic.url_hint')}
        type="url"
        inputMode="text"
      />
      <FormTextField
        label={t('basic.github_url')}
        registration={register('github_url')}
        error={errorText(formState.errors.github_url?.message)}
        helperText={t('basic.url_hint')}
        type="url"
        inputMode="text"
        sx={{ mb: savedGithub ? 1 : 2.5 }}
      />
      {savedGithub && (
        <Box sx={{ mb: 2.5 }}>
          <Button variant="outlined" color="error" onClick={askUnlink} loading={unlink.isPending}>
            {t('basic.unlink_github')}
          </Button>
        </Box>
      )}
    </>
  );
}
