import { deleteAccountRequestSchema } from '@hashi/shared/auth.schema';
import { V } from '@hashi/shared/validation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import InputLabel from '@mui/material/InputLabel';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { requestLocale } from '../../../lib/api/http.ts';
import { deactivateReasonsQueryOptions, postDeleteAccount } from '../api/delete-account.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { BackToSettings } from '../components/back-to-settings.tsx';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import type { LoginNotice } from './login-page.tsx';
import { AUTH_NS } from '../i18n.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';

const COMMENT_MAX = 2000;
// A <select> holds a string; '' means "not chosen" and gets the spec's required message.
const formSchema = z.object({
  reason_id: z.string().min(1, { error: V.reasonRequired }),
  comment: deleteAccountRequestSchema.shape.comment,
});
type FormValues = z.input<typeof formSchema>;

/** Spec §2/§5 account deletion: a reason (required), a comment (optional), then a confirmation. */
export default function DeleteAccountPage() {
  const { t } = useTranslation(AUTH_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const reasonId = useId();
  const reasons = useQuery(deactivateReasonsQueryOptions(requestLocale()));
  const [pending, setPending] = useState<FormValues | null>(null);
  const { register, control, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodFormResolver(formSchema),
    defaultValues: { reason_id: '', comment: '' },
  });
  const remove = useMutation({
    mutationFn: (values: FormValues) =>
      postDeleteAccount({ reason_id: Number(values.reason_id), comment: values.comment || null }),
    onSuccess: () => {
      const notice: LoginNotice = 'account-deleted';
      // The session is dropped by the login page, not here: gone while this page is still shown,
      // the AuthGuard would start its own /login navigation and the goodbye would be lost.
      navigate('/login', { replace: true, state: { notice } });
    },
    onSettled: () => setPending(null),
  });
  const { errors } = formState;

  return (
    <AuthPage title={t('delete_account.title')} back={<BackToSettings />}>
      <Alert severity="warning" sx={{ mb: 3 }}>
        {t('delete_account.warning')}
      </Alert>
      <Box component="form" noValidate onSubmit={handleSubmit(setPending)}>
        <Box sx={{ mb: 2.5 }}>
          <InputLabel
            id={`${reasonId}-label`}
            htmlFor={reasonId}
            required
            sx={{ mb: 0.75, color: 'text.primary', fontWeight: 600 }}
          >
            {t('delete_account.reason_label')}
          </InputLabel>
          <Controller
            name="reason_id"
            control={control}
            render={({ field }) => (
              <TextField
                {...field}
                id={reasonId}
                select
                fullWidth
                error={Boolean(errors.reason_id)}
                helperText={
                  errorText(errors.reason_id?.message) ??
                  (reasons.isError ? t('delete_account.reasons_failed') : undefined)
                }
                disabled={reasons.isPending || remove.isPending}
                // The combobox is named by the label above it (labelId), not by a floating label.
                slotProps={{ select: { displayEmpty: true, labelId: `${reasonId}-label` } }}
              >
                <MenuItem value="" disabled>
                  {reasons.isPending ? t('delete_account.reasons_loading') : t('delete_account.reason_placeholder')}
                </MenuItem>
                {reasons.data?.map((reason) => (
                  <MenuItem key={reason.id} value={String(reason.id)}>
                    {reason.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Box>
        <FormTextField
          label={t('delete_account.comment_label')}
          registration={register('comment')}
          error={errorText(errors.comment?.message, { max: COMMENT_MAX })}
          helperText={t('delete_account.comment_hint')}
          multiline
          minRows={4}
          maxLength={COMMENT_MAX}
          disabled={remove.isPending}
        />
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t('delete_account.what_happens')}
        </Typography>
        <Button type="submit" variant="contained" color="error" size="large" fullWidth loading={remove.isPending}>
          {t('delete_account.submit')}
        </Button>
      </Box>
      <ConfirmDeleteDialog
        open={pending !== null}
        busy={remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && remove.mutate(pending)}
      />
    </AuthPage>
  );
}
