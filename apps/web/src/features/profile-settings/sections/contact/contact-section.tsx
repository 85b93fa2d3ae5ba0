import type { Profile } from '@hashi/shared/profile.schema';
import { contactInformationRequestSchema } from '@hashi/shared/profile-sections.schema';
import { MASTER_IDS } from '@hashi/shared/masters.schema';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormFieldLabel } from '../../../../components/form/form-field-label.tsx';
import { FormSearchSelectField } from '../../../../components/form/form-search-select-field.tsx';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../../components/form/zod-form-resolver.ts';
import { useSession } from '../../../../lib/session/session.ts';
import { LIKELY_COUNTRY_IDS } from '../../../../lib/masters/likely-choices.ts';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import { useProfile } from '../../../profile/api/profile.ts';
import { PROFILE_FIELDS_NS } from '../../../profile/i18n.ts';
import { patchContactInformation } from '../../api/basic-information.ts';
import { SectionForm } from '../../components/section-form.tsx';
import { SectionStatus } from '../../components/section-status.tsx';
import { useSectionSave } from '../../components/use-section-save.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';

/** The phone part of the contact resource; the links are saved by basic information. */
const contactFormSchema = contactInformationRequestSchema.pick({ dialing_code_id: true, phone: true });
type ContactValues = z.input<typeof contactFormSchema>;
type ContactOutput = z.output<typeof contactFormSchema>;
const resolver = zodFormResolver(contactFormSchema);

/** /profile-settings/contact: phone with its dialing code, and the login e-mail (spec §3). */
export default function ContactSection() {
  const profile = useProfile();
  if (!profile.data) return <SectionStatus error={profile.isError} onRetry={() => void profile.refetch()} />;
  return <ContactForm profile={profile.data} />;
}

function ContactForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const { t: label } = useTranslation(PROFILE_FIELDS_NS);
  const errorText = useErrorText();
  const emailId = useId();
  const { user } = useSession();
  const dialingCodes = useMasterList('dialing-codes').items;
  const options = useMemo(
    () => dialingCodes.map((code) => ({ id: code.id, name: `${code.name} (${code.code})` })),
    [dialingCodes],
  );
  const form = useForm<ContactValues, unknown, ContactOutput>({
    resolver,
    defaultValues: {
      // Spec §9: Japan's code unless another was saved.
      dialing_code_id: profile.contact_information.dialing_code_id ?? MASTER_IDS.dialingCodeJapan,
      phone: profile.contact_information.phone ?? '',
    },
  });
  const { onSubmit, saving, saved, formError } = useSectionSave(form, ['dialing_code_id', 'phone'], (values) =>
    patchContactInformation({ dialing_code_id: values.dialing_code_id ?? null, phone: values.phone || null }),
  );

  return (
    <SectionForm onSubmit={onSubmit} dirty={form.formState.isDirty} saving={saving} saved={saved} formError={formError}>
      <FormSearchSelectField
        control={form.control}
        name="dialing_code_id"
        label={label('fields.dialing_code')}
        options={options}
        likelyIds={LIKELY_COUNTRY_IDS}
      />
      <FormTextField
        label={label('fields.phone')}
        registration={form.register('phone')}
        error={errorText(form.formState.errors.phone?.message)}
        helperText={t('contact.phone_hint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
      />
      <Box sx={{ mb: 2.5 }}>
        <FormFieldLabel htmlFor={emailId}>{t('contact.email')}</FormFieldLabel>
        <TextField
          id={emailId}
          fullWidth
          value={user?.email ?? ''}
          helperText={t('contact.email_hint')}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Link component={RouterLink} to="/change-email" sx={{ display: 'inline-block', mt: 1 }}>
          {t('contact.change_email')}
        </Link>
      </Box>
    </SectionForm>
  );
}
