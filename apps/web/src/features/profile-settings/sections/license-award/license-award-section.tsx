import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../../components/form/server-errors.ts';
import { zodFormResolver } from '../../../../components/form/zod-form-resolver.ts';
import { isApiError } from '../../../../lib/api/api-error.ts';
import { SectionLoader } from '../../components/section-loader.tsx';
import { refreshProfileQueries, useProfile } from '../../../profile/api/profile.ts';
import { SectionForm } from '../../components/section-form.tsx';
import { AwardFields, LicenseFields } from './achievement-fields.tsx';
import {
  type LicenseAwardFormInput,
  type LicenseAwardFormOutput,
  licenseAwardFormSchema,
  saveLicensesAndAwards,
  toLicenseAwardForm,
} from './license-award-api.ts';

/** /profile-settings/license-award: licenses (name, year of acquisition) and awards or pinned work (spec §3). */
export default function LicenseAwardSection() {
  const profile = useProfile();
  return (
    <SectionLoader query={profile}>{(data) => <LicenseAwardForm initial={toLicenseAwardForm(data)} />}</SectionLoader>
  );
}

function LicenseAwardForm({ initial }: { initial: LicenseAwardFormInput }) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LicenseAwardFormInput, unknown, LicenseAwardFormOutput>({
    resolver: zodFormResolver(licenseAwardFormSchema),
    defaultValues: initial,
  });
  const save = useMutation({
    mutationFn: saveLicensesAndAwards,
    onSuccess: (saved) => {
      form.reset(toLicenseAwardForm(saved));
      void refreshProfileQueries(queryClient);
    },
    onError: (error) => {
      if (!isApiError(error) || error.status !== 422) return;
      const { licenses, awards } = form.getValues();
      const fields = [
        'licenses',
        'awards',
        ...licenses.flatMap((_, i) => [`licenses.${i}.name`, `licenses.${i}.year`] as const),
        ...awards.map((_, i) => `awards.${i}.name` as const),
      ] as const;
      setFormError(applyServerErrors(error, form.setError, fields).join('\n') || null);
    },
  });

  return (
    <SectionForm
      onSubmit={form.handleSubmit((values) => {
        setFormError(null);
        save.mutate(values);
      })}
      dirty={form.formState.isDirty}
      saving={save.isPending}
      saved={save.isSuccess}
      formError={formError}
    >
      <LicenseFields form={form} />
      <AwardFields form={form} />
    </SectionForm>
  );
}
