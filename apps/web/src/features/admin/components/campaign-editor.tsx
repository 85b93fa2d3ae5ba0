import { type AdminCampaign, CAMPAIGN_KINDS } from '@hashi/shared/referral.schema';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FieldGroup } from '../../../components/ui/field-group.tsx';
import { ADMIN_CAMPAIGNS_KEY, saveCampaign } from '../api/admin-campaigns.ts';
import { ADMIN_NS } from '../i18n.ts';
import { AdminEditorFrame, BilingualFields, EditorCheckbox, useAdminEditor } from './admin-editor-frame.tsx';
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
  const editor = useAdminEditor<CampaignValues>({
    defaultValues: toCampaignValues(campaign),
    fields: MESSAGE_FIELDS,
    save: (values) => saveCampaign(campaign?.id ?? null, toCampaignInput(values)),
    invalidates: [ADMIN_CAMPAIGNS_KEY],
    onDone,
  });
  const { control, register } = editor.form;
  const { busy, errorOf } = editor;
  return (
    <AdminEditorFrame
      editor={editor}
      title={campaign ? t('campaigns.edit_title') : t('campaigns.new_title')}
      saveLabel={t('campaigns.save')}
      cancelLabel={t('campaigns.cancel')}
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
      <BilingualFields
        editor={editor}
        fields={[
          { name: 'name', label: (l) => t(`campaigns.field_name_${l}`), maxLength: 200 },
          {
            name: 'description',
            label: (l) => t(`campaigns.field_description_${l}`),
            multiline: true,
            minRows: 4,
            maxLength: 5000,
          },
        ]}
      />
      <FieldGroup columns={2}>
        <FormTextField
          label={t('campaigns.field_starts_at')}
          type="datetime-local"
          registration={register('starts_at')}
          error={errorOf('starts_at')}
          helperText={t('campaigns.jst_help')}
          required
          disabled={busy}
        />
        <FormTextField
          label={t('campaigns.field_ends_at')}
          type="datetime-local"
          registration={register('ends_at')}
          error={errorOf('ends_at')}
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
        error={errorOf('reward_yen')}
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
            error={errorOf(name)}
            helperText={t('campaigns.conditions_help')}
            inputMode="numeric"
            disabled={busy}
          />
        ))}
      </FieldGroup>
      <EditorCheckbox
        editor={editor}
        name="once_per_person"
        label={t('campaigns.field_once_per_person')}
        sx={{ mb: 2, display: 'flex' }}
      />
    </AdminEditorFrame>
  );
}
