import { useForm } from 'react-hook-form';
import { zodFormResolver } from '../../../../components/form/zod-form-resolver.ts';
import { SectionLoader } from '../../components/section-loader.tsx';
import { useProfile } from '../../../profile/api/profile.ts';
import { SectionForm } from '../../components/section-form.tsx';
import { useSectionSave } from '../../components/use-section-save.ts';
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
  const form = useForm<LicenseAwardFormInput, unknown, LicenseAwardFormOutput>({
    resolver: zodFormResolver(licenseAwardFormSchema),
    defaultValues: initial,
  });
  const { onSubmit, saving, saved, formError } = useSectionSave(
    form,
    ({ licenses, awards }) => [
      'licenses',
      'awards',
      ...licenses.flatMap((_, i) => [`licenses.${i}.name`, `licenses.${i}.year`] as const),
      ...awards.map((_, i) => `awards.${i}.name` as const),
    ],
    saveLicensesAndAwards,
    { toForm: toLicenseAwardForm },
  );

  return (
    <SectionForm onSubmit={onSubmit} dirty={form.formState.isDirty} saving={saving} saved={saved} formError={formError}>
      <LicenseFields form={form} />
      <AwardFields form={form} />
    </SectionForm>
  );
}
