import { type AdminCampaign, CAMPAIGN_KINDS } from '@hashi/shared/referral.schema';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkboxRegistration } from '../../../components/form/checkbox-registration.ts';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { EditorCard } from '../../../components/ui/editor-card.tsx';
import { FieldGroup } from '../../../components/ui/field-group.tsx';
import { useFormError } from '../../../components/ui/use-form-error.ts';
import { ADMIN_CAMPAIGNS_KEY, saveCampaign } from '../api/admin-campaigns.ts';
import { ADMIN_NS } from '../i18n.ts';
import {
  CAMPAIGN_FIELDS,
  type CampaignValues,
  isWholeOrEmpty,
  isYenOrEmpty,
  toCampaignInput,
  toCampaignValues,
} from './campaign-values.ts';

const WHOLE_FIELDS = ['register_within_days', 'interview_within_days', 'monthly_cap'] as const;
/** The fields that show their own server message (a message about the checkbox goes above the form). */
const MESSAGE_FIELDS = CAMPAIGN_FIELDS.filter((name) => name !== 'once_per_person');

/**
 * Creates or edits a campaign (ADR 0030): its kind, texts in both languages, the period in Japan time,
 * the reward in yen, the referral rules and whether a person gets it once only.
 */
export function CampaignEditor({
  campaign,
  onDone,
}: {
  campaign: AdminCampaign | null;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const { control, register, handleSubmit, setError, formState } = useForm<CampaignValues>({
    defaultValues: toCampaignValues(campaign),
  });
  const { formError, clearFormError, onError } = useFormError(setError, MESSAGE_FIELDS, actionError);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (values: CampaignValues) => saveCampaign(campaign?.id ?? null, toCampaignInput(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_CAMPAIGNS_KEY });
      onDone(true);
    },
    onError,
  });
  const { errors } = formState;
  const busy = save.isPending;
  return (
    <EditorCard
      title={campaign ? t('campaigns.edit_title') : t('campaigns.new_title')}
      error={formError}
      onSubmit={handleSubmit((values) => {
        clearFormError();
        save.mutate(values);
      })}
      saveLabel={t('campaigns.save')}
      cancelLabel={t('campaigns.cancel')}
      onCancel={() => onDone(false)}
      busy={busy}
    >
      <FormSelectField
        control={control}
        name="kind"
        label={t('campaigns.field_kind')}
        options={CAMPAIGN_KINDS.map((kind) => ({ id: kind, name: t(`campaigns.kind_${kind}`) }))}
        helperText={t('campaigns.field_kind_help')}
        required
        disabled={busy}
      />
      <FieldGroup columns={2}>
        {(['en', 'ja'] as const).map((l) => (
          <Box key={l} lang={l}>
            <FormTextField
              label={t(`campaigns.field_name_${l}`)}
              registration={register(`name_${l}`)}
              error={errorText(errors[`name_${l}`]?.message)}
              required
              maxLength={200}
              disabled={busy}
            />
            <FormTextField
              label={t(`campaigns.field_description_${l}`)}
              registration={register(`description_${l}`)}
              error={errorText(errors[`description_${l}`]?.message)}
              required
              multiline
              minRows={4}
              maxLength={5000}
              disabled={busy}
            />
          </Box>
        ))}
      </FieldGroup>
      <FieldGroup columns={2}>
        <FormTextField
          label={t('campaigns.field_starts_at')}
          type="datetime-local"
          registration={register('starts_at')}
          error={errorText(errors.starts_at?.message)}
          helperText={t('campaigns.jst_help')}
          required
          disabled={busy}
        />
        <FormTextField
          label={t('campaigns.field_ends_at')}
          type="datetime-local"
          registration={register('ends_at')}
          error={errorText(errors.ends_at?.message)}
          helperText={t('campaigns.ends_at_help')}
          required
          disabled={busy}
        />
      </FieldGroup>
      <FormTextField
        label={t('campaigns.field_reward_yen')}
        registration={register('reward_yen', {
          validate: (v) => (v.trim() === '' ? 'validation.required' : isYenOrEmpty(v) || 'validation.number'),
        })}
        error={errorText(errors.reward_yen?.message)}
        helperText={t('campaigns.reward_yen_help')}
        inputMode="numeric"
        required
        disabled={busy}
        sx={{ maxWidth: 320 }}
      />
      <FieldGroup columns={2} legend={t('campaigns.conditions')}>
        {WHOLE_FIELDS.map((name) => (
          <FormTextField
            key={name}
            label={t(`campaigns.field_${name}`)}
            registration={register(name, { validate: (v) => isWholeOrEmpty(v) || 'validation.integer' })}
            error={errorText(errors[name]?.message)}
            helperText={t('campaigns.conditions_help')}
            inputMode="numeric"
            disabled={busy}
          />
        ))}
      </FieldGroup>
      <FormControlLabel
        control={<Checkbox {...checkboxRegistration(register('once_per_person'))} disabled={busy} />}
        label={t('campaigns.field_once_per_person')}
        sx={{ mb: 2, display: 'flex' }}
      />
    </EditorCard>
  );
}
