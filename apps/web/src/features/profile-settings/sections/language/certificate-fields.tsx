import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { EntryFieldset, GroupHeading } from '../../../../components/form/entry-fieldset.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import type { LanguageFormInput, LanguageFormOutput } from './language-api.ts';

type Form = UseFormReturn<LanguageFormInput, unknown, LanguageFormOutput>;

/** English certificates: a name and a score from 1 to 999999.99, both required (spec §5). */
export function CertificateFields({ form }: { form: Form }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const errorText = useErrorText();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'english_certificates' });
  const errors = form.formState.errors.english_certificates;
  return (
    <Box component="section" aria-labelledby="certificates-heading" sx={{ mb: 2 }}>
      <GroupHeading id="certificates-heading" help={t('language.certificates_help')}>
        {t('language.certificates_title')}
      </GroupHeading>
      {fields.map((field, i) => (
        <EntryFieldset
          key={field.id}
          legend={t('language.certificate_item', { n: i + 1 })}
          removeLabel={t('language.remove_certificate', { n: i + 1 })}
          onRemove={() => remove(i)}
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, columnGap: 2 }}>
            <FormTextField
              label={t('language.certificate_name')}
              registration={form.register(`english_certificates.${i}.name`)}
              error={errorText(errors?.[i]?.name?.message)}
              required
              maxLength={255}
            />
            <FormTextField
              label={t('language.certificate_score')}
              registration={form.register(`english_certificates.${i}.score`)}
              error={errorText(errors?.[i]?.score?.message)}
              helperText={t('language.certificate_score_help')}
              required
              maxLength={10}
            />
          </Box>
        </EntryFieldset>
      ))}
      <Button
        startIcon={<Add />}
        variant="outlined"
        onClick={() => append({ certificate_id: null, name: '', score: '' })}
      >
        {t('language.add_certificate')}
      </Button>
    </Box>
  );
}
